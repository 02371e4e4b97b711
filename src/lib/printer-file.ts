// The printers file: the printers list exported to move it to another browser, and read back.
// `{ "printdeck": "printers", "version": 1, "printers": [{ name, apiUrl, tags }] }`; a bare array of
// the same entries is read too. A file with anything wrong is refused whole, naming what is wrong.
import { sameApiUrl } from './api-url';
import { entryProblem, toEntry, type EntryProblem, type SharedEntry } from './printer-list';
import { mergeTags } from './printer-tags';

export const PRINTERS_FILE_NAME = 'printdeck-printers.json';
export const PRINTERS_FILE_VERSION = 1;

export type FileProblem =
  | { kind: 'json' }
  | { kind: 'shape' }
  | { kind: 'version'; version: string }
  | { kind: 'entry'; position: number; problem: EntryProblem };

export type FileReading =
  { ok: true; entries: SharedEntry[] } | { ok: false; problem: FileProblem };

/** The file's text for these printers. */
export function printersFileText(entries: readonly SharedEntry[]): string {
  const printers = entries.map(({ name, apiUrl, tags }) => ({ name, apiUrl, tags }));
  return `${JSON.stringify({ printdeck: 'printers', version: PRINTERS_FILE_VERSION, printers }, null, 2)}\n`;
}

/** The entries of a printers file, or what is wrong with it (the first bad entry, counted from 1). */
export function readPrintersFile(text: string): FileReading {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: { kind: 'json' } };
  }
  let items: unknown;
  if (Array.isArray(value)) items = value;
  else if (
    value &&
    typeof value === 'object' &&
    (value as Record<string, unknown>).printdeck === 'printers'
  ) {
    const { version, printers } = value as Record<string, unknown>;
    if (version !== PRINTERS_FILE_VERSION)
      return { ok: false, problem: { kind: 'version', version: String(version).slice(0, 20) } };
    items = printers;
  }
  if (!Array.isArray(items)) return { ok: false, problem: { kind: 'shape' } };
  const entries: SharedEntry[] = [];
  for (const [index, item] of items.entries()) {
    const problem = entryProblem(item);
    if (problem) return { ok: false, problem: { kind: 'entry', position: index + 1, problem } };
    entries.push(toEntry(item));
  }
  return { ok: true, entries };
}

export interface ImportPlan {
  /** Printers to add, each address once. */
  added: SharedEntry[];
  /** Printers already in the list, with the tags the file adds to theirs. */
  existing: { apiUrl: string; tags: string[] }[];
}

/**
 * What importing `entries` into a list holding `known` does: a printer already there (same address,
 * however spelt) gains the file's tags; the others are added, each once with the tags of all its
 * entries.
 */
export function planImport(
  known: readonly { apiUrl: string; tags: readonly string[] }[],
  entries: readonly SharedEntry[],
): ImportPlan {
  const added: SharedEntry[] = [];
  const existing: ImportPlan['existing'] = [];
  for (const entry of entries) {
    const old = known.find((printer) => sameApiUrl(printer.apiUrl, entry.apiUrl));
    if (old) {
      const seen = existing.find((item) => sameApiUrl(item.apiUrl, old.apiUrl));
      if (seen) seen.tags = mergeTags(seen.tags, entry.tags);
      else existing.push({ apiUrl: old.apiUrl, tags: mergeTags(old.tags, entry.tags) });
      continue;
    }
    const twin = added.find((item) => sameApiUrl(item.apiUrl, entry.apiUrl));
    if (twin) twin.tags = mergeTags(twin.tags, entry.tags);
    else added.push({ ...entry, tags: [...entry.tags] });
  }
  return { added, existing };
}
