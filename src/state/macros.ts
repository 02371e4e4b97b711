// The user's macro settings (alias, visibility, colour, disabled while printing, category), kept in
// Moonraker's database: namespace 'printdeck', key 'macros' → { stored, categories, expanded }, each
// part written by its path (macros.stored …) as it changes. Settings › Macros and the category page
// edit them; the Macros card reads them.
import { create } from 'zustand';
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
import { registerPrinterStore } from './printer-scoped';
import { getApi, onSocketReady } from './session';
import { reportError } from './session-report';
import { DB_NAMESPACE } from './settings';
import { whenLoadedLate } from './late-load';
import type { MoonrakerApi } from '../moonraker/api';

export const DB_KEY_MACROS = 'macros';

/** The settings, and whether they have loaded (a category page waits for them). */
export const useMacroSettings = create<MacroSettings & { loaded: boolean }>(() => ({
  ...EMPTY_MACRO_SETTINGS,
  loaded: false,
}));

let generation = 0;

function loadMacroSettings(api: MoonrakerApi): void {
  const mine = ++generation;
  api.database
    .getItem(DB_NAMESPACE, DB_KEY_MACROS)
    .then((item) => item.value)
    .catch(() => undefined) // none stored yet (404)
    .then((value) => {
      if (mine === generation)
        useMacroSettings.setState({ ...parseMacroSettings(value), loaded: true });
    });
}

onSocketReady(loadMacroSettings);
// This module loads with the first view that needs it, maybe after the socket opened.
whenLoadedLate(loadMacroSettings);

async function write(
  part: 'stored' | 'categories' | 'expanded',
  value: MacroSetting[] | MacroCategory[] | string[],
): Promise<void> {
  const api = getApi();
  if (!api) return;
  await api.database.postItem(DB_NAMESPACE, `${DB_KEY_MACROS}.${part}`, value).catch(reportError);
}

function saveStored(stored: MacroSetting[]): Promise<void> {
  useMacroSettings.setState({ stored });
  return write('stored', stored);
}

function saveCategories(categories: MacroCategory[]): Promise<void> {
  useMacroSettings.setState({ categories });
  return write('categories', categories);
}

/** Add a category (its name already checked); answers its id. */
export async function addMacroCategory(name: string): Promise<string> {
  const { categories } = useMacroSettings.getState();
  const seed = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const id = newCategoryId(categories, seed);
  await saveCategories(addCategory(categories, id, name));
  return id;
}

export function renameMacroCategory(id: string, name: string): Promise<void> {
  return saveCategories(renameCategory(useMacroSettings.getState().categories, id, name));
}

/** Remove a category; its macros become Uncategorized. */
export async function removeMacroCategory(id: string): Promise<void> {
  const next = removeCategory(useMacroSettings.getState(), id);
  const before = useMacroSettings.getState().stored;
  const moved = next.stored.some((s, i) => s !== before[i]);
  await saveCategories(next.categories);
  if (moved) await saveStored(next.stored);
}

/** Change the settings of one or more macros (by name). */
export function updateMacros(names: readonly string[], patch: MacroPatch): Promise<void> {
  return saveStored(patchMacros(useMacroSettings.getState().stored, names, patch));
}

/** Open or close a category group of the macros card. */
export function setMacroGroupExpanded(id: string, open: boolean): Promise<void> {
  const expanded = setExpanded(useMacroSettings.getState().expanded, id, open);
  useMacroSettings.setState({ expanded });
  return write('expanded', expanded);
}

registerPrinterStore('macros', () => {
  generation++;
  useMacroSettings.setState({ ...EMPTY_MACRO_SETTINGS, loaded: false });
});
