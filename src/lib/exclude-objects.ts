// Klipper's exclude_object as the dashboard shows and drives it: the objects of the running print
// with the current and the excluded ones marked, and the EXCLUDE_OBJECT command that excludes one.
import type { ExcludeObjectDefinition } from '../../protocol/objects-config';

export interface ObjectRow {
  name: string;
  /** The object Klipper is printing now (exclude_object.current_object). */
  current: boolean;
  /** Already excluded: its moves are skipped; nothing more to do with it. */
  excluded: boolean;
}

/** The objects in Klipper's order (sorted by name), each once. */
export function objectRows(
  objects: readonly ExcludeObjectDefinition[] | undefined,
  excluded: readonly string[] | undefined,
  current: string | null | undefined,
): ObjectRow[] {
  const skipped = new Set(excluded ?? []);
  const seen = new Set<string>();
  const rows: ObjectRow[] = [];
  for (const object of objects ?? []) {
    if (typeof object?.name !== 'string' || seen.has(object.name)) continue;
    seen.add(object.name);
    rows.push({
      name: object.name,
      current: object.name === current,
      excluded: skipped.has(object.name),
    });
  }
  return rows;
}

/** Can an object still be excluded: printing or paused, and not excluded yet. */
export function canExclude(row: ObjectRow, printActive: boolean): boolean {
  return printActive && !row.excluded;
}

/**
 * `EXCLUDE_OBJECT NAME=<name>`. Klipper splits the parameters as a shell does, so a name with
 * spaces or quotes goes in double quotes with `"` and `\` escaped.
 */
export function excludeObjectCommand(name: string): string {
  const bare = /^[^\s"'\\]+$/.test(name);
  const value = bare ? name : `"${name.replace(/["\\]/g, (c) => `\\${c}`)}"`;
  return `EXCLUDE_OBJECT NAME=${value}`;
}
