import { describe, expect, it } from 'vitest';
import { parseAdjust, tiltResultsKey, tiltRows } from '../turns';

describe('parseAdjust', () => {
  const cases: [unknown, { turns: number; minutes: number } | null][] = [
    ['00:00', { turns: 0, minutes: 0 }],
    ['01:20', { turns: 1, minutes: 20 }],
    ['12:59', { turns: 12, minutes: 59 }],
    ['00:60', null],
    ['1:2', null],
    ['', null],
    [undefined, null],
    [80, null],
  ];
  it.each(cases)('%s → %o', (text, turns) => expect(parseAdjust(text)).toEqual(turns));
});

describe('tiltRows', () => {
  it('orders screws as the config does (screw10 after screw2) and reads each field', () => {
    const rows = tiltRows({
      screw10: { z: 0.1, sign: 'CCW', adjust: '00:05', is_base: false },
      screw2: { z: 0.2, sign: 'CW', adjust: '01:20', is_base: false },
      screw1: { z: 0.3, sign: 'CW', adjust: '00:00', is_base: true },
    });
    expect(rows.map((r) => r.key)).toEqual(['screw1', 'screw2', 'screw10']);
    expect(rows[0]).toMatchObject({ number: 1, isBase: true, level: true, direction: 'cw' });
    expect(rows[1]).toMatchObject({
      number: 2,
      z: 0.2,
      isBase: false,
      level: false,
      direction: 'cw',
      turns: { turns: 1, minutes: 20 },
    });
    expect(rows[2]).toMatchObject({ direction: 'ccw', turns: { turns: 0, minutes: 5 } });
  });

  const levelCases: [string, boolean][] = [
    ['00:00', true],
    ['00:01', false],
    ['01:00', false],
  ];
  it.each(levelCases)('a screw at %s is level: %s', (adjust, level) =>
    expect(tiltRows({ screw2: { adjust, sign: 'CW', z: 0, is_base: false } })[0]?.level).toBe(
      level,
    ),
  );

  it('keeps a malformed answer as unknown rather than guessing', () => {
    expect(tiltRows({ screw1: { adjust: 'soon', sign: 'UP' as 'CW' } })[0]).toMatchObject({
      turns: null,
      direction: null,
      z: null,
      level: false,
    });
    expect(tiltRows(undefined)).toEqual([]);
  });
});

describe('tiltResultsKey', () => {
  const a = { screw1: { z: 1, adjust: '00:00' }, screw2: { z: 2, adjust: '00:10' } };
  const cases: [
    string,
    Record<string, unknown> | undefined,
    Record<string, unknown> | undefined,
    boolean,
  ][] = [
    ['the same results in another key order', a, { screw2: a.screw2, screw1: a.screw1 }, true],
    ['a screw measured differently', a, { ...a, screw2: { z: 2.1, adjust: '00:10' } }, false],
    ['empty and missing results', {}, undefined, true],
  ];
  it.each(cases)('%s: equal keys %s', (_name, x, y, same) =>
    expect(tiltResultsKey(x) === tiltResultsKey(y)).toBe(same),
  );
  it('has no key for no results', () => expect(tiltResultsKey({})).toBe(''));
});
