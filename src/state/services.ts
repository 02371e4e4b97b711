// The host services Moonraker may control (machine.system_info: available_services and their
// systemd state), kept live by notify_service_state_changed. Loaded on every socket ready when the
// server has the 'machine' component (spec part 1 §4 'Services and host', §6 'Service map').
import { createStore } from 'zustand';
import type { ServiceState, SystemInfo } from '../../protocol/machine';
import type { ServiceAction } from '../lib/system';
import { boundStore } from './scope/bound';
import type { PrinterScope } from './scope/printer-scope';
import { scopedStore } from './scope/scoped-store';
import { serverStore } from './server';
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

export const servicesStore = scopedStore('services', (scope) => {
  const store = createStore<ServicesState>(initial);
  // Asked at each connect, only when the server has the machine component.
  scope.events.onSocketReady((live) => {
    if (!scope.get(serverStore).getState().components.includes('machine')) {
      store.setState(initial());
      return;
    }
    void scope
      .attempt(() => live.api.machine.systemInfo())
      .then((answer) => {
        if (!live.alive() || !answer) return;
        const info = answer.system_info;
        store.setState({
          availableServices: [...info.available_services],
          serviceState: { ...info.service_state },
          loaded: true,
          systemInfo: info,
        });
      });
  });
  scope.events.onNotification('notify_service_state_changed', (params) =>
    applyServiceStates(scope, params[0]),
  );
  return store;
});

export const useServices = boundStore(servicesStore);

/** Merge one notify_service_state_changed: { name: { active_state, sub_state } }. */
export function applyServiceStates(scope: PrinterScope, changes: unknown): void {
  if (typeof changes !== 'object' || changes === null || Array.isArray(changes)) return;
  scope.get(servicesStore).setState((state) => ({
    serviceState: { ...state.serviceState, ...(changes as Record<string, ServiceState>) },
  }));
}

/** Is this service one Moonraker may restart here? */
export function isServiceAvailable(scope: PrinterScope, name: string): boolean {
  return scope.get(servicesStore).getState().availableServices.includes(name);
}

/**
 * Start, restart or stop a service (machine.services.*); the caller has asked for confirmation
 * when the rules need it (lib/system.ts needsConfirmation). The state follows by notification.
 */
export async function serviceAction(
  scope: PrinterScope,
  name: string,
  action: ServiceAction,
): Promise<void> {
  const store = scope.get(servicesStore);
  const setPending = (value: ServiceAction | null) =>
    store.setState((state) => {
      const pending = { ...state.pending };
      if (value) pending[name] = value;
      else delete pending[name];
      return { pending };
    });
  setPending(action);
  try {
    await scope.attempt((api) =>
      action === 'start'
        ? api.machine.startService(name)
        : action === 'stop'
          ? api.machine.stopService(name)
          : api.machine.restartService(name),
    );
  } finally {
    setPending(null);
  }
}
