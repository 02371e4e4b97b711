// server.history.*: list parameters, get/delete, totals and reset, persistence across a restart
// (a job left in progress becomes server_exit), and conformance with the recorded answers.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../../../index';
import { http, startTestSim, type TestSim } from '../../../test/helpers';
import { MOONRAKER, waitUntil } from '../../../test/print_helpers';
import { sameShape } from '../../../test/same_shape';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(join(MOONRAKER, name), 'utf8')) as unknown;

async function quickPrint(sim: TestSim, name: string, cancel = false): Promise<void> {
  const { writeFileSync } = await import('node:fs');
  writeFileSync(
    join(sim.dataDir, 'gcodes', name),
    `G28\nM104 S200\nM109 S200\nM83\nG1 X10 Y10 E2 F3000\n${cancel ? 'G4 P600000\n' : ''}G1 X20 E3\n`,
  );
  const job = sim.klippy.printer?.job;
  await http(sim, 'POST', '/printer/print/start', { filename: name });
  if (cancel) await http(sim, 'POST', '/printer/print/cancel');
  await waitUntil(() => job?.state === 'complete' || job?.state === 'cancelled');
  await waitUntil(() => !(sim.app.print?.isBusy() ?? true));
  await new Promise((r) => setTimeout(r, 50));
}

type Job = { job_id: string; status: string; filename: string; exists: boolean; user: string };
const body = <T>(res: { body: unknown }): T => (res.body as { result: T }).result;

describe('server.history', () => {
  let sim: TestSim;
  beforeAll(async () => {
    sim = await startTestSim({ timeScale: 200 });
    await quickPrint(sim, 'a.gcode');
    await quickPrint(sim, 'b.gcode', true);
    await quickPrint(sim, 'c.gcode');
  }, 30000);
  afterAll(() => sim.stop());

  it('lists jobs with limit/start/order/since/before', async () => {
    const all = body<{ count: number; jobs: Job[] }>(
      await http(sim, 'GET', '/server/history/list'),
    );
    expect(all.jobs.map((j) => j.job_id)).toEqual(['000003', '000002', '000001']);
    expect(all.jobs.map((j) => j.status)).toEqual(['completed', 'cancelled', 'completed']);
    expect(all.jobs[0]).toMatchObject({
      filename: 'c.gcode',
      exists: true,
      user: '_TRUSTED_USER_',
    });
    const page = body<{ count: number; jobs: Job[] }>(
      await http(sim, 'GET', '/server/history/list?limit=1&start=1&order=ASC'),
    );
    expect(page).toMatchObject({ count: 1, jobs: [{ job_id: '000002' }] });
    const first = all.jobs[2] as unknown as { start_time: number; end_time: number };
    const since = body<{ count: number }>(
      await http(sim, 'GET', `/server/history/list?since=${first.start_time}`),
    );
    expect(since.count).toBe(2);
    const before = body<{ count: number }>(
      await http(sim, 'GET', `/server/history/list?before=${first.end_time + 0.0001}`),
    );
    expect(before.count).toBe(1);
    const bad = await http(sim, 'GET', '/server/history/list?order=sideways');
    expect(bad.status).toBe(400);
  });

  it('gets and deletes jobs', async () => {
    expect(
      body<{ job: Job }>(await http(sim, 'GET', '/server/history/job?uid=000002')).job.status,
    ).toBe('cancelled');
    const missing = await http(sim, 'GET', '/server/history/job?uid=00FFFF');
    expect(missing.status).toBe(404);
    expect(JSON.stringify(missing.body)).toContain('Invalid job uid: 00FFFF');
    const del = await http(sim, 'DELETE', '/server/history/job?uid=000002');
    expect(body(del)).toEqual({ deleted_jobs: ['000002'] });
  });

  it('conforms to the recorded list, job and totals', async () => {
    const list = await http(sim, 'GET', '/server/history/list');
    expect(
      sameShape(fixture('after_print_server_history_list.json'), list.body, {
        dynamicKeys: ['$.result.jobs[].metadata'],
      }),
    ).toBeNull();
    const totals = await http(sim, 'GET', '/server/history/totals');
    expect(sameShape(fixture('after_print_server_history_totals.json'), totals.body)).toBeNull();
    expect(body<{ job_totals: { total_jobs: number } }>(totals).job_totals.total_jobs).toBe(3);
  });

  it('resets totals', async () => {
    const res = body<{ last_totals: { total_jobs: number }; last_auxiliary_totals: unknown[] }>(
      await http(sim, 'POST', '/server/history/reset_totals'),
    );
    expect(res.last_totals.total_jobs).toBe(3);
    expect(res.last_auxiliary_totals).toEqual([]);
    const t = body<{ job_totals: Record<string, number> }>(
      await http(sim, 'GET', '/server/history/totals'),
    );
    expect(Object.values(t.job_totals).every((v) => v === 0)).toBe(true);
  });

  it('persists across a restart; a running job becomes server_exit', async () => {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(sim.dataDir, 'gcodes', 'long.gcode'), 'G28\nM109 S250\nG4 P9000000\n');
    await http(sim, 'POST', '/printer/print/start', { filename: 'long.gcode' });
    await waitUntil(() => sim.app.print?.isBusy() ?? false);
    await sim.klippy.whenReady();
    await new Promise((r) => setTimeout(r, 100));
    const busy = await http(sim, 'POST', '/server/history/reset_totals');
    expect(busy.status).toBe(400);
    expect(JSON.stringify(busy.body)).toContain('Job in progress, cannot reset totals');
    await sim.close();
    expect(existsSync(join(sim.dataDir, 'database', 'history.sqlite'))).toBe(true);
    const again = await startSimulator({ port: 0, dataDir: sim.dataDir, restartDelayMs: 100 });
    try {
      const list = body<{ jobs: Job[] }>(await http(again, 'GET', '/server/history/list'));
      expect(list.jobs.map((j) => `${j.job_id}:${j.status}`)).toEqual([
        '000004:server_exit',
        '000003:completed',
        '000001:completed',
      ]);
      const all = body<{ deleted_jobs: string[] }>(
        await http(again, 'DELETE', '/server/history/job?all=true'),
      );
      expect(all.deleted_jobs).toHaveLength(3);
    } finally {
      await again.close();
    }
  });
});
