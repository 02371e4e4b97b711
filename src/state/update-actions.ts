// What the versions section starts: a check for updates, an update (one component or all) and a
// recovery (spec part 2 §4 'Versions and updates'). Starting marks the status busy at once, so the
// update dialog opens before the first progress line; the `complete` line clears it. Moonraker's
// refusals (printing, busy, unknown updater) show its message; they do not put the printer in
// the error state as a Klipper 503 would. After Moonraker updates, it restarts and the socket's
// own reconnect brings it back; after the dashboard itself updates, the page reloads.
import type { VersionInfo } from '../../protocol/updates';
import { isDashboard, updateKind } from '../lib/update-view';
import { updatableComponents } from '../lib/updates';
import type { MoonrakerApi } from '../moonraker/api';
import { MoonrakerError } from '../moonraker/errors';
import { showError } from './messages';
import { registerPrinterStore } from './printer-scoped';
import { getApi } from './session';
import { onServerNotification } from './session-events';
import { readableMessage } from './session-report';
import { applyUpdateStatus, useUpdates } from './updates';
import { updateCalls } from '../moonraker/update-calls';

/** The operation (notify_update_response `application`) whose end reloads the page. */
let reloadAfter: string | null = null;

/** Replaced in tests. */
export const pageReload = { run: () => window.location.reload() };

function report(error: unknown): void {
  if (error instanceof MoonrakerError && typeof error.code === 'number')
    showError(readableMessage(error.message));
  else if (!(error instanceof MoonrakerError && error.code === 'CONNECTION_LOST'))
    // A lost connection is expected when Moonraker restarts after updating itself.
    console.warn('Printdeck: update call failed', error);
}

/** Check for updates (machine.update.refresh); the flag clears with the answer or the event. */
export async function checkForUpdates(): Promise<void> {
  const api = getApi();
  const { refreshing, busy } = useUpdates.getState();
  if (!api || refreshing || busy) return;
  useUpdates.setState({ refreshing: true });
  try {
    applyUpdateStatus(await updateCalls(api).refresh());
  } catch (error) {
    useUpdates.setState({ refreshing: false });
    report(error);
  }
}

async function run(work: (api: MoonrakerApi) => Promise<unknown>, reloadOn: string | null) {
  const api = getApi();
  const { refreshing, busy } = useUpdates.getState();
  if (!api || refreshing || busy) return;
  useUpdates.setState({ busy: true, responses: [] });
  reloadAfter = reloadOn;
  try {
    await work(api);
    // Answered once the work is done: read what changed (Moonraker sends no refreshed event).
    applyUpdateStatus(await api.updates.status());
  } catch (error) {
    report(error);
    // Refused before it began: nothing will send the closing line.
    if (error instanceof MoonrakerError && typeof error.code === 'number') {
      reloadAfter = null;
      useUpdates.setState({ busy: false });
    }
  }
}

/** Update one component with the call its kind takes. */
export function updateComponent(info: VersionInfo): Promise<void> {
  const kind = updateKind(info);
  return run(
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
export function updateAll(): Promise<void> {
  const dashboard = updatableComponents(useUpdates.getState().status).some((c) => isDashboard(c));
  return run((api) => updateCalls(api).upgrade(), dashboard ? 'full' : null);
}

/** Recover a dirty or invalid git checkout: soft (reset) or hard (clone again). */
export function recoverComponent(name: string, hard: boolean): Promise<void> {
  return run((api) => updateCalls(api).recover(name, hard), null);
}

onServerNotification('notify_update_response', (params) => {
  const line = params[0] as { application?: unknown; complete?: unknown } | undefined;
  if (!line || line.complete !== true || reloadAfter === null) return;
  if (line.application !== reloadAfter) return;
  reloadAfter = null;
  pageReload.run();
});

registerPrinterStore('update-actions', () => {
  reloadAfter = null;
});
