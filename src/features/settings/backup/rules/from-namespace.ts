// What a backup holds, read from Printdeck's database namespace as the printer keeps it: each part
// in the form Printdeck itself reads it (the stores' own readers), so a backup always passes the
// checks of its restore. Left out: `printers` (the farm's shared list of other printers, moved
// between browsers with its own file on /printers, and merged there rather than replaced) and the
// previous version's `cameras.cameras` (moved to Moonraker's webcam list once).
import * as v from 'valibot';
import { parseFilters, parseHistory } from '../../../../lib/console';
import { parseSelectedLegends } from '../../../../lib/chart-legend';
import { parseMacroSettings } from '../../../../lib/macros';
import { parsePresets } from '../../../../lib/presets';
import { mergeSettings } from '../../../../state/settings';
import { BACKUP_PARTS, settingsSchema, type BackupPart, type BackupSettings } from './schema';

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The backup's settings from the namespace's value (`server.database.get_item` without a key). */
export function settingsFromNamespace(stored: unknown): BackupSettings {
  const root = record(stored);
  const consoleRoot = record(root.console);
  const dashboard = record(record(root.layout).layouts).dashboard;
  const active = record(root.cameras).activeCamera;
  const candidate: Record<BackupPart, unknown> = {
    uiSettings: mergeSettings(root.uiSettings),
    presets: parsePresets(root.presets),
    macros: parseMacroSettings(root.macros),
    console: {
      consoleFilters: parseFilters(consoleRoot.consoleFilters),
      commandHistory: parseHistory(consoleRoot.commandHistory),
    },
    layout: dashboard === undefined ? undefined : { layouts: { dashboard } },
    charts: { selectedLegends: parseSelectedLegends(record(root.charts).selectedLegends) },
    cameras: { activeCamera: typeof active === 'string' ? active : 'all' },
    tableHeaders: Object.fromEntries(
      Object.entries(record(root.tableHeaders)).filter(
        ([, columns]) => Array.isArray(columns) && columns.every((c) => typeof c === 'string'),
      ),
    ),
  };
  // A part the printer holds in a shape Printdeck cannot restore (a layout of another form) is
  // left out rather than making the whole backup unreadable.
  const settings: Record<string, unknown> = {};
  for (const part of BACKUP_PARTS) {
    if (candidate[part] === undefined) continue;
    const checked = v.safeParse(settingsSchema.entries[part], candidate[part]);
    if (checked.success) settings[part] = checked.output;
  }
  return settings as BackupSettings;
}

/**
 * One line of a restore's confirmation: the part, how many entries the file holds, and how many
 * the printer holds now (those the restore replaces).
 */
export interface RestoreItem {
  part: BackupPart;
  count?: number;
  now?: number;
}

/** What a restore of `settings` replaces, in the order it writes; `now`: the printer's counts. */
export function restoreItems(
  settings: BackupSettings,
  now: Partial<Record<BackupPart, number>> = {},
): RestoreItem[] {
  const counts: Partial<Record<BackupPart, number>> = {
    presets: settings.presets?.length,
    macros: settings.macros?.stored?.length,
    console: settings.console?.consoleFilters?.length,
    tableHeaders: settings.tableHeaders && Object.keys(settings.tableHeaders).length,
  };
  return BACKUP_PARTS.filter((part) => settings[part] !== undefined).map((part) => {
    const count = counts[part];
    if (count === undefined) return { part };
    return now[part] === undefined ? { part, count } : { part, count, now: now[part] };
  });
}
