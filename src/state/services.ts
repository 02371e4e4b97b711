// The host services Moonraker may control (machine.system_info: available_services and their
// systemd state), kept live by notify_service_state_changed. Loaded on every socket ready when the
// server has the 'machine' component (spec part 1 §4 'Services and host', §6 'Service map').
import { create } from 'zustand';
import type { ServiceState } from '../../protocol/machine';
import type { MoonrakerApi } from '../moonraker/api';
import { whenLoadedLate } from './late-load';
import { registerPrinterStore } from './printer-scoped';
import { useServer } from './server';
import { attempt, onServerNotification, onSocketReady } from './session';

interface ServicesState {
  /** Services Moonraker may start, stop and restart (empty without a service manager). */
  availableServices: string[];
  serviceState: Record<string, ServiceState>;
  /** system_info was answered for this connection. */
  loaded: boolean;
}

const initial = (): ServicesState => ({ availableServices: [], serviceState: {}, loaded: false });

export const useServices = create<ServicesState>(initial);

let generation = 0;

/** Ask machine.system_info (only when the server has the machine component). */
export async function loadServices(api: MoonrakerApi): Promise<void> {
  const mine = ++generation;
  if (!useServer.getState().components.includes('machine')) {
    useServices.setState(initial());
    return;
  }
  const answer = await attempt(() => api.machine.systemInfo());
  if (mine !== generation || !answer) return;
  const info = answer.system_info;
  useServices.setState({
    availableServices: [...info.available_services],
    serviceState: { ...info.service_state },
    loaded: true,
  });
}

/** Merge one notify_service_state_changed: { name: { active_state, sub_state } }. */
export function applyServiceStates(changes: unknown): void {
  if (typeof changes !== 'object' || changes === null || Array.isArray(changes)) return;
  useServices.setState((state) => ({
    serviceState: { ...state.serviceState, ...(changes as Record<string, ServiceState>) },
  }));
}

/** Is this service one Moonraker may restart here? */
export function isServiceAvailable(name: string): boolean {
  return useServices.getState().availableServices.includes(name);
}

onSocketReady((api) => void loadServices(api));
onServerNotification('notify_service_state_changed', (params) => applyServiceStates(params[0]));
whenLoadedLate((api) => loadServices(api));

registerPrinterStore('services', () => {
  generation++;
  useServices.setState(initial());
});
