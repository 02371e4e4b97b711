// Power devices (Moonraker's 'power' component): the list from machine.device_power.devices on
// every socket ready when server.info lists the component, kept live by notify_power_changed, and
// the toggle (spec part 1 §4 'Power device', part 2 §4 'Power devices'). Loaded with the views that
// show devices (the tools drawer, /system); late loading asks for the list at once.
import { create } from 'zustand';
import type { PowerDevice } from '../../protocol/machine';
import { applyStatuses, powerAction, readPowerDevice, upsertDevice } from '../lib/power';
import type { MoonrakerApi } from '../moonraker/api';
import { whenLoadedLate } from './late-load';
import { registerPrinterStore } from './printer-scoped';
import { useServer } from './server';
import { attempt, onServerNotification, onSocketReady } from './session';
import { powerCalls } from '../moonraker/power-calls';

interface PowerState {
  devices: PowerDevice[];
  /** Devices with an on/off request under way. */
  busy: Record<string, boolean>;
  /** The list was answered for this connection. */
  loaded: boolean;
}

const initial = (): PowerState => ({ devices: [], busy: {}, loaded: false });

export const usePower = create<PowerState>(initial);

let generation = 0;

/** Ask for the devices (only when the server has the power component). */
export async function loadPowerDevices(api: MoonrakerApi): Promise<void> {
  const mine = ++generation;
  if (!useServer.getState().components.includes('power')) {
    usePower.setState(initial());
    return;
  }
  const answer = await attempt(() => powerCalls(api).devices());
  if (mine !== generation || !answer) return;
  const devices = (Array.isArray(answer.devices) ? answer.devices : [])
    .map(readPowerDevice)
    .filter((d): d is PowerDevice => d !== null);
  usePower.setState({ devices, busy: {}, loaded: true });
}

/** One notify_power_changed: the device's new state. */
export function applyPowerChange(payload: unknown): void {
  const device = readPowerDevice(payload);
  if (!device) return;
  usePower.setState((state) => ({ devices: upsertDevice(state.devices, device) }));
}

function setBusy(name: string, busy: boolean): void {
  usePower.setState((state) => {
    const next = { ...state.busy };
    if (busy) next[name] = true;
    else delete next[name];
    return { busy: next };
  });
}

/**
 * Flip a device: on → off, anything else → on. The rules (status, lock while printing) are the
 * caller's; a refusal from the server is reported with its message by `attempt`.
 */
export async function togglePowerDevice(name: string): Promise<void> {
  const device = usePower.getState().devices.find((d) => d.device === name);
  if (!device || usePower.getState().busy[name]) return;
  const action = powerAction(device.status);
  const mine = generation;
  setBusy(name, true);
  const answer = await attempt((api) =>
    action === 'on' ? powerCalls(api).on(name) : powerCalls(api).off(name),
  );
  if (mine !== generation) return;
  setBusy(name, false);
  if (answer && typeof answer === 'object') {
    usePower.setState((state) => ({ devices: applyStatuses(state.devices, answer) }));
  }
}

onSocketReady((api) => void loadPowerDevices(api));
onServerNotification('notify_power_changed', (params) => applyPowerChange(params[0]));
whenLoadedLate((api) => loadPowerDevices(api));

registerPrinterStore('power', () => {
  generation++;
  usePower.setState(initial());
});
