// The virtual printer's update manager: the status as Moonraker shapes it, updates streaming their
// progress lines, Klipper and Moonraker restarting, recovery, refusals, refresh, persistence.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  GitRepoInfo,
  UpdateResponse,
  UpdateStatus,
  WebInfo,
} from '../../../../protocol/updates';
import { startSimulator, type Simulator } from '../../../index';
import { FIXTURES_DIR } from '../../file_manager/setup';
import { setUpdateTiming } from '../manager';
import { DASHBOARD_VERSION } from '../seed';
import { http, RpcClient, rpcError, startTestSim, type TestSim } from '../../../test/helpers';
import { addGcode, waitUntil } from '../../../test/print_helpers';
import { sameShape } from '../../../test/same_shape';

const recorded = (
  JSON.parse(
    readFileSync(join(FIXTURES_DIR, 'moonraker', 'machine_update_status.json'), 'utf8'),
  ) as { result: UpdateStatus }
).result;

let sim: TestSim | null = null;
const clients: RpcClient[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await sim?.stop();
  sim = null;
});

async function start(): Promise<{ sim: TestSim; rpc: RpcClient }> {
  sim = await startTestSim();
  setUpdateTiming(sim.app, { stepMs: 2, refreshSpamS: 0 });
  const rpc = await RpcClient.connect(sim);
  clients.push(rpc);
  return { sim, rpc };
}

const git = (s: UpdateStatus, name: string): GitRepoInfo => s.version_info[name] as GitRepoInfo;

function lines(rpc: RpcClient): UpdateResponse[] {
  return rpc.notifications('notify_update_response').map((m) => m.params?.[0] as UpdateResponse);
}

async function status(rpc: RpcClient): Promise<UpdateStatus> {
  return rpc.call<UpdateStatus>('machine.update.status');
}

describe('update manager', () => {
  it('reports every updater in Moonraker’s order and shape', async () => {
    const { sim, rpc } = await start();
    const res = await http(sim, 'GET', '/machine/update/status');
    expect(res.status).toBe(200);
    const s = (res.body as { result: UpdateStatus }).result;
    expect(Object.keys(s)).toEqual(Object.keys(recorded));
    expect(Object.keys(s.version_info)).toEqual([
      'system',
      'moonraker',
      'klipper',
      'printdeck',
      'crowsnest',
      'KlipperScreen',
    ]);
    for (const name of ['moonraker', 'klipper', 'crowsnest', 'KlipperScreen']) {
      const want = recorded.version_info.moonraker as GitRepoInfo;
      expect(Object.keys(git(s, name))).toEqual(Object.keys(want));
      const { commits_behind: _c, ...wantRest } = want;
      const { commits_behind: behind, ...rest } = git(s, name);
      expect(sameShape(wantRest, rest)).toBeNull();
      for (const c of behind) {
        expect(c.sha).toMatch(/^[0-9a-f]{40}$/);
        expect(c.date).toMatch(/^\d{10}$/);
        expect(Object.keys(c)).toEqual(['sha', 'author', 'date', 'subject', 'message', 'tag']);
      }
    }
    const k = git(s, 'klipper');
    expect(k.version).toBe('v0.13.0-730');
    expect(k.full_version_string).toBe('v0.13.0-730-g84104bbb');
    expect(k.commits_behind_count).toBe(6);
    expect(new Set(k.commits_behind.map((c) => Math.floor(Number(c.date) / 86400))).size).toBe(3);
    expect(k.remote_hash).not.toBe(k.current_hash);
    expect(git(s, 'moonraker').commits_behind_count).toBe(2);
    expect(git(s, 'moonraker').version).toBe('v0.10.0-31');
    const web = s.version_info.printdeck as WebInfo;
    expect(web).toMatchObject({ configured_type: 'web', info_tags: ['desc=Printdeck'] });
    expect(web.version).toBe(DASHBOARD_VERSION);
    expect(web.remote_version).not.toBe(web.version);
    expect(s.version_info.system).toMatchObject({ configured_type: 'system', package_count: 4 });
    expect(git(s, 'crowsnest')).toMatchObject({ is_dirty: true, is_valid: false, pristine: false });
    expect(git(s, 'crowsnest').warnings[0]).toMatch(/^Repo is dirty\. {2}Detected the following/);
    expect(git(s, 'KlipperScreen')).toMatchObject({
      is_valid: false,
      corrupt: true,
      warnings: ['Repo is corrupt'],
    });
    expect(await rpc.call('server.info')).toMatchObject({
      components: expect.arrayContaining(['update_manager']) as unknown,
    });
    // The namespace is the update manager's own.
    const write = await http(sim, 'POST', '/server/database/item', {
      namespace: 'update_manager',
      key: 'klipper',
      value: 1,
    });
    expect(write.status).toBe(403);
  });

  it('updates Klipper: lines streamed in order, the new version, Klippy back to ready', async () => {
    const { sim, rpc } = await start();
    expect(await rpc.call('machine.update.upgrade', { name: 'klipper' })).toBe('ok');
    const got = lines(rpc);
    expect(new Set(got.map((l) => l.proc_id)).size).toBe(1);
    expect(got.every((l) => l.application === 'klipper')).toBe(true);
    expect(got.map((l) => l.complete)).toEqual([...got.slice(1).map(() => false), true]);
    const text = got.map((l) => l.message);
    expect(text[0]).toBe('Updating Application klipper...');
    expect(text[1]).toBe('Git Repo klipper: Updating Repo...');
    expect(text).toContain('Fast-forward');
    expect(text.at(-2)).toBe('Git Repo klipper: Restarting service klipper...');
    expect(text.at(-1)).toBe('Git Repo klipper: Update Finished...');
    const k = git(await status(rpc), 'klipper');
    expect(k).toMatchObject({
      version: 'v0.13.0-736',
      commits_behind: [],
      rollback_version: 'v0.13.0-730',
    });
    expect(k.current_hash).toBe(k.remote_hash);
    // Klipper went away and comes back.
    expect(rpc.notifications('notify_klippy_disconnected').length).toBe(1);
    await rpc.waitFor((m) => m.method === 'notify_klippy_ready', 10000);
    // Already current: nothing to say, "ok" all the same.
    const before = lines(rpc).length;
    expect(await rpc.call('machine.update.klipper')).toBe('ok');
    expect(lines(rpc).length).toBe(before);
    // Rollback goes back to the previous version.
    expect(await rpc.call('machine.update.rollback', { name: 'klipper' })).toBe('ok');
    expect(lines(rpc).at(-1)).toMatchObject({
      application: 'rollback_klipper',
      message: 'Git Repo klipper: Rollback Complete',
      complete: true,
    });
    expect(git(await status(rpc), 'klipper').commits_behind_count).toBe(6);
    await sim.klippy.whenReady();
  });

  it('updates Moonraker: the server restarts after the last line and the new version survives', async () => {
    const { sim, rpc } = await start();
    const done = await rpc.request('machine.update.moonraker');
    expect(done.result).toBe('ok');
    const text = lines(rpc).map((l) => l.message);
    expect(text.slice(-2)).toEqual([
      'Git Repo moonraker: Restarting service moonraker...',
      'Git Repo moonraker: Update Finished...',
    ]);
    await new Promise<void>((ok) => rpc.ws.once('close', () => ok()));
    await sim.restarted();
    const again = await RpcClient.connect(sim);
    clients.push(again);
    const m = git(await status(again), 'moonraker');
    expect(m).toMatchObject({ version: 'v0.10.0-33', commits_behind_count: 0 });
    expect(m.current_hash).toBe(m.remote_hash);
  });

  it('runs a full update in Moonraker’s order, refusing it while a client is dirty', async () => {
    const { sim, rpc } = await start();
    const inOrder = (text: string[], wanted: string[]): void => {
      const at = wanted.map((w) => text.indexOf(w));
      expect(
        at.every((i) => i >= 0),
        text.join('\n'),
      ).toBe(true);
      expect([...at].sort((x, y) => x - y)).toEqual(at);
    };
    // System and the dashboard are updated first; the dirty crowsnest stops the rest.
    const dirty = await rpcError(rpc.call('machine.update.upgrade'));
    expect(dirty.message).toBe('Update aborted, repo not valid');
    inOrder(
      lines(rpc).map((l) => l.message),
      [
        'Preparing full software update...',
        'Updating packages...',
        'Package update finished...',
        'Web Client printdeck: Updating...',
        'Downloading full: 1868 KiB / 1868 KiB [100%]',
        'Web Client printdeck: Update Finished...',
        'Error updating crowsnest: Update aborted, repo not valid',
      ],
    );
    expect(lines(rpc).filter((l) => l.complete)).toHaveLength(1);
    expect(lines(rpc).at(-1)?.complete).toBe(true);
    await rpc.call('machine.update.recover', { name: 'crowsnest' });
    await rpc.call('machine.update.recover', { name: 'KlipperScreen', hard: true });
    rpc.messages.length = 0;
    expect(await rpc.call('machine.update.upgrade')).toBe('ok');
    const got = lines(rpc);
    expect(got.every((l) => l.application === 'full')).toBe(true);
    expect(new Set(got.map((l) => l.proc_id)).size).toBe(1);
    expect(got.filter((l) => l.complete).map((l) => l.message)).toEqual(['Full Update Complete']);
    inOrder(
      got.map((l) => l.message),
      [
        'Preparing full software update...',
        'Updating Application klipper...',
        'Git Repo klipper: Update Finished...',
        'Waiting for Klippy to reconnect (this may take up to 2 minutes)...',
        'Klippy Reconnected',
        'Updating Application moonraker...',
        'Git Repo moonraker: Restarting service moonraker...',
        'Full Update Complete',
      ],
    );
    await sim.restarted();
    const again = await RpcClient.connect(sim);
    clients.push(again);
    const s = await status(again);
    expect(s.version_info.system).toMatchObject({ package_count: 0, package_list: [] });
    const web = s.version_info.printdeck as WebInfo;
    expect(web.version).toBe(web.remote_version);
    for (const n of ['klipper', 'moonraker']) expect(git(s, n).commits_behind_count).toBe(0);
  });

  it('recovers a dirty repo with a reset and a corrupt one only with a clone', async () => {
    const { rpc } = await start();
    expect(await rpc.call('machine.update.recover', { name: 'crowsnest', hard: false })).toBe('ok');
    expect(lines(rpc).map((l) => l.message)).toEqual([
      'Git Repo crowsnest: Attempting Repo Recovery...',
      'Git Repo crowsnest: Resetting Git Repo...',
      'Git Repo crowsnest: Restarting service crowsnest...',
      'Git Repo crowsnest: Reinstall Complete',
    ]);
    expect(lines(rpc).every((l) => l.application === 'recover_crowsnest')).toBe(true);
    expect(git(await status(rpc), 'crowsnest')).toMatchObject({
      is_dirty: false,
      is_valid: true,
      warnings: [],
      pristine: true,
    });
    rpc.messages.length = 0;
    const soft = await rpcError(rpc.call('machine.update.recover', { name: 'KlipperScreen' }));
    expect(soft).toMatchObject({
      code: 500,
      message: 'Recovery attempt failed, repo state not pristine',
    });
    expect(
      lines(rpc)
        .slice(-2)
        .map((l) => [l.message, l.complete]),
    ).toEqual([
      ['Error Recovering KlipperScreen', false],
      ['Recovery attempt failed, repo state not pristine', true],
    ]);
    rpc.messages.length = 0;
    await rpc.call('machine.update.recover', { name: 'KlipperScreen', hard: true });
    const text = lines(rpc).map((l) => l.message);
    expect(text).toContain('Git Repo KlipperScreen: Starting Clone Recovery...');
    expect(text).toContain('Git Repo KlipperScreen: Git Clone Complete');
    expect(git(await status(rpc), 'KlipperScreen')).toMatchObject({
      is_valid: true,
      corrupt: false,
      warnings: [],
      git_messages: [],
    });
  });

  it('refuses as Moonraker does', async () => {
    const { sim, rpc } = await start();
    const refuse = async (method: string, params?: Record<string, unknown>) =>
      rpcError(rpc.call(method, params));
    expect(await refuse('machine.update.upgrade', { name: 'foo' })).toMatchObject({
      code: -32601,
      message: 'Updater foo not available',
    });
    const http404 = await http(sim, 'POST', '/machine/update/upgrade?name=foo');
    expect(http404.status).toBe(404);
    expect(await refuse('machine.update.upgrade', { name: 'crowsnest' })).toMatchObject({
      code: 400,
      message: 'Update aborted, repo not valid',
    });
    expect(lines(rpc).at(-1)).toMatchObject({
      application: 'crowsnest',
      message: 'Error updating crowsnest: Update aborted, repo not valid',
      complete: true,
    });
    expect(await refuse('machine.update.refresh', { name: 'foo' })).toMatchObject({
      code: 400,
      message: "No updater registered for 'foo'",
    });
    expect(await refuse('machine.update.recover', { name: 'printdeck' })).toMatchObject({
      message: 'Updater printdeck is not a Git Repo Type',
    });
    expect(await refuse('machine.update.rollback', { name: 'system' })).toMatchObject({
      message: 'Rollback not available for system',
    });
    // Busy: a refresh while an update runs; the same updater asked twice.
    setUpdateTiming(sim.app, { stepMs: 40 });
    rpc.messages.length = 0;
    const running = rpc.call('machine.update.klipper');
    await rpc.waitFor((m) => m.method === 'notify_update_response');
    expect((await status(rpc)).busy).toBe(true);
    expect(await refuse('machine.update.refresh')).toMatchObject({
      code: 503,
      message: 'Server is busy, cannot perform refresh',
    });
    expect(await refuse('machine.update.klipper')).toMatchObject({
      code: 503,
      message: 'Item klipper is currently updating',
    });
    await running;
    expect((await status(rpc)).busy).toBe(false);
    await sim.klippy.whenReady();
    // Printing.
    addGcode(sim, 'small.gcode');
    await rpc.call('printer.print.start', { filename: 'small.gcode' });
    await waitUntil(() => sim.klippy.printer?.job.state === 'printing');
    expect(await refuse('machine.update.upgrade', { name: 'moonraker' })).toMatchObject({
      code: 503,
      message: 'Update Refused: Klippy is printing',
    });
    expect(await refuse('machine.update.refresh')).toMatchObject({ code: 503 });
    expect(await refuse('machine.update.recover', { name: 'crowsnest' })).toMatchObject({
      code: 400,
      message: 'Recovery Attempt Refused: Klippy is printing',
    });
  });

  it('refreshes and sends notify_update_refreshed', async () => {
    const { rpc } = await start();
    const s = await rpc.call<UpdateStatus>('machine.update.refresh', { name: 'klipper' });
    expect(s.busy).toBe(false);
    const n = await rpc.waitFor((m) => m.method === 'notify_update_refreshed');
    const sent = n.params?.[0] as UpdateStatus;
    expect(Object.keys(sent.version_info)).toHaveLength(6);
    expect(git(sent, 'klipper').commits_behind_count).toBe(6);
    // The deprecated `refresh` flag of status is honoured too (not within a minute of the last).
    rpc.messages.length = 0;
    await rpc.call('machine.update.status', { refresh: true });
    await rpc.waitFor((m) => m.method === 'notify_update_refreshed');
  });
});

describe('update manager persistence', () => {
  it('keeps the versions when the simulator restarts on the same data folder', async () => {
    const { sim: first, rpc } = await start();
    await rpc.call('machine.update.system');
    await rpc.call('machine.update.recover', { name: 'crowsnest' });
    rpc.close();
    await first.close();
    let second: Simulator | null = null;
    try {
      second = await startSimulator({ port: 0, dataDir: first.dataDir, restartDelayMs: 200 });
      const again = await RpcClient.connect(second);
      clients.push(again);
      const s = await status(again);
      expect(s.version_info.system).toMatchObject({ package_count: 0 });
      expect(git(s, 'crowsnest').is_dirty).toBe(false);
      expect(git(s, 'klipper').commits_behind_count).toBe(6);
      const conf = readFileSync(join(first.dataDir, 'config', 'moonraker.conf'), 'utf8');
      expect(conf).toContain('[update_manager printdeck]');
      expect(conf).toContain('[update_manager crowsnest]');
    } finally {
      for (const c of clients.splice(0)) c.close();
      await second?.close();
    }
  });
});
