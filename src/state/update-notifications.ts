// 'Updates available' in the notification menu (when the showUpdateNotifications setting is on): one
// item naming the components with an update, linking to the versions section; its words load (a lazy
// locale area) only once there is an update to tell.
import i18next from 'i18next';
import { joinNames } from '../lib/bidi';
import type { UpdateStatus } from '../../protocol/updates';
import { updatableComponents } from '../lib/updates';
import { registerEnglishArea } from '../locales/lazy';
import { setSource } from './notifications';
import { useSettings } from './settings';
import { useUpdates } from './updates';

let synced: Promise<void> = Promise.resolve();

async function item(status: UpdateStatus | null) {
  const names = updatableComponents(status).map((info) => info.name);
  if (!names.length || !useSettings.getState().general.showUpdateNotifications) return [];
  registerEnglishArea((await import('../locales/en/notifications.json')).default);
  return [
    {
      id: 'updates:available',
      type: 'info' as const,
      title: i18next.t('notifications.updatesTitle'),
      description: i18next.t('notifications.updatesDescription', {
        names: joinNames(names),
        count: names.length,
      }),
      timestamp: Date.now(),
      to: '/settings#versions',
      btnText: i18next.t('notifications.updatesButton'),
      merge: true,
    },
  ];
}

/** Brings the item up to date; resolves once it follows the latest status and setting. */
export function syncUpdateNotification(): Promise<void> {
  const status = useUpdates.getState().status;
  synced = synced
    .then(() => item(status))
    .then((list) => setSource('updates', list))
    .catch((err: unknown) => console.error('[printdeck] updates item', err));
  return synced;
}

useUpdates.subscribe((s, prev) => {
  if (s.status !== prev.status) void syncUpdateNotification();
});
useSettings.subscribe((s, prev) => {
  if (s.general.showUpdateNotifications !== prev.general.showUpdateNotifications)
    void syncUpdateNotification();
});
