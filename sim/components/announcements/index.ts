// announcements: server.announcements.* and notify_announcement_* as Moonraker's core announcements
// component. Moonlight (the network) is off; the feeds are read the way Moonraker's dev_mode reads
// them, whatever dev_mode says: RSS files in <data>/development/announcements (seed.ts writes two
// into a fresh data folder), read at start, on server.announcements.update and every 30 minutes.
// Entries live in the `announcements` namespace.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EntryManager } from './entries';
import { RssFeed, feedFolder, invalidFeedName, isFeedName } from './feed';
import { SEEDED_FEEDS, seedFeedXml } from './seed';
import type { App } from '../../app';
import { listArg, type Args } from '../../args';
import { ServerError } from '../../errors';
import { seedAnnouncementFeeds } from '../file_manager/setup';
import { parseIni } from '../../klipper/config';
import type { Component, ConfigSection } from '../component';

const UPDATE_CHECK_MS = 1800 * 1000;
const ALWAYS = ['moonraker', 'klipper'];
/** What a fresh moonraker.conf gets: no remote feeds (the simulator has no network). */
const DEFAULT_ORIG = { enable_moonlight: 'False' };

/** The `[announcements]` section as written: the file's, the default for a file not written yet. */
function readSection(dataDir: string): Record<string, string> | undefined {
  const path = join(dataDir, 'config', 'moonraker.conf');
  if (!existsSync(path)) return { ...DEFAULT_ORIG };
  try {
    const section = parseIni(readFileSync(path, 'utf8'), 'moonraker.conf').get('announcements');
    return section ? Object.fromEntries(section) : undefined;
  } catch {
    return undefined;
  }
}

const TRUE = ['1', 'yes', 'true', 'on'];

function sectionOf(orig: Record<string, string> | undefined): ConfigSection {
  const flag = (key: string, def: boolean): boolean => {
    const v = orig?.[key];
    return v === undefined ? def : TRUE.includes(v.trim().toLowerCase());
  };
  const subscriptions = (orig?.subscriptions ?? '')
    .split('\n')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return {
    config: {
      enable_moonlight: flag('enable_moonlight', true),
      dev_mode: flag('dev_mode', false),
      subscriptions,
    },
    ...(orig ? { orig } : {}),
  };
}

const SECTIONS = new WeakMap<App, ConfigSection>();

export const announcements: Component = {
  name: 'announcements',
  core: true,
  sections: (app) => ({ announcements: SECTIONS.get(app) ?? sectionOf(undefined) }),
  start(app: App) {
    const { dataDir } = app.options;
    const db = app.find('database');
    if (!db) return;
    const section = sectionOf(readSection(dataDir));
    SECTIONS.set(app, section);
    const log = (message: string): void => app.logs?.moonraker('announcements.py', message);
    if (section.config.enable_moonlight === false)
      log('Moonlight Disabled, remote announcement feeds unavailable');
    seedAnnouncementFeeds(feedFolder(dataDir), SEEDED_FEEDS, seedFeedXml);

    const entries = new EntryManager(db, {
      dismissed: (entryId) => app.notify('notify_announcement_dismissed', { entry_id: entryId }),
      woken: (entryId) => app.notify('notify_announcement_wake', { entry_id: entryId }),
    });
    const feeds = new Map<string, RssFeed>();
    const configured = [...ALWAYS];
    for (const name of [...ALWAYS, ...(section.config.subscriptions as string[])]) {
      const lower = name.toLowerCase();
      if (feeds.has(lower)) continue;
      if (!isFeedName(lower)) {
        log(`Invalid feed name '${lower}' in [announcements] subscriptions, not subscribed`);
        continue;
      }
      if (!configured.includes(lower)) configured.push(lower);
      feeds.set(lower, new RssFeed(lower, dataDir, log));
    }
    const storedKey = ['announcements', 'stored_feeds'];
    const storedRow = db.getNamespace('moonraker').announcements as { stored_feeds?: unknown };
    const kept = Array.isArray(storedRow?.stored_feeds)
      ? (storedRow.stored_feeds as unknown[])
      : [];
    // Names stored before names were checked are dropped, never read.
    const stored = kept.filter((n): n is string => typeof n === 'string' && isFeedName(n));
    if (stored.length !== kept.length) {
      for (const n of kept)
        if (!stored.includes(n as string)) log(`Invalid stored feed ${String(n)} dropped`);
      db.write('moonraker', storedKey, stored);
    }
    for (const name of stored)
      if (!feeds.has(name)) feeds.set(name, new RssFeed(name, dataDir, log));
    entries.initialize();
    for (const feed of feeds.values()) feed.update(entries);

    const timers: NodeJS.Timeout[] = [];
    const notifyUpdate = (delayMs: number): void => {
      const send = (): void =>
        app.notify('notify_announcement_update', { entries: entries.list() });
      if (delayMs === 0) send();
      else timers.push(setTimeout(send, delayMs));
    };
    const interval = setInterval(() => {
      let changed = false;
      for (const feed of feeds.values()) changed = feed.update(entries) || changed;
      if (changed) notifyUpdate(0);
    }, UPDATE_CHECK_MS);
    interval.unref();

    const r = app.registry;
    r.register('GET', '/server/announcements/list', (ctx) => ({
      entries: entries.list(ctx.args.bool('include_dismissed', true)),
      feeds: [...feeds.keys()],
    }));
    r.register('POST', '/server/announcements/update', (ctx) => {
      const subs = listArg(ctx.args as Args, 'subscriptions', [...feeds.keys()]);
      for (const sub of subs)
        if (!feeds.has(sub)) throw new ServerError(`No subscription for ${sub}`);
      let changed = false;
      for (const sub of subs) changed = (feeds.get(sub)?.update(entries) ?? false) || changed;
      if (changed) notifyUpdate(50);
      return { entries: entries.list(), modified: changed };
    });
    r.register('POST', '/server/announcements/dismiss', (ctx) => {
      const entryId = ctx.args.str('entry_id');
      const wake = ctx.args.has('wake_time') ? ctx.args.int('wake_time') : null;
      entries.dismiss(entryId, wake);
      return { entry_id: entryId };
    });
    r.register('GET', '/server/announcements/feeds', () => ({ feeds: [...feeds.keys()] }));
    r.register('POST', '/server/announcements/feed', (ctx) => {
      const name = ctx.args.str('name').toLowerCase();
      if (!isFeedName(name)) throw invalidFeedName(name);
      if (feeds.has(name)) return { feed: name, action: 'skipped' as const };
      const feed = new RssFeed(name, dataDir, log);
      feeds.set(name, feed);
      const changed = feed.update(entries);
      stored.push(name);
      db.write('moonraker', storedKey, stored);
      if (changed) notifyUpdate(50);
      return { feed: name, action: 'added' as const };
    });
    r.register('DELETE', '/server/announcements/feed', (ctx) => {
      const name = ctx.args.str('name').toLowerCase();
      if (!isFeedName(name)) throw invalidFeedName(name);
      if (!stored.includes(name)) throw new ServerError(`Feed '${name}' not stored`);
      if (configured.includes(name))
        throw new ServerError(`Feed '${name}' exists in the configuration, cannot remove`);
      stored.splice(stored.indexOf(name), 1);
      db.write('moonraker', storedKey, stored);
      if (!feeds.has(name)) throw new ServerError(`Feed does not exist: ${name}`);
      feeds.delete(name);
      log(`Removed Announcement Feed: ${name}`);
      if (entries.pruneByFeed(name)) notifyUpdate(50);
      return { feed: name, action: 'removed' as const };
    });
    return {
      close() {
        clearInterval(interval);
        for (const t of timers) clearTimeout(t);
        entries.close();
        SECTIONS.delete(app);
      },
    };
  },
};
