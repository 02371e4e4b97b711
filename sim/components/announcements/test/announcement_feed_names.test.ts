// Announcement feed names are names, not paths: server.announcements.post_feed and delete_feed, the
// feeds of moonraker.conf's [announcements] subscriptions and the feeds stored in the database accept
// only a plain name (what Moonlight's assets folder can hold), so no RSS file outside the data
// folder's feed folder is ever read and published. A canary feed beside the data folder must stay
// unread whatever the name.

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnnouncementEntry } from '../../../../protocol/updates';
import { isFeedName } from '../feed';
import { startSimulator, type Simulator } from '../../../index';
import { RpcClient, http } from '../../../test/helpers';

interface ListResult {
  entries: AnnouncementEntry[];
  feeds: string[];
}

const CANARY_RSS =
  '<rss><channel><title>printdeck/canary</title><item><guid>printdeck/canary/1</guid>' +
  '<title>Canary</title><link>https://example.org/</link><description>read from outside</description>' +
  '<category>high</category></item></channel></rss>';

describe('isFeedName', () => {
  it.each([
    ['moonraker', true],
    ['klipper', true],
    ['my_feed', true],
    ['moonraker-timelapse', true],
    ['feed.v2', true],
    ['mainsail2', true],
    ['', false],
    ['.', false],
    ['..', false],
    ['.hidden', false],
    ['../../canary', false],
    ['a/b', false],
    ['/etc/passwd', false],
    ['..\\..\\canary', false],
    ['a\\b', false],
    ['x\0y', false],
    ['%2e%2e%2fcanary', false],
    ['with space', false],
    ['tab\tname', false],
    ['line\nbreak', false],
  ])('%j → %s', (name, ok) => {
    expect(isFeedName(name)).toBe(ok);
  });
});

describe('announcement feed names against the virtual printer', () => {
  let base: string;
  let dataDir: string;
  let sim: Simulator;
  let rpc: RpcClient;

  // The data folder sits in `base`; the canary feed sits beside it, where `../../../canary` from the
  // feed folder (data/development/announcements) leads. BASE in a name stands for that folder.
  beforeAll(async () => {
    base = mkdtempSync(join(tmpdir(), 'printdeck-feeds-'));
    dataDir = join(base, 'data');
    mkdirSync(dataDir);
    writeFileSync(join(base, 'canary.xml'), CANARY_RSS);
    sim = await startSimulator({ port: 0, dataDir, restartDelayMs: 200 });
    await sim.klippy.whenReady();
    rpc = await RpcClient.connect(sim);
  });
  afterAll(async () => {
    rpc.close();
    await sim.close();
    rmSync(base, { recursive: true, force: true });
  });

  const list = (): Promise<ListResult> => rpc.call<ListResult>('server.announcements.list');
  const restartServer = async (): Promise<void> => {
    rpc.close();
    await http(sim, 'POST', '/server/restart');
    await sim.restarted();
    rpc = await RpcClient.connect(sim);
  };
  const expectNoCanary = async (): Promise<void> => {
    const res = await list();
    expect(res.entries.map((e) => e.entry_id)).not.toContain('printdeck/canary/1');
    expect(res.feeds).toEqual(['moonraker', 'klipper']);
  };

  const HOSTILE = [
    '../../../canary',
    '../../../CANARY',
    '..',
    '.',
    '',
    'BASE/canary',
    'sub/../../../../canary',
    '..\\..\\..\\canary',
    'canary\0',
  ];

  it.each(HOSTILE)(
    'post_feed %j is refused over JSON-RPC and HTTP, nothing is read',
    async (given) => {
      const name = given.replace('BASE', base);
      const lower = name.toLowerCase();
      const res = await rpc.request('server.announcements.post_feed', { name });
      expect(res.error).toEqual({ code: 400, message: `Invalid feed name '${lower}'` });
      const web = await http(sim, 'POST', '/server/announcements/feed', { name });
      expect(web.status).toBe(400);
      expect((web.body as { error: { message: string } }).error.message).toBe(
        `Invalid feed name '${lower}'`,
      );
      await expectNoCanary();
    },
  );

  it.each(HOSTILE)('delete_feed %j is refused', async (given) => {
    const name = given.replace('BASE', base);
    const res = await rpc.request('server.announcements.delete_feed', { name });
    expect(res.error).toEqual({ code: 400, message: `Invalid feed name '${name.toLowerCase()}'` });
  });

  it('a plain name is still added and removed', async () => {
    expect(await rpc.call('server.announcements.post_feed', { name: 'My_Feed-2' })).toEqual({
      feed: 'my_feed-2',
      action: 'added',
    });
    expect((await list()).feeds).toEqual(['moonraker', 'klipper', 'my_feed-2']);
    expect(await rpc.call('server.announcements.delete_feed', { name: 'my_feed-2' })).toEqual({
      feed: 'my_feed-2',
      action: 'removed',
    });
  });

  it('a subscription of moonraker.conf that is a path is left out', async () => {
    const conf = join(dataDir, 'config', 'moonraker.conf');
    const text = readFileSync(conf, 'utf8');
    writeFileSync(
      conf,
      text.replace(
        '[announcements]\nenable_moonlight: False\n',
        '[announcements]\nenable_moonlight: False\nsubscriptions:\n  ../../../canary\n  mine\n',
      ),
    );
    try {
      await restartServer();
      const res = await list();
      expect(res.feeds).toEqual(['moonraker', 'klipper', 'mine']);
      expect(res.entries.map((e) => e.entry_id)).not.toContain('printdeck/canary/1');
      await sim.app.logs?.flush();
      const log = readFileSync(join(dataDir, 'logs', 'moonraker.log'), 'utf8');
      expect(log).toContain("Invalid feed name '../../../canary' in [announcements] subscriptions");
    } finally {
      writeFileSync(conf, text);
      await restartServer();
    }
  });

  it('a stored feed that is a path (kept by an older version) is dropped at start', async () => {
    sim.app
      .find('database')
      ?.write('moonraker', ['announcements', 'stored_feeds'], ['../../../canary', 'kept']);
    await restartServer();
    const res = await list();
    expect(res.feeds).toEqual(['moonraker', 'klipper', 'kept']);
    expect(res.entries.map((e) => e.entry_id)).not.toContain('printdeck/canary/1');
    const stored = await rpc.call<{ value: unknown }>('server.database.get_item', {
      namespace: 'moonraker',
      key: 'announcements.stored_feeds',
    });
    expect(stored.value).toEqual(['kept']);
  });
});
