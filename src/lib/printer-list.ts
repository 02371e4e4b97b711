// The printers list: this browser's own printers (kept in local storage) and the shared list kept
// in a printer's database, merged into one list in which a printer appears once, whatever the
// spelling of its address. The entries of a shared list or an imported file come from outside:
// each is checked before it is used.
import { apiConfigFor, isHttpUrl, normalizeApiUrl, sameApiUrl } from './api-url';
import { assignIds, isPrinterId, uniqueId } from './printer-ids';
import { cleanTags, mergeTags } from './printer-tags';

export const MAX_NAME_LENGTH = 64;

/** A printer of the list. */
export interface ListedPrinter {
  /** Stable and readable (lib/printer-ids.ts), kept when the printer is renamed. */
  id: string;
  name: string;
  apiUrl: string;
  socketUrl: string;
  tags: string[];
  /** On the shared list kept on a printer: not removable from this browser. */
  remote?: boolean;
}

/** A printer as a shared list or a printers file holds it. */
export interface SharedEntry {
  name: string;
  apiUrl: string;
  tags: string[];
}

/** The shared list last read, and the printer whose database holds it. */
export interface SharedList {
  from: string;
  entries: SharedEntry[];
}

export type EntryProblem = 'notObject' | 'name' | 'apiUrl' | 'tags';

/** What is wrong with an entry of a shared list or a printers file (null: nothing). */
export function entryProblem(value: unknown): EntryProblem | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'notObject';
  const { name, apiUrl, tags } = value as Record<string, unknown>;
  if (typeof name !== 'string' || name.trim() === '' || name.trim().length > MAX_NAME_LENGTH)
    return 'name';
  if (typeof apiUrl !== 'string' || !isHttpUrl(apiUrl.trim())) return 'apiUrl';
  if (tags !== undefined && !(Array.isArray(tags) && tags.every((t) => typeof t === 'string')))
    return 'tags';
  return null;
}

/** The entry of a value that entryProblem accepted: trimmed, address normalized, tags cleaned. */
export function toEntry(value: unknown): SharedEntry {
  const { name, apiUrl, tags } = value as { name: string; apiUrl: string; tags?: string[] };
  return { name: name.trim(), apiUrl: normalizeApiUrl(apiUrl), tags: cleanTags(tags ?? []) };
}

/**
 * A shared list as read from a database: its good entries, each address once (the first kept),
 * and how many were left out (anything but a list counts as one).
 */
export function parseSharedEntries(value: unknown): { entries: SharedEntry[]; dropped: number } {
  if (!Array.isArray(value)) return { entries: [], dropped: 1 };
  const entries: SharedEntry[] = [];
  let dropped = 0;
  for (const item of value) {
    if (entryProblem(item) !== null) {
      dropped += 1;
      continue;
    }
    const entry = toEntry(item);
    if (!entries.some((other) => other.apiUrl === entry.apiUrl)) entries.push(entry);
  }
  return { entries, dropped };
}

/** The name a printer gets when nobody named it: its address's host. */
export function addressName(apiUrl: string): string {
  try {
    return new URL(apiUrl).hostname;
  } catch {
    return apiUrl;
  }
}

/** A new printer of this browser's list: `id` when free, else one made from its name. */
export function newPrinter(
  entry: SharedEntry,
  takenIds: Iterable<string>,
  id?: string,
): ListedPrinter {
  const taken = new Set(takenIds);
  return {
    id: id && isPrinterId(id) && !taken.has(id) ? id : uniqueId(entry.name, taken),
    name: entry.name,
    ...apiConfigFor(entry.apiUrl),
    tags: cleanTags(entry.tags),
  };
}

/**
 * The list kept in local storage: entries without a name or an http(s) address left out, each
 * printer once, ids given to those without one (lists kept before ids existed), tags cleaned.
 */
export function readStoredPrinters(value: unknown): ListedPrinter[] {
  if (!Array.isArray(value)) return [];
  const kept: (Omit<ListedPrinter, 'id'> & { id?: string })[] = [];
  for (const item of value) {
    if (!item || typeof item !== 'object') continue;
    const { id, name, apiUrl, tags } = item as Record<string, unknown>;
    if (typeof name !== 'string' || typeof apiUrl !== 'string' || !isHttpUrl(apiUrl)) continue;
    if (kept.some((other) => sameApiUrl(other.apiUrl, apiUrl))) continue;
    kept.push({
      ...(typeof id === 'string' ? { id } : {}),
      name,
      ...apiConfigFor(apiUrl),
      tags: Array.isArray(tags) ? cleanTags(tags) : [],
    });
  }
  return assignIds(kept);
}

/**
 * One list of this browser's printers and the shared ones: a local printer the shared list also
 * has is one printer, remote, with the tags of both (and the list's name when this browser only
 * knew it by its host); the shared list's others follow, remote, with ids no printer before them
 * has.
 */
export function mergePrinters(
  local: readonly ListedPrinter[],
  shared: SharedList | null,
): ListedPrinter[] {
  if (!shared) return [...local];
  const entryOf = (apiUrl: string) =>
    shared.entries.find((entry) => sameApiUrl(entry.apiUrl, apiUrl));
  const merged = local.map((printer) => {
    const entry = entryOf(printer.apiUrl);
    if (!entry) return printer;
    const name = printer.name === addressName(printer.apiUrl) ? entry.name : printer.name;
    return { ...printer, name, tags: mergeTags(printer.tags, entry.tags), remote: true };
  });
  const others: (Omit<ListedPrinter, 'id'> & { id?: string })[] = [];
  for (const entry of shared.entries) {
    if ([...merged, ...others].some((printer) => sameApiUrl(printer.apiUrl, entry.apiUrl)))
      continue;
    others.push({
      name: entry.name,
      ...apiConfigFor(entry.apiUrl),
      tags: entry.tags,
      remote: true,
    });
  }
  return assignIds([...merged, ...others]);
}

/**
 * The shared list after the chosen printer's was read: its list when it has one; when it has none,
 * none if the list came from it (it was removed there), else the list read before, from another
 * printer, stays (a printer without a list of its own does not empty the browser's).
 */
export function nextShared(
  current: SharedList | null,
  from: string,
  read: SharedEntry[] | null,
): SharedList | null {
  if (read) return { from: normalizeApiUrl(from), entries: read };
  return current && sameApiUrl(current.from, from) ? null : current;
}

/** The entries a shared list or a printers file holds for `printers`. */
export function entriesOf(printers: readonly ListedPrinter[]): SharedEntry[] {
  return printers.map(({ name, apiUrl, tags }) => ({ name, apiUrl, tags: [...tags] }));
}
