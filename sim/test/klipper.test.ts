// Klipper behaviour over the API: subscriptions and diffs, G-code replies and errors, heating, e-stop and
// restart notification order.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RpcClient, http, sleep, startTestSim, type RpcMessage, type TestSim } from './helpers';

type Status = Record<string, Record<string, unknown>>;

describe('klipper model over the API', () => {
  let sim: TestSim;
  beforeAll(async () => {
    sim = await startTestSim({ timeScale: 20 });
  });
  afterAll(() => sim.stop());

  it('subscribe: full result, then only changed subscribed fields, per connection', async () => {
    const a = await RpcClient.connect(sim);
    const b = await RpcClient.connect(sim);
    try {
      const res = await a.call<{ eventtime: number; status: Status }>('printer.objects.subscribe', {
        objects: {
          gcode_move: null,
          toolhead: ['position', 'homed_axes'],
          webhooks: null,
          nope: null,
          fan: ['speed', 'bogus'],
        },
      });
      expect(res.status.nope).toEqual({});
      expect(res.status.fan).toEqual({ speed: 0, bogus: null });
      expect(Object.keys(res.status.toolhead ?? {})).toEqual(['position', 'homed_axes']);
      await b.call('printer.objects.subscribe', { objects: { fan: ['speed'] } });
      await a.call('printer.gcode.script', { script: 'G28\nG1 X20 Y30 F6000\nM400\nM106 S255' });
      const upd = (c: RpcClient): Status[] =>
        c.notifications('notify_status_update').map((n) => (n.params as [Status, number])[0]);
      await a.waitFor(
        (m) => m.method === 'notify_status_update' && (m.params as [Status])[0].fan?.speed === 1,
      );
      const merged: Status = {};
      for (const u of upd(a))
        for (const [k, v] of Object.entries(u)) merged[k] = { ...merged[k], ...v };
      expect(merged.toolhead).toEqual({ position: [20, 30, 0, 0], homed_axes: 'xyz' });
      expect(merged.gcode_move?.gcode_position).toEqual([20, 30, 0, 0]);
      for (const u of upd(a)) {
        expect(u.webhooks).toBeUndefined();
        expect(
          Object.keys(u.toolhead ?? {}).every((k) => ['position', 'homed_axes'].includes(k)),
        ).toBe(true);
        expect(u.gcode_move?.axis_map).toBeUndefined();
      }
      const n = a.notifications('notify_status_update')[0] as RpcMessage;
      expect(typeof (n.params as unknown[])[1]).toBe('number');
      await b.waitFor((m) => m.method === 'notify_status_update');
      expect(upd(b).every((u) => Object.keys(u).join() === 'fan')).toBe(true);
      // Replacing with {} cancels.
      await a.call('printer.objects.subscribe', { objects: {} });
      const count = a.notifications('notify_status_update').length;
      await a.call('printer.gcode.script', { script: 'M107' });
      await sleep(400);
      expect(a.notifications('notify_status_update').length).toBe(count);
    } finally {
      a.close();
      b.close();
    }
  });

  it('G-code replies: unknown command, errors with info block, raw lines, gcode store', async () => {
    const c = await RpcClient.connect(sim);
    try {
      expect(await c.call('printer.gcode.script', { script: 'FOO_BAR' })).toBe('ok');
      await c.waitFor(
        (m) =>
          m.method === 'notify_gcode_response' &&
          (m.params as string[])[0] === '// Unknown command:"FOO_BAR"',
      );
      const range = await c.request('printer.gcode.script', {
        script: 'SET_HEATER_TEMPERATURE HEATER=extruder TARGET=300',
      });
      expect(range.error).toEqual({
        code: 400,
        message: 'Requested temperature (300.0) out of range (0.0:280.0)',
      });
      const mux = await c.request('printer.gcode.script', {
        script: 'SET_HEATER_TEMPERATURE HEATER=foo',
      });
      expect(mux.error?.message).toMatch(/^The value 'foo' is not valid for HEATER/);
      const parse = await c.request('printer.gcode.script', { script: 'M104 S' });
      expect(parse.error?.message).toBe("Error on 'M104 S': unable to parse ");
      await c.call('printer.gcode.script', { script: 'G28' });
      const cold = await c.request('printer.gcode.script', { script: 'G1 E5\nM117 never' });
      expect(cold.error?.message).toBe(
        "Extrude below minimum temp\nSee the 'min_extrude_temp' config option for details",
      );
      await c.waitFor(
        (m) => (m.params as string[] | undefined)?.[0] === '!! Extrude below minimum temp',
      );
      expect(
        c.notifications('notify_gcode_response').map((m) => (m.params as string[])[0]),
      ).toContain(
        "// Extrude below minimum temp\n// See the 'min_extrude_temp' config option for details",
      );
      await c.call('printer.gcode.script', {
        script: 'G1 X10 Y10 ; comment\nM114\nM118 hello\nRESPOND TYPE=command MSG="x y"\nSTATUS',
      });
      await c.waitFor((m) => (m.params as string[] | undefined)?.[0] === '// Klipper state: Ready');
      const lines = c.notifications('notify_gcode_response').map((m) => (m.params as string[])[0]);
      expect(lines).toEqual(
        expect.arrayContaining(['X:10.000 Y:10.000 Z:0.000 E:0.000', 'echo: hello', '// x y']),
      );
      const store = (
        await c.call<{ gcode_store: { message: string; type: string }[] }>('server.gcode_store', {
          count: 5,
        })
      ).gcode_store;
      expect(store).toHaveLength(5);
      const all = (
        await c.call<{ gcode_store: { message: string; type: string }[] }>('server.gcode_store')
      ).gcode_store;
      expect(all).toContainEqual(expect.objectContaining({ message: 'FOO_BAR', type: 'command' }));
      expect(all).toContainEqual(
        expect.objectContaining({ message: '// Unknown command:"FOO_BAR"', type: 'response' }),
      );
      const help = await c.call<Record<string, string>>('printer.gcode.help');
      expect(help.SET_HEATER_TEMPERATURE).toBe('Sets a heater temperature');
    } finally {
      c.close();
    }
  });

  it('heats: M104 S200 passes 150 °C within seconds at time scale 20; M109 prints temperature lines', async () => {
    const c = await RpcClient.connect(sim);
    try {
      await c.call('printer.gcode.script', { script: 'M104 S200' });
      const start = Date.now();
      let t = 0;
      while (t < 150 && Date.now() - start < 6000) {
        await sleep(200);
        const q = await c.call<{ status: Status }>('printer.objects.query', {
          objects: { extruder: ['temperature', 'power'] },
        });
        t = Number(q.status.extruder?.temperature);
      }
      expect(t).toBeGreaterThan(150);
      await c.call('printer.gcode.script', { script: 'M109 S210' });
      const raw = c
        .notifications('notify_gcode_response')
        .map((m) => (m.params as string[])[0] ?? '');
      // Klipper lists every heater by G-code id, sorted: B, T0, T1 (the second extruder).
      const m105 = /^B:\d+\.\d \/0\.0 T0:\d+\.\d \/210\.0 T1:\d+\.\d \/0\.0$/;
      expect(raw.some((l) => m105.test(l))).toBe(true);
      const after = await c.call<{ status: Status }>('printer.objects.query', {
        objects: { extruder: ['temperature'] },
      });
      expect(Math.abs(Number(after.status.extruder?.temperature) - 210)).toBeLessThanOrEqual(1.1);
      const store = await c
        .call<{ temperatures: number[] }[]>('server.temperature_store')
        .then((s) => Object.keys(s));
      expect(store).toEqual(
        expect.arrayContaining([
          'extruder',
          'heater_bed',
          'temperature_sensor raspberry_pi',
          'temperature_fan chamber',
        ]),
      );
      const ts = await c.call<Record<string, Record<string, number[]>>>('server.temperature_store');
      expect(Object.keys(ts['temperature_sensor raspberry_pi'] ?? {})).toEqual(['temperatures']);
      expect(Object.keys(ts['temperature_fan chamber'] ?? {})).toEqual([
        'temperatures',
        'targets',
        'speeds',
      ]);
    } finally {
      await http(sim, 'POST', '/printer/gcode/script', { script: 'TURN_OFF_HEATERS' });
      c.close();
    }
  });

  it('emergency stop → shutdown; firmware_restart → disconnected, startup, ready', async () => {
    const c = await RpcClient.connect(sim);
    try {
      await c.call('printer.objects.subscribe', { objects: { webhooks: null } });
      await c.call('printer.gcode.script', { script: 'M104 S100' });
      expect(await c.call('printer.emergency_stop')).toBe('ok');
      await c.waitFor((m) => m.method === 'notify_klippy_shutdown');
      const shutdownMsg =
        'Shutdown due to webhooks request\nOnce the underlying issue is corrected, use the\n"FIRMWARE_RESTART" command to reset the firmware, reload the\nconfig, and restart the host software.\nPrinter is shutdown\n';
      const wh = await c.waitFor((m) => m.method === 'notify_status_update');
      expect((wh.params as [Status])[0].webhooks).toEqual({
        state: 'shutdown',
        state_message: shutdownMsg,
      });
      const info = await c.call<{ state: string }>('printer.info');
      expect(info.state).toBe('shutdown');
      const ext = await c.call<{ status: Status }>('printer.objects.query', {
        objects: { extruder: ['target'] },
      });
      expect(ext.status.extruder?.target).toBe(0);
      const failed = await c.request('printer.gcode.script', { script: 'G28' });
      expect(failed.error).toEqual({ code: 400, message: shutdownMsg });
      expect(await c.call('printer.firmware_restart')).toBe('ok');
      await c.waitFor((m) => m.method === 'notify_klippy_ready', 5000);
      const events = [
        '// Klipper state: Shutdown',
        'notify_klippy_shutdown',
        'notify_klippy_disconnected',
        '// Klipper state: Ready',
        'notify_klippy_ready',
      ];
      const order = c
        .notifications()
        .map((m) => (m.method === 'notify_gcode_response' ? (m.params as string[])[0] : m.method))
        .filter((m) => events.includes(m ?? ''));
      expect(order).toEqual(events);
      expect(c.messages.find((m) => m.method === 'notify_klippy_ready')).toEqual({
        jsonrpc: '2.0',
        method: 'notify_klippy_ready',
      });
      // Subscriptions were dropped with the disconnect.
      const n = c.notifications('notify_status_update').length;
      await sleep(400);
      expect(c.notifications('notify_status_update').length).toBe(n);
      expect((await c.call<{ klippy_state: string }>('server.info')).klippy_state).toBe('ready');
    } finally {
      c.close();
    }
  });

  it('RESTART via G-code: 503 while disconnected, back to ready', async () => {
    await http(sim, 'POST', '/printer/gcode/script', { script: 'RESTART' });
    await sleep(20);
    const down = await http(sim, 'GET', '/printer/info');
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ error: { code: 503, message: 'Klippy Host not connected' } });
    await sim.klippy.whenReady();
    expect((await http(sim, 'GET', '/printer/info')).status).toBe(200);
  });
});
