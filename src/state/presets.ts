// Temperature presets, kept in Moonraker's database: namespace 'printdeck', key 'presets' (a list).
// Settings › Thermal presets edits them; the temperature card's presets menu applies them.
import { create } from 'zustand';
import { removeById, upsertById } from '../lib/entries';
import {
  parsePresets,
  presetScript,
  presetTargetsOf,
  COOLDOWN_SCRIPT,
  type Preset,
  type PresetTarget,
} from '../lib/presets';
import { registerPrinterStore } from './printer-scoped';
import { printerStatusStore, usePrinter, type PrinterState } from './printer';
import type { PrinterScope } from './scope/printer-scope';
import { getApi, onSocketReady } from './session';
import { reportError } from './session-report';
import { DB_NAMESPACE } from './settings';
import { whenLoadedLate } from './late-load';
import type { MoonrakerApi } from '../moonraker/api';

export const DB_KEY_PRESETS = 'presets';

interface PresetsState {
  presets: Preset[];
  loaded: boolean;
}

export const usePresets = create<PresetsState>(() => ({ presets: [], loaded: false }));

let generation = 0;

function loadPresets(api: MoonrakerApi): void {
  const mine = ++generation;
  api.database
    .getItem(DB_NAMESPACE, DB_KEY_PRESETS)
    .then((item) => item.value)
    .catch(() => undefined) // none stored yet (404)
    .then((value) => {
      if (mine === generation) usePresets.setState({ presets: parsePresets(value), loaded: true });
    });
}

onSocketReady(loadPresets);
// This module loads with the first view that needs it, maybe after the socket opened.
whenLoadedLate(loadPresets);

/** The heaters and temperature fans a preset may set on this printer. */
export function presetTargets(printer: PrinterState = usePrinter.getState()): PresetTarget[] {
  const { status, objects } = printer;
  return presetTargetsOf(status.heaters?.available_heaters ?? [], objects);
}

/** Send a preset's targets, then its G-code (one script), to the printer of `scope`. */
export async function applyPreset(preset: Preset, scope: PrinterScope): Promise<void> {
  const lines = presetScript(
    preset,
    presetTargets(scope.get(printerStatusStore).getState()).map((target) => target.name),
  );
  if (lines.length === 0) return;
  await scope.session.attempt((api) => api.printer.gcodeScript(lines.join('\n')));
}

function writePresets(presets: Preset[]): void {
  usePresets.setState({ presets });
  const api = getApi();
  if (!api) return;
  api.database
    .postItem(DB_NAMESPACE, DB_KEY_PRESETS, presets)
    .catch((error: unknown) => reportError(error));
}

/** Add a preset, or replace the one with its id; saved at once. */
export function savePreset(preset: Preset): void {
  writePresets(upsertById(usePresets.getState().presets, preset));
}

export function removePreset(id: string): void {
  writePresets(removeById(usePresets.getState().presets, id));
}

/** Every heater of the printer of `scope` off (the caller asks first while it is busy). */
export async function cooldown(scope: PrinterScope): Promise<void> {
  await scope.session.attempt((api) => api.printer.gcodeScript(COOLDOWN_SCRIPT));
}

registerPrinterStore('presets', () => {
  generation++;
  usePresets.setState({ presets: [], loaded: false });
});
