// 'Updates available' in the notification menu (when the showUpdateNotifications setting is on):
// follows the update manager's status; the rule and its text load only once there is a status.
import { setSource } from './notifications';
import { useSettings } from './settings';
import { useUpdates } from './updates';

export const UPDATES_SOURCE = 'updates';

/** Resolves once the menu item follows the latest status and setting. */
let synced: Promise<void> = Promise.resolve();

export function syncUpdateNotification(): Promise<void> {
  const status = useUpdates.getState().status;
  const on = useSettings.getState().general.showUpdateNotifications;
  synced = synced.then(async () => {
    if (!on || !status) return setSource(UPDATES_SOURCE, []);
    const { updatesNotifications } = await import('./update-notices');
    // A newer status or setting may have come while the module loaded: the next run applies it.
    if (status === useUpdates.getState().status)
      setSource(UPDATES_SOURCE, updatesNotifications(status));
  });
  synced = synced.catch((err: unknown) => console.error('[printdeck] update notice failed', err));
  return synced;
}

useUpdates.subscribe((s, prev) => {
  if (s.status !== prev.status) void syncUpdateNotification();
});
useSettings.subscribe((s, prev) => {
  if (s.general.showUpdateNotifications !== prev.general.showUpdateNotifications)
    void syncUpdateNotification();
});
