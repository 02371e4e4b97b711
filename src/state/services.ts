// The host services Moonraker may control (machine.system_info: available_services and their
// systemd state), kept live by notify_service_state_changed. Loaded on every socket ready when the
// server has the 'machine' component (spec part 1 §4 'Services and host', §6 'Service map').
import { create } from 'zustand';
import type { ServiceState, SystemInfo } from '../../protocol/machine';
import type { ServiceAction } from '../lib/system';
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
  /** The whole machine.system_info answer (the /system page's overview). */
  systemInfo: SystemInfo | null;
  /** Actions sent and not answered yet, by service. */
  pending: Record<string, ServiceAction>;
}

const initial = (): ServicesState => ({
  availableServices: [],
  serviceState: {},
  loaded: false,
  systemInfo: null,
  pending: {},
});

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
    systemInfo: info,
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

/**
 * Start, restart or stop a service (machine.services.*); the caller has asked for confirmation
 * when the rules need it (lib/system.ts needsConfirmation). The state follows by notification.
 */
export async function serviceAction(name: string, action: ServiceAction): Promise<void> {
  const mine = generation;
  const setPending = (value: ServiceAction | null) =>
    useServices.setState((state) => {
      const pending = { ...state.pending };
      if (value) pending[name] = value;
      else delete pending[name];
      return { pending };
    });
  setPending(action);
  try {
    await attempt((api) =>
      action === 'start'
        ? api.machine.startService(name)
        : action === 'stop'
          ? api.machine.stopService(name)
          : api.machine.restartService(name),
    );
  } finally {
    if (mine === generation) setPending(null);
  }
}

onSocketReady((api) => void loadServices(api));
onServerNotification('notify_service_state_changed', (params) => applyServiceStates(params[0]));
whenLoadedLate((api) => loadServices(api));

registerPrinterStore('services', () => {
  generation++;
  useServices.setState(initial());
});
