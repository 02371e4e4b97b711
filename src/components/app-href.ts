// A link that leaves the printer a page is nested under (`/p/<id>/…`) for an address of the app
// itself: `~` escapes every router, so the build's base path goes back in front.
const BASE = import.meta.env.BASE_URL.replace(/\/$/, '');

/** The wouter link to the app's `path` (e.g. '/farm', '/p/voron/'), whatever page links to it. */
export function appHref(path: string): string {
  return `~${BASE}${path}`;
}
