// The one rule for a link whose address comes from a printer (an announcement, a notification's
// button, a markdown link in a description) or from anything else Printdeck did not write itself:
// it is followed only when it is an http(s) address, or a path to a page of the dashboard that
// exists. Everything else — javascript:, data:, vbscript:, file:, mailto:, a protocol-relative
// //host, a relative path, a route that does not exist — is not a link at all. Pure.

/** Where a link may go: a new tab at an http(s) address, or a route of the dashboard. */
export type SafeLink =
  | { kind: 'external'; href: string }
  /** `printer`: the id of the printer the route names (`/p/<id>/…`), when it names one. */
  | { kind: 'route'; to: string; printer?: string };

/** A printer's address prefix: `/p/` and an id as lib/printer-ids.ts makes them. */
const PRINTER_PREFIX = /^\/p\/([a-z0-9]+(?:-[a-z0-9]+)*)(?=\/|$)/;

/** Whether `path` (no query or fragment) matches a route pattern such as '/camera/:id'. */
export function matchesRoute(path: string, pattern: string): boolean {
  if (pattern === '/') return path === '/';
  const want = pattern.split('/');
  const have = path.replace(/(.)\/$/, '$1').split('/');
  return (
    want.length === have.length &&
    want.every((part, i) => {
      const value = have[i] ?? '';
      return part.startsWith(':') ? value !== '' : part === value;
    })
  );
}

/** A URL scheme at the start (after the characters URL parsers drop: tabs and line breaks). */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The link `raw` may be, or null. An absolute address comes back as the parser normalised it
 * (so `java\tscript:` is seen as the javascript: it is); a route comes back as path, query and
 * fragment, normalised (`/settings/../jobs` is `/jobs`) and checked against `routes` (patterns
 * of the route table). Backslashes are refused: browsers read `/\host` as `//host`.
 */
export function safeLink(raw: unknown, routes: readonly string[] = []): SafeLink | null {
  if (typeof raw !== 'string') return null;
  // URL parsers ignore leading and trailing spaces and control characters, and tabs and line
  // breaks anywhere: look at the address as they will.
  // eslint-disable-next-line no-control-regex
  const text = raw.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  if (text === '' || text.includes('\\')) return null;
  if (SCHEME.test(text)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return null;
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
    return { kind: 'external', href: url.href };
  }
  if (!text.startsWith('/') || text.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(text, 'http://printdeck.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://printdeck.invalid') return null;
  // A printer's address (`/p/<id>/<page>`) is a route when its page is.
  const printer = PRINTER_PREFIX.exec(url.pathname);
  const page = printer ? url.pathname.slice(printer[0].length) || '/' : url.pathname;
  if (!routes.some((pattern) => matchesRoute(page, pattern))) return null;
  return {
    kind: 'route',
    to: `${url.pathname}${url.search}${url.hash}`,
    ...(printer ? { printer: printer[1] } : {}),
  };
}

/** The http(s) address `raw` is, or null (for links that never lead into the dashboard). */
export function externalHref(raw: unknown): string | null {
  const link = safeLink(raw);
  return link?.kind === 'external' ? link.href : null;
}
