// A time-scaled print on the demo's power meter: the job's auxiliary_data holds the energy it used
// (the meter's energy over the job: a delta field started from the last reading), in the history
// entry and in notify_history_changed; auxiliary_totals sum it and keep the largest; reset_totals
// answers them and starts again from zero.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AuxiliaryTotal, HistoryJob, HistoryTotals } from '../../../../protocol/history';
import type { SensorInfo } from '../../../../protocol/sensors';
import { http, simForSuite, waitUntil, type SuiteSim } from '../../../test/helpers';
import { printState } from '../../../test/print_helpers';

/** Heats bed and hotend, homes, prints a few lines, and turns the heaters off. */
const PRINT = [
  'M190 S60',
  'M109 S210',
  'G28',
  'G90',
  'M83',
  'G1 Z0.3 F3000',
  ...Array.from({ length: 12 }, (_, i) => `G1 X${20 + (i % 2) * 150} Y${20 + i * 10} E6 F4800`),
  'M104 S0',
  'M140 S0',
  '',
].join('\n');

const result = <T>(res: { body: unknown }): T => (res.body as { result: T }).result;

async function meterEnergy(suite: SuiteSim): Promise<number> {
  const info = result<SensorInfo>(
    await http(suite.sim, 'GET', '/server/sensors/info?sensor=power_meter'),
  );
  return info.values.energy as number;
}

async function print(suite: SuiteSim, name: string): Promise<HistoryJob> {
  writeFileSync(join(suite.sim.dataDir, 'gcodes', name), PRINT);
  await http(suite.sim, 'POST', '/printer/print/start', { filename: name });
  await waitUntil(() => printState(suite.sim) === 'printing', 5000);
  await waitUntil(() => printState(suite.sim) === 'complete', 30000);
  await suite.sim.app.find('history')?.settled();
  const list = result<{ jobs: HistoryJob[] }>(
    await http(suite.sim, 'GET', '/server/history/list?limit=1'),
  );
  return list.jobs[0] as HistoryJob;
}

const energyOf = (job: HistoryJob): number => {
  const entry = job.auxiliary_data.find(
    (d) => d.provider === 'sensor power_meter' && d.name === 'energy',
  );
  return entry?.value as number;
};

async function totals(suite: SuiteSim): Promise<AuxiliaryTotal[]> {
  return result<HistoryTotals>(await http(suite.sim, 'GET', '/server/history/totals'))
    .auxiliary_totals;
}

describe('energy of a print', () => {
  const suite = simForSuite({ powerMeter: true, timeScale: 100 });

  it('is recorded with the job: the meter’s energy over the job', async () => {
    await waitUntil(() => suite.rpc.notifications('notify_sensor_update').length > 0, 5000);
    const before = await meterEnergy(suite);
    const job = await print(suite, 'first.gcode');
    const after = await meterEnergy(suite);
    expect(job.status).toBe('completed');
    expect(job.auxiliary_data).toEqual([
      {
        provider: 'sensor power_meter',
        name: 'energy',
        value: energyOf(job),
        description: 'Printer energy',
        units: 'kWh',
      },
    ]);
    const used = energyOf(job);
    expect(used).toBeGreaterThan(0);
    expect(used).toBeLessThanOrEqual(after - before + 1e-6);
    // Heating and moving: between 20 and 400 W on average over the job's time.
    const watts = (used * 3.6e6) / job.total_duration;
    expect(watts).toBeGreaterThan(20);
    expect(watts).toBeLessThan(400);
    const finished = suite.rpc
      .notifications('notify_history_changed')
      .map((m) => m.params?.[0] as { action: string; job: HistoryJob })
      .find((p) => p.action === 'finished' && p.job.job_id === job.job_id);
    expect(finished?.job.auxiliary_data).toEqual(job.auxiliary_data);
    const added = suite.rpc
      .notifications('notify_history_changed')
      .map((m) => m.params?.[0] as { action: string; job: HistoryJob })
      .find((p) => p.action === 'added' && p.job.job_id === job.job_id);
    // At the start the field begins from the last reading: nothing used yet.
    expect(energyOf(added?.job as HistoryJob)).toBe(0);
    expect(await totals(suite)).toEqual([
      { provider: 'sensor power_meter', field: 'energy', maximum: used, total: used },
    ]);
  });

  it('adds up in the totals, which reset_totals answers and zeroes', async () => {
    const [first] = await totals(suite);
    const job = await print(suite, 'second.gcode');
    const used = energyOf(job);
    expect(used).toBeGreaterThan(0);
    const sum = await totals(suite);
    expect(sum).toEqual([
      {
        provider: 'sensor power_meter',
        field: 'energy',
        maximum: Math.max(first?.maximum ?? 0, used),
        total: Number(((first?.total ?? 0) + used).toFixed(6)),
      },
    ]);
    const reset = result<{ last_auxiliary_totals: AuxiliaryTotal[] }>(
      await http(suite.sim, 'POST', '/server/history/reset_totals'),
    );
    expect(reset.last_auxiliary_totals).toEqual(sum);
    expect(await totals(suite)).toEqual([
      { provider: 'sensor power_meter', field: 'energy', maximum: 0, total: 0 },
    ]);
  });
});
