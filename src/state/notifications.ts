// The notification menu's list. Sources (warnings, updates, announcements, throttle flags) put
// their notifications here; the bell reads the count and colour, the lazily loaded menu the list.
// A source replaces its whole set with setSource(); a notification the user dismissed stays away
// while its source still lists it, and a source may take over the dismissal (announcements tell
// the server).
import { create } from 'zustand';
import { addNotification, type AppNotification } from '../lib/notifications';
import { registerPrinterStore } from './printer-scoped';

interface NotificationsState {
  items: AppNotification[];
}

export const useNotifications = create<NotificationsState>(() => ({ items: [] }));

/** Ids the user dismissed, kept while their source still lists them. */
const dismissed = new Set<string>();
/** Sources that handle a dismissal themselves (e.g. by asking the server). */
const dismissHandlers = new Map<string, (n: AppNotification) => void>();

/** Adds one notification (the merge and validity rules of lib/notifications). */
export function pushNotification(n: AppNotification): void {
  if (dismissed.has(n.id)) return;
  useNotifications.setState({ items: addNotification(useNotifications.getState().items, n) });
}

/** Replaces every notification of `source` with `list` (each gets `source` set). */
export function setSource(source: string, list: readonly AppNotification[]): void {
  const ids = new Set(list.map((n) => n.id));
  for (const id of [...dismissed])
    if (id.startsWith(`${source}:`) && !ids.has(id)) dismissed.delete(id);
  let items = useNotifications.getState().items.filter((n) => n.source !== source);
  for (const n of list) if (!dismissed.has(n.id)) items = addNotification(items, { ...n, source });
  useNotifications.setState({ items });
}

/** A source that handles the user's dismissal itself (the item goes when the source says so). */
export function onDismiss(source: string, handler: (n: AppNotification) => void): void {
  dismissHandlers.set(source, handler);
}

/** The user dismissed one. */
export function dismissNotification(id: string): void {
  const n = useNotifications.getState().items.find((m) => m.id === id);
  if (!n || n.clear === false) return;
  const handler = n.source ? dismissHandlers.get(n.source) : undefined;
  if (handler) {
    handler(n);
    return;
  }
  if (n.source) dismissed.add(n.id);
  useNotifications.setState({
    items: useNotifications.getState().items.filter((m) => m.id !== id),
  });
}

/** The user dismissed every one that may be dismissed. */
export function dismissAllNotifications(): void {
  for (const n of useNotifications.getState().items)
    if (n.clear !== false) dismissNotification(n.id);
}

registerPrinterStore('notifications', () => {
  dismissed.clear();
  useNotifications.setState({ items: [] });
});
