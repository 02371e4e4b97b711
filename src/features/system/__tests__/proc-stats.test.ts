// The utilisation series: seeded from machine.proc_stats, extended by notify_proc_stat_update with
// Klipper's CPU and the MCU figures of the moment, 600 kept, each printer's its own; against a
// pretend printer, asked at connect and fed by its notifications.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProcStats, ProcStatUpdate } from '../../../../protocol/machine';
import { SYSTEM_CHART_RETENTION } from '../../../lib/system';
import { notify, withComponents } from '../../../test/host-printer';
import { openTestPrinter, type TestPrinter } from '../../../test/printer-scope';
import { appendProcStat, mcuNames, procStatsStore, seedProcStats } from '../proc-stats';
import { PrinterScope } from '../../../state/scope/printer-scope';

const memory = { total: 4_000_000, available: 3_000_000, used: 1_000_000 };

function update(time: number, cpu: number): ProcStatUpdate {
  return {
    moonraker_stats: { time, cpu_usage: cpu, memory: 40_000, mem_units: 'kB' },
    cpu_temp: 45,
    network: {},
    system_cpu_usage: { cpu: 12 },
    system_memory: memory,
    websocket_connections: 1,
  };
}

const mcu = (avg: number, write: number) => ({
  last_stats: { mcu_task_avg: avg, mcu_task_stddev: 0, mcu_awake: 0.5, bytes_write: write },
});

function procStats(time: number): ProcStats {
  return {
    moonraker_stats: [0, 1, 2].map((i) => ({
      time: time + i,
      cpu_usage: i === 1 ? 150 : 10 + i,
      memory: 40_000,
      mem_units: 'kB',
    })),
    throttled_state: null,
    cpu_temp: null,
    network: {},
    system_cpu_usage: { cpu: 5 },
    system_memory: memory,
    system_uptime: 1,
    websocket_connections: 1,
  };
}

describe('proc stats', () => {
  // A printer's scope that never connects: the series as the store computes them.
  let scope: PrinterScope;
  beforeEach(() => {
    scope = new PrinterScope({ apiUrl: 'http://a.local:7125' });
  });
  afterEach(() => scope.close());
  const state = () => scope.get(procStatsStore).getState();

  it('orders the MCUs: the main one first', () => {
    expect(mcuNames({ 'mcu z': {}, toolhead: {}, mcu: {}, 'mcu a': {} })).toEqual([
      'mcu',
      'mcu a',
      'mcu z',
    ]);
  });

  it("seeds Moonraker's samples and the host's memory on the newest", () => {
    seedProcStats(scope, procStats(100));
    const seeded = state();
    expect(seeded.times).toEqual([100, 101, 102]);
    expect(seeded.moonrakerCpu).toEqual([10, null, 12]); // over 100 is not charted
    expect(seeded.moonrakerMemory).toEqual([1, 1, 1]);
    expect(seeded.systemMemory).toEqual([null, null, 25]);
    expect(seeded.klipperCpu).toEqual([null, null, null]);
    expect(seeded.latest.memoryTotal).toBe(4_000_000_000);
  });

  it("adds Klipper's CPU from cputime deltas and each MCU's figures", () => {
    appendProcStat(scope, update(10, 3), { system_stats: { cputime: 1 }, mcu: mcu(0.0005, 0) });
    appendProcStat(scope, update(11, 4), {
      system_stats: { cputime: 1.25 },
      mcu: mcu(0.0005, 2500),
    });
    appendProcStat(scope, update(12, 5), {
      system_stats: { cputime: 1.5 },
      mcu: mcu(0.001, 5000),
      'mcu tool': mcu(0.0025, 10),
    });
    const series = state();
    expect(series.times).toEqual([10, 11, 12]);
    expect(series.moonrakerCpu).toEqual([3, 4, 5]);
    expect(series.klipperCpu).toEqual([null, 25, 25]);
    expect(series.systemMemory).toEqual([25, 25, 25]);
    expect(series.mcus.mcu?.load).toEqual([20, 20, 40]);
    expect(series.mcus.mcu?.awake).toEqual([10, 10, 10]);
    expect(series.mcus.mcu?.bandwidth).toEqual([null, 10, 10]);
    expect(series.mcus['mcu tool']?.load).toEqual([null, null, 100]);
  });

  it(`keeps ${SYSTEM_CHART_RETENTION} entries and forgets everything with the printer`, () => {
    for (let i = 0; i < SYSTEM_CHART_RETENTION + 5; i++) appendProcStat(scope, update(i, 1), {});
    const series = state();
    expect(series.times).toHaveLength(SYSTEM_CHART_RETENTION);
    expect(series.times[0]).toBe(5);
    expect(series.moonrakerCpu).toHaveLength(SYSTEM_CHART_RETENTION);
    // A new scope of the same printer (after a switch away and back) starts empty.
    scope.close();
    scope = new PrinterScope({ apiUrl: 'http://a.local:7125' });
    expect(state().times).toEqual([]);
  });
});

describe('proc stats of a connected printer', () => {
  let p: TestPrinter;
  afterEach(() => p.close());

  it("seeds from machine.proc_stats at connect and appends each update with Klipper's status", async () => {
    p = await openTestPrinter({
      status: { system_stats: { cputime: 1 }, mcu: mcu(0.0005, 0) },
      setup: (printer) => {
        withComponents(printer, ['machine']);
        printer.rpc.set('machine.proc_stats', () => procStats(100));
      },
    });
    const store = p.scope.get(procStatsStore);
    await expect.poll(() => store.getState().times).toEqual([100, 101, 102]);
    expect(store.getState().mcus.mcu?.load).toEqual([null, null, 20]);
    notify(p.printer, 'notify_proc_stat_update', [update(103, 7)]);
    expect(store.getState().times).toEqual([100, 101, 102, 103]);
    expect(store.getState().moonrakerCpu).toEqual([10, null, 12, 7]);
    expect(store.getState().mcus.mcu?.load).toEqual([null, null, 20, 20]);
  });

  it('asks nothing of a server without the machine component', async () => {
    p = await openTestPrinter({
      setup: (printer) => printer.rpc.set('machine.proc_stats', () => procStats(100)),
    });
    p.scope.get(procStatsStore);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(p.sent('machine.proc_stats')).toEqual([]);
    expect(p.scope.get(procStatsStore).getState().times).toEqual([]);
  });
});
