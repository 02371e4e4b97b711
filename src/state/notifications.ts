// The notification menu's list, one per printer. Sources (warnings, updates, announcements,
// throttle flags) put their notifications here; the bell reads the count and colour, the lazily
// loaded menu the list. A source replaces its whole set with setSource(); a notification the user
// dismissed stays away while its source still lists it, and a source may take over the dismissal
// (announcements tell the server).
import { createStore, type StoreApi } from 'zustand';
import { addNotification, type AppNotification } from '../lib/notifications';
import { boundStore } from './scope/bound';
import type { PrinterScope } from './scope/printer-scope';
import { scopedStore } from './scope/scoped-store';

export interface NotificationsState {
  items: AppNotification[];
}

export interface NotificationsStore extends StoreApi<NotificationsState> {
  push(n: AppNotification): void;
  setSource(source: string, list: readonly AppNotification[]): void;
  onDismiss(source: string, handler: (n: AppNotification) => void): void;
  dismiss(id: string): void;
}

export const notificationsStore = scopedStore('notifications', (): NotificationsStore => {
  const store = createStore<NotificationsState>(() => ({ items: [] }));
  /** Ids the user dismissed, kept while their source still lists them. */
  const dismissed = new Set<string>();
  /** Sources that handle a dismissal themselves (e.g. by asking the server). */
  const dismissHandlers = new Map<string, (n: AppNotification) => void>();
  const items = () => store.getState().items;

  return Object.assign(store, {
    push(n: AppNotification) {
      if (dismissed.has(n.id)) return;
      store.setState({ items: addNotification(items(), n) });
    },
    setSource(source: string, list: readonly AppNotification[]) {
      const ids = new Set(list.map((n) => n.id));
      for (const id of [...dismissed])
        if (id.startsWith(`${source}:`) && !ids.has(id)) dismissed.delete(id);
      let next = items().filter((n) => n.source !== source);
      for (const n of list)
        if (!dismissed.has(n.id)) next = addNotification(next, { ...n, source });
      store.setState({ items: next });
    },
    onDismiss(source: string, handler: (n: AppNotification) => void) {
      dismissHandlers.set(source, handler);
    },
    dismiss(id: string) {
      const n = items().find((m) => m.id === id);
      if (!n || n.clear === false) return;
      const handler = n.source ? dismissHandlers.get(n.source) : undefined;
      if (handler) {
        handler(n);
        return;
      }
      if (n.source) dismissed.add(n.id);
      store.setState({ items: items().filter((m) => m.id !== id) });
    },
  });
});

export const useNotifications = boundStore(notificationsStore);

/** Adds one notification to the printer's list (the merge and validity rules of lib/notifications). */
export function pushNotification(scope: PrinterScope, n: AppNotification): void {
  scope.get(notificationsStore).push(n);
}

/** Replaces every notification of `source` with `list` (each gets `source` set). */
export function setSource(
  scope: PrinterScope,
  source: string,
  list: readonly AppNotification[],
): void {
  scope.get(notificationsStore).setSource(source, list);
}

/** A source that handles the user's dismissal itself (the item goes when the source says so). */
export function onDismiss(
  scope: PrinterScope,
  source: string,
  handler: (n: AppNotification) => void,
): void {
  scope.get(notificationsStore).onDismiss(source, handler);
}

/** The user dismissed one. */
export function dismissNotification(scope: PrinterScope, id: string): void {
  scope.get(notificationsStore).dismiss(id);
}

/** The user dismissed every one that may be dismissed. */
export function dismissAllNotifications(scope: PrinterScope): void {
  const store = scope.get(notificationsStore);
  for (const n of store.getState().items) if (n.clear !== false) store.dismiss(n.id);
}
