// proc_stats: the /proc parsers (table-driven), machine.proc_stats and notify_proc_stat_update in
// Moonraker's shapes once a second, and the simulated Raspberry Pi's throttle word with
// notify_cpu_throttled on a change (POST /debug/sim/throttle, the --throttle start option).

import { describe, expect, it } from 'vitest';
import type { ProcStats, ProcStatUpdate, ThrottledState } from '../../../../protocol/machine';
import {
  cpuUsage,
  parseMeminfo,
  parseNetDev,
  parseProcStat,
  throttledState,
  withBandwidth,
} from '../proc_files';
import { http, sleep, simForSuite } from '../../../test/helpers';

describe('the /proc parsers', () => {
  const STAT = 'cpu  100 0 50 850 0 0 0 0 0 0\ncpu0 60 0 20 420 0 0 0 0 0 0\nintr 12345\n';
  const STAT2 = 'cpu  160 0 70 870 0 0 0 0 0 0\ncpu0 60 0 20 520 0 0 0 0 0 0\n';
  it.each([
    ['cpu', { total: 1000, idle: 850 }],
    ['cpu0', { total: 500, idle: 420 }],
  ])('reads %s from /proc/stat', (name, times) => {
    expect(parseProcStat(STAT)[name]).toEqual(times);
  });
  it('ignores the lines that are not CPUs', () => {
    expect(Object.keys(parseProcStat(STAT))).toEqual(['cpu', 'cpu0']);
  });
  it.each([
    ['cpu', 80],
    ['cpu0', 0],
  ])('%s busy between two readings: %d %%', (name, percent) => {
    expect(cpuUsage(parseProcStat(STAT), parseProcStat(STAT2))[name]).toBe(percent);
  });
  it.each([
    [
      'MemTotal:  1000 kB\nMemFree: 10 kB\nMemAvailable:  600 kB\n',
      { total: 1000, available: 600, used: 400 },
    ],
    ['MemTotal:  1000 kB\n', null],
    ['', null],
  ])('reads /proc/meminfo %#', (text, expected) => {
    expect(parseMeminfo(text)).toEqual(expected);
  });
  const NET =
    'Inter-|   Receive                                                |  Transmit\n' +
    ' face |bytes    packets errs drop fifo frame compressed multicast|bytes    packets errs drop fifo colls carrier compressed\n' +
    '    lo: 1000 10 0 0 0 0 0 0 1000 10 0 0 0 0 0 0\n' +
    '  eth0: 5000 50 1 2 0 0 0 0 3000 30 3 4 0 0 0 0\n';
  it('reads /proc/net/dev per interface', () => {
    expect(parseNetDev(NET).eth0).toEqual({
      rx_bytes: 5000,
      tx_bytes: 3000,
      rx_packets: 50,
      tx_packets: 30,
      rx_errs: 1,
      tx_errs: 3,
      rx_drop: 2,
      tx_drop: 4,
      bandwidth: 0,
    });
  });
  it('bandwidth: received and sent bytes per second since the last reading', () => {
    const before = parseNetDev(NET);
    const after = parseNetDev(NET.replace('5000 50', '6000 50').replace('3000 30', '4000 30'));
    expect(withBandwidth(after, before, 2).eth0?.bandwidth).toBe(1000);
    expect(withBandwidth(parseNetDev(NET), {}, 1).eth0?.bandwidth).toBe(0);
  });
  it.each<[number, string[]]>([
    [0, []],
    [0x1, ['Under-Voltage Detected']],
    [
      0xf,
      [
        'Under-Voltage Detected',
        'Frequency Capped',
        'Currently Throttled',
        'Temperature Limit Active',
      ],
    ],
    [327680, ['Previously Under-Volted', 'Previously Throttled']],
    [
      0xf0000,
      [
        'Previously Under-Volted',
        'Previously Frequency Capped',
        'Previously Throttled',
        'Previously Temperature Limited',
      ],
    ],
  ])('throttle bits %d are named as Moonraker names them', (bits, flags) => {
    expect(throttledState(bits)).toEqual({ bits, flags });
  });
});

describe('machine.proc_stats and notify_proc_stat_update', () => {
  const suite = simForSuite({ throttleBits: 0x50000 });

  it('sends one update a second: a single sample of the simulator process, no throttle or uptime', async () => {
    const first = await suite.rpc.waitFor((m) => m.method === 'notify_proc_stat_update', 3000);
    const start = Date.now();
    await suite.rpc.waitFor((m) => m !== first && m.method === 'notify_proc_stat_update', 3000);
    expect(Date.now() - start).toBeGreaterThan(700);
    const update = first.params?.[0] as ProcStatUpdate;
    expect(Object.keys(update).sort()).toEqual(
      [
        'cpu_temp',
        'moonraker_stats',
        'network',
        'system_cpu_usage',
        'system_memory',
        'websocket_connections',
      ].sort(),
    );
    expect(update.moonraker_stats.mem_units).toBe('kB');
    // The real Node process: tens of MB resident.
    expect(update.moonraker_stats.memory).toBeGreaterThan(10_000);
    expect(update.moonraker_stats.cpu_usage).toBeGreaterThanOrEqual(0);
    expect(update.websocket_connections).toBe(1);
    expect(update.system_memory.total).toBeGreaterThan(update.system_memory.used);
    expect(typeof update.cpu_temp).toBe('number');
  });

  it('answers the last samples (at most 30), the throttle word and the uptime', async () => {
    const stats = (await http(suite.sim, 'GET', '/machine/proc_stats')).body as {
      result: ProcStats;
    };
    const r = stats.result;
    expect(r.moonraker_stats.length).toBeGreaterThanOrEqual(1);
    expect(r.moonraker_stats.length).toBeLessThanOrEqual(30);
    expect(r.throttled_state).toEqual({
      bits: 0x50000,
      flags: ['Previously Under-Volted', 'Previously Throttled'],
    });
    expect(r.system_uptime).toBeGreaterThan(0);
    expect(await suite.rpc.call('machine.proc_stats')).toHaveProperty('websocket_connections', 1);
  });

  it('sends notify_cpu_throttled when the word changes, not when it stays', async () => {
    const from = suite.rpc.messages.length;
    const res = await http(suite.sim, 'POST', '/debug/sim/throttle?bits=5');
    expect(res.body).toEqual({
      result: { bits: 5, flags: ['Under-Voltage Detected', 'Currently Throttled'] },
    });
    const note = await suite.rpc.waitFor((m) => m.method === 'notify_cpu_throttled');
    expect(note.params).toEqual([
      { bits: 5, flags: ['Under-Voltage Detected', 'Currently Throttled'] },
    ]);
    await http(suite.sim, 'POST', '/debug/sim/throttle?bits=5');
    await sleep(100);
    expect(
      suite.rpc.messages.slice(from).filter((m) => m.method === 'notify_cpu_throttled'),
    ).toHaveLength(1);
    const state = (await suite.rpc.call<ProcStats>('machine.proc_stats'))
      .throttled_state as ThrottledState;
    expect(state.bits).toBe(5);
  });

  it('refuses bits vcgencmd does not report', async () => {
    const res = await http(suite.sim, 'POST', '/debug/sim/throttle?bits=256');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('bits 0-3 and 16-19');
  });

  it('keeps one timer across server.restart (closed with the component, started again)', async () => {
    await http(suite.sim, 'POST', '/server/restart');
    await suite.sim.restarted();
    await suite.reconnect();
    await sleep(2500);
    const n = suite.rpc.notifications('notify_proc_stat_update').length;
    expect(n).toBeGreaterThanOrEqual(1);
    expect(n).toBeLessThanOrEqual(3);
  });
});
