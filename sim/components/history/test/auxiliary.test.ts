// History's auxiliary fields against the running simulator: a component's field (registered through
// the history service, as the sensor and spoolman components do) is written into each job's
// auxiliary_data when the job starts and when it ends, follows its strategy only while the job runs
// (and, when it excludes pauses, not while paused), feeds auxiliary_totals, is zeroed by
// reset_totals (last_auxiliary_totals), and its totals outlive a restart of the simulator.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryJob, HistoryTotals } from '../../../../protocol/history';
import { startSimulator, type Simulator } from '../../../index';
import { http, startTestSim, type TestSim } from '../../../test/helpers';
import { printState, waitUntil } from '../../../test/print_helpers';
import type { History } from '../history';
import type { HistoryField } from '../fields';

const result = <T>(res: { body: unknown }): T => (res.body as { result: T }).result;

function historyOf(sim: Simulator): History {
  const h = sim.app.find('history');
  if (!h) throw new Error('no history component');
  return h;
}

interface Fields {
  energy: HistoryField;
  peak: HistoryField;
  seen: HistoryField;
  unpaused: HistoryField;
}

/** The test's meter: what the `energy` field starts a job from. */
const meter = { energy: 10 };

function register(h: History): Fields {
  return {
    energy: h.registerAuxiliaryField({
      provider: 'sensor test_meter',
      name: 'energy',
      description: 'Printer energy',
      strategy: 'delta',
      units: 'kWh',
      initial: () => meter.energy,
      reportTotal: true,
      reportMaximum: true,
      precision: 3,
    }),
    peak: h.registerAuxiliaryField({
      provider: 'sensor test_meter',
      name: 'peak_power',
      description: 'Highest power',
      strategy: 'maximum',
      units: 'W',
      reportMaximum: true,
    }),
    seen: h.registerAuxiliaryField({
      provider: 'test_spools',
      name: 'spool_ids',
      description: 'Spools used',
      strategy: 'collect',
    }),
    unpaused: h.registerAuxiliaryField({
      provider: 'test_spools',
      name: 'printing_samples',
      description: 'Samples while printing',
      strategy: 'accumulate',
      excludePaused: true,
    }),
  };
}

/** A print that lasts until it is cancelled (short dwells, so a pause takes effect at once). */
const LONG = `G28\nG1 X10 Y10 F3000\n${'G4 P1000\n'.repeat(3000)}`;

async function startLongJob(sim: TestSim, name: string): Promise<void> {
  writeFileSync(join(sim.dataDir, 'gcodes', name), LONG);
  await http(sim, 'POST', '/printer/print/start', { filename: name });
  await waitUntil(() => historyOf(sim).hasJobInProgress());
}

async function cancel(sim: TestSim): Promise<void> {
  await http(sim, 'POST', '/printer/print/cancel');
  await waitUntil(() => printState(sim) === 'cancelled');
  await waitUntil(() => !historyOf(sim).hasJobInProgress());
  await historyOf(sim).settled();
}

const auxOf = (job: HistoryJob): Record<string, unknown> =>
  Object.fromEntries(job.auxiliary_data.map((d) => [`${d.provider}/${d.name}`, d.value]));

describe('history auxiliary fields', () => {
  let sim: TestSim;
  let f: Fields;
  beforeAll(async () => {
    sim = await startTestSim({ timeScale: 50 });
    f = register(historyOf(sim));
  });
  afterAll(() => sim.stop());

  it('refuses the provider "history" and a field registered twice', () => {
    const h = historyOf(sim);
    const spec = { name: 'x', description: 'x', strategy: 'basic' as const };
    expect(() => h.registerAuxiliaryField({ ...spec, provider: 'history' })).toThrow(
      "Provider name 'history' is reserved",
    );
    expect(() =>
      h.registerAuxiliaryField({ ...spec, provider: 'sensor test_meter', name: 'energy' }),
    ).toThrow('Field energy already registered by provider sensor test_meter.');
  });

  it('has no auxiliary totals before any job', async () => {
    const totals = result<HistoryTotals>(await http(sim, 'GET', '/server/history/totals'));
    expect(totals.auxiliary_totals).toEqual([]);
  });

  it('writes the fields into the job when it starts and when it ends', async () => {
    // Values outside a job do not count.
    f.seen.update(99);
    f.peak.update(500);
    await startLongJob(sim, 'first.gcode');
    const running = result<{ job: HistoryJob }>(
      await http(sim, 'GET', '/server/history/job?uid=000001'),
    ).job;
    expect(running.status).toBe('in_progress');
    expect(running.auxiliary_data).toEqual([
      {
        provider: 'sensor test_meter',
        name: 'energy',
        value: 0,
        description: 'Printer energy',
        units: 'kWh',
      },
      {
        provider: 'sensor test_meter',
        name: 'peak_power',
        value: 0,
        description: 'Highest power',
        units: 'W',
      },
      {
        provider: 'test_spools',
        name: 'spool_ids',
        value: [],
        description: 'Spools used',
        units: null,
      },
      {
        provider: 'test_spools',
        name: 'printing_samples',
        value: 0,
        description: 'Samples while printing',
        units: null,
      },
    ]);
    for (const e of [10.25, 10.5, 10.7504]) f.energy.update(e);
    for (const p of [120, 310, 95]) f.peak.update(p);
    for (const id of [3, 3, 7]) f.seen.update(id);
    f.unpaused.update(1);
    await http(sim, 'POST', '/printer/print/pause');
    await waitUntil(() => printState(sim) === 'paused');
    f.unpaused.update(100);
    f.seen.update(8);
    await http(sim, 'POST', '/printer/print/resume');
    await waitUntil(() => printState(sim) === 'printing');
    f.unpaused.update(2);
    // Still the values of the job's start while it runs, as Moonraker stores them.
    const still = result<{ job: HistoryJob }>(
      await http(sim, 'GET', '/server/history/job?uid=000001'),
    ).job;
    expect(auxOf(still)['sensor test_meter/energy']).toBe(0);
    await cancel(sim);
    const done = result<{ job: HistoryJob }>(
      await http(sim, 'GET', '/server/history/job?uid=000001'),
    ).job;
    expect(done.status).toBe('cancelled');
    expect(auxOf(done)).toEqual({
      'sensor test_meter/energy': 0.75,
      'sensor test_meter/peak_power': 310,
      'test_spools/spool_ids': [3, 7, 8],
      'test_spools/printing_samples': 3,
    });
    // After the job, updates change nothing recorded; fields reporting no total are not listed.
    f.energy.update(50);
    const totals = result<HistoryTotals>(await http(sim, 'GET', '/server/history/totals'));
    expect(totals.auxiliary_totals).toEqual([
      { provider: 'sensor test_meter', field: 'energy', maximum: 0.75, total: 0.75 },
      { provider: 'sensor test_meter', field: 'peak_power', maximum: 310, total: null },
    ]);
  });

  it('adds each job to the totals: sums and maxima', async () => {
    meter.energy = 50;
    await startLongJob(sim, 'second.gcode');
    f.energy.update(50.2);
    f.peak.update(200);
    await cancel(sim);
    const list = result<{ jobs: HistoryJob[] }>(await http(sim, 'GET', '/server/history/list'));
    expect(list.jobs.map((j) => auxOf(j)['sensor test_meter/energy'])).toEqual([0.2, 0.75]);
    const totals = result<HistoryTotals>(await http(sim, 'GET', '/server/history/totals'));
    expect(totals.auxiliary_totals.slice(0, 2)).toEqual([
      { provider: 'sensor test_meter', field: 'energy', maximum: 0.75, total: 0.95 },
      { provider: 'sensor test_meter', field: 'peak_power', maximum: 310, total: null },
    ]);
  });

  it('reset_totals answers the last auxiliary totals and zeroes them', async () => {
    const reset = result<{ last_auxiliary_totals: HistoryTotals['auxiliary_totals'] }>(
      await http(sim, 'POST', '/server/history/reset_totals'),
    );
    expect(reset.last_auxiliary_totals[0]).toEqual({
      provider: 'sensor test_meter',
      field: 'energy',
      maximum: 0.75,
      total: 0.95,
    });
    const totals = result<HistoryTotals>(await http(sim, 'GET', '/server/history/totals'));
    expect(totals.auxiliary_totals.slice(0, 2)).toEqual([
      { provider: 'sensor test_meter', field: 'energy', maximum: 0, total: 0 },
      { provider: 'sensor test_meter', field: 'peak_power', maximum: 0, total: null },
    ]);
  });

  it('keeps the totals across a restart, shown once the field is registered again', async () => {
    meter.energy = 1;
    await startLongJob(sim, 'third.gcode');
    f.energy.update(1.5);
    await cancel(sim);
    await sim.close();
    const again = await startSimulator({ port: 0, dataDir: sim.dataDir, restartDelayMs: 100 });
    try {
      await again.klippy.whenReady();
      const before = result<HistoryTotals>(await http(again, 'GET', '/server/history/totals'));
      expect(before.auxiliary_totals).toEqual([]);
      register(historyOf(again));
      const after = result<HistoryTotals>(await http(again, 'GET', '/server/history/totals'));
      expect(after.auxiliary_totals[0]).toEqual({
        provider: 'sensor test_meter',
        field: 'energy',
        maximum: 0.5,
        total: 0.5,
      });
      const job = result<{ job: HistoryJob }>(
        await http(again, 'GET', '/server/history/job?uid=000003'),
      ).job;
      expect(auxOf(job)['sensor test_meter/energy']).toBe(0.5);
    } finally {
      await again.close();
    }
  });
});
