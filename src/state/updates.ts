// The update manager's state, per printer: the status (machine.update.status, then
// notify_update_refreshed), the progress lines of the running operation (notify_update_response)
// and the flags the versions section and the update dialog follow. Loaded with the socket when the
// server has an update manager; the actions that start work live in update-actions.ts.
import type { UpdateResponse, UpdateStatus } from '../../protocol/updates';
import { createStore, type StoreApi } from 'zustand';
import { boundStore } from './scope/bound';
import type { Live } from './scope/scope-events';
import { scopedStore } from './scope/scoped-store';
import { serverStore } from './server';

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

export function applyUpdateStatus(store: StoreApi<UpdatesState>, status: UpdateStatus): void {
  store.setState({ status, refreshing: false, busy: status.busy });
}

/** After an operation's last line, the status is read again (Moonraker does not send it). */
export const STATUS_AFTER_COMPLETE_MS = 1000;

export const updatesStore = scopedStore('updates', (scope) => {
  const store = createStore<UpdatesState>(() => ({ ...initial }));
  let reloadTimer: ReturnType<typeof setTimeout> | null = null;

  async function load(live: Live): Promise<void> {
    if (!scope.get(serverStore).getState().components.includes('update_manager')) return;
    try {
      const status = await live.api.updates.status();
      if (live.alive()) applyUpdateStatus(store, status);
    } catch (err) {
      // A call cut off by the connection's end is not worth telling.
      if (!live.alive()) return;
      console.error('[printdeck] update status failed', err);
    }
  }

  scope.events.onSocketReady((live) => void load(live));
  scope.events.onNotification('notify_update_refreshed', (params) => {
    const status = params[0] as UpdateStatus | undefined;
    if (status?.version_info) applyUpdateStatus(store, status);
  });
  scope.events.onNotification('notify_update_response', (params) => {
    const response = params[0] as UpdateResponse | undefined;
    if (!response || typeof response.message !== 'string') return;
    store.setState((s) => ({
      responses: [...s.responses, response],
      busy: !response.complete,
    }));
    const live = scope.events.socketLive;
    if (!response.complete || !live) return;
    if (reloadTimer) clearTimeout(reloadTimer);
    reloadTimer = setTimeout(() => {
      reloadTimer = null;
      if (live.alive() && !store.getState().busy) void load(live);
    }, STATUS_AFTER_COMPLETE_MS);
  });
  scope.onClose(() => {
    if (reloadTimer) clearTimeout(reloadTimer);
  });
  return store;
});

export const useUpdates = boundStore(updatesStore);
