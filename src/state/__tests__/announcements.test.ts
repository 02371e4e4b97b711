// Announcements in the notification menu: listed at socket ready when the server has the component,
// dismissal and snooze asked of the server, the update / dismissed / wake notifications; each
// printer's scope has its own.
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnnouncementEntry } from '../../../protocol/updates';
import { announcementsStore, dismissAnnouncement } from '../announcements';
import { dismissNotification, notificationsStore } from '../notifications';
import { PrinterScope } from '../scope/printer-scope';
import { RpcError } from './session-harness';
import { openNoticesPrinter, type NoticesPrinter } from '../../test/notices-printer';
import { announcementEntry } from '../../test/update-fixtures';

const entry = announcementEntry;

describe('announcements store', () => {
  let p: NoticesPrinter | undefined;

  let served: AnnouncementEntry[] = [];

  let refuse = false;

  /** A printer serving two entries (the second snoozed); its announcements store made. */
  async function open(components = ['announcements']): Promise<NoticesPrinter> {
    served = [entry('a/1'), entry('a/2', { dismissed: true, dismiss_wake: 1_800_000_000 })];
    refuse = false;
    p = await openNoticesPrinter({
      components,
      setup: (printer) => {
        printer.rpc.set('server.announcements.list', () => ({
          entries: structuredClone(served),
          feeds: ['moonraker'],
        }));
        printer.rpc.set('server.announcements.dismiss', (params) => {
          if (refuse) throw new RpcError(400, 'No key matching entry id');
          return { entry_id: params?.entry_id };
        });
      },
    });
    p.scope.get(announcementsStore);
    return p;
  }

  const ids = () =>
    p!.scope
      .get(notificationsStore)
      .getState()
      .items.map((m) => m.id);

  /** A printer whose list has loaded. */
  async function loaded(): Promise<NoticesPrinter> {
    const printer = await open();
    await waitFor(() => expect(ids()).toEqual(['announcements:a/1']));
    return printer;
  }

  afterEach(() => {
    p?.close();
    p = undefined;
  });

  it('lists nothing when the server has no announcements component', async () => {
    const printer = await open(['machine']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(printer.sent('server.announcements.list')).toEqual([]);
    expect(ids()).toEqual([]);
  });

  it('puts every entry that is not dismissed in the menu', async () => {
    const printer = await loaded();
    expect(printer.scope.get(notificationsStore).getState().items[0]).toMatchObject({
      type: 'announcement',
      title: 'Title a/1',
      description: 'About a/1',
      to: 'https://example.com/a/1',
      source: 'announcements',
    });
  });

  it('dismissing an item asks the server to dismiss it for good, then it goes', async () => {
    const printer = await loaded();
    dismissNotification(printer.scope, 'announcements:a/1');
    expect(ids()).toEqual(['announcements:a/1']);
    await waitFor(() => expect(ids()).toEqual([]));
    expect(printer.sent('server.announcements.dismiss')).toEqual([{ entry_id: 'a/1' }]);
  });

  it.each([3600, 86400, 604800])('snooze sends %i seconds', async (seconds) => {
    const printer = await loaded();
    await dismissAnnouncement(printer.scope, 'a/1', seconds);
    expect(printer.sent('server.announcements.dismiss')).toEqual([
      { entry_id: 'a/1', wake_time: seconds },
    ]);
    expect(ids()).toEqual([]);
  });

  it('a refused dismissal keeps the item', async () => {
    const printer = await loaded();
    refuse = true;
    const logged = vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    await dismissAnnouncement(printer.scope, 'a/1', null);
    expect(logged).toHaveBeenCalledWith(
      '[printdeck] dismissing an announcement failed',
      expect.anything(),
    );
    expect(ids()).toEqual(['announcements:a/1']);
  });

  it('notify_announcement_update replaces the list', async () => {
    const printer = await loaded();
    await printer.notify('notify_announcement_update', [{ entries: [entry('b/1'), entry('b/2')] }]);
    expect(ids()).toEqual(['announcements:b/1', 'announcements:b/2']);
  });

  it('notify_announcement_dismissed removes it, _wake brings it back', async () => {
    const printer = await loaded();
    await printer.notify('notify_announcement_dismissed', [{ entry_id: 'a/1' }]);
    expect(ids()).toEqual([]);
    await printer.notify('notify_announcement_wake', [{ entry_id: 'a/2' }]);
    expect(ids()).toEqual(['announcements:a/2']);
    await printer.notify('notify_announcement_wake', [{ entry_id: 'a/1' }]);
    expect(ids()).toEqual(['announcements:a/1', 'announcements:a/2']);
    expect(printer.sent('server.announcements.list')).toHaveLength(1);
  });

  it('the wake of an unknown entry lists again', async () => {
    const printer = await loaded();
    served = [entry('new/1'), ...served];
    await printer.notify('notify_announcement_wake', [{ entry_id: 'new/1' }]);
    await waitFor(() => expect(ids()).toEqual(['announcements:new/1', 'announcements:a/1']));
    expect(printer.sent('server.announcements.list')).toHaveLength(2);
  });

  it('ignores malformed notifications', async () => {
    const printer = await loaded();
    await printer.notify('notify_announcement_update', [{}]);
    await printer.notify('notify_announcement_dismissed', [{ entry_id: 3 }]);
    await printer.notify('notify_announcement_wake', []);
    expect(ids()).toEqual(['announcements:a/1']);
  });

  it('a new scope of the printer (a switch back) starts without the entries', async () => {
    const printer = await loaded();
    const fresh = new PrinterScope({ apiUrl: printer.scope.apiUrl });
    try {
      expect(fresh.get(announcementsStore).getState().entries).toEqual([]);
      expect(fresh.get(notificationsStore).getState().items).toEqual([]);
    } finally {
      fresh.close();
    }
    expect(printer.scope.get(announcementsStore).getState().entries).toHaveLength(2);
  });
});
