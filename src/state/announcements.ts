// Moonraker's announcements in the notification menu: listed when the socket is ready (if the server
// has the component), kept up to date by notify_announcement_update / _dismissed / _wake; every entry
// that is not dismissed is a menu item. Dismissing an item or snoozing it asks the server, and the
// item goes once the server agrees.
import type { AnnouncementEntry } from '../../protocol/updates';
import {
  ANNOUNCEMENT_SOURCE,
  announcementNotifications,
  entryIdOf,
  setDismissed,
} from '../lib/announcements';
import type { MoonrakerApi } from '../moonraker/api';
import { onDismiss, setSource } from './notifications';
import { registerPrinterStore } from './printer-scoped';
import { useServer } from './server';
import { onServerNotification, onSocketReady } from './session-events';

let entries: AnnouncementEntry[] = [];
let api: MoonrakerApi | null = null;

/** The entries as last known (dismissed ones too). */
export function announcementEntries(): readonly AnnouncementEntry[] {
  return entries;
}

function publish(next: AnnouncementEntry[]): void {
  entries = next;
  setSource(ANNOUNCEMENT_SOURCE, announcementNotifications(next));
}

export async function loadAnnouncements(socketApi: MoonrakerApi): Promise<void> {
  if (!useServer.getState().components.includes('announcements')) return;
  api = socketApi;
  try {
    publish((await socketApi.announcements.list()).entries);
  } catch (err) {
    console.error('[printdeck] announcements failed', err);
  }
}

/** Dismisses an entry for good (`wakeSeconds` null) or until that many seconds from now. */
export async function dismissAnnouncement(
  entryId: string,
  wakeSeconds: number | null,
): Promise<void> {
  if (!api) return;
  try {
    await api.announcements.dismiss(entryId, wakeSeconds);
    publish(setDismissed(entries, entryId, true));
  } catch (err) {
    console.error('[printdeck] dismissing an announcement failed', err);
  }
}

function entryIdParam(params: unknown[]): string | null {
  const id = (params[0] as { entry_id?: unknown } | undefined)?.entry_id;
  return typeof id === 'string' ? id : null;
}

onSocketReady((socketApi) => void loadAnnouncements(socketApi));
onDismiss(ANNOUNCEMENT_SOURCE, (n) => {
  const entryId = entryIdOf(n.id);
  if (entryId !== null) void dismissAnnouncement(entryId, null);
});
onServerNotification('notify_announcement_update', (params) => {
  const list = (params[0] as { entries?: unknown } | undefined)?.entries;
  if (Array.isArray(list)) publish(list as AnnouncementEntry[]);
});
onServerNotification('notify_announcement_dismissed', (params) => {
  const entryId = entryIdParam(params);
  if (entryId !== null) publish(setDismissed(entries, entryId, true));
});
onServerNotification('notify_announcement_wake', (params) => {
  const entryId = entryIdParam(params);
  if (entryId === null) return;
  if (entries.some((e) => e.entry_id === entryId)) publish(setDismissed(entries, entryId, false));
  else if (api) void loadAnnouncements(api);
});

registerPrinterStore('announcements', () => {
  entries = [];
  api = null;
});
