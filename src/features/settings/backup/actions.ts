// What Settings › General's backup and restore do: save Printdeck's settings of the printer to a
// file, and write a checked backup back through the stores, part by part in a fixed order. Each
// answers what happened; the views word it.
import { MoonrakerError, toError } from '../../../moonraker/errors';
import { saveBlob } from '../../../moonraker/download';
import type { PrinterScope } from '../../../state/scope/printer-scope';
import { DB_NAMESPACE } from '../../../state/settings';
import {
  restoreActiveCamera,
  restoreChartLegends,
  restoreColumns,
  restoreConsoleSettings,
  restoreDashboardLayout,
  restoreInterfaceSettings,
  restoreMacroSettings,
  restorePresets,
} from '../../../state/settings-restore';
import { backupFileName, backupFileText } from './rules/backup-file';
import { settingsFromNamespace } from './rules/from-namespace';
import { BACKUP_PARTS, type BackupPart, type BackupSettings } from './rules/schema';

export type BackupResult = { ok: true; file: string } | { ok: false; error: string };

/** Reads the printer's namespace and downloads it as a backup file named after `printer`. */
export async function downloadBackup(
  scope: PrinterScope,
  printer: string,
  now = new Date(),
): Promise<BackupResult> {
  const api = scope.api;
  if (!api) return { ok: false, error: 'Not connected' };
  let stored: unknown;
  try {
    stored = (await api.database.getItem(DB_NAMESPACE)).value;
  } catch (error) {
    // A printer Printdeck has written nothing to yet has no namespace: the defaults are backed up.
    if (!(error instanceof MoonrakerError && error.code === 404))
      return { ok: false, error: toError(error).message };
  }
  const file = backupFileName(printer, now);
  const text = backupFileText(printer, now, settingsFromNamespace(stored));
  saveBlob(new Blob([text], { type: 'application/json' }), file);
  return { ok: true, file };
}

type Writer<P extends BackupPart> = (
  scope: PrinterScope,
  value: NonNullable<BackupSettings[P]>,
) => Promise<void>;

const WRITERS: { [P in BackupPart]: Writer<P> } = {
  uiSettings: restoreInterfaceSettings,
  presets: restorePresets,
  macros: restoreMacroSettings,
  console: restoreConsoleSettings,
  layout: (scope, value) => restoreDashboardLayout(scope, value.layouts.dashboard),
  charts: (scope, value) => restoreChartLegends(scope, value.selectedLegends),
  cameras: (scope, value) => restoreActiveCamera(scope, value.activeCamera),
  tableHeaders: restoreColumns,
};

export type RestoreResult =
  | { ok: true }
  /** Nothing written: the printer's current settings could not be read first. */
  | { ok: false; stage: 'read'; error: string }
  /**
   * A write refused: `failed` is that part; `undone` the parts written before it and put back,
   * `kept` those that could not be put back (both empty when it was the first write).
   */
  | {
      ok: false;
      stage: 'write';
      failed: BackupPart;
      error: string;
      undone: BackupPart[];
      kept: BackupPart[];
    };

/** The namespace as the printer holds it now, in a backup's terms (what a failed restore puts back). */
async function currentSettings(scope: PrinterScope): Promise<BackupSettings> {
  const api = scope.api;
  if (!api) throw new MoonrakerError('NOT_CONNECTED', 'Not connected');
  try {
    return settingsFromNamespace((await api.database.getItem(DB_NAMESPACE)).value);
  } catch (error) {
    if (error instanceof MoonrakerError && error.code === 404)
      return settingsFromNamespace(undefined);
    throw error;
  }
}

const write = (scope: PrinterScope, part: BackupPart, settings: BackupSettings) =>
  part === 'layout' && settings.layout === undefined
    ? restoreDashboardLayout(scope, null)
    : (WRITERS[part] as Writer<BackupPart>)(scope, settings[part] as never);

/**
 * Writes every part the backup holds, in order, each shown once the printer has stored it. The
 * printer's current settings are read first; if a write is refused, the parts already written
 * are put back from them, so the restore happens whole or not at all where the printer allows.
 */
export async function restoreBackup(
  scope: PrinterScope,
  settings: BackupSettings,
): Promise<RestoreResult> {
  let before: BackupSettings;
  try {
    before = await currentSettings(scope);
  } catch (error) {
    return { ok: false, stage: 'read', error: toError(error).message };
  }
  const parts = BACKUP_PARTS.filter((part) => settings[part] !== undefined);
  const written: BackupPart[] = [];
  for (const part of parts) {
    try {
      await write(scope, part, settings);
    } catch (error) {
      const undone: BackupPart[] = [];
      const kept: BackupPart[] = [];
      for (const done of [...written].reverse()) {
        await write(scope, done, before).then(
          () => undone.unshift(done),
          () => kept.unshift(done),
        );
      }
      const message = toError(error).message;
      return { ok: false, stage: 'write', failed: part, error: message, undone, kept };
    }
    written.push(part);
  }
  return { ok: true };
}
