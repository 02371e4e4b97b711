import { describe, expect, it } from 'vitest';
import { SNAPSHOT_INTERVAL_MS, snapshotDue, snapshotUrl } from '../snapshot';

describe('snapshotDue', () => {
  const cases: [string, number | null, number, boolean, number | undefined, boolean][] = [
    // label, last, now, visible, interval → due
    ['visible, never taken', null, 5000, true, undefined, true],
    ['hidden, never taken', null, 5000, false, undefined, false],
    ['hidden, long overdue', 0, 1e9, false, undefined, false],
    ['just taken', 5000, 5000, true, undefined, false],
    ['999 ms later', 5000, 5999, true, undefined, false],
    ['a second later', 5000, 6000, true, undefined, true],
    ['own interval, not yet', 5000, 9000, true, 5000, false],
    ['own interval, reached', 5000, 10_000, true, 5000, true],
    ['interval 0: every time', 5000, 5000, true, 0, true],
    ['clock set back', 10_000, 4000, true, undefined, true],
    ['NaN last time', Number.NaN, 4000, true, undefined, true],
    ['NaN interval: the default', 5000, 5500, true, Number.NaN, false],
    ['negative interval: the default', 5000, 6000, true, -1, true],
  ];
  it.each(cases)('%s', (_label, last, now, visible, interval, wanted) => {
    expect(snapshotDue(last, now, visible, interval)).toBe(wanted);
  });
  it('defaults to one second', () => {
    expect(SNAPSHOT_INTERVAL_MS).toBe(1000);
    expect(snapshotDue(0, SNAPSHOT_INTERVAL_MS - 1, true)).toBe(false);
  });
});

describe('snapshotUrl', () => {
  const cases: [string, string, number, string | null][] = [
    [
      'adds the parameter',
      'http://cam.local/snapshot',
      1234,
      'http://cam.local/snapshot?nocache=1234',
    ],
    [
      'keeps the others',
      'http://192.168.1.5/webcam/?action=snapshot',
      1234,
      'http://192.168.1.5/webcam/?action=snapshot&nocache=1234',
    ],
    [
      'replaces an old one',
      'https://cam.local/s.jpg?nocache=1&size=2',
      99,
      'https://cam.local/s.jpg?nocache=99&size=2',
    ],
    [
      'keeps port, path and fragment',
      'http://h:8080/a/b?x=1#f',
      5,
      'http://h:8080/a/b?x=1&nocache=5#f',
    ],
    ['whole milliseconds', 'http://h/s', 1234.9, 'http://h/s?nocache=1234'],
    ['blanks around', '  http://h/s  ', 1, 'http://h/s?nocache=1'],
    ['relative address', '/webcam/?action=snapshot', 1, null],
    ['no address', '', 1, null],
    ['not an address', 'not a url', 1, null],
    ['javascript:', 'javascript:alert(1)', 1, null],
    ['data:', 'data:image/png;base64,AAAA', 1, null],
    ['ws:', 'ws://h/stream', 1, null],
    ['file:', 'file:///etc/passwd', 1, null],
  ];
  it.each(cases)('%s', (_label, base, now, wanted) => {
    expect(snapshotUrl(base, now)).toBe(wanted);
  });
  it('changes with the time, so the browser loads a new picture', () => {
    expect(snapshotUrl('http://h/s', 1000)).not.toBe(snapshotUrl('http://h/s', 2000));
  });
});
