// Moonraker's announcements in the notification menu, per printer: listed when the socket is ready
// (if the server has the component), kept up to date by notify_announcement_update / _dismissed /
// _wake; every entry that is not dismissed is a menu item. Dismissing an item or snoozing it asks
// the server, and the item goes once the server agrees.
import { createStore } from 'zustand';
import type { AnnouncementEntry } from '../../protocol/updates';
import {
  ANNOUNCEMENT_SOURCE,
  announcementNotifications,
  entryIdOf,
  setDismissed,
} from '../lib/announcements';
import { notificationsStore } from './notifications';
import type { PrinterScope } from './scope/printer-scope';
import type { Live } from './scope/scope-events';
import { scopedStore } from './scope/scoped-store';
import { serverStore } from './server';

export interface AnnouncementsState {
  /** The entries as last known (dismissed ones too). */
  entries: AnnouncementEntry[];
}

export const announcementsStore = scopedStore('announcements', (scope) => {
  const store = createStore<AnnouncementsState>(() => ({ entries: [] }));
  const notifications = scope.get(notificationsStore);
  /** The connection the list was loaded over (dismissals go to it); null until then. */
  let loadedOver: Live | null = null;
  const entries = () => store.getState().entries;

  function publish(next: AnnouncementEntry[]): void {
    store.setState({ entries: next });
    notifications.setSource(ANNOUNCEMENT_SOURCE, announcementNotifications(next));
  }

  async function load(live: Live): Promise<void> {
    if (!scope.get(serverStore).getState().components.includes('announcements')) return;
    loadedOver = live;
    try {
      const answer = await live.api.announcements.list();
      if (live.alive()) publish(answer.entries);
    } catch (err) {
      console.error('[printdeck] announcements failed', err);
    }
  }

  async function dismiss(entryId: string, wakeSeconds: number | null): Promise<void> {
    const live = loadedOver;
    if (!live?.alive()) return;
    try {
      await live.api.announcements.dismiss(entryId, wakeSeconds);
      if (live.alive()) publish(setDismissed(entries(), entryId, true));
    } catch (err) {
      console.error('[printdeck] dismissing an announcement failed', err);
    }
  }

  const entryIdParam = (params: unknown[]): string | null => {
    const id = (params[0] as { entry_id?: unknown } | undefined)?.entry_id;
    return typeof id === 'string' ? id : null;
  };

  scope.events.onSocketReady((live) => void load(live));
  notifications.onDismiss(ANNOUNCEMENT_SOURCE, (n) => {
    const entryId = entryIdOf(n.id);
    if (entryId !== null) void dismiss(entryId, null);
  });
  scope.events.onNotification('notify_announcement_update', (params) => {
    const list = (params[0] as { entries?: unknown } | undefined)?.entries;
    if (Array.isArray(list)) publish(list as AnnouncementEntry[]);
  });
  scope.events.onNotification('notify_announcement_dismissed', (params) => {
    const entryId = entryIdParam(params);
    if (entryId !== null) publish(setDismissed(entries(), entryId, true));
  });
  scope.events.onNotification('notify_announcement_wake', (params) => {
    const entryId = entryIdParam(params);
    if (entryId === null) return;
    if (entries().some((e) => e.entry_id === entryId))
      publish(setDismissed(entries(), entryId, false));
    else if (loadedOver?.alive()) void load(loadedOver);
  });

  return Object.assign(store, { dismiss });
});

/** Dismisses an entry for good (`wakeSeconds` null) or until that many seconds from now. */
export function dismissAnnouncement(
  scope: PrinterScope,
  entryId: string,
  wakeSeconds: number | null,
): Promise<void> {
  return scope.get(announcementsStore).dismiss(entryId, wakeSeconds);
}
