// The notification menu's rules (spec part 2 §3 'Notification', §4 'Notifications and
// announcements'): which notifications are kept, how one with `merge` replaces another, what the
// bell counts and which colour it takes.

export type NotificationType = 'info' | 'success' | 'announcement' | 'warning' | 'error';

export interface AppNotification {
  /** Unique within the menu; a source prefixes its own (e.g. 'announcement:…'). */
  id: string;
  type: NotificationType;
  title: string;
  description?: string;
  /** Unix milliseconds. */
  timestamp: number;
  /** A route of the app, or an external page at an http(s) address (safe-link.ts decides). */
  to?: string;
  /** The text of the button that follows `to`. */
  btnText?: string;
  /** A short text after the title (e.g. a count or a date). */
  suffix?: string;
  suffixIcon?: string;
  icon?: string;
  /** The user may dismiss it (false: it goes only when its cause does). */
  clear?: boolean;
  /** Replaces a notification with the same title instead of adding another. */
  merge?: boolean;
  /** Also shown as a snackbar when it arrives. */
  snackbar?: boolean;
  /** Not counted on the bell's badge. */
  noCount?: boolean;
  /** Who keeps it up to date (warnings, updates, announcements, throttle…): see setSource. */
  source?: string;
}

/** A notification the menu may hold: it has an id and a real title. */
export function isValidNotification(n: Pick<AppNotification, 'id' | 'title'>): boolean {
  return n.id.trim() !== '' && n.title.trim() !== '' && n.title !== '?';
}

/**
 * The list with `n` added: an invalid one changes nothing; one with `merge` replaces any with the
 * same title; one with a known id replaces that one in place; otherwise it is appended.
 */
export function addNotification(
  list: readonly AppNotification[],
  n: AppNotification,
): AppNotification[] {
  if (!isValidNotification(n)) return [...list];
  const rest = n.merge ? list.filter((m) => m.title !== n.title || m.id === n.id) : list;
  const at = rest.findIndex((m) => m.id === n.id);
  if (at === -1) return [...rest, n];
  const next = [...rest];
  next[at] = n;
  return next;
}

export type BellColor = 'default' | 'warning' | 'error';

/** The bell: plain when there is nothing, warning colour for a warning, error colour for an error. */
export function bellColor(list: readonly AppNotification[]): BellColor {
  if (list.some((n) => n.type === 'error')) return 'error';
  if (list.some((n) => n.type === 'warning')) return 'warning';
  return 'default';
}

/** What the bell's badge shows. */
export function notificationCount(list: readonly AppNotification[]): number {
  return list.filter((n) => !n.noCount).length;
}
