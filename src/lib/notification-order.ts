// The notification menu's order (its own module: the first page needs only lib/notifications.ts).
import type { AppNotification, NotificationType } from './notifications';

const RANK: Record<NotificationType, number> = {
  error: 0,
  warning: 1,
  announcement: 2,
  info: 2,
  success: 2,
};

/** The menu's order: errors, then warnings, then the rest; newest first within each. */
export function menuOrder(list: readonly AppNotification[]): AppNotification[] {
  return [...list].sort((a, b) => RANK[a.type] - RANK[b.type] || b.timestamp - a.timestamp);
}
