// The timelapse component's settings (Moonraker reference §14.9): read with
// machine.timelapse.get_settings at socket ready when server.info lists the `timelapse` component
// (or as soon as it does, or at once when the store is first used later), a change posted only when
// valid (the caller checks) and without the blocked keys, the answer replacing the settings;
// one store per printer.
import { createStore, type StoreApi } from 'zustand';
import type { TimelapseSettings, TimelapseSettingsChange } from '../../../protocol/timelapse';
import { parseTimelapseSettings, postableChange, resetChange } from './settings-rules';
import { timelapseCalls } from './calls';
import { boundStore } from '../../state/scope/bound';
import type { PrinterScope } from '../../state/scope/printer-scope';
import type { Live } from '../../state/scope/scope-events';
import { scopedStore } from '../../state/scope/scoped-store';
import { serverStore } from '../../state/server';
import { reportError } from '../../state/session-report';

export interface TimelapseStoreState {
  /** null until the component answered (or when the printer has none). */
  settings: TimelapseSettings | null;
}

export interface TimelapseStore extends StoreApi<TimelapseStoreState> {
  /** Post a change (already checked); see changeTimelapse. */
  change(change: TimelapseSettingsChange): Promise<void>;
}

export const timelapseStore = scopedStore('timelapse', (scope): TimelapseStore => {
  const store = createStore<TimelapseStoreState>(() => ({ settings: null }));
  const server = scope.get(serverStore);
  /** The latest read, while it is under way. */
  let loading: object | null = null;

  const hasTimelapse = () => server.getState().components.includes('timelapse');

  function load(live: Live): void {
    if (!hasTimelapse()) return;
    const mine = {};
    loading = mine;
    // Started inside the chain: a failing call never throws into the other socket-ready listeners.
    Promise.resolve()
      .then(() => timelapseCalls(live.api).getSettings())
      .then((answer) => {
        if (live.alive()) store.setState({ settings: parseTimelapseSettings(answer) });
      })
      .catch((error: unknown) => {
        if (live.alive()) reportError(error);
      })
      .finally(() => {
        if (loading === mine) loading = null;
      });
  }

  scope.events.onSocketReady(load);
  // server.info may list the component after the socket was ready (a reload of the server's info).
  scope.onClose(
    server.subscribe((state, before) => {
      if (state.components === before.components) return;
      const live = scope.events.socketLive;
      if (live && !loading && !store.getState().settings) load(live);
    }),
  );

  async function change(change: TimelapseSettingsChange): Promise<void> {
    const current = store.getState().settings;
    const live = scope.events.socketLive;
    if (!current || !live || scope.isClosed) return;
    const postable = postableChange(change, current.blockedsettings);
    if (Object.keys(postable).length === 0) return;
    store.setState({ settings: { ...current, ...postable } });
    try {
      const answer = await timelapseCalls(live.api).postSettings(postable);
      if (live.alive()) store.setState({ settings: parseTimelapseSettings(answer) });
    } catch (error) {
      if (!live.alive()) return;
      reportError(error);
      load(live); // show what the server kept
    }
  }

  return { ...store, change };
});

export const useTimelapse = boundStore(timelapseStore);

/**
 * Post a change (already checked): shown at once, then replaced by the server's answer (its
 * whole settings object). Blocked keys and the snapshot URL are never sent.
 */
export function changeTimelapse(
  scope: PrinterScope,
  change: TimelapseSettingsChange,
): Promise<void> {
  return scope.get(timelapseStore).change(change);
}

/** Back to the component's defaults, the blocked settings excepted. */
export function resetTimelapse(scope: PrinterScope): Promise<void> {
  const current = scope.get(timelapseStore).getState().settings;
  if (!current) return Promise.resolve();
  return changeTimelapse(scope, resetChange(current.blockedsettings));
}
