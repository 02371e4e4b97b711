// API and socket addresses: parsing what a user typed, and the candidates probed at start-up.

export interface ApiConfig {
  apiUrl: string;
  socketUrl: string;
}

/** Parse an address typed by a user; http:// is assumed when no scheme is given. Null if invalid. */
export function parseApiUrl(input: string): string | null {
  const text = input.trim();
  if (text === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname) return null;
    return url.origin + url.pathname.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

export function apiConfigFor(apiUrl: string): ApiConfig {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const path = url.pathname.replace(/\/+$/, '');
  return { apiUrl: url.origin + path, socketUrl: `${protocol}//${url.host}${path}/websocket` };
}

/**
 * Addresses to probe when no printer is configured: the page's own origin (Moonraker proxied by the
 * web server, or the virtual printer serving the dashboard) and the page's host on Moonraker's default
 * port (7125 for http, 7130 for https). None when the host is blacklisted.
 */
export function probeCandidates(
  location: { protocol: string; hostname: string; host: string },
  blacklist: string[],
): string[] {
  if (blacklist.some((host) => host.toLowerCase() === location.hostname.toLowerCase())) return [];
  const port = location.protocol === 'https:' ? 7130 : 7125;
  const hostname = location.hostname.includes(':') ? `[${location.hostname}]` : location.hostname;
  const candidates = [
    `${location.protocol}//${location.host}`,
    `${location.protocol}//${hostname}:${port}`,
  ];
  return [...new Set(candidates)];
}

/**
 * The one spelling of a printer's API address, so that a printer added twice is one printer:
 * scheme and host in lower case, the scheme's default port (80, 443) dropped, no trailing slash,
 * no query or fragment. Anything but an http(s) address is returned trimmed.
 */
export function normalizeApiUrl(apiUrl: string): string {
  const text = apiUrl.trim();
  if (!isHttpUrl(text)) return text;
  const url = new URL(text);
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/** Whether two API addresses name the same printer. */
export function sameApiUrl(a: string, b: string): boolean {
  return normalizeApiUrl(a) === normalizeApiUrl(b);
}

/** Whether `text` is an absolute http(s) address with a host (what a printer's API address is). */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
