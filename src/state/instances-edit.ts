// Changing the printers list: remove, rename, tag and import printers. The list itself
// (instances.ts) is read at every start; these load with the printers list's own views.
import { normalizeApiUrl, sameApiUrl } from '../lib/api-url';
import type { ImportPlan } from '../lib/printer-file';
import { newPrinter, type SharedList } from '../lib/printer-list';
import { cleanTags } from '../lib/printer-tags';
import {
  defaultInstanceName,
  findPrinter,
  keepLists,
  takenIds,
  useInstances,
  type Instance,
} from './instances';

const lists = () => useInstances.getState();

/** Removes a printer: not the chosen one, nor one of the shared list. */
export function removePrinter(apiUrl: string): void {
  const { instances, activeApiUrl, local, shared } = lists();
  const target = findPrinter(instances, apiUrl);
  if (!target || target.remote || (activeApiUrl && sameApiUrl(apiUrl, activeApiUrl))) return;
  // The list read from this printer goes with it.
  keepLists(
    local.filter((item) => !sameApiUrl(item.apiUrl, apiUrl)),
    shared && sameApiUrl(shared.from, apiUrl) ? null : shared,
  );
}

/** Renames a printer of this browser (its id stays). */
export function renamePrinter(apiUrl: string, name: string): void {
  keepLists(
    lists().local.map((item) => (sameApiUrl(item.apiUrl, apiUrl) ? { ...item, name } : item)),
  );
}

/** This browser's tags of a printer (a shared printer's are changed in its list). */
export function setPrinterTags(apiUrl: string, tags: readonly string[]): void {
  const clean = cleanTags(tags);
  keepLists(
    lists().local.map((item) =>
      sameApiUrl(item.apiUrl, apiUrl) ? { ...item, tags: clean } : item,
    ),
  );
}

/**
 * Carries out an import planned against the list (lib/printer-file.ts `planImport`): the new
 * printers are added, a listed one gains the file's tags.
 */
export function importPrinters({ added, existing }: ImportPlan): {
  added: number;
  existing: number;
} {
  let local: Instance[] = lists().local;
  for (const { apiUrl, tags } of existing) {
    const mine = findPrinter(local, apiUrl);
    if (mine) local = local.map((item) => (item === mine ? { ...item, tags } : item));
    else {
      // Known from the shared list only: this browser keeps it too, with the file's tags.
      const listed = findPrinter(lists().instances, apiUrl)!;
      local = [...local, newPrinter({ ...listed, tags }, [], listed.id)];
    }
  }
  for (const entry of added) {
    local = [...local, newPrinter(entry, [...takenIds(), ...local.map((item) => item.id)])];
  }
  keepLists(local);
  return { added: added.length, existing: existing.length };
}

/** The printer the shared list is kept on (its listed name, else its address), or null. */
export function sharedListHolder(state: {
  instances: readonly Instance[];
  shared: SharedList | null;
}): { apiUrl: string; name: string } | null {
  const { shared } = state;
  if (!shared) return null;
  const holder = findPrinter(state.instances, shared.from);
  return {
    apiUrl: normalizeApiUrl(shared.from),
    name: holder?.name ?? defaultInstanceName(shared.from),
  };
}
