// The timelapse settings' conversions, table by table: a POSTed value as Moonraker's WebRequest
// converts it, a moonraker.conf value as configparser reads it, the snapshot URL made absolute, and
// the [timelapse] section written by the `--timelapse` flag.

import { describe, expect, it } from 'vitest';
import { parseOptionPairs, withTimelapseSection } from '../conf';
import { ConfValueError, convertConf, convertPosted, type PyType } from '../../../python_values';
import { absoluteSnapshotUrl, pyTypeOf } from '../settings';

describe('a POSTed value', () => {
  const ok: [PyType, unknown, unknown][] = [
    ['str', 'hyperlapse', 'hyperlapse'],
    ['str', 5, 5], // `get`: not converted
    ['bool', true, true],
    ['bool', 'FALSE', false],
    ['bool', 'True', true],
    ['int', '12', 12],
    ['int', ' -3 ', -3],
    ['int', '1_000', 1000],
    ['int', 50.7, 50],
    ['int', -2.5, -2],
    ['int', true, 1],
    ['float', '0.25', 0.25],
    ['float', '1e2', 100],
    ['float', 3, 3],
    ['float', false, 0],
  ];
  it.each(ok)('%s from %j is %j', (type, value, expected) => {
    expect(convertPosted('k', type, value)).toEqual(expected);
  });

  const bad: [PyType, unknown, string][] = [
    ['bool', 1, '1'],
    ['bool', 'yes', 'yes'],
    ['bool', null, 'None'],
    ['int', '2.5', '2.5'],
    ['int', '', ''],
    ['int', null, 'None'],
    ['int', [1, 'a'], "[1, 'a']"],
    ['float', 'abc', 'abc'],
    ['float', { a: true }, "{'a': True}"],
  ];
  it.each(bad)('%s from %j is refused, printed as %s', (type, value, shown) => {
    expect(() => convertPosted('k', type, value)).toThrow(
      `Unable to convert argument [k] to <class '${type}'>: value received: ${shown}`,
    );
  });
});

describe('a moonraker.conf value', () => {
  const ok: [PyType, string, unknown][] = [
    ['bool', 'yes', true],
    ['bool', 'On', true],
    ['bool', '0', false],
    ['bool', 'False', false],
    ['int', '15', 15],
    ['float', '2', 2],
    ['float', '.5', 0.5],
    ['str', '%Y%m%d', '%Y%m%d'],
  ];
  it.each(ok)('%s from %s is %j', (type, text, expected) => {
    expect(convertConf('timelapse', 'o', type, text)).toEqual(expected);
  });

  it.each<[PyType, string]>([
    ['bool', 'maybe'],
    ['int', '1.5'],
    ['float', 'x'],
  ])('%s from %s fails the component', (type, text) => {
    expect(() => convertConf('timelapse', 'o', type, text)).toThrow(ConfValueError);
  });
});

describe('the held type of a value', () => {
  it.each<[string, unknown, string]>([
    ['park_time', 2, 'float'],
    ['park_travel_speed', 2, 'int'],
    ['park_travel_speed', 2.5, 'float'],
    ['mode', 'x', 'str'],
    ['blockedsettings', [], 'other'],
  ])('%s holding %j is %s', (key, value, type) => {
    expect(pyTypeOf(key, value as never)).toBe(type);
  });
});

describe('the snapshot URL', () => {
  it.each([
    ['http://cam/snap', 'http://cam/snap'],
    ['/webcam/?action=snapshot', 'http://localhost/webcam/?action=snapshot'],
    ['webcam/snap', 'http://localhost/webcam/snap'],
  ])('%s becomes %s', (url, expected) => {
    expect(absoluteSnapshotUrl(url)).toBe(expected);
  });
});

describe('the --timelapse section', () => {
  it('is appended with its options when missing', () => {
    expect(withTimelapseSection('[server]\nhost: x\n', { mode: 'hyperlapse' })).toBe(
      '[server]\nhost: x\n\n[timelapse]\nmode: hyperlapse\n',
    );
    expect(withTimelapseSection('[server]', {})).toBe('[server]\n\n[timelapse]\n');
  });

  it('keeps an existing section, replacing or adding options inside it only', () => {
    const text = '[timelapse]\nmode: layermacro\n\n[power a]\nmode: x\n';
    expect(withTimelapseSection(text, { mode: 'hyperlapse', parkhead: 'True' })).toBe(
      '[timelapse]\nparkhead: True\nmode: hyperlapse\n\n[power a]\nmode: x\n',
    );
    expect(withTimelapseSection(text, {})).toBe(text);
  });

  it('reads KEY=VALUE and KEY: VALUE pairs', () => {
    expect(parseOptionPairs(['parkhead=True', 'Park_Time: 2', 'camera='])).toEqual({
      parkhead: 'True',
      park_time: '2',
      camera: '',
    });
    expect(() => parseOptionPairs(['=x'])).toThrow(/KEY=VALUE/);
  });
});
