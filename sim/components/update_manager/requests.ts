// machine.update.*: the checks, the order of work and the errors of Moonraker's request handlers.
// Update, recovery and rollback answer "ok" once the work is done; a failure sends its error as the
// operation's last progress line, then answers with it.

import type { UpdateStatus } from '../../../protocol/updates';
import { ServerError } from '../../errors';
import { servicesOf } from '../machine/services';
import { recover, refresh, rollback, update } from './deploy';
import type { UpdateManager } from './manager';
import { timingOf } from './manager';

const UM = 'update_manager.py';

/** Moonraker restarts itself after the last line (and the request's answer) went out. */
function restartIfPending(m: UpdateManager): void {
  if (!m.moonrakerRestartPending) return;
  m.moonrakerRestartPending = false;
  servicesOf(m.app).request('restart', 'moonraker');
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * One operation under the update lock: its progress lines under `application`, `fail` words an
 * error as the last line(s) before the request answers with it, and Moonraker restarts itself
 * afterwards if the work asked for that.
 */
function operation(
  m: UpdateManager,
  application: string,
  work: () => Promise<void>,
  fail: (err: unknown) => void,
  full = false,
): Promise<'ok'> {
  return m.withLock(async () => {
    m.begin(application, full);
    try {
      await work();
    } catch (err) {
      fail(err);
      throw err;
    } finally {
      m.end();
      restartIfPending(m);
    }
    return 'ok' as const;
  });
}

/** Waits (up to two minutes) for Klippy to connect again after its service restarted. */
async function klippyReconnected(m: UpdateManager): Promise<boolean> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (m.app.klippy.state !== 'disconnected') return true;
    await new Promise((r) => setTimeout(r, 50).unref());
  }
  return false;
}

/** machine.update.full, and upgrade / client without a name. */
export function fullUpdate(m: UpdateManager): Promise<'ok'> {
  let current = '';
  return operation(
    m,
    'full',
    async () => {
      m.log(`${UM}:_handle_full_update_request()`, 'Full software update requested');
      await m.say('Preparing full software update...');
      current = 'system';
      await update(m, 'system', 'full');
      for (const name of m.names()) {
        if (['system', 'moonraker', 'klipper'].includes(name)) continue;
        current = name;
        await update(m, name, 'full');
      }
      current = 'klipper';
      if (await update(m, 'klipper', 'full')) {
        await m.say('Waiting for Klippy to reconnect (this may take up to 2 minutes)...');
        await m.say(
          (await klippyReconnected(m)) ? 'Klippy Reconnected' : 'Klippy reconnect timed out...',
        );
      }
      current = 'moonraker';
      await update(m, 'moonraker', 'full');
      m.setFullComplete();
      await m.say('Full Update Complete', true);
    },
    (err) => {
      m.setFullComplete();
      m.send(`Error updating ${current}: ${message(err)}`, true);
    },
    true,
  );
}

/** machine.update.upgrade / client / moonraker / klipper / system. */
export function updateRequest(m: UpdateManager, app: string): Promise<'ok'> {
  if (m.printing()) throw new ServerError('Update Refused: Klippy is printing', 503);
  if (m.isAppUpdating(app)) throw new ServerError(`Item ${app} is currently updating`, 503);
  if (!m.def(app)) throw new ServerError(`Updater ${app} not available`, 404);
  return operation(
    m,
    app,
    async () => {
      await update(m, app, app);
    },
    (err) => m.send(`Error updating ${app}: ${message(err)}`, true),
  );
}

export function recoverRequest(m: UpdateManager, app: string, hard: boolean): Promise<'ok'> {
  if (m.printing()) throw new ServerError('Recovery Attempt Refused: Klippy is printing');
  const def = m.def(app);
  if (!def) throw new ServerError(`Updater ${app} not available`, 404);
  if (def.kind !== 'git_repo') throw new ServerError(`Updater ${app} is not a Git Repo Type`);
  return operation(
    m,
    `recover_${app}`,
    async () => {
      m.log(`${UM}:_handle_repo_recovery()`, `Recovery of ${app} requested (hard: ${hard})`);
      await recover(m, def, hard);
    },
    (err) => {
      m.send(`Error Recovering ${app}`);
      m.send(message(err), true);
    },
  );
}

export function rollbackRequest(m: UpdateManager, app: string): Promise<'ok'> {
  if (m.printing()) throw new ServerError('Rollback Attempt Refused: Klippy is printing');
  if (!m.def(app)) throw new ServerError(`Updater ${app} not available`, 404);
  return operation(
    m,
    `rollback_${app}`,
    async () => {
      await rollback(m, app);
    },
    (err) => {
      m.send(`Error Rolling Back ${app}`);
      m.send(message(err), true);
    },
  );
}

/** machine.update.refresh: one updater or all; refused while busy or printing. */
export function refreshRequest(m: UpdateManager, name: string | null): Promise<UpdateStatus> {
  if (name !== null && !m.def(name)) throw new ServerError(`No updater registered for '${name}'`);
  if (m.busy() || m.printing())
    throw new ServerError('Server is busy, cannot perform refresh', 503);
  return m.withLock(async () => {
    for (const n of m.names()) if (name === null || n === name) await refresh(m, n);
    m.notifyRefreshed();
    return m.status();
  });
}

/** machine.update.status; `refresh` (deprecated) is honoured unless busy, printing or too soon. */
export async function statusRequest(m: UpdateManager, wantRefresh: boolean): Promise<UpdateStatus> {
  let check = wantRefresh;
  if (check && (m.busy() || m.printing())) {
    m.log(`${UM}:_handle_status_request()`, 'update_manager: bypassing refresh request');
    check = false;
  }
  if (!check) return m.status();
  return m.withLock(async () => {
    const last = Math.max(...m.names().map((n) => m.state(n).lastRefreshTime));
    if (Date.now() / 1000 < last + timingOf(m.app).refreshSpamS) return m.status();
    for (const n of m.names()) await refresh(m, n);
    m.notifyRefreshed();
    return m.status();
  });
}
