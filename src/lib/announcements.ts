// Moonraker's announcements (reference §8) as notification-menu items (spec part 2 §3
// 'Announcement', §4 'Notifications and announcements'): which entries show, how a dismissal or a
// wake changes the list, the snooze presets.
import type { AnnouncementEntry } from '../../protocol/updates';
import type { AppNotification } from './notifications';

export const ANNOUNCEMENT_SOURCE = 'announcements';

/** Snooze presets, sent as seconds: 1 hour, 1 day, 7 days. */
export const SNOOZE_SECONDS = { hour: 3600, day: 86400, week: 604800 } as const;

export function announcementId(entryId: string): string {
  return `${ANNOUNCEMENT_SOURCE}:${entryId}`;
}

/** The entry id of an announcement's notification id (null for another source's). */
export function entryIdOf(notificationId: string): string | null {
  const prefix = `${ANNOUNCEMENT_SOURCE}:`;
  return notificationId.startsWith(prefix) ? notificationId.slice(prefix.length) : null;
}

/** The menu items of the entries that are not dismissed, in the server's order (newest first). */
export function announcementNotifications(
  entries: readonly AnnouncementEntry[],
): AppNotification[] {
  return entries
    .filter((e) => !e.dismissed)
    .map((e) => ({
      id: announcementId(e.entry_id),
      type: 'announcement' as const,
      title: e.title,
      description: e.description,
      timestamp: e.date * 1000,
      ...(e.url ? { to: e.url } : {}),
    }));
}

/** The entries with one marked dismissed (`dismissed`) or awake again (`!dismissed`). */
export function setDismissed(
  entries: readonly AnnouncementEntry[],
  entryId: string,
  dismissed: boolean,
): AnnouncementEntry[] {
  return entries.map((e) =>
    e.entry_id === entryId
      ? {
          ...e,
          dismissed,
          ...(dismissed ? {} : { date_dismissed: null, dismiss_wake: null }),
        }
      : e,
  );
}
