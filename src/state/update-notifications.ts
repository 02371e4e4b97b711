// 'Updates available' in the printer's notification menu (when the showUpdateNotifications setting
// is on): one item naming the components with an update, linking to the versions section; its
// words load (a lazy locale area) only once there is an update to tell.
import i18n from '../locales/i18n';
import { joinNames } from '../lib/bidi';
import type { UpdateStatus } from '../../protocol/updates';
import { updatableComponents } from '../lib/updates';
import { registerEnglishArea } from '../locales/lazy';
import { notificationsStore } from './notifications';
import type { PrinterScope } from './scope/printer-scope';
import { scopedStore } from './scope/scoped-store';
import { useSettings } from './settings';
import { updatesStore } from './updates';

async function item(status: UpdateStatus | null) {
  const names = updatableComponents(status).map((info) => info.name);
  if (!names.length || !useSettings.getState().general.showUpdateNotifications) return [];
  registerEnglishArea((await import('../locales/en/notifications.json')).default);
  return [
    {
      id: 'updates:available',
      type: 'info' as const,
      title: i18n.t('notifications.updatesTitle'),
      description: i18n.t('notifications.updatesDescription', {
        names: joinNames(names),
        count: names.length,
      }),
      timestamp: Date.now(),
      to: '/settings#versions',
      btnText: i18n.t('notifications.updatesButton'),
      merge: true,
    },
  ];
}

/** The item of the printer's menu, following its update status and the setting. */
export const updateNotificationStore = scopedStore('update-notification', (scope) => {
  /** Resolves once the item follows the latest status and setting (updates apply in order). */
  let synced: Promise<void> = Promise.resolve();
  const updates = scope.get(updatesStore);
  const notifications = scope.get(notificationsStore);

  function sync(): Promise<void> {
    const { status } = updates.getState();
    synced = synced
      .then(() => item(status))
      .then((list) => {
        if (!scope.isClosed) notifications.setSource('updates', list);
      })
      .catch((err: unknown) => console.error('[printdeck] updates item', err));
    return synced;
  }

  scope.onClose(
    updates.subscribe((s, prev) => {
      if (s.status !== prev.status) void sync();
    }),
  );
  scope.onClose(
    useSettings.subscribe((s, prev) => {
      if (s.general.showUpdateNotifications !== prev.general.showUpdateNotifications) void sync();
    }),
  );
  void sync();
  return { sync };
});

/** Brings the printer's item up to date; resolves once it follows the latest status and setting. */
export function syncUpdateNotification(scope: PrinterScope): Promise<void> {
  return scope.get(updateNotificationStore).sync();
}
