import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  formatLength,
  formatMinutes,
  formatSize,
  formatSpeed,
  formatWeight,
} from '../format';
import dayjs from 'dayjs';
import 'dayjs/locale/de.js';
import { dateTimeFormat, formatDate, formatTimeOfDay } from '../format-date';

describe('formatSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1024, '1.0 kB'],
    [1536, '1.5 kB'],
    [764331, '746.4 kB'],
    [1073741824, '1.0 GB'],
    [89.9 * 1024 * 1024, '89.9 MB'],
    [null, ''],
  ] as const)('%s → %s', (bytes, text) => expect(formatSize(bytes)).toBe(text));
});

describe('formatLength', () => {
  it.each([
    [45.2, '45.2 mm'],
    [100, '100.0 mm'],
    [1449.75, '1.45 m'],
    [250, '25.0 cm'],
    [999, '99.9 cm'],
    [53690.82, '53.69 m'],
  ] as const)('%s mm → %s', (mm, text) => expect(formatLength(mm)).toBe(text));
});

describe('formatWeight', () => {
  it.each([
    [4.32, '4.32 g'],
    [999.5, '999.50 g'],
    [1600, '1.60 kg'],
  ] as const)('%s g → %s', (g, text) => expect(formatWeight(g)).toBe(text));
});

describe('formatDuration', () => {
  it.each([
    [781, '13m 1s'],
    [3596, '59m 56s'],
    [53481, '14h 51m 21s'],
    [59, '59s'],
    [0, '0s'],
    [3600, '1h 0m 0s'],
    [undefined, ''],
  ] as const)('%s s → %s', (s, text) => expect(formatDuration(s)).toBe(text));
});

describe('formatDate', () => {
  const now = new Date(2026, 10, 21, 18, 0, 0).getTime();
  it('reads today relatively and other days in the default format', () => {
    expect(formatDate(new Date(2026, 10, 21, 9, 5).getTime() / 1000, now)).toBe('Today, 9:05 AM');
    expect(formatDate(new Date(2026, 10, 20, 21, 30).getTime() / 1000, now)).toBe(
      'Nov 20, 2026 9:30 PM',
    );
    expect(formatDate(null, now)).toBe('');
  });

  it.each([
    ['MMM. DD,', 'hh:mm a', 'en', 'Nov. 05, 2026 09:30 pm', 'Today, 09:05 am'],
    ['DD MMM.', 'HH:mm', 'en', '05 Nov. 2026 21:30', 'Today, 09:05'],
    ['MMM. DD,', 'HH:mm', 'de', 'Nov. 05, 2026 21:30', 'Today, 09:05'],
    ['DD MMM.', 'HH:mm', 'de', '05 Nov. 2026 21:30', 'Today, 09:05'],
    ['', '', 'en', 'Nov 5, 2026 9:30 PM', 'Today, 9:05 AM'],
  ])("the user's formats %j %j in %s", (date, time, locale, other, today) => {
    const full = dateTimeFormat(date, time);
    const clock = time || undefined;
    dayjs.locale(locale);
    try {
      const at = (d: Date) => d.getTime() / 1000;
      expect(formatDate(at(new Date(2026, 10, 5, 21, 30)), now, 'Today', full, clock)).toBe(other);
      expect(formatDate(at(new Date(2026, 10, 21, 9, 5)), now, 'Today', full, clock)).toBe(today);
      expect(formatTimeOfDay(new Date(2026, 10, 21, 9, 5).getTime(), clock)).toBe(today.slice(7));
    } finally {
      dayjs.locale('en');
    }
  });
});

describe('formatSpeed', () => {
  it('picks kB, MB or GB per second', () => {
    expect(formatSpeed(512 * 1024)).toEqual({ value: '512.0', unit: 'kB' });
    expect(formatSpeed(5 * 1024 * 1024)).toEqual({ value: '5.0', unit: 'MB' });
    expect(formatSpeed(3 * 1024 * 1024 * 1024)).toEqual({ value: '3.0', unit: 'GB' });
  });
});

describe('formatMinutes', () => {
  it.each([
    [0, '0m'],
    [29, '0m'],
    [60, '1m'],
    [781, '13m'],
    [3600, '1h 0m'],
    [53481, '14h 51m'],
    [-5, '0m'],
    [Number.NaN, ''],
    [null, ''],
  ] as const)('%s s → %s', (s, text) => expect(formatMinutes(s)).toBe(text));
});
