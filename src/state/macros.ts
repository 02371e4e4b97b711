// The user's macro settings (alias, visibility, colour, disabled while printing, category), kept in
// Moonraker's database: namespace 'printdeck', key 'macros' → { stored, categories, expanded }, each
// part written by its path (macros.stored …) as it changes. Settings › Macros and the category page
// edit them; the Macros card reads them. One store per printer, loaded at each connect.
import { createStore } from 'zustand';
import {
  EMPTY_MACRO_SETTINGS,
  parseMacroSettings,
  type MacroCategory,
  type MacroSetting,
  type MacroSettings,
} from '../lib/macros';
import {
  addCategory,
  newCategoryId,
  patchMacros,
  removeCategory,
  renameCategory,
  setExpanded,
  type MacroPatch,
} from '../lib/macro-categories';
import { boundStore } from './scope/bound';
import type { PrinterScope } from './scope/printer-scope';
import { scopedStore } from './scope/scoped-store';
import { DB_NAMESPACE } from './settings';

export const DB_KEY_MACROS = 'macros';

/** The settings, and whether they have loaded (a category page waits for them). */
export type MacrosState = MacroSettings & { loaded: boolean };

export const macrosStore = scopedStore('macros', (scope) => {
  const store = createStore<MacrosState>(() => ({ ...EMPTY_MACRO_SETTINGS, loaded: false }));
  scope.events.onSocketReady((live) => {
    live.api.database
      .getItem(DB_NAMESPACE, DB_KEY_MACROS)
      .then((item) => item.value)
      .catch(() => undefined) // none stored yet (404)
      .then((value) => {
        if (live.alive()) store.setState({ ...parseMacroSettings(value), loaded: true });
      });
  });
  return store;
});

export const useMacroSettings = boundStore(macrosStore);

async function write(
  scope: PrinterScope,
  part: 'stored' | 'categories' | 'expanded',
  value: MacroSetting[] | MacroCategory[] | string[],
): Promise<void> {
  await scope.attempt((api) =>
    api.database.postItem(DB_NAMESPACE, `${DB_KEY_MACROS}.${part}`, value),
  );
}

function saveStored(scope: PrinterScope, stored: MacroSetting[]): Promise<void> {
  scope.get(macrosStore).setState({ stored });
  return write(scope, 'stored', stored);
}

function saveCategories(scope: PrinterScope, categories: MacroCategory[]): Promise<void> {
  scope.get(macrosStore).setState({ categories });
  return write(scope, 'categories', categories);
}

/** Add a category (its name already checked); answers its id. */
export async function addMacroCategory(scope: PrinterScope, name: string): Promise<string> {
  const { categories } = scope.get(macrosStore).getState();
  const seed = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const id = newCategoryId(categories, seed);
  await saveCategories(scope, addCategory(categories, id, name));
  return id;
}

export function renameMacroCategory(scope: PrinterScope, id: string, name: string): Promise<void> {
  const { categories } = scope.get(macrosStore).getState();
  return saveCategories(scope, renameCategory(categories, id, name));
}

/** Remove a category; its macros become Uncategorized. */
export async function removeMacroCategory(scope: PrinterScope, id: string): Promise<void> {
  const state = scope.get(macrosStore).getState();
  const next = removeCategory(state, id);
  const moved = next.stored.some((s, i) => s !== state.stored[i]);
  await saveCategories(scope, next.categories);
  if (moved) await saveStored(scope, next.stored);
}

/** Change the settings of one or more macros (by name). */
export function updateMacros(
  scope: PrinterScope,
  names: readonly string[],
  patch: MacroPatch,
): Promise<void> {
  return saveStored(scope, patchMacros(scope.get(macrosStore).getState().stored, names, patch));
}

/** Open or close a category group of the macros card. */
export function setMacroGroupExpanded(
  scope: PrinterScope,
  id: string,
  open: boolean,
): Promise<void> {
  const store = scope.get(macrosStore);
  const expanded = setExpanded(store.getState().expanded, id, open);
  store.setState({ expanded });
  return write(scope, 'expanded', expanded);
}
