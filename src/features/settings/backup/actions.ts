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
  | { ok: true; written: BackupPart[] }
  | { ok: false; written: BackupPart[]; failed: BackupPart; left: BackupPart[]; error: string };

/**
 * Writes every part the backup holds, in order, each shown once the printer has stored it. The
 * first part the printer refuses stops the restore: the answer names what was written, what
 * failed and what was left as it was.
 */
export async function restoreBackup(
  scope: PrinterScope,
  settings: BackupSettings,
): Promise<RestoreResult> {
  const parts = BACKUP_PARTS.filter((part) => settings[part] !== undefined);
  const written: BackupPart[] = [];
  for (const [index, part] of parts.entries()) {
    try {
      await (WRITERS[part] as Writer<BackupPart>)(scope, settings[part] as never);
    } catch (error) {
      return {
        ok: false,
        written,
        failed: part,
        left: parts.slice(index + 1),
        error: toError(error).message,
      };
    }
    written.push(part);
  }
  return { ok: true, written };
}
