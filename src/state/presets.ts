// Temperature presets, kept in Moonraker's database: namespace 'printdeck', key 'presets'. Their
// editor comes with the settings; the temperature card's presets menu applies them.
import { create } from 'zustand';
import { parsePresets, presetScript, COOLDOWN_SCRIPT, type Preset } from '../lib/presets';
import { registerPrinterStore } from './printer-scoped';
import { usePrinter } from './printer';
import { attempt, onSocketReady } from './session';
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
function presetTargets(): string[] {
  const { status, objects } = usePrinter.getState();
  const heaters = status.heaters?.available_heaters ?? [];
  const fans = objects.filter((o) => o.startsWith('temperature_fan '));
  return [...heaters, ...fans];
}

/** Send a preset's targets, then its G-code (one script). */
export async function applyPreset(preset: Preset): Promise<void> {
  const lines = presetScript(preset, presetTargets());
  if (lines.length === 0) return;
  await attempt((api) => api.printer.gcodeScript(lines.join('\n')));
}

/** Every heater off (the caller asks first while the printer is busy). */
export async function cooldown(): Promise<void> {
  await attempt((api) => api.printer.gcodeScript(COOLDOWN_SCRIPT));
}

registerPrinterStore('presets', () => {
  generation++;
  usePresets.setState({ presets: [], loaded: false });
});
