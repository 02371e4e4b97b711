// The announcement entries as Moonraker's EntryManager keeps them: one row per entry in the
// `announcements` namespace under a six-digit hex key, listed newest first, dismissed with an optional
// wake time (absolute Unix seconds) whose timer outlives nothing but is restored at start.

import type { AnnouncementEntry } from '../../../protocol/updates';
import { ServerError } from '../../errors';
import type { NamespaceStore } from '../database/database';

export const NAMESPACE = 'announcements';
/** An entry this close to its wake time at start is woken at once (Moonraker's margin). */
const WAKE_MARGIN_S = 10;

const nowSeconds = (): number => Date.now() / 1000;

export interface EntryEvents {
  dismissed(entryId: string): void;
  woken(entryId: string): void;
}

export class EntryManager {
  /** entry_id → database key. */
  private readonly keys = new Map<string, string>();
  private nextKey = 0;
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly db: NamespaceStore,
    private readonly events: EntryEvents,
  ) {}

  /** Reads the stored entries: wakes those at or near their wake time, arms the others' timers. */
  initialize(): void {
    const now = nowSeconds();
    let lastKey = '';
    for (const [key, value] of Object.entries(this.db.getNamespace(NAMESPACE))) {
      const entry = value as AnnouncementEntry;
      lastKey = key;
      this.keys.set(entry.entry_id, key);
      if (!entry.dismissed || entry.dismiss_wake === null) continue;
      const left = entry.dismiss_wake - now;
      if (left - WAKE_MARGIN_S < 0) this.save(key, undismissed(entry));
      else this.arm(key, left);
    }
    if (lastKey) this.nextKey = parseInt(lastKey, 16) + 1;
  }

  list(includeDismissed = true): AnnouncementEntry[] {
    const all = Object.values(this.db.getNamespace(NAMESPACE)) as AnnouncementEntry[];
    all.sort((a, b) => b.date - a.date);
    return includeDismissed ? all : all.filter((e) => !e.dismissed);
  }

  has(entryId: string): boolean {
    return this.keys.has(entryId);
  }

  add(entry: AnnouncementEntry): void {
    const key = this.nextKey.toString(16).toUpperCase().padStart(6, '0');
    this.nextKey += 1;
    this.keys.set(entry.entry_id, key);
    this.save(key, entry);
  }

  /** Dismisses an entry (a no-op when it already is); `wakeSeconds` from now brings it back. */
  dismiss(entryId: string, wakeSeconds: number | null): void {
    const key = this.keys.get(entryId);
    const entry = key === undefined ? undefined : this.get(key);
    if (key === undefined || !entry) throw new ServerError(`No key matching entry id: ${entryId}`);
    if (entry.dismissed) return;
    const now = nowSeconds();
    entry.dismissed = true;
    entry.date_dismissed = now;
    if (wakeSeconds !== null) {
      entry.dismiss_wake = now + wakeSeconds;
      this.arm(key, wakeSeconds);
    }
    this.save(key, entry);
    setTimeout(() => this.events.dismissed(entryId), 50);
  }

  /** Drops the entries whose id starts with `prefix` and is not among `valid`; true when any went. */
  pruneByPrefix(prefix: string, valid: readonly string[]): boolean {
    const gone = [...this.keys.keys()].filter((id) => id.startsWith(prefix) && !valid.includes(id));
    for (const id of gone) this.drop(id);
    return gone.length > 0;
  }

  /** Drops every entry of a feed; true when any went. */
  pruneByFeed(feed: string): boolean {
    const gone = this.list().filter((e) => e.feed.toLowerCase() === feed);
    for (const e of gone) this.drop(e.entry_id);
    return gone.length > 0;
  }

  close(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }

  private drop(entryId: string): void {
    const key = this.keys.get(entryId);
    if (key === undefined) return;
    this.keys.delete(entryId);
    this.db.remove(NAMESPACE, key);
  }

  private arm(key: string, seconds: number): void {
    clearTimeout(this.timers.get(key));
    const timer = setTimeout(() => this.wake(key), Math.max(0, seconds * 1000));
    timer.unref();
    this.timers.set(key, timer);
  }

  private wake(key: string): void {
    this.timers.delete(key);
    const entry = this.get(key);
    if (!entry?.dismissed) return;
    this.save(key, undismissed(entry));
    this.events.woken(entry.entry_id);
  }

  private get(key: string): AnnouncementEntry | undefined {
    return this.db.getNamespace(NAMESPACE)[key] as AnnouncementEntry | undefined;
  }

  private save(key: string, entry: AnnouncementEntry): void {
    this.db.write(NAMESPACE, [key], entry);
  }
}

function undismissed(entry: AnnouncementEntry): AnnouncementEntry {
  return { ...entry, dismissed: false, date_dismissed: null, dismiss_wake: null };
}
