// Power devices (Moonraker's 'power' component): the list from machine.device_power.devices on
// every socket ready when server.info lists the component, kept live by notify_power_changed, and
// the toggle (spec part 1 §4 'Power device', part 2 §4 'Power devices'). One store per printer,
// made with the first view that shows devices (the tools drawer, /system); it asks for the list at
// once when the socket is already open.
import { createStore, type StoreApi } from 'zustand';
import type { PowerDevice } from '../../protocol/machine';
import { applyStatuses, powerAction, readPowerDevice, upsertDevice } from '../lib/power';
import { powerCalls } from '../moonraker/power-calls';
import { boundStore } from './scope/bound';
import type { Live } from './scope/scope-events';
import type { PrinterScope } from './scope/printer-scope';
import { scopedStore } from './scope/scoped-store';
import { serverStore } from './server';

export interface PowerState {
  devices: PowerDevice[];
  /** Devices with an on/off request under way. */
  busy: Record<string, boolean>;
  /** The list was answered for this connection. */
  loaded: boolean;
}

const initial = (): PowerState => ({ devices: [], busy: {}, loaded: false });

/** Ask for the devices (only when the server has the power component). */
async function loadPowerDevices(
  scope: PrinterScope,
  store: StoreApi<PowerState>,
  live: Live,
): Promise<void> {
  if (!scope.get(serverStore).getState().components.includes('power')) {
    store.setState(initial());
    return;
  }
  const answer = await scope.attempt(() => powerCalls(live.api).devices());
  if (!live.alive() || !answer) return;
  const devices = (Array.isArray(answer.devices) ? answer.devices : [])
    .map(readPowerDevice)
    .filter((d): d is PowerDevice => d !== null);
  store.setState({ devices, busy: {}, loaded: true });
}

/** One notify_power_changed: the device's new state. */
function applyPowerChange(store: StoreApi<PowerState>, payload: unknown): void {
  const device = readPowerDevice(payload);
  if (!device) return;
  store.setState((state) => ({ devices: upsertDevice(state.devices, device) }));
}

export const powerStore = scopedStore('power', (scope) => {
  const store = createStore<PowerState>(initial);
  scope.events.onSocketReady((live) => void loadPowerDevices(scope, store, live));
  scope.events.onNotification('notify_power_changed', (params) =>
    applyPowerChange(store, params[0]),
  );
  return store;
});

export const usePower = boundStore(powerStore);

function setBusy(store: StoreApi<PowerState>, name: string, busy: boolean): void {
  store.setState((state) => {
    const next = { ...state.busy };
    if (busy) next[name] = true;
    else delete next[name];
    return { busy: next };
  });
}

/**
 * Flip a device of the printer of `scope`: on → off, anything else → on. The rules (status, lock
 * while printing) are the caller's; a refusal from the server is reported with its message.
 */
export async function togglePowerDevice(scope: PrinterScope, name: string): Promise<void> {
  const store = scope.get(powerStore);
  const device = store.getState().devices.find((d) => d.device === name);
  if (!device || store.getState().busy[name]) return;
  const action = powerAction(device.status);
  const live = scope.events.socketLive;
  setBusy(store, name, true);
  const answer = await scope.attempt((api) =>
    action === 'on' ? powerCalls(api).on(name) : powerCalls(api).off(name),
  );
  // A reconnect meanwhile loaded the list afresh (its busy flags with it).
  const now = scope.events.socketLive;
  if (scope.isClosed || (now !== null && now !== live)) return;
  setBusy(store, name, false);
  if (answer && typeof answer === 'object') {
    store.setState((state) => ({ devices: applyStatuses(state.devices, answer) }));
  }
}
