// Changing the shared printers list kept on a printer (printdeck/printers): written whole, changed
// as it is now (read again first), on the chosen printer or on another one held for the while.
// Only the printers list's own actions use it, so it loads with them.
import { sameApiUrl } from '../lib/api-url';
import type { SharedEntry } from '../lib/printer-list';
import { activeScope } from './scope/active';
import { holdFleetScope, releaseFleetScope } from './scope/fleet';
import type { PrinterScope } from './scope/printer-scope';
import { DB_NAMESPACE } from './settings';
import { DB_KEY_PRINTERS, readSharedList, sharedPrintersStore } from './printer-share';

/** How long a change waits for the socket of a printer that is not the chosen one (ms). */
export const CONNECT_WAIT_MS = 15_000;

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
