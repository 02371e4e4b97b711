// The virtual printer's tool change macros (`tools` option, klipper/tools_cfg.ts): `gcode_macro T0`
// and `T1` report `spool_id` and `active` as Klipper reports a macro's variables,
// SET_GCODE_VARIABLE changes a tool's spool live (a subscriber is told), and running a tool
// activates its extruder, marks it active and makes its spool Moonraker's active spool; a spool
// saved with SAVE_VARIABLE is back in its tool after a restart.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseToolCount, toolMacros } from '../klipper/tools_cfg';
import { http, simForSuite, startTestSim, waitUntil, type RpcMessage } from './helpers';

type Status = Record<string, Record<string, unknown>>;

async function query(url: string, objects: string[]): Promise<Status> {
  const q = objects.map((o) => encodeURIComponent(o)).join('&');
  const res = await fetch(`${url}/printer/objects/query?${q}`);
  return ((await res.json()) as { result: { status: Status } }).result.status;
}

const T0 = 'gcode_macro T0';
const T1 = 'gcode_macro T1';

describe('tool macros: the option', () => {
  it('takes 2 to 4 tools', () => {
    expect(parseToolCount('2')).toBe(2);
    expect(parseToolCount('4')).toBe(4);
    for (const bad of ['1', '5', '2.5', 'two', ''])
      expect(() => parseToolCount(bad)).toThrow(/Invalid --tools/);
  });

  it('gives a third and fourth tool their own extruders', async () => {
    expect(toolMacros(2)).not.toContain('[extruder2]');
    const sim = await startTestSim({ tools: 4 });
    try {
      const list = await http(sim, 'GET', '/printer/objects/list');
      const objects = (list.body as { result: { objects: string[] } }).result.objects;
      expect(objects).toEqual(expect.arrayContaining(['extruder3', 'gcode_macro T3']));
      await http(sim, 'POST', '/printer/gcode/script?script=T3');
      const status = await query(sim.url, ['toolhead', 'gcode_macro T3', T0]);
      expect(status.toolhead?.extruder).toBe('extruder3');
      expect(status['gcode_macro T3']).toEqual({ spool_id: null, active: true });
      expect(status[T0]?.active).toBe(false);
    } finally {
      await sim.stop();
    }
  });

  it('is off by default: no tool macros', async () => {
    const sim = await startTestSim();
    try {
      const list = await http(sim, 'GET', '/printer/objects/list');
      const objects = (list.body as { result: { objects: string[] } }).result.objects;
      expect(objects).not.toContain(T0);
    } finally {
      await sim.stop();
    }
  });
});

describe('tool macros: two tools with Spoolman', () => {
  const suite = simForSuite({ tools: 2, spoolman: { port: 0 } });

  it('writes tools.cfg and includes it from printer.cfg', () => {
    const cfg = readFileSync(join(suite.sim.dataDir, 'config', 'printer.cfg'), 'utf8');
    expect(cfg).toMatch(/^\[include tools\.cfg\]$/m);
    const tools = readFileSync(join(suite.sim.dataDir, 'config', 'tools.cfg'), 'utf8');
    expect(tools).toContain('[gcode_macro T1]');
    expect(tools).toContain('variable_spool_id: None');
  });

  it('reports each tool with spool_id and active, as Klipper reports macro variables', async () => {
    const list = await http(suite.sim, 'GET', '/printer/objects/list');
    const objects = (list.body as { result: { objects: string[] } }).result.objects;
    expect(objects).toEqual(expect.arrayContaining([T0, T1]));
    const status = await query(suite.sim.url, [T0, T1]);
    expect(status[T0]).toEqual({ spool_id: null, active: true });
    expect(status[T1]).toEqual({ spool_id: null, active: false });
  });

  it('SET_GCODE_VARIABLE sets a tool spool live, and a subscriber is told', async () => {
    const { rpc } = suite;
    await rpc.call('printer.objects.subscribe', { objects: { [T1]: null } });
    const from = rpc.messages.length;
    await rpc.call('printer.gcode.script', {
      script: 'SET_GCODE_VARIABLE MACRO=T1 VARIABLE=spool_id VALUE=2',
    });
    expect((await query(suite.sim.url, [T1]))[T1]).toEqual({ spool_id: 2, active: false });
    const told = (m: RpcMessage) =>
      m.method === 'notify_status_update' &&
      (m.params?.[0] as Status | undefined)?.[T1]?.spool_id === 2;
    await rpc.waitFor(told);
    expect(rpc.messages.slice(from).some(told)).toBe(true);
    await rpc.call('printer.gcode.script', {
      script: 'SET_GCODE_VARIABLE MACRO=T1 VARIABLE=spool_id VALUE=None',
    });
    expect((await query(suite.sim.url, [T1]))[T1]?.spool_id).toBeNull();
  });

  it('running a tool activates its extruder and makes its spool the active spool', async () => {
    const { rpc } = suite;
    await rpc.call('printer.gcode.script', {
      script: 'SET_GCODE_VARIABLE MACRO=T1 VARIABLE=spool_id VALUE=3',
    });
    const from = rpc.messages.length;
    await rpc.call('printer.gcode.script', { script: 'T1' });
    const set = await rpc.waitFor(
      (m) => m.method === 'notify_active_spool_set' && rpc.messages.indexOf(m) >= from,
    );
    expect(set.params?.[0]).toEqual({ spool_id: 3 });
    expect(await rpc.call('server.spoolman.get_spool_id')).toEqual({ spool_id: 3 });
    const status = await query(suite.sim.url, [T0, T1, 'toolhead']);
    expect(status.toolhead?.extruder).toBe('extruder1');
    expect(status[T0]?.active).toBe(false);
    expect(status[T1]).toEqual({ spool_id: 3, active: true });

    // T0 has no spool: going back to it clears the active spool.
    await rpc.call('printer.gcode.script', { script: 'T0' });
    await rpc.waitFor(
      (m) =>
        m.method === 'notify_active_spool_set' &&
        (m.params?.[0] as { spool_id?: unknown }).spool_id === null,
    );
    expect(await rpc.call('server.spoolman.get_spool_id')).toEqual({ spool_id: null });
    const back = await query(suite.sim.url, [T0, 'toolhead']);
    expect(back.toolhead?.extruder).toBe('extruder');
    expect(back[T0]?.active).toBe(true);
  });

  it('puts the spools saved with SAVE_VARIABLE back into the tools after a restart', async () => {
    const { rpc } = suite;
    await rpc.call('printer.gcode.script', {
      script: [
        'SET_GCODE_VARIABLE MACRO=T1 VARIABLE=spool_id VALUE=5',
        'SAVE_VARIABLE VARIABLE=t1__spool_id VALUE=5',
        'SAVE_VARIABLE VARIABLE=t0__spool_id VALUE=None',
      ].join('\n'),
    });
    await http(suite.sim, 'POST', '/printer/restart');
    await waitUntil(() => suite.sim.klippy.state !== 'ready', 5000);
    await suite.sim.klippy.whenReady();
    await expect
      .poll(async () => (await query(suite.sim.url, [T0, T1])) as unknown, { timeout: 5000 })
      .toEqual({ [T0]: { spool_id: null, active: true }, [T1]: { spool_id: 5, active: false } });
  });
});
