// One subscribed feed, read from `<data>/development/announcements/<name>.xml` the way Moonraker's
// dev_mode reads it: again only when the file's mtime moved on, new guids added as entries, entries
// of the feed's prefix that the file no longer lists pruned. A feed's name is a name, never a path.

import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { AnnouncementEntry } from '../../../protocol/updates';
import { ServerError } from '../../errors';
import type { EntryManager } from './entries';
import { parseFeed } from './rss';

/**
 * A feed name names one file of Moonlight's assets folder (`<name>.xml`): letters, digits, '_', '-'
 * and '.', not starting with '.'. Anything else (a separator, '..', a NUL, spaces) is no feed.
 */
const FEED_NAME = /^[\p{L}\p{N}_-][\p{L}\p{N}_.-]*$/u;

export function isFeedName(name: string): boolean {
  return FEED_NAME.test(name);
}

/** The refusal of a name that is not a feed name (400, as Moonraker's request errors). */
export function invalidFeedName(name: string): ServerError {
  return new ServerError(`Invalid feed name '${name}'`, 400);
}

/** The folder the feeds are read from (Moonraker's dev_mode folder). */
export function feedFolder(dataDir: string): string {
  return join(dataDir, 'development', 'announcements');
}

export class RssFeed {
  readonly path: string;
  private lastModified = 0n;

  constructor(
    readonly name: string,
    dataDir: string,
    private readonly log: (message: string) => void = () => undefined,
  ) {
    if (!isFeedName(name)) throw invalidFeedName(name);
    const folder = feedFolder(dataDir);
    mkdirSync(folder, { recursive: true });
    this.path = join(folder, `${name}.xml`);
  }

  /** Reads the file when it changed; true when entries were added or pruned. */
  update(entries: EntryManager): boolean {
    if (!existsSync(this.path)) {
      this.log(`No file at path ${this.path}`);
      return false;
    }
    const mtime = statSync(this.path, { bigint: true }).mtimeNs;
    if (mtime <= this.lastModified) return false;
    let xml: string;
    try {
      xml = readFileSync(this.path, 'utf8');
    } catch {
      this.log(`Unable read xml file ${this.path}`);
      return false;
    }
    this.lastModified = mtime;
    return this.apply(xml, entries);
  }

  private apply(xml: string, entries: EntryManager): boolean {
    const feed = parseFeed(xml);
    if (!feed) {
      this.log(`Feed ${this.name}: no channel found`);
      return false;
    }
    let prefix = feed.prefix;
    if (!prefix) this.log(`Feed ${this.name}: No prefix found`);
    const valid: string[] = [];
    let changed = false;
    for (const item of feed.items) {
      // Without a channel title, the first guid's first two parts are the prefix.
      if (!prefix) prefix = item.guid.split('/').slice(0, 2).join('/');
      valid.push(item.guid);
      if (entries.has(item.guid)) continue;
      const entry: AnnouncementEntry = {
        entry_id: item.guid,
        url: item.link as string,
        title: item.title as string,
        description: item.description as string,
        priority: item.category as AnnouncementEntry['priority'],
        date: item.date ?? Date.now() / 1000,
        dismissed: false,
        date_dismissed: null,
        dismiss_wake: null,
        source: 'moonlight',
        feed: this.name,
      };
      entries.add(entry);
      changed = true;
    }
    if (prefix && entries.pruneByPrefix(prefix, valid)) changed = true;
    return changed;
  }
}
