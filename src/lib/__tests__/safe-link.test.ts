import { describe, expect, it } from 'vitest';
import { externalHref, matchesRoute, safeLink } from '../safe-link';

const ROUTES = ['/', '/jobs', '/settings', '/camera/:id', '/settings/macros/:categoryId'];

describe('safeLink', () => {
  it.each([
    // http(s) addresses, normalised by the URL parser
    ['https://moonraker.readthedocs.io/en/latest/', 'https://moonraker.readthedocs.io/en/latest/'],
    ['http://printer.local:7125/server/info', 'http://printer.local:7125/server/info'],
    ['  HTTPS://Example.COM/a b  ', 'https://example.com/a%20b'],
    ['https://example.com/"><img src=x>', 'https://example.com/%22%3E%3Cimg%20src=x%3E'],
    ['ht\ttps://example.com/', 'https://example.com/'],
  ] as const)('%j → external %s', (raw, href) => {
    expect(safeLink(raw, ROUTES)).toEqual({ kind: 'external', href });
  });

  it.each([
    ['/', '/'],
    ['/jobs', '/jobs'],
    ['/jobs/', '/jobs/'],
    ['/settings#versions', '/settings#versions'],
    ['/settings?x=1#versions', '/settings?x=1#versions'],
    ['/camera/abc-123', '/camera/abc-123'],
    ['/settings/macros/0', '/settings/macros/0'],
    ['/settings/../jobs', '/jobs'],
  ] as const)('%j → route %s', (raw, to) => {
    expect(safeLink(raw, ROUTES)).toEqual({ kind: 'route', to });
  });

  it.each([
    ['/p/voron-1/', '/p/voron-1/', 'voron-1'],
    ['/p/voron-1', '/p/voron-1', 'voron-1'],
    ['/p/voron-1/jobs', '/p/voron-1/jobs', 'voron-1'],
    ['/p/bravo/settings#versions', '/p/bravo/settings#versions', 'bravo'],
  ] as const)('%j → route %s of printer %s', (raw, to, printer) => {
    expect(safeLink(raw, ROUTES)).toEqual({ kind: 'route', to, printer });
  });

  it.each([
    '/p/voron-1/no-such-page',
    '/p/Voron/jobs',
    '/p/../jobs/x',
    '/p/',
    '/p//jobs',
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'mailto:someone@example.com',
    'blob:https://example.com/1234',
    'http://',
    'https://',
    '//evil.example/steal',
    '/\\evil.example',
    '\\\\evil.example',
    '/no-such-page',
    '/camera',
    '/camera/a/b',
    '/settings/macros/',
    'jobs',
    '#versions',
    '',
    '   ',
    '%6A%61vascript:alert(1)',
  ])('%j → no link', (raw) => {
    expect(safeLink(raw, ROUTES)).toBeNull();
  });

  it.each([undefined, null, 42, {}, ['https://example.com']])('%j (not text) → no link', (raw) => {
    expect(safeLink(raw, ROUTES)).toBeNull();
  });

  it('knows no route without the route table', () => {
    expect(safeLink('/jobs')).toBeNull();
    expect(safeLink('https://example.com')).toEqual({
      kind: 'external',
      href: 'https://example.com/',
    });
  });
});

describe('externalHref', () => {
  it.each([
    ['https://example.com/x', 'https://example.com/x'],
    ['/jobs', null],
    ['javascript:alert(1)', null],
  ] as const)('%j → %s', (raw, href) => expect(externalHref(raw)).toBe(href));
});

describe('matchesRoute', () => {
  it.each([
    ['/', '/', true],
    ['/jobs', '/', false],
    ['/', '/jobs', false],
    ['/camera/x', '/camera/:id', true],
    ['/camera/', '/camera/:id', false],
    ['/jobs/', '/jobs', true],
    ['/Jobs', '/jobs', false],
  ] as const)('%s against %s → %s', (path, pattern, ok) =>
    expect(matchesRoute(path, pattern)).toBe(ok),
  );
});
