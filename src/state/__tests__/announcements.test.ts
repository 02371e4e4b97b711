// Announcements in the notification menu: listed at socket ready when the server has the component,
// dismissal and snooze asked of the server, the update / dismissed / wake notifications.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnnouncementEntry } from '../../../protocol/updates';
import type { MoonrakerApi } from '../../moonraker/api';
import { announcementEntries, dismissAnnouncement, loadAnnouncements } from '../announcements';
import { dismissNotification, useNotifications } from '../notifications';
import { resetPrinterStores } from '../printer-scoped';
import { useServer } from '../server';
import { notifyListeners } from '../session-events';
import { announcementEntry } from '../../test/update-fixtures';

const entry = announcementEntry;

const ids = () => useNotifications.getState().items.map((m) => m.id);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('announcements store', () => {
  let served: AnnouncementEntry[];
  const list = vi.fn(() => Promise.resolve({ entries: served, feeds: ['moonraker'] }));
  const dismiss = vi.fn((entryId: string, _wake: number | null = null) =>
    Promise.resolve({ entry_id: entryId }),
  );
  const api = { announcements: { list, dismiss } } as unknown as MoonrakerApi;

  beforeEach(() => {
    resetPrinterStores();
    list.mockClear();
    dismiss.mockClear();
    served = [entry('a/1'), entry('a/2', { dismissed: true, dismiss_wake: 1_800_000_000 })];
    useServer.setState({ components: ['announcements'] });
  });

  it('lists nothing when the server has no announcements component', async () => {
    useServer.setState({ components: ['machine'] });
    await loadAnnouncements(api);
    expect(list).not.toHaveBeenCalled();
    expect(ids()).toEqual([]);
  });

  it('puts every entry that is not dismissed in the menu', async () => {
    await loadAnnouncements(api);
    expect(ids()).toEqual(['announcements:a/1']);
    expect(useNotifications.getState().items[0]).toMatchObject({
      type: 'announcement',
      title: 'Title a/1',
      description: 'About a/1',
      to: 'https://example.com/a/1',
      source: 'announcements',
    });
  });

  it('dismissing an item asks the server to dismiss it for good, then it goes', async () => {
    await loadAnnouncements(api);
    dismissNotification('announcements:a/1');
    expect(dismiss).toHaveBeenCalledWith('a/1', null);
    await settle();
    expect(ids()).toEqual([]);
  });

  it.each([3600, 86400, 604800])('snooze sends %i seconds', async (seconds) => {
    await loadAnnouncements(api);
    await dismissAnnouncement('a/1', seconds);
    expect(dismiss).toHaveBeenCalledWith('a/1', seconds);
    expect(ids()).toEqual([]);
  });

  it('a refused dismissal keeps the item', async () => {
    await loadAnnouncements(api);
    dismiss.mockImplementationOnce(() => Promise.reject(new Error('No key matching entry id')));
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    await dismissAnnouncement('a/1', null);
    expect(ids()).toEqual(['announcements:a/1']);
  });

  it('notify_announcement_update replaces the list', async () => {
    await loadAnnouncements(api);
    notifyListeners('notify_announcement_update', [{ entries: [entry('b/1'), entry('b/2')] }]);
    expect(ids()).toEqual(['announcements:b/1', 'announcements:b/2']);
  });

  it('notify_announcement_dismissed removes it, _wake brings it back', async () => {
    await loadAnnouncements(api);
    notifyListeners('notify_announcement_dismissed', [{ entry_id: 'a/1' }]);
    expect(ids()).toEqual([]);
    notifyListeners('notify_announcement_wake', [{ entry_id: 'a/2' }]);
    expect(ids()).toEqual(['announcements:a/2']);
    notifyListeners('notify_announcement_wake', [{ entry_id: 'a/1' }]);
    expect(ids()).toEqual(['announcements:a/1', 'announcements:a/2']);
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('the wake of an unknown entry lists again', async () => {
    await loadAnnouncements(api);
    served = [entry('new/1'), ...served];
    notifyListeners('notify_announcement_wake', [{ entry_id: 'new/1' }]);
    await settle();
    expect(list).toHaveBeenCalledTimes(2);
    expect(ids()).toEqual(['announcements:new/1', 'announcements:a/1']);
  });

  it('ignores malformed notifications', async () => {
    await loadAnnouncements(api);
    notifyListeners('notify_announcement_update', [{}]);
    notifyListeners('notify_announcement_dismissed', [{ entry_id: 3 }]);
    notifyListeners('notify_announcement_wake', []);
    expect(ids()).toEqual(['announcements:a/1']);
  });

  it('a printer switch forgets the entries', async () => {
    await loadAnnouncements(api);
    resetPrinterStores();
    expect(announcementEntries()).toEqual([]);
    expect(ids()).toEqual([]);
  });
});
