// The host's utilisation over time for the /system charts: Moonraker's CPU and memory from
// notify_proc_stat_update, Klipper's CPU from system_stats.cputime between two samples, the
// system's memory, and each MCU's load, awake time and bandwidth from its last_stats (spec part 2
// §9 charts: 600 entries). Loaded with the page: it starts listening then, seeded at once from
// machine.proc_stats (Moonraker's last 30 samples).
import { create } from 'zustand';
import type { MoonrakerStat, ProcStats, ProcStatUpdate } from '../../protocol/machine';
import type { PrinterStatus } from '../../protocol/objects';
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
} from '../lib/system';
import type { MoonrakerApi } from '../moonraker/api';
import { whenLoadedLate } from './late-load';
import { usePrinter } from './printer';
import { registerPrinterStore } from './printer-scoped';
import { useServer } from './server';
import { attempt, onServerNotification, onSocketReady } from './session';

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

export const useProcStats = create<ProcStatsState>(initial);

/** The previous live sample's Klipper readings, for the deltas. */
let previous: { time: number; cputime?: number; mcus: Record<string, McuStats> } | null = null;
let generation = 0;

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

/** Seed from machine.proc_stats: Moonraker's samples, the host's figures on the newest one. */
export function seedProcStats(stats: ProcStats): void {
  const samples = stats.moonraker_stats.slice(-SYSTEM_CHART_RETENTION);
  const total = memoryBytes(stats.system_memory.total);
  const used = memoryBytes(stats.system_memory.used);
  const blank = (): Series => samples.map(() => null);
  const lastOnly = (value: number | null): Series =>
    samples.map((_, i) => (i === samples.length - 1 ? value : null));
  const figures = samples.map((stat) => moonrakerFigures(stat, total));
  const mcus: Record<string, McuSeries> = {};
  for (const name of mcuNames(usePrinter.getState().status)) {
    const last = lastStats(usePrinter.getState().status, name);
    mcus[name] = {
      load: lastOnly(mcuLoad(last)),
      awake: lastOnly(mcuAwake(last)),
      bandwidth: blank(),
    };
  }
  const newest = figures[figures.length - 1];
  useProcStats.setState({
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
  });
  previous = null;
}

/** Append one notify_proc_stat_update, with Klipper's readings of the moment. */
export function appendProcStat(update: ProcStatUpdate, status: PrinterStatus): void {
  const state = useProcStats.getState();
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
  useProcStats.setState({
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
  });
  previous = { time, cputime, mcus: readings };
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

/** Ask machine.proc_stats (only when the server has the machine component). */
export async function loadProcStats(api: MoonrakerApi): Promise<void> {
  const mine = ++generation;
  if (!useServer.getState().components.includes('machine')) return;
  const answer = await attempt(() => api.machine.procStats());
  if (mine !== generation || !answer) return;
  seedProcStats(answer);
}

// Listening starts when this module loads (with the /system page), and stays on after.
onSocketReady((api) => void loadProcStats(api));
onServerNotification('notify_proc_stat_update', (params) => {
  const update = params[0];
  if (isUpdate(update)) appendProcStat(update, usePrinter.getState().status);
});
whenLoadedLate((api) => loadProcStats(api));

registerPrinterStore('proc-stats', () => {
  generation++;
  previous = null;
  useProcStats.setState(initial());
});
