// The shared printers list, kept in a printer's Moonraker database (namespace 'printdeck', key
// 'printers': [{ name, apiUrl, tags? }]) so that any browser opening that printer finds the other
// printers without adding them. Read at each connect of the printer (Moonraker tells no client of
// another's database writes); a missing key is no list. Entries are checked: a bad one is left out
// and told once in the log. The printers list (instances.ts) merges the chosen printer's.
import { createStore } from 'zustand';
import { parseSharedEntries, type SharedEntry } from '../lib/printer-list';
import { MoonrakerError } from '../moonraker/errors';
import type { PrinterScope } from './scope/printer-scope';
import { scopedStore } from './scope/scoped-store';
import { DB_NAMESPACE } from './settings';

export const DB_KEY_PRINTERS = 'printers';

export interface SharedPrintersState {
  /** Not read yet at this connect; no list kept on the printer; its list; or the read failed. */
  status: 'pending' | 'none' | 'list' | 'failed';
  entries: SharedEntry[];
}

/** A database answer for a key that is not there (Moonraker's 404, -32601 over JSON-RPC). */
function isMissing(error: unknown): boolean {
  return error instanceof MoonrakerError && (error.code === -32601 || error.code === 404);
}

export const sharedPrintersStore = scopedStore('printer-share', (scope) => {
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
