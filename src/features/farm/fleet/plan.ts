// What an action across the fleet works on, and the rules of its dialogs: the printers it reaches
// (each once, in the farm's order), the stagger field's value, a dropped file's verdict and the
// time a printer started at. Pure.
import { normalizeApiUrl } from '../../../lib/api-url';
import { extensionOf, isAccepted, rootProperties } from '../../../lib/files';
import { MAX_STAGGER_S } from '../rules/stagger';

/** A printer an action reaches. */
export interface FleetTarget {
  id: string;
  name: string;
  apiUrl: string;
}

/**
 * The selected printers, in the order of the printers list: each printer once however often its
 * id is selected or its address is listed (a second entry at the same address is the same
 * printer); an id that names no printer is left out.
 */
export function fleetTargets(
  selected: readonly string[],
  printers: readonly { id: string; name: string; apiUrl: string }[],
): FleetTarget[] {
  const wanted = new Set(selected);
  const seenIds = new Set<string>();
  const seenUrls = new Set<string>();
  const out: FleetTarget[] = [];
  for (const { id, name, apiUrl } of printers) {
    const url = normalizeApiUrl(apiUrl);
    if (!wanted.has(id) || seenIds.has(id) || seenUrls.has(url)) continue;
    seenIds.add(id);
    seenUrls.add(url);
    out.push({ id, name, apiUrl });
  }
  return out;
}

export type StaggerError = 'required' | 'notNumber' | 'range';

/**
 * The stagger field's text as seconds between two starts: a number from 0 to MAX_STAGGER_S
 * (decimals allowed, a comma read as the decimal point); otherwise why not.
 */
export function readStagger(text: string): { seconds: number } | { error: StaggerError } {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { error: 'required' };
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return { error: 'notNumber' };
  const seconds = Number(trimmed);
  if (!Number.isFinite(seconds)) return { error: 'notNumber' };
  if (seconds < 0 || seconds > MAX_STAGGER_S) return { error: 'range' };
  return { seconds };
}

/** A file that may be printed: the gcodes root's accepted extensions (.gcode, .g, .gco, .ufp …). */
export function isPrintable(name: string): boolean {
  return isAccepted(name, rootProperties('gcodes'));
}

/** What a drop on a tile does with its files: upload the one G-code file, or say why not. */
export type DropVerdict =
  | { kind: 'upload'; index: number }
  | { kind: 'none' }
  | { kind: 'several' }
  | { kind: 'refused'; name: string; extension: string };

export function dropVerdict(names: readonly string[]): DropVerdict {
  if (names.length === 0) return { kind: 'none' };
  if (names.length > 1) return { kind: 'several' };
  const name = names[0] as string;
  if (!isPrintable(name)) return { kind: 'refused', name, extension: extensionOf(name) };
  return { kind: 'upload', index: 0 };
}

/** The user's time format with seconds ('h:mm A' → 'h:mm:ss A', 'HH:mm' → 'HH:mm:ss'). */
export function withSeconds(timeFormat: string): string {
  if (/s/.test(timeFormat)) return timeFormat;
  return timeFormat.replace(/mm/, 'mm:ss');
}

/** Where a gcodes-relative path goes: its folder ('' at the root) and its file name. */
export function splitPath(path: string): { folder: string; name: string } {
  const clean = path.replace(/^\/+/, '');
  const at = clean.lastIndexOf('/');
  return at < 0
    ? { folder: '', name: clean }
    : { folder: clean.slice(0, at), name: clean.slice(at + 1) };
}
