// Readers of the host's /proc files for machine.proc_stats: CPU time per core (/proc/stat), memory
// (/proc/meminfo), network counters (/proc/net/dev), and the Raspberry Pi throttle bits' names.
// The parsers are pure; the readers return nothing when a file cannot be read (not Linux).

import { readFileSync } from 'node:fs';
import { freemem, totalmem } from 'node:os';
import type { NetworkStat, ThrottledState } from '../../../protocol/machine';

/** Busy and total jiffies of one CPU line (`cpu`, `cpu0`, …). */
export interface CpuTimes {
  total: number;
  idle: number;
}

/** The `cpu…` lines of /proc/stat: total and idle jiffies per name. */
export function parseProcStat(text: string): Record<string, CpuTimes> {
  const out: Record<string, CpuTimes> = {};
  for (const line of text.split('\n')) {
    const parts = line.trim().split(/\s+/);
    const name = parts[0] ?? '';
    if (!/^cpu\d*$/.test(name)) continue;
    const values = parts.slice(1).map(Number);
    out[name] = {
      total: values.reduce((sum, v) => sum + (Number.isFinite(v) ? v : 0), 0),
      idle: values[3] ?? 0,
    };
  }
  return out;
}

/** Percent busy per CPU between two /proc/stat readings (2 decimals); CPUs without a change omitted. */
export function cpuUsage(
  before: Record<string, CpuTimes>,
  after: Record<string, CpuTimes>,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, now] of Object.entries(after)) {
    const then = before[name];
    if (!then) continue;
    const delta = now.total - then.total;
    if (delta <= 0) continue;
    out[name] = round2((100 * (delta - (now.idle - then.idle))) / delta);
  }
  return out;
}

/** MemTotal and MemAvailable of /proc/meminfo in kB, and the difference; null when either is absent. */
export function parseMeminfo(
  text: string,
): { total: number; available: number; used: number } | null {
  const total = /^MemTotal:\s+(\d+)/m.exec(text)?.[1];
  const available = /^MemAvailable:\s+(\d+)/m.exec(text)?.[1];
  if (total === undefined || available === undefined) return null;
  return {
    total: Number(total),
    available: Number(available),
    used: Number(total) - Number(available),
  };
}

/** Counters per interface of /proc/net/dev (bandwidth 0 until a previous reading exists). */
export function parseNetDev(text: string): Record<string, NetworkStat> {
  const out: Record<string, NetworkStat> = {};
  for (const line of text.split('\n')) {
    const m = /^\s*([\w.-]+):\s*(.+)$/.exec(line);
    if (!m?.[1] || !m[2]) continue;
    const f = m[2].trim().split(/\s+/).map(Number);
    const at = (i: number): number => f[i] ?? 0;
    out[m[1]] = {
      rx_bytes: at(0),
      tx_bytes: at(8),
      rx_packets: at(1),
      tx_packets: at(9),
      rx_errs: at(2),
      tx_errs: at(10),
      rx_drop: at(3),
      tx_drop: at(11),
      bandwidth: 0,
    };
  }
  return out;
}

/** Sets each interface's bandwidth (received + sent bytes per second) from the previous reading. */
export function withBandwidth(
  now: Record<string, NetworkStat>,
  before: Record<string, NetworkStat>,
  seconds: number,
): Record<string, NetworkStat> {
  for (const [name, stat] of Object.entries(now)) {
    const then = before[name];
    stat.bandwidth =
      then && seconds > 0
        ? round2((stat.rx_bytes + stat.tx_bytes - then.rx_bytes - then.tx_bytes) / seconds)
        : 0;
  }
  return now;
}

/** The throttle bits vcgencmd reports, by bit, with the names Moonraker gives them. */
export const THROTTLE_FLAGS: readonly (readonly [number, string])[] = [
  [0, 'Under-Voltage Detected'],
  [1, 'Frequency Capped'],
  [2, 'Currently Throttled'],
  [3, 'Temperature Limit Active'],
  [16, 'Previously Under-Volted'],
  [17, 'Previously Frequency Capped'],
  [18, 'Previously Throttled'],
  [19, 'Previously Temperature Limited'],
];

/** {bits, flags} of a throttle word; unknown bits stay in `bits` without a name. */
export function throttledState(bits: number): ThrottledState {
  return {
    bits,
    flags: THROTTLE_FLAGS.filter(([bit]) => (bits & (1 << bit)) !== 0).map(([, name]) => name),
  };
}

export const round2 = (n: number): number => Math.round(n * 100) / 100;

function read(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

export function readCpuTimes(): Record<string, CpuTimes> {
  const text = read('/proc/stat');
  return text === null ? {} : parseProcStat(text);
}

/** The host's memory in kB (os when /proc/meminfo is unreadable). */
export function readSystemMemory(): { total: number; available: number; used: number } {
  const text = read('/proc/meminfo');
  const parsed = text === null ? null : parseMeminfo(text);
  if (parsed) return parsed;
  const total = Math.round(totalmem() / 1024);
  const available = Math.round(freemem() / 1024);
  return { total, available, used: total - available };
}

export function readNetDev(): Record<string, NetworkStat> {
  const text = read('/proc/net/dev');
  return text === null ? {} : parseNetDev(text);
}

/** Seconds since the host booted (/proc/uptime), or the Node process's uptime as a stand-in. */
export function readUptime(): number {
  const first = read('/proc/uptime')?.split(/\s+/)[0];
  const n = first === undefined ? NaN : Number(first);
  return Number.isFinite(n) ? n : process.uptime();
}
