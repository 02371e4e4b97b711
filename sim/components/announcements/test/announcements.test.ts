// server.announcements.* against the virtual printer: the seeded feeds of a fresh data folder, dismiss
// with a wake (notify_announcement_dismissed, then notify_announcement_wake), a changed feed file read
// on update (notify_announcement_update, pruning), stored feeds, and entries that outlive a restart.

import { existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnnouncementEntry } from '../../../../protocol/updates';
import { RpcClient, http, startTestSim, type TestSim } from '../../../test/helpers';

interface ListResult {
  entries: AnnouncementEntry[];
  feeds: string[];
}

describe('server.announcements', () => {
  let sim: TestSim;
  let rpc: RpcClient;
  let folder: string;
  beforeAll(async () => {
    sim = await startTestSim();
    rpc = await RpcClient.connect(sim);
    folder = join(sim.dataDir, 'development', 'announcements');
  });
  afterAll(async () => {
    rpc.close();
    await sim.stop();
  });

  const list = (params?: Record<string, unknown>): Promise<ListResult> =>
    rpc.call<ListResult>('server.announcements.list', params);
  const entry = async (id: string): Promise<AnnouncementEntry | undefined> =>
    (await list()).entries.find((e) => e.entry_id === id);
  const since = (from: number, method: string, id?: string) => (m: (typeof rpc.messages)[0]) =>
    rpc.messages.indexOf(m) >= from &&
    m.method === method &&
    (id === undefined || (m.params?.[0] as { entry_id?: string }).entry_id === id);
  /** Rewrites a feed file with a later mtime (the feed is read again only when it moved on). */
  const writeFeed = (name: string, text: string): void => {
    const path = join(folder, `${name}.xml`);
    writeFileSync(path, text);
    const later = new Date(Date.now() + 5000);
    utimesSync(path, later, later);
  };
  const restartServer = async (): Promise<void> => {
    rpc.close();
    await http(sim, 'POST', '/server/restart');
    await sim.restarted();
    rpc = await RpcClient.connect(sim);
  };

  it('a fresh data folder has both feeds seeded, entries newest first in Moonraker shape', async () => {
    expect(existsSync(join(folder, 'moonraker.xml'))).toBe(true);
    expect(existsSync(join(folder, 'klipper.xml'))).toBe(true);
    const res = await list();
    expect(res.feeds).toEqual(['moonraker', 'klipper']);
    expect(res.entries.map((e) => e.entry_id)).toEqual([
      'printdeck/klipper/issue/3',
      'printdeck/moonraker/issue/2',
      'printdeck/moonraker/issue/1',
    ]);
    const first = res.entries[0] as AnnouncementEntry;
    expect(Object.keys(first)).toEqual([
      'entry_id',
      'url',
      'title',
      'description',
      'priority',
      'date',
      'dismissed',
      'date_dismissed',
      'dismiss_wake',
      'source',
      'feed',
    ]);
    expect(first).toMatchObject({
      priority: 'high',
      date: Date.parse('Tue, 11 Mar 2025 08:00:00 GMT') / 1000,
      dismissed: false,
      date_dismissed: null,
      dismiss_wake: null,
      source: 'moonlight',
      feed: 'klipper',
    });
    expect(first.description).toMatch(/\[[^\]]+\]\(https:\/\/[^)]+\)/);
    expect(await rpc.call('server.announcements.feeds')).toEqual({
      feeds: ['moonraker', 'klipper'],
    });
    const conf = readFileSync(join(sim.dataDir, 'config', 'moonraker.conf'), 'utf8');
    expect(conf).toContain('[announcements]\nenable_moonlight: False\n');
  });

  it('the announcements namespace is readable and read-only', async () => {
    const got = await rpc.call<{ value: Record<string, AnnouncementEntry> }>(
      'server.database.get_item',
      { namespace: 'announcements' },
    );
    expect(Object.keys(got.value)).toEqual(['000000', '000001', '000002']);
    const res = await rpc.request('server.database.post_item', {
      namespace: 'announcements',
      key: 'x',
      value: 1,
    });
    expect(res.error?.message).toBe("Write access to namespace 'announcements' is forbidden");
  });

  it('dismiss with wake_time: dismissed ~50 ms later, woken when the time is up', async () => {
    const id = 'printdeck/moonraker/issue/2';
    const from = rpc.messages.length;
    const t0 = Date.now() / 1000;
    expect(await rpc.call('server.announcements.dismiss', { entry_id: id, wake_time: 1 })).toEqual({
      entry_id: id,
    });
    const t1 = Date.now() / 1000;
    const e = await entry(id);
    expect(e?.dismissed).toBe(true);
    // Between the call and its answer, however long a busy machine took for it.
    expect(e?.date_dismissed).toBeGreaterThanOrEqual(t0 - 0.01);
    expect(e?.date_dismissed).toBeLessThanOrEqual(t1 + 0.01);
    expect((e?.dismiss_wake ?? 0) - (e?.date_dismissed ?? 0)).toBeCloseTo(1, 3);
    expect((await list({ include_dismissed: false })).entries.map((x) => x.entry_id)).not.toContain(
      id,
    );
    const dismissed = await rpc.waitFor(since(from, 'notify_announcement_dismissed', id));
    expect(dismissed.params).toEqual([{ entry_id: id }]);
    await rpc.waitFor(since(from, 'notify_announcement_wake', id), 3000);
    expect(await entry(id)).toMatchObject({
      dismissed: false,
      date_dismissed: null,
      dismiss_wake: null,
    });
  });

  it("dismiss errors and no-ops in Moonraker's words", async () => {
    const res = await rpc.request('server.announcements.dismiss', { entry_id: 'nope/1' });
    expect(res.error).toEqual({ code: 400, message: 'No key matching entry id: nope/1' });
    const id = 'printdeck/moonraker/issue/1';
    await rpc.call('server.announcements.dismiss', { entry_id: id });
    const before = await entry(id);
    expect(before).toMatchObject({ dismissed: true, dismiss_wake: null });
    await rpc.call('server.announcements.dismiss', { entry_id: id, wake_time: 5 });
    expect(await entry(id)).toEqual(before);
    const http400 = await http(sim, 'POST', '/server/announcements/update', {
      subscriptions: ['moonraker', 'nothing'],
    });
    expect(http400.status).toBe(400);
  });

  it('update reads a changed feed: new items notified with the full list, gone ones pruned', async () => {
    expect(await rpc.call('server.announcements.update')).toMatchObject({ modified: false });
    const klipper = join(folder, 'klipper.xml');
    const text = readFileSync(klipper, 'utf8');
    const added = text.replace(
      '  </channel>',
      [
        '    <item>',
        '      <title>Extra &amp; new</title>',
        '      <link>https://www.klipper3d.org/</link>',
        '      <description><![CDATA[Read [the docs](https://www.klipper3d.org/).]]></description>',
        '      <pubDate>Wed, 02 Apr 2025 10:00:00 +0000</pubDate>',
        '      <category>normal</category>',
        '      <guid>printdeck/klipper/issue/4</guid>',
        '    </item>',
        '  </channel>',
      ].join('\n'),
    );
    writeFeed('klipper', added);
    const from = rpc.messages.length;
    const res = await rpc.call<{ entries: AnnouncementEntry[]; modified: boolean }>(
      'server.announcements.update',
      { subscriptions: ['klipper'] },
    );
    expect(res.modified).toBe(true);
    expect(res.entries[0]).toMatchObject({
      entry_id: 'printdeck/klipper/issue/4',
      title: 'Extra & new',
      description: 'Read [the docs](https://www.klipper3d.org/).',
      feed: 'klipper',
    });
    const note = await rpc.waitFor(since(from, 'notify_announcement_update'));
    expect(note.params).toEqual([{ entries: res.entries }]);
    // The item leaves the file: its entry goes too.
    writeFeed('klipper', text);
    const pruned = await rpc.call<{ entries: AnnouncementEntry[]; modified: boolean }>(
      'server.announcements.update',
    );
    expect(pruned.modified).toBe(true);
    expect(pruned.entries.map((e) => e.entry_id)).not.toContain('printdeck/klipper/issue/4');
  });

  it('post_feed and delete_feed: stored feeds, configured ones kept', async () => {
    const feed = (verb: 'post_feed' | 'delete_feed', name: string) =>
      rpc.request(`server.announcements.${verb}`, { name });
    expect((await feed('post_feed', 'Extra')).result).toEqual({ feed: 'extra', action: 'added' });
    expect((await feed('post_feed', 'extra')).result).toEqual({
      feed: 'extra',
      action: 'skipped',
    });
    expect((await feed('delete_feed', 'moonraker')).error?.message).toBe(
      "Feed 'moonraker' not stored",
    );
    writeFeed(
      'extra',
      '<rss><channel><title>printdeck/extra</title><item><guid>printdeck/extra/1</guid>' +
        '<title>X</title><link>https://example.org/</link><description>d</description>' +
        '<category>normal</category></item></channel></rss>',
    );
    await rpc.call('server.announcements.update', { subscriptions: ['extra'] });
    expect(await entry('printdeck/extra/1')).toMatchObject({ feed: 'extra', source: 'moonlight' });
    expect((await list()).feeds).toEqual(['moonraker', 'klipper', 'extra']);
    expect((await feed('delete_feed', 'extra')).result).toEqual({
      feed: 'extra',
      action: 'removed',
    });
    expect(await entry('printdeck/extra/1')).toBeUndefined();
    expect((await list()).feeds).toEqual(['moonraker', 'klipper']);
  });

  it('entries, dismissals and stored feeds outlive a restart; a wake due soon happens at start', async () => {
    await rpc.call('server.announcements.post_feed', { name: 'kept' });
    const forGood = 'printdeck/moonraker/issue/1';
    const soon = 'printdeck/moonraker/issue/2';
    const later = 'printdeck/klipper/issue/3';
    await rpc.call('server.announcements.dismiss', { entry_id: soon, wake_time: 5 });
    await rpc.call('server.announcements.dismiss', { entry_id: later, wake_time: 3600 });
    const wake = (await entry(later))?.dismiss_wake;
    await restartServer();
    expect((await list()).feeds).toEqual(['moonraker', 'klipper', 'kept']);
    expect(await entry(forGood)).toMatchObject({ dismissed: true, dismiss_wake: null });
    expect(await entry(soon)).toMatchObject({ dismissed: false, dismiss_wake: null });
    expect(await entry(later)).toMatchObject({ dismissed: true, dismiss_wake: wake });
  });

  it('a feed named in moonraker.conf is subscribed and cannot be removed', async () => {
    const conf = join(sim.dataDir, 'config', 'moonraker.conf');
    const text = readFileSync(conf, 'utf8');
    writeFileSync(
      conf,
      text.replace(
        '[announcements]\nenable_moonlight: False\n',
        '[announcements]\nenable_moonlight: False\nsubscriptions:\n  kept\n  mine\n',
      ),
    );
    await restartServer();
    expect((await list()).feeds).toEqual(['moonraker', 'klipper', 'kept', 'mine']);
    const kept = await rpc.request('server.announcements.delete_feed', { name: 'kept' });
    expect(kept.error?.message).toBe("Feed 'kept' exists in the configuration, cannot remove");
    const mine = await rpc.request('server.announcements.delete_feed', { name: 'mine' });
    expect(mine.error?.message).toBe("Feed 'mine' not stored");
    const info = (await http(sim, 'GET', '/server/info')).body as {
      result: { warnings: string[] };
    };
    expect(info.result.warnings).toEqual([]);
    writeFileSync(conf, text);
  });
});
