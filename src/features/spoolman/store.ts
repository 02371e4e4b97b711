// One printer's Spoolman as its Moonraker sees it: whether Moonraker is connected to Spoolman, the
// usage it has not reported yet, the active spool's id and that spool's details read through the
// proxy. Read with server.spoolman.status at socket ready (when the printer's Moonraker has the
// spoolman component), kept up to date by notify_active_spool_set and
// notify_spoolman_status_changed; while a print runs the spool is read again every few seconds, so
// its remaining filament follows what Moonraker reports to Spoolman.
import { createStore, type StoreApi } from 'zustand';
import type { SpoolmanPendingReport, SpoolmanSpool } from '../../../protocol/spoolman';
import type { MoonrakerApi } from '../../moonraker/api';
import { SpoolmanError, spoolmanCalls } from '../../moonraker/spoolman-calls';
import { printerStatusStore } from '../../state/printer';
import { boundStore } from '../../state/scope/bound';
import type { PrinterScope } from '../../state/scope/printer-scope';
import { scopedStore } from '../../state/scope/scoped-store';
import { serverStore } from '../../state/server';

/** How often the active spool is read again while a print runs (Moonraker reports every 5 s). */
export const SPOOL_REFRESH_MS = 5000;

export interface SpoolmanState {
  /** server.spoolman.status has answered on this connection. */
  loaded: boolean;
  /** Moonraker's websocket to Spoolman is open. */
  connected: boolean;
  pendingReports: SpoolmanPendingReport[];
  /** The active spool's id; null when none is set. */
  activeId: number | null;
  /** The active spool as Spoolman last described it (kept while Spoolman is away). */
  spool: SpoolmanSpool | null;
  /** Why the active spool could not be read (Spoolman's message), or null. */
  spoolError: string | null;
}

const initial: SpoolmanState = {
  loaded: false,
  connected: false,
  pendingReports: [],
  activeId: null,
  spool: null,
  spoolError: null,
};

export interface SpoolmanStore extends StoreApi<SpoolmanState> {
  /** Read the status and the active spool again. */
  refresh(): Promise<void>;
}

const RUNNING: readonly string[] = ['printing', 'paused'];

export const spoolmanStore = scopedStore('spoolman', (scope): SpoolmanStore => {
  const store = createStore<SpoolmanState>(() => initial);
  const server = scope.get(serverStore);
  const printer = scope.get(printerStatusStore);
  /** Counts reads of the spool, so that only the newest one writes. */
  let spoolRead = 0;

  const hasComponent = () => server.getState().components.includes('spoolman');
  const api = (): MoonrakerApi | null => scope.events.socketLive?.api ?? null;

  async function readSpool(id: number | null): Promise<void> {
    const read = ++spoolRead;
    const calls = api();
    if (id === null) {
      store.setState({ spool: null, spoolError: null });
      return;
    }
    if (!calls || !store.getState().connected) return;
    try {
      const spool = await spoolmanCalls(calls).spool(id);
      if (read === spoolRead && store.getState().activeId === id)
        store.setState({ spool, spoolError: null });
    } catch (error) {
      if (read !== spoolRead || store.getState().activeId !== id) return;
      // Spoolman gone meanwhile: the spool shown stays, the card says disconnected.
      if (error instanceof SpoolmanError && error.statusCode === 503) return;
      store.setState({ spool: null, spoolError: (error as Error).message });
    }
  }

  async function refresh(): Promise<void> {
    const calls = api();
    if (!calls || !hasComponent()) return;
    const live = scope.events.socketLive;
    try {
      const status = await spoolmanCalls(calls).status();
      if (!live?.alive()) return;
      const changed = status.spool_id !== store.getState().activeId;
      store.setState({
        loaded: true,
        connected: status.spoolman_connected,
        pendingReports: status.pending_reports,
        activeId: status.spool_id,
        ...(changed ? { spool: null, spoolError: null } : {}),
      });
      await readSpool(status.spool_id);
    } catch (error) {
      console.info('Printdeck: spoolman status', error);
    }
  }

  scope.events.onSocketReady(() => {
    store.setState(initial, true);
    void refresh();
  });
  // server.info may list the component after the socket was ready.
  scope.onClose(
    server.subscribe((state, before) => {
      if (state.components !== before.components && !store.getState().loaded) void refresh();
    }),
  );
  scope.events.onNotification('notify_active_spool_set', (params) => {
    const payload = params[0] as { spool_id?: unknown } | undefined;
    if (!payload || !('spool_id' in payload)) return;
    const id = typeof payload.spool_id === 'number' ? payload.spool_id : null;
    if (id === store.getState().activeId) return;
    store.setState({ activeId: id, spool: null, spoolError: null });
    void readSpool(id);
  });
  scope.events.onNotification('notify_spoolman_status_changed', (params) => {
    const payload = params[0] as { spoolman_connected?: unknown } | undefined;
    if (typeof payload?.spoolman_connected !== 'boolean') return;
    store.setState({ connected: payload.spoolman_connected });
    // The status again: the reports waiting, and the spool as Spoolman has it now.
    void refresh();
  });

  // While a print runs, the active spool is read again now and then; once more when it ends.
  let timer: ReturnType<typeof setInterval> | null = null;
  const follow = (running: boolean) => {
    if (running && !timer) timer = setInterval(() => void refresh(), SPOOL_REFRESH_MS);
    else if (!running && timer) {
      clearInterval(timer);
      timer = null;
      void refresh();
    }
  };
  const running = (state = printer.getState()) =>
    RUNNING.includes(state.status.print_stats?.state ?? '');
  follow(running());
  scope.onClose(printer.subscribe((state) => follow(running(state))));
  scope.onClose(() => follow(false));

  return { ...store, refresh };
});

export const useSpoolman = boundStore(spoolmanStore);

/**
 * Make `spoolId` the printer's active spool (null clears it). The store follows Moonraker's answer;
 * the notification that follows finds it already applied.
 */
export async function chooseSpool(scope: PrinterScope, spoolId: number | null): Promise<void> {
  const calls = scope.api;
  if (!calls) throw new Error('Not connected');
  const answer = await spoolmanCalls(calls).setActiveSpool(spoolId);
  const store = scope.get(spoolmanStore);
  if (answer.spool_id === store.getState().activeId) return;
  store.setState({ activeId: answer.spool_id, spool: null, spoolError: null });
  await store.refresh();
}
