// The update manager's state: the status (machine.update.status, then notify_update_refreshed), the
// progress lines of the running operation (notify_update_response) and the flags the versions
// section and the update dialog follow. Loaded with the socket when the server has an update
// manager; the actions that start work live with the versions section.
import type { UpdateResponse, UpdateStatus } from '../../protocol/updates';
import { create } from 'zustand';
import type { MoonrakerApi } from '../moonraker/api';
import { registerPrinterStore } from './printer-scoped';
import { useServer } from './server';
import { onServerNotification, onSocketReady } from './session-events';

export interface UpdatesState {
  status: UpdateStatus | null;
  /** A check for updates is running (cleared by the next status or refresh notification). */
  refreshing: boolean;
  /** An update or recovery runs (from the first progress line until the `complete` one). */
  busy: boolean;
  /** The running (or last) operation's progress lines, until the dialog is closed. */
  responses: UpdateResponse[];
}

const initial: UpdatesState = { status: null, refreshing: false, busy: false, responses: [] };

export const useUpdates = create<UpdatesState>(() => ({ ...initial }));

export function applyUpdateStatus(status: UpdateStatus): void {
  useUpdates.setState({ status, refreshing: false, busy: status.busy });
}

export function applyUpdateResponse(response: UpdateResponse): void {
  useUpdates.setState((s) => ({ responses: [...s.responses, response], busy: !response.complete }));
}

export async function loadUpdateStatus(api: MoonrakerApi): Promise<void> {
  if (!useServer.getState().components.includes('update_manager')) return;
  try {
    applyUpdateStatus(await api.updates.status());
  } catch (err) {
    console.error('[printdeck] update status failed', err);
  }
}

/** After an operation's last line, the status is read again (Moonraker does not send it). */
export const STATUS_AFTER_COMPLETE_MS = 1000;
let socketApi: MoonrakerApi | null = null;
let reloadTimer: ReturnType<typeof setTimeout> | null = null;

onSocketReady((api) => {
  socketApi = api;
  void loadUpdateStatus(api);
});
onServerNotification('notify_update_refreshed', (params) => {
  const status = params[0] as UpdateStatus | undefined;
  if (status?.version_info) applyUpdateStatus(status);
});
onServerNotification('notify_update_response', (params) => {
  const response = params[0] as UpdateResponse | undefined;
  if (!response || typeof response.message !== 'string') return;
  applyUpdateResponse(response);
  if (!response.complete || !socketApi) return;
  const api = socketApi;
  if (reloadTimer) clearTimeout(reloadTimer);
  reloadTimer = setTimeout(() => {
    reloadTimer = null;
    if (socketApi === api && !useUpdates.getState().busy) void loadUpdateStatus(api);
  }, STATUS_AFTER_COMPLETE_MS);
});

registerPrinterStore('updates', () => {
  socketApi = null;
  if (reloadTimer) clearTimeout(reloadTimer);
  reloadTimer = null;
  useUpdates.setState({ ...initial });
});
