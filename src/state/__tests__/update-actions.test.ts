// The update actions: busy at once, refusals shown with Moonraker's message (not the printer's
// error state), and the page reloaded after the dashboard updated itself.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UpdateResponse, VersionInfo } from '../../../protocol/updates';
import { MoonrakerError } from '../../moonraker/errors';
import { useMessages } from '../messages';
import { resetPrinterStores } from '../printer-scoped';
import { useServer } from '../server';
import { notifyListeners } from '../session-events';
import { useUpdates } from '../updates';

let fail: MoonrakerError | null = null;
const calls: string[] = [];
const api = {
  updates: {
    status: () => {
      calls.push('status');
      return Promise.resolve({ busy: false, version_info: {} });
    },
    client: (name: string) => {
      calls.push(`client ${name}`);
      return fail ? Promise.reject(fail) : Promise.resolve('ok');
    },
    klipper: () => {
      calls.push('klipper');
      return fail ? Promise.reject(fail) : Promise.resolve('ok');
    },
  },
};

vi.mock('../session', () => ({ getApi: () => api }));
vi.mock('../../moonraker/update-calls', () => ({ updateCalls: () => api.updates }));

const { pageReload, updateComponent } = await import('../update-actions');

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
  const reload = vi.fn();
  beforeEach(() => {
    resetPrinterStores();
    calls.length = 0;
    fail = null;
    reload.mockReset();
    pageReload.run = reload;
  });

  it('marks busy at once and clears the old lines', async () => {
    useUpdates.setState({ responses: [done('x')] });
    const pending = updateComponent(klipper);
    expect(useUpdates.getState()).toMatchObject({ busy: true, responses: [] });
    await pending;
    // Once answered, the status is read again.
    expect(calls).toEqual(['klipper', 'status']);
    expect(useUpdates.getState()).toMatchObject({ busy: false, status: { version_info: {} } });
  });

  it('shows a refusal as a message and is no longer busy', async () => {
    fail = new MoonrakerError(503, 'Update Refused: Klippy is printing');
    await updateComponent(klipper);
    expect(useUpdates.getState().busy).toBe(false);
    expect(useMessages.getState().queue.at(-1)?.text).toBe('Update Refused: Klippy is printing');
    expect(useServer.getState().klippyMessage).toBe('');
  });

  it('reloads the page when the dashboard itself finished updating', async () => {
    await updateComponent(web('printdeck'));
    notifyListeners('notify_update_response', [done('klipper')]);
    expect(reload).not.toHaveBeenCalled();
    notifyListeners('notify_update_response', [done('printdeck')]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload after another client updated', async () => {
    await updateComponent(web('mainsail'));
    notifyListeners('notify_update_response', [done('mainsail')]);
    expect(reload).not.toHaveBeenCalled();
  });
});
