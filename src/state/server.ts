// What Moonraker says about itself and Klipper: server.info, printer.info, server.config.
import { create } from 'zustand';
import type { PrinterInfo, ServerInfo } from '../../protocol/methods';
import type { KlippyState } from '../../protocol/objects';
import { registerPrinterStore } from './printer-scoped';

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

export const useServer = create<ServerState>(() => ({ ...initialServer }));

export function applyServerInfo(info: ServerInfo): void {
  useServer.setState({
    info,
    klippyState: info.klippy_state,
    klippyConnected: info.klippy_connected,
    components: info.components,
    failedComponents: info.failed_components ?? [],
    warnings: info.warnings,
  });
}

export function applyPrinterInfo(info: PrinterInfo): void {
  useServer.setState({
    printerInfo: info,
    klippyState: info.state,
    klippyMessage: info.state_message,
  });
}

/** A 503 from Klipper: the printer is in error with the server's message. */
export function applyKlippyUnavailable(message: string): void {
  useServer.setState({ klippyState: 'error', klippyMessage: message });
}

export function hasComponent(state: ServerState, name: string): boolean {
  return state.components.includes(name);
}

registerPrinterStore('server', () => useServer.setState({ ...initialServer }));
