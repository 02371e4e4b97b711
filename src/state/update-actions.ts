// What the versions section starts: a check for updates, an update (one component or all) and a
// recovery (spec part 2 §4 'Versions and updates'), on the printer the section shows. Starting
// marks the status busy at once, so the update dialog opens before the first progress line; the
// `complete` line clears it. Moonraker's refusals (printing, busy, unknown updater) show its
// message; they do not put the printer in the error state as a Klipper 503 would. After Moonraker
// updates, it restarts and the socket's own reconnect brings it back; after the dashboard itself
// updates, the page reloads.
import { createStore } from 'zustand';
import type { VersionInfo } from '../../protocol/updates';
import { isDashboard, updateKind } from '../lib/update-view';
import { updatableComponents } from '../lib/updates';
import type { MoonrakerApi } from '../moonraker/api';
import { MoonrakerError } from '../moonraker/errors';
import { showError } from './messages';
import type { PrinterScope } from './scope/printer-scope';
import { scopedStore } from './scope/scoped-store';
import { readableMessage } from './session-report';
import { applyUpdateStatus, updatesStore } from './updates';
import { updateCalls } from '../moonraker/update-calls';

/** Replaced in tests. */
export const pageReload = { run: () => window.location.reload() };

interface UpdateActionsState {
  /** The operation (notify_update_response `application`) whose end reloads the page. */
  reloadAfter: string | null;
}

/** The printer's running operation that ends in a page reload, and the listener for its end. */
export const updateActionsStore = scopedStore('update-actions', (scope) => {
  const store = createStore<UpdateActionsState>(() => ({ reloadAfter: null }));
  scope.events.onNotification('notify_update_response', (params) => {
    const line = params[0] as { application?: unknown; complete?: unknown } | undefined;
    const { reloadAfter } = store.getState();
    if (!line || line.complete !== true || reloadAfter === null) return;
    if (line.application !== reloadAfter) return;
    store.setState({ reloadAfter: null });
    pageReload.run();
  });
  return store;
});

function report(error: unknown): void {
  if (error instanceof MoonrakerError && typeof error.code === 'number')
    showError(readableMessage(error.message));
  else if (!(error instanceof MoonrakerError && error.code === 'CONNECTION_LOST'))
    // A lost connection is expected when Moonraker restarts after updating itself.
    console.warn('Printdeck: update call failed', error);
}

/** Check for updates (machine.update.refresh); the flag clears with the answer or the event. */
export async function checkForUpdates(scope: PrinterScope): Promise<void> {
  const api = scope.api;
  const updates = scope.get(updatesStore);
  const { refreshing, busy } = updates.getState();
  if (!api || refreshing || busy) return;
  updates.setState({ refreshing: true });
  try {
    applyUpdateStatus(updates, await updateCalls(api).refresh());
  } catch (error) {
    updates.setState({ refreshing: false });
    report(error);
  }
}

async function run(
  scope: PrinterScope,
  work: (api: MoonrakerApi) => Promise<unknown>,
  reloadOn: string | null,
) {
  const api = scope.api;
  const updates = scope.get(updatesStore);
  const actions = scope.get(updateActionsStore);
  const { refreshing, busy } = updates.getState();
  if (!api || refreshing || busy) return;
  updates.setState({ busy: true, responses: [] });
  actions.setState({ reloadAfter: reloadOn });
  try {
    await work(api);
    // Answered once the work is done: read what changed (Moonraker sends no refreshed event).
    applyUpdateStatus(updates, await api.updates.status());
  } catch (error) {
    report(error);
    // Refused before it began: nothing will send the closing line.
    if (error instanceof MoonrakerError && typeof error.code === 'number') {
      actions.setState({ reloadAfter: null });
      updates.setState({ busy: false });
    }
  }
}

/** Update one component with the call its kind takes. */
export function updateComponent(scope: PrinterScope, info: VersionInfo): Promise<void> {
  const kind = updateKind(info);
  return run(
    scope,
    (api) =>
      kind === 'moonraker'
        ? updateCalls(api).moonraker()
        : kind === 'klipper'
          ? updateCalls(api).klipper()
          : kind === 'system'
            ? updateCalls(api).system()
            : updateCalls(api).client(info.name),
    isDashboard(info) ? info.name : null,
  );
}

/** Update everything that may be updated (a full update: system, clients, Klipper, Moonraker). */
export function updateAll(scope: PrinterScope): Promise<void> {
  const { status } = scope.get(updatesStore).getState();
  const dashboard = updatableComponents(status).some((c) => isDashboard(c));
  return run(scope, (api) => updateCalls(api).upgrade(), dashboard ? 'full' : null);
}

/** Recover a dirty or invalid git checkout: soft (reset) or hard (clone again). */
export function recoverComponent(scope: PrinterScope, name: string, hard: boolean): Promise<void> {
  return run(scope, (api) => updateCalls(api).recover(name, hard), null);
}
