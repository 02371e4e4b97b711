// One printer, one address: the spellings of an API address that name the same Moonraker compare
// equal, and what is not an http(s) address is never taken for a printer's.
import { describe, expect, it } from 'vitest';
import { isHttpUrl, normalizeApiUrl, sameApiUrl } from '../api-url';

describe('normalizeApiUrl', () => {
  it.each([
    ['http://printer.local:7125', 'http://printer.local:7125'],
    ['HTTP://Printer.LOCAL:7125', 'http://printer.local:7125'],
    ['http://printer.local:7125/', 'http://printer.local:7125'],
    ['http://printer.local:7125///', 'http://printer.local:7125'],
    ['http://printer.local:80', 'http://printer.local'],
    ['https://printer.local:443/', 'https://printer.local'],
    ['https://printer.local:80', 'https://printer.local:80'],
    ['http://printer.local:443', 'http://printer.local:443'],
    ['https://Farm.Example/Moon/', 'https://farm.example/Moon'],
    ['http://192.168.1.20:7125/?x=1#top', 'http://192.168.1.20:7125'],
    ['http://[::1]:80/', 'http://[::1]'],
    ['  http://a.local:7125  ', 'http://a.local:7125'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
    ['not an address', 'not an address'],
  ])('%j → %j', (input, normal) => {
    expect(normalizeApiUrl(input)).toBe(normal);
  });
});

describe('sameApiUrl', () => {
  it.each([
    ['http://a.local:7125', 'HTTP://A.local:7125/', true],
    ['http://a.local', 'http://a.local:80', true],
    ['https://a.local/', 'https://a.local:443', true],
    ['http://a.local', 'https://a.local', false],
    ['http://a.local:7125', 'http://a.local:7126', false],
    ['http://a.local/moon', 'http://a.local/Moon', false],
  ])('%j and %j: %s', (a, b, same) => {
    expect(sameApiUrl(a, b)).toBe(same);
  });
});

describe('isHttpUrl', () => {
  it.each([
    ['http://a.local:7125', true],
    ['https://a.local', true],
    ['javascript:alert(1)', false],
    ['data:text/html,<b>x</b>', false],
    ['file:///etc/passwd', false],
    ['//a.local', false],
    ['a.local:7125', false],
    ['', false],
  ])('%j: %s', (text, ok) => {
    expect(isHttpUrl(text)).toBe(ok);
  });
});
