// Filament use reported to the virtual Spoolman, against the running simulator: the extruder's gains
// (retracts and their recovery not counted twice) counted for the active spool and sent every
// sync_rate seconds; a print's use reaching the spool; Spoolman stopped (notify_spoolman_status_changed,
// status false, the proxy's 503, reports kept pending) and started again (reconnected within the 2 s
// retry, the pending reports sent at once); a spool deleted in Spoolman stops being the active one.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SpoolmanSpool, SpoolmanStatus } from '../../../../protocol/spoolman';
import { http, rpcError, simForSuite, type RpcClient, type TestSim } from '../../../test/helpers';
import { waitUntil } from '../../../test/print_helpers';
import { lengthFromWeight } from '../../../spoolman/model';

/** The suite's moonraker.conf reports every second (sync_rate: 1) after a server.restart. */
async function reportEverySecond(sim: TestSim): Promise<void> {
  const path = join(sim.dataDir, 'config', 'moonraker.conf');
  writeFileSync(
    path,
    readFileSync(path, 'utf8').replace('[spoolman]\n', '[spoolman]\nsync_rate: 1\n'),
  );
  await http(sim, 'POST', '/server/restart');
  await sim.restarted();
  // Klipper is linked again a moment after the restart.
  for (let i = 0; i < 50; i++) {
    const info = await http(sim, 'GET', '/server/info');
    if ((info.body as { result: { klippy_state: string } }).result.klippy_state === 'ready') break;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function spool(rpc: RpcClient, id: number): Promise<SpoolmanSpool> {
  return rpc.call<SpoolmanSpool>('server.spoolman.proxy', {
    request_method: 'GET',
    path: `/v1/spool/${id}`,
  });
}

const status = (rpc: RpcClient): Promise<SpoolmanStatus> =>
  rpc.call<SpoolmanStatus>('server.spoolman.status');

const connected = (sim: TestSim): boolean => sim.app.find('spoolman')?.connected === true;

async function debug(sim: TestSim, action: string): Promise<unknown> {
  return (await http(sim, 'POST', `/debug/sim/spoolman?action=${action}`)).body;
}

describe('spoolman: filament use while moving the extruder', () => {
  const suite = simForSuite({ spoolman: { port: 0 }, timeScale: 50 }, async (sim) => {
    await reportEverySecond(sim);
  });

  it('counts each gain of the extruder once, for the active spool, and sends it', async () => {
    const rpc = await suite.reconnect();
    await waitUntil(() => connected(suite.sim), 5000);
    await rpc.call('printer.gcode.script', { script: 'M109 S200' });
    await rpc.call('server.spoolman.post_spool_id', { spool_id: 2 });
    const before = await spool(rpc, 2);
    // 25 mm out, 5 back and 5 out again (the same filament), then 10 more: 35 mm used. The pauses
    // let Klipper's status (read every 250 ms) show the retracted position.
    await rpc.call('printer.gcode.script', {
      script:
        'M83\nG1 E25 F3000\nG4 P30000\nM400\nG1 E-5 F3000\nG4 P30000\nM400\nG1 E5 F3000\nG4 P30000\nM400\nG1 E10 F3000\nM400',
    });
    let sent = before;
    for (let i = 0; i < 40 && sent.used_length - before.used_length < 35 - 1e-6; i++) {
      await new Promise((r) => setTimeout(r, 200));
      sent = await spool(rpc, 2);
    }
    // One more report cycle: nothing more comes.
    await new Promise((r) => setTimeout(r, 1300));
    const after = await spool(rpc, 2);
    expect(after.used_length - before.used_length).toBeCloseTo(35, 3);
    expect(after.remaining_weight).toBeCloseTo(
      (before.remaining_weight ?? 0) - (after.used_weight - before.used_weight),
      6,
    );
    expect(after.first_used).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(await status(rpc)).toEqual({
      spoolman_connected: true,
      pending_reports: [],
      spool_id: 2,
    });
  });

  it('counts nothing without an active spool', async () => {
    const rpc = suite.rpc;
    await rpc.call('server.spoolman.post_spool_id', {});
    const before = await spool(rpc, 2);
    await rpc.call('printer.gcode.script', { script: 'M83\nG1 E20 F3000\nM400' });
    await new Promise((r) => setTimeout(r, 1300));
    expect((await status(rpc)).pending_reports).toEqual([]);
    expect((await spool(rpc, 2)).used_weight).toBe(before.used_weight);
  });
});

describe('spoolman: filament use during a print', () => {
  const suite = simForSuite({ spoolman: { port: 0 }, timeScale: 50 }, async (sim) => {
    await reportEverySecond(sim);
    // 120 mm of filament in absolute extrusion, with a retract and its recovery on the way.
    writeFileSync(
      join(sim.dataDir, 'gcodes', 'lines.gcode'),
      'G28\nM109 S200\nG90\nM82\nG92 E0\nG1 Z0.3 F3000\nG1 X100 Y100 E40 F3000\n' +
        'G1 X150 E80\nG1 E78\nG1 E80\nG1 Y150 E120\nM400\n',
    );
  });

  it('reaches the active spool: what print_stats counted, as used length', async () => {
    const rpc = await suite.reconnect();
    await waitUntil(() => connected(suite.sim), 5000);
    await rpc.call('server.spoolman.post_spool_id', { spool_id: 5 });
    const before = await spool(rpc, 5);
    await rpc.call('printer.print.start', { filename: 'lines.gcode' });
    await waitUntil(() => suite.sim.klippy.printer?.job.state === 'complete', 30000);
    const stats = suite.sim.klippy.query({ print_stats: ['filament_used'] }).print_stats;
    expect(stats?.filament_used).toBeCloseTo(120, 3);
    let after = before;
    for (let i = 0; i < 40 && after.used_length - before.used_length < 120 - 1e-6; i++) {
      await new Promise((r) => setTimeout(r, 200));
      after = await spool(rpc, 5);
    }
    expect(after.used_length - before.used_length).toBeCloseTo(120, 3);
    expect(after.last_used).toBeDefined();
  });
});

describe('spoolman: Spoolman away and back', () => {
  const suite = simForSuite({ spoolman: { port: 0 }, timeScale: 50 }, async (sim) => {
    await reportEverySecond(sim);
  });

  it('stopped: status false, notified, the proxy refuses with 503, use kept pending', async () => {
    const rpc = await suite.reconnect();
    await waitUntil(() => connected(suite.sim), 5000);
    await rpc.call('printer.gcode.script', { script: 'M109 S200' });
    await rpc.call('server.spoolman.post_spool_id', { spool_id: 1 });
    const from = rpc.messages.length;
    expect(await debug(suite.sim, 'stop')).toEqual({ result: { running: false } });
    await rpc.waitFor((m) => m.method === 'notify_spoolman_status_changed');
    expect(rpc.notifications('notify_spoolman_status_changed').slice(-1)[0]?.params).toEqual([
      { spoolman_connected: false },
    ]);
    expect(rpc.messages.length).toBeGreaterThan(from);
    const v1 = await rpcError(
      rpc.call('server.spoolman.proxy', { request_method: 'GET', path: '/v1/spool' }),
    );
    expect({ code: v1.code, message: v1.message }).toEqual({
      code: 503,
      message: 'Spoolman server not available',
    });
    expect(
      await rpc.call('server.spoolman.proxy', {
        request_method: 'GET',
        path: '/v1/spool',
        use_v2_response: true,
      }),
    ).toEqual({
      response: null,
      error: { status_code: 503, message: 'Spoolman server not available' },
    });
    await rpc.call('printer.gcode.script', { script: 'M83\nG1 E30 F3000\nM400' });
    await new Promise((r) => setTimeout(r, 1500));
    const away = await status(rpc);
    expect(away.spoolman_connected).toBe(false);
    expect(away.spool_id).toBe(1);
    expect(away.pending_reports).toHaveLength(1);
    expect(away.pending_reports[0]?.spool_id).toBe(1);
    expect(away.pending_reports[0]?.filament_used).toBeCloseTo(30, 3);
  });

  it('started again: reconnected within the retry, notified, the pending use sent', async () => {
    const rpc = suite.rpc;
    const stored = JSON.parse(
      readFileSync(join(suite.sim.dataDir, 'spoolman', 'spoolman.json'), 'utf8'),
    ) as { spools: { id: number; used_weight: number }[] };
    const usedBefore = stored.spools.find((s) => s.id === 1)?.used_weight ?? NaN;
    const from = rpc.messages.length;
    expect(await debug(suite.sim, 'start')).toEqual({ result: { running: true } });
    await rpc.waitFor(
      (m) =>
        m.method === 'notify_spoolman_status_changed' &&
        rpc.messages.indexOf(m) >= from &&
        (m.params?.[0] as { spoolman_connected: boolean }).spoolman_connected,
      4000,
    );
    await waitUntil(() => suite.sim.app.find('spoolman')?.pending.size === 0, 3000);
    const after = await spool(rpc, 1);
    expect(lengthFromWeight(after.used_weight - usedBefore, 1.75, 1.24)).toBeCloseTo(30, 3);
    expect(await status(rpc)).toEqual({
      spoolman_connected: true,
      pending_reports: [],
      spool_id: 1,
    });
  });

  it('a spool deleted in Spoolman is no longer the active one', async () => {
    const rpc = suite.rpc;
    const from = rpc.messages.length;
    await rpc.call('server.spoolman.proxy', { request_method: 'DELETE', path: '/v1/spool/1' });
    await rpc.waitFor(
      (m) => m.method === 'notify_active_spool_set' && rpc.messages.indexOf(m) >= from,
    );
    expect(await rpc.call('server.spoolman.get_spool_id')).toEqual({ spool_id: null });
  });

  it('a missing spool made active is dropped when Moonraker reconnects', async () => {
    const rpc = suite.rpc;
    await rpc.call('server.spoolman.post_spool_id', { spool_id: 77 });
    await debug(suite.sim, 'stop');
    await waitUntil(() => !connected(suite.sim), 2000);
    await debug(suite.sim, 'start');
    await waitUntil(() => suite.sim.app.find('spoolman')?.spoolId === null, 5000);
  });

  it('the debug endpoint wants an action it knows', async () => {
    const missing = await http(suite.sim, 'POST', '/debug/sim/spoolman');
    expect(missing.status).toBe(400);
    expect((missing.body as { error: { message: string } }).error.message).toBe(
      'No data for argument: action',
    );
    const bad = await http(suite.sim, 'POST', '/debug/sim/spoolman?action=explode');
    expect(bad.status).toBe(400);
  });
});
