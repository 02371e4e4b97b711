import { describe, expect, it } from 'vitest';
import { logoSource } from '../logo';
import { checkLogoUrl, MAX_LOGO_URL_LENGTH, type LogoCheck } from '../logo-check';

describe('checkLogoUrl', () => {
  const cases: [string, LogoCheck][] = [
    ['https://example.com/logo.png', { ok: true, value: 'https://example.com/logo.png' }],
    ['  http://printer.local:8080/a.svg ', { ok: true, value: 'http://printer.local:8080/a.svg' }],
    ['HTTPS://EXAMPLE.COM/x.png', { ok: true, value: 'HTTPS://EXAMPLE.COM/x.png' }],
    ['/server/files/config/logo.png', { ok: true, value: '/server/files/config/logo.png' }],
    ['/logo.svg?v=2', { ok: true, value: '/logo.svg?v=2' }],
    ['', { ok: false, rule: 'required' }],
    ['   ', { ok: false, rule: 'required' }],
    ['logo.png', { ok: false, rule: 'invalidUrl' }],
    ['example.com/logo.png', { ok: false, rule: 'invalidUrl' }],
    ['ftp://example.com/logo.png', { ok: false, rule: 'invalidUrl' }],
    ['javascript:alert(1)', { ok: false, rule: 'invalidUrl' }],
    ['data:image/png;base64,AAAA', { ok: false, rule: 'invalidUrl' }],
    ['https://', { ok: false, rule: 'invalidUrl' }],
    ['http:/example.com/x.png', { ok: false, rule: 'invalidUrl' }],
    ['https://exa mple.com/x.png', { ok: false, rule: 'invalidUrl' }],
    ['//example.com/logo.png', { ok: false, rule: 'invalidUrl' }],
    ['/server/files/my logo.png', { ok: false, rule: 'invalidUrl' }],
    ['/\\example.com/x.png', { ok: false, rule: 'invalidUrl' }],
    [`/${'a'.repeat(MAX_LOGO_URL_LENGTH)}`, { ok: false, rule: 'invalidUrl' }],
  ];
  it.each(cases)('%j', (text, expected) => {
    expect(checkLogoUrl(text)).toEqual(expected);
  });
});

describe('logoSource', () => {
  const api = 'http://printer.local:7125';
  const cases: [string, string | null, string | null][] = [
    ['', api, null],
    ['', null, null],
    ['https://example.com/logo.png', api, 'https://example.com/logo.png'],
    ['https://example.com/logo.png', null, 'https://example.com/logo.png'],
    ['/server/files/config/logo.png', api, `${api}/server/files/config/logo.png`],
    [
      '/server/files/config/logo.png',
      'http://host/moonraker',
      'http://host/moonraker/server/files/config/logo.png',
    ],
    ['/server/files/config/logo.png', null, null],
  ];
  it.each(cases)('%j from %j', (logo, apiUrl, expected) => {
    expect(logoSource(logo, apiUrl)).toBe(expected);
  });
});
