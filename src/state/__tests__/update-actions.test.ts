// The update actions: busy at once, refusals shown with Moonraker's message (not the printer's
// error state), and the page reloaded after the dashboard updated itself.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UpdateResponse, UpdateStatus, VersionInfo } from '../../../protocol/updates';
import { useMessages } from '../messages';
import { serverStore } from '../server';
import { pageReload, updateComponent } from '../update-actions';
import { updatesStore } from '../updates';
import { RpcError } from './session-harness';
import { openNoticesPrinter, type NoticesPrinter } from '../../test/notices-printer';

const answered: UpdateStatus = {
  busy: false,
  github_rate_limit: null,
  github_requests_remaining: null,
  github_limit_reset_time: null,
  version_info: {},
};

const web = (name: string) =>
  ({ name, configured_type: 'web', repo_name: name, info_tags: [] }) as unknown as VersionInfo;
const klipper = { name: 'klipper', configured_type: 'git_repo' } as unknown as VersionInfo;
const done = (application: string): UpdateResponse => ({
  application,
  proc_id: 1,
  message: 'done',
  complete: true,
});

describe('update actions', () => {
  let p: NoticesPrinter | undefined;

  let refusal: RpcError | null = null;

  /** A printer whose update calls answer 'ok' (or the refusal set), then their status. */
  async function open(): Promise<NoticesPrinter> {
    p = await openNoticesPrinter({
      setup: (printer) => {
        printer.rpc.set('machine.update.status', () => answered);
        const update = () => {
          if (refusal) throw refusal;
          return 'ok';
        };
        printer.rpc.set('machine.update.klipper', update);
        printer.rpc.set('machine.update.client', update);
      },
    });
    return p;
  }

  /** The update manager's calls the printer received, in order. */
  const calls = () =>
    p!.printer
      .sockets()
      .flatMap((ws) => ws.frames())
      .map((f) => f.method)
      .filter((m) => m.startsWith('machine.update.'))
      .map((m) => m.slice('machine.update.'.length));

  const reload = vi.fn();
  beforeEach(() => {
    refusal = null;
    reload.mockReset();
    pageReload.run = reload;
    useMessages.setState({ queue: [] });
  });
  const realReload = pageReload.run;
  afterEach(() => {
    pageReload.run = realReload;
    p?.close();
    p = undefined;
  });

  it('marks busy at once and clears the old lines', async () => {
    const { scope } = await open();
    const updates = scope.get(updatesStore);
    updates.setState({ responses: [done('x')] });
    const pending = updateComponent(scope, klipper);
    expect(updates.getState()).toMatchObject({ busy: true, responses: [] });
    await pending;
    // Once answered, the status is read again.
    expect(calls()).toEqual(['klipper', 'status']);
    expect(updates.getState()).toMatchObject({ busy: false, status: { version_info: {} } });
  });

  it('shows a refusal as a message and is no longer busy', async () => {
    const { scope } = await open();
    const klippyBefore = scope.get(serverStore).getState();
    refusal = new RpcError(503, 'Update Refused: Klippy is printing');
    await updateComponent(scope, klipper);
    expect(scope.get(updatesStore).getState().busy).toBe(false);
    expect(useMessages.getState().queue.at(-1)?.text).toBe('Update Refused: Klippy is printing');
    expect(scope.get(serverStore).getState()).toMatchObject({
      klippyState: klippyBefore.klippyState,
      klippyMessage: klippyBefore.klippyMessage,
    });
  });

  it('reloads the page when the dashboard itself finished updating', async () => {
    const printer = await open();
    await updateComponent(printer.scope, web('printdeck'));
    await printer.notify('notify_update_response', [done('klipper')]);
    expect(reload).not.toHaveBeenCalled();
    await printer.notify('notify_update_response', [done('printdeck')]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload after another client updated', async () => {
    const printer = await open();
    await updateComponent(printer.scope, web('mainsail'));
    await printer.notify('notify_update_response', [done('mainsail')]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a line that comes after the printer was closed does not reload the page', async () => {
    const printer = await open();
    await updateComponent(printer.scope, web('printdeck'));
    printer.scope.close();
    printer.scope.events.notify('notify_update_response', [done('printdeck')]);
    expect(reload).not.toHaveBeenCalled();
  });
});
