// The utilisation series: seeded from machine.proc_stats, extended by notify_proc_stat_update with
// Klipper's CPU and the MCU figures of the moment, 600 kept, reset with the printer.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProcStats, ProcStatUpdate } from '../../../protocol/machine';
import { SYSTEM_CHART_RETENTION } from '../../lib/system';
import { resetPrinterStores } from '../printer-scoped';
import { appendProcStat, mcuNames, seedProcStats, useProcStats } from '../proc-stats';

vi.mock('../session', () => ({
  attempt: () => Promise.resolve(undefined),
  getApi: () => null,
  onServerNotification: () => () => undefined,
  onSocketReady: () => () => undefined,
}));

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

describe('proc stats', () => {
  beforeEach(() => resetPrinterStores());

  it('orders the MCUs: the main one first', () => {
    expect(mcuNames({ 'mcu z': {}, toolhead: {}, mcu: {}, 'mcu a': {} })).toEqual([
      'mcu',
      'mcu a',
      'mcu z',
    ]);
  });

  it("seeds Moonraker's samples and the host's memory on the newest", () => {
    const stats: ProcStats = {
      moonraker_stats: [0, 1, 2].map((i) => ({
        time: 100 + i,
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
    seedProcStats(stats);
    const state = useProcStats.getState();
    expect(state.times).toEqual([100, 101, 102]);
    expect(state.moonrakerCpu).toEqual([10, null, 12]); // over 100 is not charted
    expect(state.moonrakerMemory).toEqual([1, 1, 1]);
    expect(state.systemMemory).toEqual([null, null, 25]);
    expect(state.klipperCpu).toEqual([null, null, null]);
    expect(state.latest.memoryTotal).toBe(4_000_000_000);
  });

  it("adds Klipper's CPU from cputime deltas and each MCU's figures", () => {
    appendProcStat(update(10, 3), { system_stats: { cputime: 1 }, mcu: mcu(0.0005, 0) });
    appendProcStat(update(11, 4), { system_stats: { cputime: 1.25 }, mcu: mcu(0.0005, 2500) });
    appendProcStat(update(12, 5), {
      system_stats: { cputime: 1.5 },
      mcu: mcu(0.001, 5000),
      'mcu tool': mcu(0.0025, 10),
    });
    const state = useProcStats.getState();
    expect(state.times).toEqual([10, 11, 12]);
    expect(state.moonrakerCpu).toEqual([3, 4, 5]);
    expect(state.klipperCpu).toEqual([null, 25, 25]);
    expect(state.systemMemory).toEqual([25, 25, 25]);
    expect(state.mcus.mcu?.load).toEqual([20, 20, 40]);
    expect(state.mcus.mcu?.awake).toEqual([10, 10, 10]);
    expect(state.mcus.mcu?.bandwidth).toEqual([null, 10, 10]);
    expect(state.mcus['mcu tool']?.load).toEqual([null, null, 100]);
  });

  it(`keeps ${SYSTEM_CHART_RETENTION} entries and forgets everything with the printer`, () => {
    for (let i = 0; i < SYSTEM_CHART_RETENTION + 5; i++) appendProcStat(update(i, 1), {});
    const state = useProcStats.getState();
    expect(state.times).toHaveLength(SYSTEM_CHART_RETENTION);
    expect(state.times[0]).toBe(5);
    expect(state.moonrakerCpu).toHaveLength(SYSTEM_CHART_RETENTION);
    resetPrinterStores();
    expect(useProcStats.getState().times).toEqual([]);
  });
});
