// Reading Printdeck's current settings for an import plan, and writing a plan through the same
// stores and calls the settings pages use (so every page and card shows the result at once).
import type { StoreApi } from 'zustand';
import { NEW_CAMERA_ID } from '../../../lib/cameras';
import { parseFilters, parseHistory } from '../../../lib/console';
import { upsertById } from '../../../lib/entries';
import type { MoonrakerApi } from '../../../moonraker/api';
import { MoonrakerError } from '../../../moonraker/errors';
import { webcamsToCameras } from '../../../lib/webcams';
import { webcamListStore } from '../../../state/camera-presence';
import { saveCamera } from '../../../state/cameras';
import { DB_KEY_CONSOLE, setCommandHistory, setConsoleFilters } from '../../../state/console';
import { layoutStore, saveLayout } from '../../../state/layout';
import { addMacroCategory, macrosStore, updateMacros } from '../../../state/macros';
import { presetsStore, savePreset } from '../../../state/presets';
import type { PrinterScope } from '../../../state/scope/printer-scope';
import { DB_NAMESPACE, useSettings } from '../../../state/settings';
import { saveSetting } from '../components/save';
import { readFluidd } from './rules/fluidd';
import { readMainsail } from './rules/mainsail';
import { buildPlan, type Current, type ImportPlan, type ImportSource } from './rules/plan';

/** A store's state once `ready` says it has loaded (or after 5 s: what it has then). */
function loaded<S>(store: StoreApi<S>, ready: (state: S) => boolean): Promise<S> {
  return new Promise((resolve) => {
    if (ready(store.getState())) return resolve(store.getState());
    const done = () => {
      stop();
      clearTimeout(timer);
      resolve(store.getState());
    };
    const stop = store.subscribe((state) => ready(state) && done());
    const timer = setTimeout(done, 5000);
  });
}

/**
 * Printdeck's settings of the printer of `scope` that an import may change, each store loaded
 * first (the import's writes go over them). The console's history and filters are read from the
 * database: its store may not have read them yet, and it keeps what is written meanwhile.
 */
export async function currentSettings(
  scope: PrinterScope,
  api: MoonrakerApi,
  withCameras: boolean,
): Promise<Current> {
  const [presets, macros, layout, webcams, stored] = await Promise.all([
    loaded(scope.get(presetsStore), (s) => s.loaded),
    loaded(scope.get(macrosStore), (s) => s.loaded),
    loaded(scope.get(layoutStore), (s) => s.loaded),
    // The cameras by name (only asked for when there are cameras to import).
    withCameras ? loaded(scope.get(webcamListStore), (s) => s.webcams !== null) : null,
    api.database.getItem(DB_NAMESPACE, DB_KEY_CONSOLE).then(
      (item) => item.value as Record<string, unknown> | null,
      () => null, // nothing stored yet (404)
    ),
  ]);
  const settings = useSettings.getState();
  return {
    presets: presets.presets,
    macros: macros.stored,
    categories: macros.categories,
    consoleFilters: parseFilters(stored?.consoleFilters),
    commandHistory: parseHistory(stored?.commandHistory),
    cameras: webcamsToCameras(webcams?.webcams ?? []),
    primaryColor: settings.theme.primaryColor,
    moveDistances: settings.general.toolheadMoveDistances,
    layout: layout.layout,
  };
}

export type ReadResult =
  | { kind: 'plan'; plan: ImportPlan; current: Current }
  | { kind: 'missing' }
  | { kind: 'failed'; error: unknown };

/** Read the other dashboard's namespace and plan its import; a 404 means it has none here. */
export async function readImport(scope: PrinterScope, source: ImportSource): Promise<ReadResult> {
  const api = scope.api;
  if (!api) return { kind: 'failed', error: new MoonrakerError('NOT_CONNECTED', '') };
  try {
    const item = await api.database.getItem(source);
    const found = source === 'fluidd' ? readFluidd(item.value) : readMainsail(item.value);
    const current = await currentSettings(scope, api, found.cameras !== undefined);
    return { kind: 'plan', plan: buildPlan(source, found, current), current };
  } catch (error) {
    // Moonraker's 404 for a missing namespace reads -32601 over the socket.
    if (error instanceof MoonrakerError && (error.code === -32601 || error.code === 404))
      return { kind: 'missing' };
    return { kind: 'failed', error };
  }
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Write what the plan changes (`current`: what the plan was built over). */
export async function applyPlan(
  scope: PrinterScope,
  plan: ImportPlan,
  current: Current,
): Promise<void> {
  const { changes } = plan;
  for (const preset of changes.presets ?? []) savePreset(scope, preset);
  if (changes.macros) {
    for (const name of changes.macros.newCategories) await addMacroCategory(scope, name);
    const { categories } = scope.get(macrosStore).getState();
    for (const { name, category, ...patch } of changes.macros.macros) {
      const categoryId = categories.find((c) => category !== '' && sameName(c.name, category))?.id;
      await updateMacros(scope, [name], { ...patch, categoryId: categoryId ?? '' });
    }
  }
  if (changes.consoleFilters) {
    const filters = changes.consoleFilters.reduce(upsertById, [...current.consoleFilters]);
    setConsoleFilters(scope, filters);
  }
  if (changes.commandHistory) setCommandHistory(scope, changes.commandHistory);
  for (const camera of changes.cameras ?? []) saveCamera(scope, { ...camera, id: NEW_CAMERA_ID });
  if (changes.primaryColor) saveSetting('theme', 'primaryColor', changes.primaryColor);
  if (changes.moveDistances) saveSetting('general', 'toolheadMoveDistances', changes.moveDistances);
  if (changes.layout) saveLayout(scope, changes.layout);
}
