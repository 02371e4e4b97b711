// The user's macro settings (alias, visibility, colour, disabled while printing, category), kept in
// Moonraker's database: namespace 'printdeck', key 'macros' → { stored, categories }. Their editor
// comes with the settings; the Macros card reads them.
import { create } from 'zustand';
import { EMPTY_MACRO_SETTINGS, parseMacroSettings, type MacroSettings } from '../lib/macros';
import { registerPrinterStore } from './printer-scoped';
import { getApi, onSocketReady } from './session';
import { reportError } from './session-report';
import { DB_NAMESPACE } from './settings';
import { whenLoadedLate } from './late-load';
import type { MoonrakerApi } from '../moonraker/api';

export const DB_KEY_MACROS = 'macros';

export const useMacroSettings = create<MacroSettings>(() => ({ ...EMPTY_MACRO_SETTINGS }));

let generation = 0;

function loadMacroSettings(api: MoonrakerApi): void {
  const mine = ++generation;
  api.database
    .getItem(DB_NAMESPACE, DB_KEY_MACROS)
    .then((item) => item.value)
    .catch(() => undefined) // none stored yet (404)
    .then((value) => {
      if (mine === generation) useMacroSettings.setState(parseMacroSettings(value));
    });
}

onSocketReady(loadMacroSettings);
// This module loads with the first view that needs it, maybe after the socket opened.
whenLoadedLate(loadMacroSettings);

/** Replace the macro settings and store them. */
export async function saveMacroSettings(settings: MacroSettings): Promise<void> {
  useMacroSettings.setState(settings);
  const api = getApi();
  if (!api) return;
  await api.database.postItem(DB_NAMESPACE, DB_KEY_MACROS, settings).catch(reportError);
}

registerPrinterStore('macros', () => {
  generation++;
  useMacroSettings.setState({ ...EMPTY_MACRO_SETTINGS });
});
