// Where the dashboard goes when it opens, and after a login. An address the user opened on purpose
// (typed, a bookmark, a printer's address `/p/<id>/…`, `/settings#auth`) is kept. An address
// Printdeck itself sent the user to is not: such a history entry carries an ArrivalMark (browsers
// keep an entry's state over a reload), so reloading the /configure Printdeck opened when a board
// was not connected goes to the dashboard, and /login, once the user is logged in, leads to the
// address the login interrupted, or to the dashboard when there is none.

/** The history state key of the mark. */
export const ARRIVAL_KEY = 'printdeckArrival';

export type ArrivalMark =
  /** Sent to /login from `from` (the page, its query and its hash). */
  | { by: 'login'; from: string }
  /** Sent to /configure because a board was not connected. */
  | { by: 'firmware' };

export interface Arrival {
  /** The page opened, without the base path and a printer's prefix: '/login', '/configure'. */
  page: string;
  /** The mark of the history entry, if Printdeck sent the user here. */
  mark: ArrivalMark | null;
  /** Whether the user is logged in (or needs no login). */
  authenticated: boolean;
}

/** The mark in a history entry's state, if it holds a valid one. */
export function readArrivalMark(state: unknown): ArrivalMark | null {
  if (typeof state !== 'object' || state === null) return null;
  const mark = (state as Record<string, unknown>)[ARRIVAL_KEY];
  if (typeof mark !== 'object' || mark === null) return null;
  const { by, from } = mark as Record<string, unknown>;
  if (by === 'firmware') return { by };
  if (by === 'login' && typeof from === 'string') return { by, from };
  return null;
}

/** A history state holding `mark`. */
export function arrivalState(mark: ArrivalMark): Record<string, ArrivalMark> {
  return { [ARRIVAL_KEY]: mark };
}

/** An address of this dashboard to return to: a path of its own, never /login again. */
function ownPage(from: string): boolean {
  if (!from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return false;
  const path = from.split(/[?#]/)[0] ?? '';
  return path !== '/login' && !path.startsWith('/login/');
}

/** Where /login leads once the user is logged in. */
export function afterLogin(mark: ArrivalMark | null): string {
  return mark?.by === 'login' && ownPage(mark.from) ? mark.from : '/';
}

/** Where the dashboard goes instead of the page it opened at; null keeps the address. */
export function startUpTarget({ page, mark, authenticated }: Arrival): string | null {
  if (page === '/login') return authenticated ? afterLogin(mark) : null;
  if (mark?.by === 'firmware' && page !== '/') return '/';
  return null;
}

/** A path (the base path removed) split into a printer's prefix (`/p/<id>`) and its page. */
export function splitPrinterPath(path: string): { prefix: string; page: string } {
  const match = /^\/p\/[^/]+/.exec(path);
  const prefix = match?.[0] ?? '';
  return { prefix, page: path.slice(prefix.length) || '/' };
}
