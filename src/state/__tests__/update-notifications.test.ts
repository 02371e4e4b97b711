// 'Updates available' in the notification menu: one item naming the components with an update,
// linking to the versions section; gone when nothing can be updated or the setting is off. The
// status comes as the printer reports it (notify_update_refreshed).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UpdateStatus, VersionInfo } from '../../../protocol/updates';
import { notificationsStore } from '../notifications';
import { resetPlaceholderScope } from '../scope/active';
import { DEFAULT_UI_SETTINGS, useSettings } from '../settings';
import { syncUpdateNotification } from '../update-notifications';
import { openNoticesPrinter, type NoticesPrinter } from '../../test/notices-printer';
import { webInfo } from '../../test/update-fixtures';

function web(name: string, version: string, remote: string): VersionInfo {
  return webInfo(name, { version, remote_version: remote, rollback_version: version });
}

function status(...infos: VersionInfo[]): UpdateStatus {
  return {
    busy: false,
    github_rate_limit: null,
    github_requests_remaining: null,
    github_limit_reset_time: null,
    version_info: Object.fromEntries(infos.map((i) => [i.name, i])),
  };
}
const setShow = (on: boolean) =>
  useSettings.setState({
    general: { ...DEFAULT_UI_SETTINGS.general, showUpdateNotifications: on },
  });

describe('update notification', () => {
  let p: NoticesPrinter | undefined;

  const items = () => p!.scope.get(notificationsStore).getState().items;

  /** The printer reports this status; resolves once the menu item follows it. */
  async function report(next: UpdateStatus): Promise<void> {
    await p!.notify('notify_update_refreshed', [next]);
    await syncUpdateNotification(p!.scope);
  }

  beforeEach(async () => {
    resetPlaceholderScope();
    setShow(true);
    p = await openNoticesPrinter({ components: ['update_manager'] });
    await syncUpdateNotification(p.scope);
  });
  afterEach(() => {
    p?.close();
    p = undefined;
  });

  it.each<[string, VersionInfo[], string | null]>([
    ['nothing to update', [web('printdeck', 'v1', 'v1')], null],
    ['one update', [web('printdeck', 'v1', 'v2')], 'An update is waiting for printdeck.'],
    [
      'two updates, in the server order',
      [web('printdeck', 'v1', 'v2'), web('other', 'v1', 'v1'), web('mainsail', 'v3', 'v4')],
      'Updates are waiting for printdeck, mainsail.',
    ],
  ])('%s', async (_, infos, description) => {
    await report(status(...infos));
    if (description === null) expect(items()).toEqual([]);
    else
      expect(items()).toEqual([
        expect.objectContaining({
          id: 'updates:available',
          type: 'info',
          title: 'Updates available',
          description,
          to: '/settings#versions',
          merge: true,
          source: 'updates',
        }),
      ]);
  });

  it('goes when the setting is turned off, and comes back when it is on again', async () => {
    await report(status(web('printdeck', 'v1', 'v2')));
    expect(items()).toHaveLength(1);
    setShow(false);
    await syncUpdateNotification(p!.scope);
    expect(items()).toEqual([]);
    setShow(true);
    await syncUpdateNotification(p!.scope);
    expect(items()).toHaveLength(1);
  });

  it('goes once the update is installed', async () => {
    await report(status(web('printdeck', 'v1', 'v2')));
    await report(status(web('printdeck', 'v2', 'v2')));
    expect(items()).toEqual([]);
  });
});
