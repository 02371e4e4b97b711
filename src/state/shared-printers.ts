// The shared printers list, kept in a printer's Moonraker database (namespace 'printdeck', key
// 'printers': [{ name, apiUrl, tags? }]) so that any browser opening that printer finds the other
// printers without adding them. Read at each connect of the printer (Moonraker tells no client of
// another's database writes); a missing key is no list. Entries are checked: a bad one is left out
// and told once in the log. The printers list (instances.ts) merges the chosen printer's.
import { createStore } from 'zustand';
import { sameApiUrl } from '../lib/api-url';
import { parseSharedEntries, type SharedEntry } from '../lib/printer-list';
import { MoonrakerError } from '../moonraker/errors';
import { activeScope } from './scope/active';
import { holdFleetScope, releaseFleetScope } from './scope/fleet';
import type { PrinterScope } from './scope/printer-scope';
import { scopedStore } from './scope/scoped-store';
import { DB_NAMESPACE } from './settings';

export const DB_KEY_PRINTERS = 'printers';

/** How long a write to a printer other than the chosen one waits for its connection. */
export const CONNECT_WAIT_MS = 15_000;

export interface SharedPrintersState {
  /** Not read yet at this connect; no list kept on the printer; its list; or the read failed. */
  status: 'pending' | 'none' | 'list' | 'failed';
  entries: SharedEntry[];
}

/** A database answer for a key that is not there (Moonraker's 404, -32601 over JSON-RPC). */
function isMissing(error: unknown): boolean {
  return error instanceof MoonrakerError && (error.code === -32601 || error.code === 404);
}

export const sharedPrintersStore = scopedStore('shared-printers', (scope) => {
  const store = createStore<SharedPrintersState>(() => ({ status: 'pending', entries: [] }));
  let told = false;
  const take = (value: unknown) => {
    const { entries, dropped } = parseSharedEntries(value);
    if (dropped > 0 && !told) {
      told = true;
      console.warn(
        `${scope.apiUrl}: ${dropped} entr${dropped === 1 ? 'y' : 'ies'} of the shared printers list left out (not a name and an http(s) address)`,
      );
    }
    return entries;
  };
  scope.events.onSocketReady((live) => {
    live.api.database.getItem(DB_NAMESPACE, DB_KEY_PRINTERS).then(
      (item) => {
        if (live.alive()) store.setState({ status: 'list', entries: take(item.value) });
      },
      (error: unknown) => {
        if (!live.alive()) return;
        if (isMissing(error)) store.setState({ status: 'none', entries: [] });
        else store.setState({ status: 'failed' });
      },
    );
  });
  return store;
});

/**
 * The list kept on the printer of `scope`, read now: its entries, null when it keeps none,
 * undefined when it could not be read (not connected, an error).
 */
export async function readSharedList(
  scope: PrinterScope,
): Promise<SharedEntry[] | null | undefined> {
  const api = scope.api;
  if (!api) return undefined;
  try {
    const item = await api.database.getItem(DB_NAMESPACE, DB_KEY_PRINTERS);
    return parseSharedEntries(item.value).entries;
  } catch (error) {
    return isMissing(error) ? null : undefined;
  }
}

/** Keeps `entries` as the list of the printer of `scope`; false when the write failed. */
export async function writeSharedList(
  scope: PrinterScope,
  entries: readonly SharedEntry[],
): Promise<boolean> {
  const list = entries.map(({ name, apiUrl, tags }) => ({ name, apiUrl, tags: [...tags] }));
  const done = await scope.attempt((api) =>
    api.database.postItem(DB_NAMESPACE, DB_KEY_PRINTERS, list),
  );
  if (done === undefined) return false;
  scope.get(sharedPrintersStore).setState({ status: 'list', entries: list });
  return true;
}

/**
 * Changes the list kept on the printer of `scope` as it is now (read again first, so that what
 * another browser kept meanwhile stays): the new entries, or undefined when reading or writing
 * failed.
 */
export async function changeSharedList(
  scope: PrinterScope,
  change: (entries: SharedEntry[]) => SharedEntry[],
): Promise<SharedEntry[] | undefined> {
  const current = await readSharedList(scope);
  if (current === undefined) return undefined;
  const next = change(current ?? []);
  return (await writeSharedList(scope, next)) ? next : undefined;
}

/** The list without the printer at `apiUrl`. */
export function withoutPrinter(entries: readonly SharedEntry[], apiUrl: string): SharedEntry[] {
  return entries.filter((entry) => !sameApiUrl(entry.apiUrl, apiUrl));
}

/** The list with `tags` as the tags of the printer at `apiUrl`. */
export function withTags(
  entries: readonly SharedEntry[],
  apiUrl: string,
  tags: readonly string[],
): SharedEntry[] {
  return entries.map((entry) =>
    sameApiUrl(entry.apiUrl, apiUrl) ? { ...entry, tags: [...tags] } : entry,
  );
}

/** Resolves true once the socket of `scope` is ready, false after `ms` without it. */
function socketReady(scope: PrinterScope, ms: number): Promise<boolean> {
  if (scope.events.socketLive) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      off();
      resolve(false);
    }, ms);
    const off = scope.events.onSocketReady(() => {
      clearTimeout(timer);
      off();
      resolve(true);
    });
  });
}

/**
 * Runs `work` with the scope of the printer at `apiUrl`: the chosen printer's, or a light one held
 * while it runs (the list may be kept on a printer other than the chosen one). Undefined when that
 * printer could not be reached.
 */
export async function withPrinter<T>(
  apiUrl: string,
  work: (scope: PrinterScope) => Promise<T>,
): Promise<T | undefined> {
  const chosen = activeScope();
  if (chosen && sameApiUrl(chosen.apiUrl, apiUrl)) return work(chosen);
  const scope = holdFleetScope(apiUrl);
  try {
    return (await socketReady(scope, CONNECT_WAIT_MS)) ? await work(scope) : undefined;
  } finally {
    releaseFleetScope(scope);
  }
}
