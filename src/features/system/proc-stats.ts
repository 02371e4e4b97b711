// The host's utilisation over time for the /system charts: Moonraker's CPU and memory from
// notify_proc_stat_update, Klipper's CPU from system_stats.cputime between two samples, the
// system's memory, and each MCU's load, awake time and bandwidth from its last_stats (spec part 2
// §9 charts: 600 entries). Loaded with the page: it starts listening then, seeded at once from
// machine.proc_stats (Moonraker's last 30 samples).
import { createStore, type StoreApi } from 'zustand';
import type { MoonrakerStat, ProcStats, ProcStatUpdate } from '../../../protocol/machine';
import type { PrinterStatus } from '../../../protocol/objects';
import {
  SYSTEM_CHART_RETENTION,
  chartableCpu,
  cpuPercent,
  mcuAwake,
  mcuBandwidth,
  mcuLoad,
  memoryBytes,
  percentOf,
  type McuStats,
} from '../../lib/system';
import { printerStatusStore } from '../../state/printer';
import { boundStore } from '../../state/scope/bound';
import type { PrinterScope } from '../../state/scope/printer-scope';
import { scopedStore } from '../../state/scope/scoped-store';
import { serverStore } from '../../state/server';

type Series = (number | null)[];

export interface McuSeries {
  load: Series;
  awake: Series;
  bandwidth: Series;
}

export interface ProcStatsState {
  /** Sample times in seconds since the epoch (Moonraker's clock), oldest first. */
  times: number[];
  moonrakerCpu: Series;
  klipperCpu: Series;
  /** Percent of the host's memory in use, and Moonraker's share of it. */
  systemMemory: Series;
  moonrakerMemory: Series;
  /** Keyed by the MCU's object name ('mcu', 'mcu toolboard'). */
  mcus: Record<string, McuSeries>;
  /** The last sample's figures (bytes; null when unknown). */
  latest: {
    memoryUsed: number | null;
    memoryTotal: number | null;
    moonrakerMemory: number | null;
    cpuTemp: number | null;
    systemCpu: number | null;
  };
}

const initial = (): ProcStatsState => ({
  times: [],
  moonrakerCpu: [],
  klipperCpu: [],
  systemMemory: [],
  moonrakerMemory: [],
  mcus: {},
  latest: {
    memoryUsed: null,
    memoryTotal: null,
    moonrakerMemory: null,
    cpuTemp: null,
    systemCpu: null,
  },
});

/** The previous live sample's Klipper readings, for the deltas. */
type Previous = { time: number; cputime?: number; mcus: Record<string, McuStats> } | null;

const keep = (values: Series, value: number | null): Series =>
  [...values, value].slice(-SYSTEM_CHART_RETENTION);

/** The MCU objects of the printer (`mcu` and `mcu <name>`). */
export function mcuNames(status: PrinterStatus): string[] {
  return Object.keys(status)
    .filter((name) => name === 'mcu' || name.startsWith('mcu '))
    .sort((a, b) => (a === 'mcu' ? -1 : b === 'mcu' ? 1 : a.localeCompare(b)));
}

function lastStats(status: PrinterStatus, name: string): McuStats | undefined {
  const object = status[name] as { last_stats?: McuStats } | undefined;
  return object?.last_stats;
}

function systemCpu(usage: Record<string, number> | undefined): number | null {
  return chartableCpu(usage?.cpu);
}

function moonrakerFigures(stat: MoonrakerStat, totalBytes: number | null) {
  const memory = memoryBytes(stat.memory, stat.mem_units ?? 'kB');
  return { cpu: chartableCpu(stat.cpu_usage), memory, share: percentOf(memory, totalBytes) };
}

/** Seeded from machine.proc_stats: Moonraker's samples, the host's figures on the newest one. */
function seeded(stats: ProcStats, status: PrinterStatus): ProcStatsState {
  const samples = stats.moonraker_stats.slice(-SYSTEM_CHART_RETENTION);
  const total = memoryBytes(stats.system_memory.total);
  const used = memoryBytes(stats.system_memory.used);
  const blank = (): Series => samples.map(() => null);
  const lastOnly = (value: number | null): Series =>
    samples.map((_, i) => (i === samples.length - 1 ? value : null));
  const figures = samples.map((stat) => moonrakerFigures(stat, total));
  const mcus: Record<string, McuSeries> = {};
  for (const name of mcuNames(status)) {
    const last = lastStats(status, name);
    mcus[name] = {
      load: lastOnly(mcuLoad(last)),
      awake: lastOnly(mcuAwake(last)),
      bandwidth: blank(),
    };
  }
  const newest = figures[figures.length - 1];
  return {
    times: samples.map((stat) => stat.time),
    moonrakerCpu: figures.map((f) => f.cpu),
    moonrakerMemory: figures.map((f) => f.share),
    klipperCpu: blank(),
    systemMemory: lastOnly(percentOf(used, total)),
    mcus,
    latest: {
      memoryUsed: used,
      memoryTotal: total,
      moonrakerMemory: newest?.memory ?? null,
      cpuTemp: stats.cpu_temp,
      systemCpu: systemCpu(stats.system_cpu_usage),
    },
  };
}

/** One notify_proc_stat_update appended, with Klipper's readings of the moment. */
function appended(
  state: ProcStatsState,
  previous: Previous,
  update: ProcStatUpdate,
  status: PrinterStatus,
): { state: ProcStatsState; previous: Previous } {
  const time = update.moonraker_stats.time;
  const total = memoryBytes(update.system_memory.total);
  const used = memoryBytes(update.system_memory.used);
  const moonraker = moonrakerFigures(update.moonraker_stats, total);
  const cputime = (status.system_stats as { cputime?: number } | undefined)?.cputime;
  const seconds = previous ? time - previous.time : 0;
  const names = mcuNames(status);
  const length = state.times.length;
  const mcus: Record<string, McuSeries> = {};
  const readings: Record<string, McuStats> = {};
  for (const name of names) {
    const stats = lastStats(status, name);
    if (stats) readings[name] = { ...stats };
    const current = state.mcus[name] ?? {
      load: Array<null>(length).fill(null),
      awake: Array<null>(length).fill(null),
      bandwidth: Array<null>(length).fill(null),
    };
    mcus[name] = {
      load: keep(current.load, mcuLoad(stats)),
      awake: keep(current.awake, mcuAwake(stats)),
      bandwidth: keep(current.bandwidth, mcuBandwidth(previous?.mcus[name], stats, seconds)),
    };
  }
  const next: ProcStatsState = {
    times: [...state.times, time].slice(-SYSTEM_CHART_RETENTION),
    moonrakerCpu: keep(state.moonrakerCpu, moonraker.cpu),
    moonrakerMemory: keep(state.moonrakerMemory, moonraker.share),
    klipperCpu: keep(state.klipperCpu, cpuPercent(previous?.cputime, cputime, seconds)),
    systemMemory: keep(state.systemMemory, percentOf(used, total)),
    mcus,
    latest: {
      memoryUsed: used,
      memoryTotal: total,
      moonrakerMemory: moonraker.memory,
      cpuTemp: update.cpu_temp,
      systemCpu: systemCpu(update.system_cpu_usage),
    },
  };
  return { state: next, previous: { time, cputime, mcus: readings } };
}

function isUpdate(value: unknown): value is ProcStatUpdate {
  if (typeof value !== 'object' || value === null) return false;
  const update = value as Partial<ProcStatUpdate>;
  return (
    typeof update.moonraker_stats === 'object' &&
    update.moonraker_stats !== null &&
    typeof update.moonraker_stats.time === 'number' &&
    typeof update.system_memory === 'object'
  );
}

export interface ProcStatsStore extends StoreApi<ProcStatsState> {
  /** Replace the series with machine.proc_stats' samples (the next update starts the deltas). */
  seed(stats: ProcStats, status: PrinterStatus): void;
  /** Append one update, with Klipper's readings of the moment. */
  append(update: ProcStatUpdate, status: PrinterStatus): void;
}

// Listening starts with the store's first use (the /system page) and stays on for the printer.
export const procStatsStore = scopedStore('proc-stats', (scope): ProcStatsStore => {
  const store = createStore<ProcStatsState>(initial);
  let previous: Previous = null;
  const series: ProcStatsStore = {
    ...store,
    seed: (stats, status) => {
      store.setState(seeded(stats, status));
      previous = null;
    },
    append: (update, status) => {
      const next = appended(store.getState(), previous, update, status);
      store.setState(next.state);
      previous = next.previous;
    },
  };
  const status = () => scope.get(printerStatusStore).getState().status;
  // Asked at each connect, only when the server has the machine component.
  scope.events.onSocketReady((live) => {
    if (!scope.get(serverStore).getState().components.includes('machine')) return;
    void scope
      .attempt(() => live.api.machine.procStats())
      .then((answer) => {
        if (live.alive() && answer) series.seed(answer, status());
      });
  });
  scope.events.onNotification('notify_proc_stat_update', (params) => {
    const update = params[0];
    if (isUpdate(update)) series.append(update, status());
  });
  return series;
});

export const useProcStats = boundStore(procStatsStore);

/** Seed the printer's series from machine.proc_stats. */
export function seedProcStats(scope: PrinterScope, stats: ProcStats): void {
  scope.get(procStatsStore).seed(stats, scope.get(printerStatusStore).getState().status);
}

/** Append one notify_proc_stat_update to the printer's series. */
export function appendProcStat(
  scope: PrinterScope,
  update: ProcStatUpdate,
  status: PrinterStatus,
): void {
  scope.get(procStatsStore).append(update, status);
}
