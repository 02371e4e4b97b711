// Replacing whole parts of Printdeck's database namespace on a printer (a restored settings
// backup), each written first and shown by its store once the printer has taken it, so the page
// shows what the printer holds. Each write answers only when the printer has confirmed it and
// throws when it refused or could not be reached, so the caller knows where a restore stopped.
import type { ColumnKey } from '../lib/files';
import { sanitizeColumns } from '../lib/files';
import { activeCameraOf } from '../lib/cameras';
import { parseSelectedLegends } from '../lib/chart-legend';
import { parseFilters, parseHistory, type ConsoleFilter } from '../lib/console';
import type { DashboardLayout } from '../lib/layout';
import { parseMacroSettings, type MacroSettings } from '../lib/macros';
import { parsePresets, type Preset } from '../lib/presets';
import { MoonrakerError } from '../moonraker/errors';
import { camerasStore } from './cameras';
import { chartLegendsStore, DB_KEY_LEGENDS } from './chart-legends';
import { consoleStore, DB_KEY_CONSOLE } from './console';
import { filesStore } from './files';
import { DASHBOARD_LAYOUT_KEY, showStoredLayout } from './layout';
import { DB_KEY_MACROS, macrosStore } from './macros';
import { DB_KEY_PRESETS, presetsStore } from './presets';
import type { PrinterScope } from './scope/printer-scope';
import {
  applyStoredSettings,
  DB_NAMESPACE,
  DB_ROOT_UI,
  mergeSettings,
  useSettings,
  type UiSettings,
} from './settings';

/** Writes one key of Printdeck's namespace, answering once the printer has stored it. */
async function post(scope: PrinterScope, key: string, value: unknown): Promise<void> {
  const api = scope.isClosed ? null : scope.api;
  if (!api) throw new MoonrakerError('NOT_CONNECTED', 'Not connected');
  await api.database.postItem(DB_NAMESPACE, key, value);
}

/** Removes one key of Printdeck's namespace; one already missing is fine. */
async function remove(scope: PrinterScope, key: string): Promise<void> {
  const api = scope.isClosed ? null : scope.api;
  if (!api) throw new MoonrakerError('NOT_CONNECTED', 'Not connected');
  try {
    await api.call('server.database.delete_item', { namespace: DB_NAMESPACE, key });
  } catch (error) {
    if (!(error instanceof MoonrakerError && error.code === 404)) throw error;
  }
}

type PartialSettings = { [G in keyof UiSettings]?: Partial<UiSettings[G]> };

/** The interface settings: the given ones over the current ones (the rest stay as they are). */
export async function restoreInterfaceSettings(
  scope: PrinterScope,
  given: PartialSettings,
): Promise<void> {
  const current = useSettings.getState();
  const next: Record<string, unknown> = {};
  for (const group of Object.keys(current) as (keyof UiSettings)[])
    next[group] = { ...current[group], ...given[group] };
  const merged = mergeSettings(next);
  await post(scope, DB_ROOT_UI, merged);
  applyStoredSettings(merged);
}

export async function restorePresets(scope: PrinterScope, presets: Preset[]): Promise<void> {
  await post(scope, DB_KEY_PRESETS, presets);
  scope.get(presetsStore).setState({ presets: parsePresets(presets), loaded: true });
}

/** The macro settings: the given parts replace the current ones. */
export async function restoreMacroSettings(
  scope: PrinterScope,
  given: Partial<MacroSettings>,
): Promise<void> {
  const { stored, categories, expanded } = scope.get(macrosStore).getState();
  const value = { stored, categories, expanded, ...given };
  await post(scope, DB_KEY_MACROS, value);
  scope.get(macrosStore).setState({ ...parseMacroSettings(value), loaded: true });
}

export async function restoreConsoleSettings(
  scope: PrinterScope,
  given: { consoleFilters?: ConsoleFilter[]; commandHistory?: string[] },
): Promise<void> {
  const store = scope.get(consoleStore);
  if (given.consoleFilters) {
    await post(scope, `${DB_KEY_CONSOLE}.consoleFilters`, given.consoleFilters);
    store.setState({ filters: parseFilters(given.consoleFilters) });
  }
  if (given.commandHistory) {
    await post(scope, `${DB_KEY_CONSOLE}.commandHistory`, given.commandHistory);
    store.setState({ history: parseHistory(given.commandHistory) });
  }
}

/** The dashboard's layout; null removes the stored one (the default layout then shows). */
export async function restoreDashboardLayout(
  scope: PrinterScope,
  layout: DashboardLayout | null,
): Promise<void> {
  if (layout) await post(scope, DASHBOARD_LAYOUT_KEY, layout);
  else await remove(scope, DASHBOARD_LAYOUT_KEY);
  showStoredLayout(scope, layout ?? undefined);
}

export async function restoreChartLegends(
  scope: PrinterScope,
  selected: Record<string, boolean>,
): Promise<void> {
  await post(scope, DB_KEY_LEGENDS, selected);
  scope.get(chartLegendsStore).setState({ selected: parseSelectedLegends(selected) });
}

/** The camera shown ('all' or a camera's id; one the printer does not list shows all). */
export async function restoreActiveCamera(scope: PrinterScope, choice: string): Promise<void> {
  await post(scope, 'cameras.activeCamera', choice);
  const store = scope.get(camerasStore);
  store.setState({ activeCamera: activeCameraOf(store.getState().cameras, choice) });
}

/**
 * The file lists' columns, by list (`<browser>-<root>`): the given lists replace every stored one;
 * a list shown in this browser takes its columns at once.
 */
export async function restoreColumns(
  scope: PrinterScope,
  columns: Record<string, string[]>,
): Promise<void> {
  await post(scope, 'tableHeaders', columns);
  const files = scope.get(filesStore);
  for (const [key, list] of Object.entries(columns)) {
    const root = key.slice(key.lastIndexOf('-') + 1);
    files.setLocalColumns(key, sanitizeColumns(root, list) satisfies ColumnKey[]);
  }
}
