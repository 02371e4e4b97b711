// The 'updates available' item and its text (loaded by update-notifications.ts once there is a
// status, so the rule and the words stay off the first page).
import type { UpdateStatus } from '../../protocol/updates';
import i18next from 'i18next';
import type { AppNotification } from '../lib/notifications';
import { updatableComponents } from '../lib/updates';
import notificationsMessages from '../locales/en/notifications.json';
import { registerEnglishArea } from '../locales/lazy';

registerEnglishArea(notificationsMessages);

/** One item naming every component with an update, or none. */
export function updatesNotifications(status: UpdateStatus): AppNotification[] {
  const names = updatableComponents(status).map((info) => info.name);
  if (names.length === 0) return [];
  return [
    {
      id: 'updates:available',
      type: 'info',
      title: i18next.t('notifications.updatesTitle'),
      description: i18next.t('notifications.updatesDescription', {
        names: names.join(', '),
        count: names.length,
      }),
      timestamp: Date.now(),
      to: '/settings#versions',
      btnText: i18next.t('notifications.updatesButton'),
      merge: true,
    },
  ];
}
