// The timelapse component's settings (Moonraker reference §14.9): read with
// machine.timelapse.get_settings at socket ready when server.info lists the `timelapse` component
// (or as soon as it does, or at once when this module loads later), a change posted only when
// valid (the caller checks) and without the blocked keys, the answer replacing the settings;
// emptied when the printer changes.
import { create } from 'zustand';
import type { TimelapseSettings, TimelapseSettingsChange } from '../../protocol/timelapse';
import { parseTimelapseSettings, postableChange, resetChange } from '../lib/timelapse';
import type { MoonrakerApi } from '../moonraker/api';
import { timelapseCalls } from '../moonraker/timelapse-calls';
import { whenLoadedLate } from './late-load';
import { registerPrinterStore } from './printer-scoped';
import { useServer } from './server';
import { getApi, onSocketReady } from './session';
import { reportError } from './session-report';

export interface TimelapseStoreState {
  /** null until the component answered (or when the printer has none). */
  settings: TimelapseSettings | null;
}

const initial: TimelapseStoreState = { settings: null };

export const useTimelapse = create<TimelapseStoreState>(() => ({ ...initial }));

let generation = 0;
let loading = false;

function hasTimelapse(): boolean {
  return useServer.getState().components.includes('timelapse');
}

function loadSettings(api: MoonrakerApi): void {
  if (!hasTimelapse()) return;
  const mine = ++generation;
  loading = true;
  // Started inside the chain: a failing call never throws into the other socket-ready listeners.
  Promise.resolve()
    .then(() => timelapseCalls(api).getSettings())
    .then((answer) => {
      if (mine === generation) useTimelapse.setState({ settings: parseTimelapseSettings(answer) });
    })
    .catch((error: unknown) => {
      if (mine === generation) reportError(error);
    })
    .finally(() => {
      if (mine === generation) loading = false;
    });
}

onSocketReady(loadSettings);
// This module loads with the first view that needs it, maybe after the socket opened.
whenLoadedLate(loadSettings);
// server.info may list the component after the socket was ready (a reload of the server's info).
useServer.subscribe((state, before) => {
  if (state.components === before.components) return;
  const api = getApi();
  if (api && !loading && !useTimelapse.getState().settings) loadSettings(api);
});

/**
 * Post a change (already checked): shown at once, then replaced by the server's answer (its
 * whole settings object). Blocked keys and the snapshot URL are never sent.
 */
export async function changeTimelapse(change: TimelapseSettingsChange): Promise<void> {
  const current = useTimelapse.getState().settings;
  const api = getApi();
  if (!current || !api) return;
  const postable = postableChange(change, current.blockedsettings);
  if (Object.keys(postable).length === 0) return;
  const mine = generation;
  useTimelapse.setState({ settings: { ...current, ...postable } });
  try {
    const answer = await timelapseCalls(api).postSettings(postable);
    if (mine === generation) useTimelapse.setState({ settings: parseTimelapseSettings(answer) });
  } catch (error) {
    if (mine !== generation) return;
    reportError(error);
    loadSettings(api); // show what the server kept
  }
}

/** Back to the component's defaults, the blocked settings excepted. */
export function resetTimelapse(): Promise<void> {
  const current = useTimelapse.getState().settings;
  if (!current) return Promise.resolve();
  return changeTimelapse(resetChange(current.blockedsettings));
}

registerPrinterStore('timelapse', () => {
  generation++;
  loading = false;
  useTimelapse.setState({ ...initial });
});
