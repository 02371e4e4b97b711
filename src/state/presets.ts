// Temperature presets, kept in Moonraker's database: namespace 'printdeck', key 'presets' (a list).
// Settings › Thermal presets edits them; the temperature card's presets menu applies them. One
// store per printer, loaded at each connect.
import { createStore } from 'zustand';
import { removeById, upsertById } from '../lib/entries';
import {
  parsePresets,
  presetScript,
  presetTargetsOf,
  COOLDOWN_SCRIPT,
  type Preset,
  type PresetTarget,
} from '../lib/presets';
import { printerStatusStore, type PrinterState } from './printer';
import { boundStore } from './scope/bound';
import type { PrinterScope } from './scope/printer-scope';
import { scopedStore } from './scope/scoped-store';
import { DB_NAMESPACE } from './settings';

export const DB_KEY_PRESETS = 'presets';

export interface PresetsState {
  presets: Preset[];
  loaded: boolean;
}

export const presetsStore = scopedStore('presets', (scope) => {
  const store = createStore<PresetsState>(() => ({ presets: [], loaded: false }));
  scope.events.onSocketReady((live) => {
    live.api.database
      .getItem(DB_NAMESPACE, DB_KEY_PRESETS)
      .then((item) => item.value)
      .catch(() => undefined) // none stored yet (404)
      .then((value) => {
        if (live.alive()) store.setState({ presets: parsePresets(value), loaded: true });
      });
  });
  return store;
});

export const usePresets = boundStore(presetsStore);

/** The heaters and temperature fans a preset may set on this printer. */
export function presetTargets(printer: PrinterState): PresetTarget[] {
  const { status, objects } = printer;
  return presetTargetsOf(status.heaters?.available_heaters ?? [], objects);
}

/** Send a preset's targets, then its G-code (one script), to the printer of `scope`. */
export async function applyPreset(scope: PrinterScope, preset: Preset): Promise<void> {
  const lines = presetScript(
    preset,
    presetTargets(scope.get(printerStatusStore).getState()).map((target) => target.name),
  );
  if (lines.length === 0) return;
  await scope.attempt((api) => api.printer.gcodeScript(lines.join('\n')));
}

function writePresets(scope: PrinterScope, presets: Preset[]): void {
  scope.get(presetsStore).setState({ presets });
  void scope.attempt((api) => api.database.postItem(DB_NAMESPACE, DB_KEY_PRESETS, presets));
}

/** Add a preset, or replace the one with its id; saved at once. */
export function savePreset(scope: PrinterScope, preset: Preset): void {
  writePresets(scope, upsertById(scope.get(presetsStore).getState().presets, preset));
}

export function removePreset(scope: PrinterScope, id: string): void {
  writePresets(scope, removeById(scope.get(presetsStore).getState().presets, id));
}

/** Every heater of the printer of `scope` off (the caller asks first while it is busy). */
export async function cooldown(scope: PrinterScope): Promise<void> {
  await scope.attempt((api) => api.printer.gcodeScript(COOLDOWN_SCRIPT));
}
