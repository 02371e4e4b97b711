// What Moonraker says about itself and Klipper: server.info, printer.info, server.config. One store
// per printer (its scope); `useServer` reads the printer a view shows.
import { createStore, type StoreApi } from 'zustand';
import type { PrinterInfo, ServerInfo } from '../../protocol/methods';
import type { KlippyState } from '../../protocol/objects';
import { boundStore } from './scope/bound';
import { scopedStore } from './scope/scoped-store';

interface ServerState {
  info: ServerInfo | null;
  printerInfo: PrinterInfo | null;
  klippyState: KlippyState | null;
  klippyConnected: boolean;
  /** Message shown in the firmware-state card (printer.info state_message, or a 503's message). */
  klippyMessage: string;
  components: string[];
  /** Moonraker components that failed to load. */
  failedComponents: string[];
  /** Moonraker's warnings (server.info). */
  warnings: string[];
  /** Points Moonraker keeps per sensor; the chart keeps as many. */
  temperatureStoreSize: number;
}

export const initialServer: ServerState = {
  info: null,
  printerInfo: null,
  klippyState: null,
  klippyConnected: false,
  klippyMessage: '',
  components: [],
  failedComponents: [],
  warnings: [],
  temperatureStoreSize: 1200,
};

export type ServerStore = Pick<StoreApi<ServerState>, 'getState' | 'setState'>;

export const serverStore = scopedStore('server', () =>
  createStore<ServerState>(() => ({ ...initialServer })),
);

export const useServer = boundStore(serverStore);

export function applyServerInfo(info: ServerInfo, store: ServerStore = useServer): void {
  store.setState({
    info,
    klippyState: info.klippy_state,
    klippyConnected: info.klippy_connected,
    components: info.components,
    failedComponents: info.failed_components ?? [],
    warnings: info.warnings,
  });
}

export function applyPrinterInfo(info: PrinterInfo, store: ServerStore = useServer): void {
  store.setState({
    printerInfo: info,
    klippyState: info.state,
    klippyMessage: info.state_message,
  });
}

/** A 503 from Klipper: the printer is in error with the server's message. */
export function applyKlippyUnavailable(message: string, store: ServerStore = useServer): void {
  store.setState({ klippyState: 'error', klippyMessage: message });
}

export function hasComponent(state: ServerState, name: string): boolean {
  return state.components.includes(name);
}
