// The settings backup file: `{ format: 'printdeck-settings', version: 1, exported, printer,
// settings }`. Reading one answers either its settings (only what Printdeck knows, with the paths
// of anything else it holds) or the one thing wrong with it; a file with anything wrong is refused
// whole, so a restore never starts on it.
import * as v from 'valibot';
import { settingsSchema, type BackupSettings } from './schema';

export const BACKUP_FORMAT = 'printdeck-settings';
export const BACKUP_VERSION = 1;
/** A backup holds a few kilobytes; a file above this is not one (and is not read). */
export const BACKUP_MAX_BYTES = 5 * 1024 * 1024;

export interface BackupFile {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  /** When the backup was made (ISO 8601). */
  exported: string;
  /** The printer's name in Printdeck when the backup was made. */
  printer: string;
  settings: BackupSettings;
}

export type BackupProblem =
  /** Not JSON: broken or cut short. */
  | { kind: 'json' }
  /** JSON, but not a Printdeck settings backup (another app's file, a printers list...). */
  | { kind: 'format' }
  /** A backup of a format version this Printdeck does not read ('newer' when above its own). */
  | { kind: 'version'; version: string; newer: boolean }
  /** A value of the wrong type, at its path in the file (presets.0.name under settings). */
  | { kind: 'value'; path: string }
  /** A valid file with nothing Printdeck restores. */
  | { kind: 'empty' }
  /** Far larger than any backup (not read at all). */
  | { kind: 'size'; limit: number };

export type BackupReading =
  { ok: true; file: BackupFile; unknown: string[] } | { ok: false; problem: BackupProblem };

const SETTINGS = 'settings';
const HEAD_KEYS = ['format', 'version', 'exported', 'printer', SETTINGS];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The paths of `value`'s object keys that `schema` leaves out (lists' items under `[]`), in the
 * order found, each once.
 */
export function unknownPaths(schema: v.GenericSchema, value: unknown, path = ''): string[] {
  const found = new Set<string>();
  const walk = (s: v.GenericSchema, item: unknown, at: string) => {
    if (s.type === 'optional')
      return walk((s as v.OptionalSchema<v.GenericSchema, never>).wrapped, item, at);
    if (s.type === 'object' && isRecord(item)) {
      const entries = (s as v.ObjectSchema<v.ObjectEntries, undefined>).entries;
      for (const [key, child] of Object.entries(item)) {
        const next = at ? `${at}.${key}` : key;
        if (key in entries) walk(entries[key] as v.GenericSchema, child, next);
        else found.add(next);
      }
    } else if (s.type === 'array' && Array.isArray(item)) {
      const inner = (s as v.ArraySchema<v.GenericSchema, undefined>).item;
      for (const child of item) walk(inner, child, `${at}[]`);
    }
  };
  walk(schema, value, path);
  return [...found];
}

/** A short, printable form of a value read from a file (a version number, say). */
const shown = (value: unknown) =>
  String(typeof value === 'object' ? JSON.stringify(value) : value).slice(0, 20);

/** Reads a backup file's text: its settings, or what is wrong with it. */
export function readBackupFile(text: string): BackupReading {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: { kind: 'json' } };
  }
  if (!isRecord(value) || value.format !== BACKUP_FORMAT)
    return { ok: false, problem: { kind: 'format' } };
  const { version } = value;
  if (version !== BACKUP_VERSION) {
    const newer = typeof version === 'number' && version > BACKUP_VERSION;
    return { ok: false, problem: { kind: 'version', version: shown(version), newer } };
  }
  const head = v.safeParse(
    v.object({ exported: v.optional(v.string(), ''), printer: v.optional(v.string(), '') }),
    value,
  );
  if (!head.success)
    return { ok: false, problem: { kind: 'value', path: v.getDotPath(head.issues[0]) ?? '' } };
  if (!isRecord(value.settings)) return { ok: false, problem: { kind: 'value', path: 'settings' } };
  const settings = v.safeParse(settingsSchema, value.settings);
  if (!settings.success) {
    const path = v.getDotPath(settings.issues[0]);
    return {
      ok: false,
      problem: { kind: 'value', path: path ? [SETTINGS, path].join('.') : SETTINGS },
    };
  }
  const unknown = [
    ...Object.keys(value).filter((key) => !HEAD_KEYS.includes(key)),
    ...unknownPaths(settingsSchema, value.settings, 'settings'),
  ];
  const known = Object.fromEntries(
    Object.entries(settings.output).filter(([, part]) => part !== undefined),
  ) as BackupSettings;
  if (Object.keys(known).length === 0) return { ok: false, problem: { kind: 'empty' } };
  return {
    ok: true,
    file: { format: BACKUP_FORMAT, version: BACKUP_VERSION, ...head.output, settings: known },
    unknown,
  };
}

/** The file's text. */
export function backupFileText(printer: string, exported: Date, settings: BackupSettings): string {
  const file: BackupFile = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exported: exported.toISOString(),
    printer,
    settings,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/**
 * `printdeck-settings-<printer>-<yyyy-mm-dd>.json`: the printer's name kept to letters, digits,
 * dots, dashes and underscores (others become one dash), the date the local one.
 */
export function backupFileName(printer: string, date: Date): string {
  const name = printer
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `printdeck-settings-${name || 'printer'}-${day}.json`;
}
