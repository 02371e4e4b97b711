// Which page loads the service worker answers with the dashboard (index.html) when the network
// cannot: only the dashboard's own addresses. Everything a printer or its web server serves below
// the same base path (Moonraker's API, the socket, files, thumbnails, camera streams, Spoolman's
// proxy) and any address of a file (a last segment with an extension: config.json, sw.js, a G-code
// file opened in a tab) always goes to the network.

/** First path segments below the base path that belong to Moonraker or the printer's web server. */
export const PRINTER_SEGMENTS = [
  'server',
  'printer',
  'machine',
  'access',
  'api',
  'websocket',
  'klippysocket',
  'debug',
  'webcam\\d*',
  'spoolman',
] as const;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The addresses (path and query, as Workbox tests them) whose page loads are never answered with
 * index.html, for a dashboard built for `base` (`/` or `/printdeck/`).
 */
export function navigationDenylist(base: string): RegExp[] {
  const prefix = escapeRegExp(base.endsWith('/') ? base : `${base}/`);
  return [
    new RegExp(`^${prefix}(?:${PRINTER_SEGMENTS.join('|')})(?:[/?#]|$)`, 'i'),
    new RegExp(`^${prefix}(?:[^?#]*/)?[^/?#]+\\.[a-z0-9]+(?:[?#]|$)`, 'i'),
  ];
}

/** Whether a page load of `pathAndQuery` may be answered with the dashboard. */
export function isDashboardNavigation(pathAndQuery: string, base: string): boolean {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  if (!pathAndQuery.startsWith(prefix) && pathAndQuery !== prefix.slice(0, -1)) return false;
  return !navigationDenylist(base).some((rule) => rule.test(pathAndQuery));
}
