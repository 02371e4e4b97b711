import { afterEach, describe, expect, it } from 'vitest';
import { formatLength, formatSize } from '../format';
import { formatMeshValue } from '../bed-mesh';
import { fixed, ltr, numberLocale, setNumberLocale } from '../number-format';
import { formatTemperature } from '../temperature';

afterEach(() => setNumberLocale('en'));

describe('numbers in the interface language', () => {
  it.each([
    ['en', 210.46, 1, '210.5'],
    ['de', 210.46, 1, '210,5'],
    ['fr', 1234.5, 2, '1234,50'],
    ['ru', -0.125, 3, '-0,125'],
    ['ja', 3.14159, 2, '3.14'],
    ['uk', 0.5, 1, '0,5'],
    ['zh-CN', 0.5, 0, '1'],
  ])('%s: %d with %d decimals reads %s', (tag, value, digits, text) => {
    setNumberLocale(tag);
    expect(fixed(value, digits)).toBe(text);
  });

  it('changes the formats the dashboard shows with the language', () => {
    expect(formatTemperature(210.46)).toBe('210.5 °C');
    setNumberLocale('de');
    expect(numberLocale()).toBe('de');
    expect(formatTemperature(210.46)).toBe('210,5 °C');
    expect(formatSize(1536)).toBe('1,5 kB');
    expect(formatLength(1234)).toBe('1,23 m');
    expect(formatMeshValue(-0.00001)).toBe('0,0000');
    expect(formatMeshValue(-0.12345)).toBe('-0,1235');
  });

  it('falls back to English for a tag Intl does not accept', () => {
    setNumberLocale('not a tag!');
    expect(fixed(1.5, 1)).toBe('1.5');
  });
});

describe('numbers with units in right-to-left text', () => {
  it.each([
    ['en', '210.5 °C'],
    ['de', '210,5 °C'],
    ['ar', '\u2066210.5 °C\u2069'],
  ])('%s keeps "%s" left to right', (tag, text) => {
    setNumberLocale(tag);
    // Arabic's own digits where the browser's Intl gives them; the isolation either way.
    expect(formatTemperature(210.46).replace(/٢١٠٫٥/, '210.5')).toBe(text);
    expect(ltr('1 mm')).toBe(tag === 'ar' ? '\u20661 mm\u2069' : '1 mm');
  });
});
