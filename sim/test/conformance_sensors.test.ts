// Conformance of the sensor component and history's auxiliary fields with the shapes of Moonraker's
// API documents (docs/external_api/devices.md "Sensor endpoints", jsonrpc_notifications.md
// notify_sensor_update, history.md's job, totals and reset): no recording has a [sensor], so each
// documented example's keys and value types are written below (with values of their own) and the
// simulator's answers compared with them as the recorded ones are (same_shape.ts).

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { http, simForSuite, waitUntil } from './helpers';
import { printState } from './print_helpers';
import { sameShape, type ShapeOptions } from './same_shape';

const HISTORY_FIELD = {
  field: 'energy_used',
  provider: 'sensor power_meter',
  description: 'Energy used',
  strategy: 'delta',
  units: 'kWh',
  init_tracker: true,
  exclude_paused: false,
  report_total: true,
  report_maximum: true,
  precision: 6,
  parameter: 'energy',
};

/** A sensor status as the documents show it (extended). */
const SENSOR_EXTENDED = {
  id: 'power_meter',
  friendly_name: 'Printer power',
  type: 'mqtt',
  values: { energy: 1.5, voltage: 231.2 },
  parameter_info: [{ units: 'kWh', name: 'energy' }],
  history_fields: [HISTORY_FIELD],
};
const { parameter_info: _p, history_fields: _h, ...SENSOR } = SENSOR_EXTENDED;

const DOC = {
  list: { result: { sensors: { power_meter: SENSOR } } },
  listExtended: { result: { sensors: { power_meter: SENSOR_EXTENDED } } },
  info: { result: SENSOR },
  infoExtended: { result: SENSOR_EXTENDED },
  measurements: { result: { power_meter: { energy: [1.1, 1.2], voltage: [230.5, 230.4] } } },
  notification: {
    jsonrpc: '2.0',
    method: 'notify_sensor_update',
    params: [{ power_meter: { energy: 1.3, voltage: 229.8 } }],
  },
  auxiliaryData: [
    {
      provider: 'sensor power_meter',
      name: 'energy_used',
      value: 0.42,
      description: 'Energy used',
      units: 'kWh',
    },
  ],
  auxiliaryTotals: [
    { provider: 'sensor power_meter', field: 'energy_used', maximum: 0.42, total: 0.9 },
  ],
};

/**
 * Parameter names (and which sensors a notification names) are this printer's configuration, not
 * the protocol's: the examples use the demo's sensor id and two of its parameters, so every key
 * they have is compared and the meter's other parameters may come in addition.
 */
const VALUES: ShapeOptions = { dynamicKeys: ['$.result.sensors.*.values', '$.result.values'] };
const SAMPLES: ShapeOptions = { dynamicKeys: ['$.result.*'] };
const NOTIFIED: ShapeOptions = { dynamicKeys: ['$.params[].*'] };

describe('sensor endpoints as Moonraker documents them', () => {
  const suite = simForSuite({ powerMeter: true, timeScale: 100 });
  const get = async (path: string): Promise<unknown> => (await http(suite.sim, 'GET', path)).body;
  const ready = () =>
    waitUntil(() => suite.rpc.notifications('notify_sensor_update').length > 0, 5000);

  it.each([
    ['server.sensors.list', '/server/sensors/list', 'list'],
    ['server.sensors.list extended', '/server/sensors/list?extended=true', 'listExtended'],
    ['server.sensors.info', '/server/sensors/info?sensor=power_meter', 'info'],
    [
      'server.sensors.info extended',
      '/server/sensors/info?sensor=power_meter&extended=true',
      'infoExtended',
    ],
    [
      'server.sensors.measurements',
      '/server/sensors/measurements?sensor=power_meter',
      'measurements',
    ],
    ['server.sensors.measurements (all)', '/server/sensors/measurements', 'measurements'],
  ] as const)('%s', async (_name, path, doc) => {
    await ready();
    const opts = doc === 'measurements' ? SAMPLES : VALUES;
    expect(sameShape(DOC[doc], await get(path), opts)).toBeNull();
  });

  it('server.sensors.list: the keys of a sensor, not extended', async () => {
    const body = (await get('/server/sensors/list')) as {
      result: { sensors: Record<string, object> };
    };
    const keys = Object.keys(Object.values(body.result.sensors)[0] ?? {});
    expect(keys).toEqual(Object.keys(SENSOR));
  });

  it('notify_sensor_update', async () => {
    await ready();
    const sent = suite.rpc.notifications('notify_sensor_update')[0];
    expect(sameShape(DOC.notification, sent, NOTIFIED)).toBeNull();
  });

  it('history: auxiliary_data of a job, auxiliary_totals, last_auxiliary_totals', async () => {
    writeFileSync(
      join(suite.sim.dataDir, 'gcodes', 'cube.gcode'),
      'M190 S50\nG28\nG1 X50 Y50 F6000\nM140 S0\n',
    );
    await http(suite.sim, 'POST', '/printer/print/start', { filename: 'cube.gcode' });
    await waitUntil(() => printState(suite.sim) === 'complete', 30000);
    await suite.sim.app.find('history')?.settled();
    const list = (await get('/server/history/list')) as {
      result: { jobs: { auxiliary_data: unknown[] }[] };
    };
    const data = list.result.jobs[0]?.auxiliary_data;
    expect(data).toHaveLength(1);
    expect(sameShape(DOC.auxiliaryData, data)).toBeNull();
    const totals = (await get('/server/history/totals')) as {
      result: { auxiliary_totals: unknown[] };
    };
    expect(totals.result.auxiliary_totals).toHaveLength(1);
    expect(sameShape(DOC.auxiliaryTotals, totals.result.auxiliary_totals)).toBeNull();
    const reset = (await http(suite.sim, 'POST', '/server/history/reset_totals')).body as {
      result: { last_auxiliary_totals: unknown[] };
    };
    expect(sameShape(DOC.auxiliaryTotals, reset.result.last_auxiliary_totals)).toBeNull();
  });
});
