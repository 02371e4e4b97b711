// The sensor component against the running simulator: loaded by a [sensor …] section (the
// --power-meter flag writes one), server.sensors.list / info / measurements over HTTP and JSON-RPC
// with Moonraker's answers and errors, notify_sensor_update once a second while values change, the
// meter following the printer's load, and moonraker.conf's other sensors (a silent topic, a
// template that fails, a section that cannot load, a small store) after server.restart.

import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SensorInfo, SensorList, SensorMeasurements } from '../../../../protocol/sensors';
import {
  http,
  rpcError,
  simForSuite,
  startTestSim,
  RpcClient,
  waitUntil,
} from '../../../test/helpers';

const result = <T>(res: { body: unknown }): T => (res.body as { result: T }).result;

describe('without a [sensor] section', () => {
  it('is not loaded: its endpoints are unknown', async () => {
    const sim = await startTestSim();
    try {
      const info = result<{ components: string[] }>(await http(sim, 'GET', '/server/info'));
      expect(info.components).not.toContain('sensor');
      expect((await http(sim, 'GET', '/server/sensors/list')).status).toBe(404);
      const rpc = await RpcClient.connect(sim);
      expect((await rpcError(rpc.call('server.sensors.list'))).code).toBe(-32601);
      rpc.close();
    } finally {
      await sim.stop();
    }
  });
});

describe('the power meter', () => {
  const suite = simForSuite({ powerMeter: true, timeScale: 20 });
  const get = async <T>(path: string): Promise<T> => result<T>(await http(suite.sim, 'GET', path));

  it('is a sensor of moonraker.conf, the component listed in server.info', async () => {
    const info = await get<{ components: string[]; warnings: string[] }>('/server/info');
    expect(info.components).toContain('sensor');
    expect(info.warnings).toEqual([]);
    const conf = readFileSync(join(suite.sim.dataDir, 'config', 'moonraker.conf'), 'utf8');
    expect(conf).toContain('[sensor power_meter]\ntype: mqtt\n');
    // server.config: the options read (defaults too), and the section as written.
    const config = await get<{
      config: Record<string, Record<string, unknown>>;
      orig: Record<string, Record<string, string>>;
    }>('/server/config');
    expect(config.config['sensor power_meter']).toMatchObject({
      type: 'mqtt',
      name: 'Printer power',
      sensor_store_size: 1200,
      parameter_energy: { units: 'kWh' },
      history_field_energy: { parameter: 'energy', strategy: 'delta', precision: '6' },
      state_topic: 'printdeck/power_meter/status',
      qos: null,
    });
    expect(Object.keys(config.orig['sensor power_meter'] ?? {})).not.toContain('sensor_store_size');
  });

  it('lists its latest values; extended adds parameter_info and history_fields', async () => {
    await waitUntil(() => suite.rpc.notifications('notify_sensor_update').length > 0, 5000);
    const list = await get<SensorList>('/server/sensors/list');
    const meter = list.sensors.power_meter as SensorInfo;
    expect(Object.keys(list.sensors)).toEqual(['power_meter']);
    expect(Object.keys(meter)).toEqual(['id', 'friendly_name', 'type', 'values']);
    expect(meter).toMatchObject({
      id: 'power_meter',
      friendly_name: 'Printer power',
      type: 'mqtt',
    });
    expect(Object.keys(meter.values)).toEqual(['power', 'voltage', 'current', 'energy']);
    const idle = meter.values.power as number;
    expect(idle).toBeGreaterThan(5);
    expect(idle).toBeLessThan(60);
    expect(Math.abs((meter.values.voltage as number) - 230)).toBeLessThan(3);
    expect(meter.values.current).toBeCloseTo(idle / (meter.values.voltage as number), 2);

    const ext = await suite.rpc.call<SensorList>('server.sensors.list', { extended: true });
    expect(ext.sensors.power_meter?.parameter_info).toEqual([
      { units: 'W', name: 'power' },
      { units: 'V', name: 'voltage' },
      { units: 'A', name: 'current' },
      { units: 'kWh', name: 'energy' },
    ]);
    expect(ext.sensors.power_meter?.history_fields).toEqual([
      {
        field: 'energy',
        provider: 'sensor power_meter',
        description: 'Printer energy',
        strategy: 'delta',
        units: 'kWh',
        init_tracker: true,
        exclude_paused: false,
        report_total: true,
        report_maximum: true,
        precision: 6,
        parameter: 'energy',
      },
    ]);
  });

  it('answers one sensor by info, extended or not', async () => {
    const info = await get<SensorInfo>('/server/sensors/info?sensor=power_meter');
    expect(Object.keys(info)).toEqual(['id', 'friendly_name', 'type', 'values']);
    const ext = await suite.rpc.call<SensorInfo>('server.sensors.info', {
      sensor: 'power_meter',
      extended: true,
    });
    expect(Object.keys(ext)).toEqual([
      'id',
      'friendly_name',
      'type',
      'values',
      'parameter_info',
      'history_fields',
    ]);
  });

  it('keeps a sample a second of every value, for one sensor or all', async () => {
    await new Promise((r) => setTimeout(r, 2100));
    const one = await get<SensorMeasurements>('/server/sensors/measurements?sensor=power_meter');
    const all = await suite.rpc.call<SensorMeasurements>('server.sensors.measurements');
    expect(Object.keys(one)).toEqual(['power_meter']);
    expect(Object.keys(all)).toEqual(['power_meter']);
    const energy = one.power_meter?.energy ?? [];
    expect(energy.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(one.power_meter ?? {})).toEqual(['power', 'voltage', 'current', 'energy']);
    // The meter's counter only rises.
    for (let i = 1; i < energy.length; i++)
      expect(energy[i] as number).toBeGreaterThanOrEqual(energy[i - 1] as number);
  });

  it('sends notify_sensor_update with the sensors whose values changed', async () => {
    const from = suite.rpc.messages.length;
    const sent = await suite.rpc.waitFor(
      (m) => m.method === 'notify_sensor_update' && suite.rpc.messages.indexOf(m) >= from,
      3000,
    );
    expect(sent.params).toHaveLength(1);
    const update = sent.params?.[0] as Record<string, Record<string, number>>;
    expect(Object.keys(update)).toEqual(['power_meter']);
    expect(Object.keys(update.power_meter ?? {})).toEqual([
      'power',
      'voltage',
      'current',
      'energy',
    ]);
  });

  it('draws the heaters’ power while they heat', async () => {
    await http(suite.sim, 'POST', '/printer/gcode/script', { script: 'M140 S90\nM104 S250' });
    try {
      await waitUntil(() => {
        const p = suite.sim.app.klippy.printer?.heaters.get('heater_bed')?.power ?? 0;
        return p > 0.5;
      }, 5000);
      const deadline = Date.now() + 5000;
      let power = 0;
      while (Date.now() < deadline && power < 150) {
        await new Promise((r) => setTimeout(r, 200));
        power = (await get<SensorInfo>('/server/sensors/info?sensor=power_meter')).values
          .power as number;
      }
      expect(power).toBeGreaterThan(150);
    } finally {
      await http(suite.sim, 'POST', '/printer/gcode/script', { script: 'M140 S0\nM104 S0' });
    }
  });

  it('answers bad arguments with Moonraker’s errors', async () => {
    const unknown = await http(suite.sim, 'GET', '/server/sensors/info?sensor=nope');
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('No valid sensor named nope');
    const missing = await http(suite.sim, 'GET', '/server/sensors/info');
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('No data for argument: sensor');
    expect(await rpcError(suite.rpc.call('server.sensors.info', { sensor: 'nope' }))).toMatchObject(
      {
        code: 400,
        message: 'No valid sensor named nope',
      },
    );
    expect(
      await rpcError(suite.rpc.call('server.sensors.measurements', { sensor: '../../etc' })),
    ).toMatchObject({ code: 400, message: 'No valid sensor named ../../etc' });
    // An empty name asks for every sensor, as in Moonraker.
    const all = await get<SensorMeasurements>('/server/sensors/measurements?sensor=');
    expect(Object.keys(all)).toEqual(['power_meter']);
    // get_boolean takes true / false (any case) or a boolean, nothing else.
    const notBool = await http(suite.sim, 'GET', '/server/sensors/list?extended=maybe');
    expect(notBool.status).toBe(400);
    expect(JSON.stringify(notBool.body)).toContain(
      "Unable to convert argument [extended] to <class 'bool'>: value received: maybe",
    );
    expect(
      await rpcError(suite.rpc.call('server.sensors.info', { sensor: 'power_meter', extended: 1 })),
    ).toMatchObject({
      code: 400,
      message: "Unable to convert argument [extended] to <class 'bool'>: value received: 1",
    });
    const upper = await get<SensorList>('/server/sensors/list?extended=TRUE');
    expect(Object.keys(upper.sensors.power_meter ?? {})).toContain('history_fields');
    // get_str makes text of any value: a number or an object names no sensor.
    expect(
      await rpcError(suite.rpc.call('server.sensors.info', { sensor: { name: 'power_meter' } })),
    ).toMatchObject({ code: 400, message: "No valid sensor named {'name': 'power_meter'}" });
    expect(await rpcError(suite.rpc.call('server.sensors.info', { sensor: 7 }))).toMatchObject({
      code: 400,
      message: 'No valid sensor named 7',
    });
  });

  it('reads moonraker.conf’s other sensors after server.restart; the meter’s counter goes on', async () => {
    const before = (await get<SensorInfo>('/server/sensors/info?sensor=power_meter')).values
      .energy as number;
    appendFileSync(
      join(suite.sim.dataDir, 'config', 'moonraker.conf'),
      [
        '',
        '[sensor small_store]',
        'type: mqtt',
        'state_topic: printdeck/power_meter/status',
        'sensor_store_size: 2',
        'state_response_template:',
        '  {set_result("watts", (payload|fromjson)["power"])}',
        '',
        '[sensor silent]',
        'type: mqtt',
        'name: Nobody publishes here',
        'state_topic: somewhere/else',
        'state_response_template: {set_result("x", 1)}',
        '',
        '[sensor broken_template]',
        'type: mqtt',
        'state_topic: printdeck/power_meter/status',
        'state_response_template: {set_result("x", "not a number")}',
        '',
        '[sensor zigbee_plug]',
        'type: zigbee',
        '',
      ].join('\n'),
    );
    await http(suite.sim, 'POST', '/server/restart');
    await suite.sim.restarted();
    const rpc = await suite.reconnect();
    await new Promise((r) => setTimeout(r, 3300));
    const list = await rpc.call<SensorList>('server.sensors.list');
    expect(Object.keys(list.sensors)).toEqual([
      'power_meter',
      'small_store',
      'silent',
      'broken_template',
    ]);
    expect(list.sensors.silent).toEqual({
      id: 'silent',
      friendly_name: 'Nobody publishes here',
      type: 'mqtt',
      values: {},
    });
    expect(list.sensors.broken_template?.values).toEqual({});
    expect(Object.keys(list.sensors.small_store?.values ?? {})).toEqual(['watts']);
    expect((list.sensors.power_meter?.values.energy as number) >= before).toBe(true);
    const m = await rpc.call<SensorMeasurements>('server.sensors.measurements');
    expect(m.small_store?.watts).toHaveLength(2);
    expect(m.silent).toEqual({});
    const info = await get<{ warnings: string[] }>('/server/info');
    expect(info.warnings).toEqual([
      'Failed to configure sensor [sensor zigbee_plug]<br/>Unsupported sensor type: zigbee',
    ]);
  });
});
