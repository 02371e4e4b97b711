// proc_stats: machine.proc_stats and notify_proc_stat_update once a second, as Moonraker's component:
// the simulator's own Node process (CPU percent of one core, resident memory in kB, the last 30
// samples), the host's CPU, memory and network from /proc, a simulated Raspberry Pi CPU temperature
// and throttle word (throttle.ts), and the simulator-only POST /debug/sim/throttle.

import type { MoonrakerStat, NetworkStat, ProcStatUpdate } from '../../../protocol/machine';
import type { App } from '../../app';
import {
  cpuUsage,
  readCpuTimes,
  readNetDev,
  readSystemMemory,
  readUptime,
  round2,
  withBandwidth,
  type CpuTimes,
} from './proc_files';
import { throttleOf } from './throttle';
import type { Component } from '../component';

const STAT_INTERVAL_MS = 1000;
const QUEUE_SIZE = 30;

/** A Pi's SoC temperature: warmer with load, hot while the temperature limit (bit 3) is active. */
function cpuTemp(load: number, bits: number, t: number): number {
  const base = (bits & 0x8) !== 0 ? 81.5 : 44 + Math.min(load, 100) * 0.25;
  return Math.round((base + Math.sin(t / 7) * 0.6) * 1000) / 1000;
}

export const procStats: Component = {
  name: 'proc_stats',
  core: true,
  start(app: App) {
    const throttle = throttleOf(app);
    const queue: MoonrakerStat[] = [];
    let lastWall = performance.now();
    let lastCpu = process.cpuUsage();
    let lastTimes: Record<string, CpuTimes> = readCpuTimes();
    let lastNet: Record<string, NetworkStat> = readNetDev();
    let systemCpu: Record<string, number> = {};
    let systemMemory = readSystemMemory();
    const temp = (): number =>
      cpuTemp(systemCpu.cpu ?? 0, throttle.state().bits, Date.now() / 1000);

    const sample = (): void => {
      const wall = performance.now();
      const seconds = (wall - lastWall) / 1000;
      const cpu = process.cpuUsage();
      const used = (cpu.user - lastCpu.user + cpu.system - lastCpu.system) / 1e6;
      const stat: MoonrakerStat = {
        time: Date.now() / 1000,
        cpu_usage: seconds > 0 ? round2((used / seconds) * 100) : 0,
        memory: Math.round(process.memoryUsage.rss() / 1024),
        mem_units: 'kB',
      };
      queue.push(stat);
      if (queue.length > QUEUE_SIZE) queue.shift();
      const times = readCpuTimes();
      systemCpu = cpuUsage(lastTimes, times);
      systemMemory = readSystemMemory();
      const net = withBandwidth(readNetDev(), lastNet, seconds);
      lastWall = wall;
      lastCpu = cpu;
      lastTimes = times;
      lastNet = net;
      const update: ProcStatUpdate = {
        moonraker_stats: stat,
        cpu_temp: temp(),
        network: net,
        system_cpu_usage: systemCpu,
        system_memory: systemMemory,
        websocket_connections: app.conns.count,
      };
      app.notify('notify_proc_stat_update', update);
    };
    const timer = setInterval(sample, STAT_INTERVAL_MS);
    timer.unref();

    const r = app.registry;
    r.register('GET', '/machine/proc_stats', () => ({
      moonraker_stats: queue.map((s) => ({ ...s })),
      throttled_state: throttle.state(),
      cpu_temp: temp(),
      network: lastNet,
      system_cpu_usage: systemCpu,
      system_uptime: readUptime(),
      system_memory: systemMemory,
      websocket_connections: app.conns.count,
    }));
    r.register('POST', '/debug/sim/throttle', (ctx) => throttle.set(ctx.args.int('bits')));
    return { close: () => clearInterval(timer) };
  },
};
