// sensor: Moonraker's sensor component, loaded for moonraker.conf's `[sensor …]` sections
// (conf.ts; config.ts reads them). Each sensor hears its MQTT state topic: in the virtual printer
// the power meter (power_meter.ts) publishes on its own topic; no other device publishes, so a
// sensor on another topic never measures. Measurements feed the sensors' history fields at once;
// once a second each sensor's store takes them and notify_sensor_update names the sensors whose
// values changed. server.sensors.list / info / measurements.

import type { SensorInfo, SensorList, SensorMeasurements } from '../../../protocol/sensors';
import type { App } from '../../app';
import { ServerError } from '../../errors';
import type { RequestContext } from '../../registry';
import { pyStr } from '../../python_values';
import type { Component, ConfigSection } from '../component';
import { readSensorsConfig, type SensorConfig } from './config';
import { confSections, hasSensorSection } from './conf';
import { POWER_METER_TOPIC, VirtualPowerMeter } from './power_meter';
import { Sensor } from './sensor';

export { enablePowerMeter } from './conf';

/** Moonraker's store interval, seconds of real time (its own event loop's timer). */
export const SENSOR_UPDATE_S = 1;

interface Loaded {
  configs: SensorConfig[];
  warnings: string[];
}

/** What the running component loaded, for server.config and server.info. */
const LOADED = new WeakMap<App, Loaded>();

/** WebRequest.get_str: the value as Python's str() writes it. */
function sensorArg(ctx: RequestContext, def?: string): string {
  const v = ctx.args.raw.sensor;
  if (v === undefined) {
    if (def === undefined) throw new ServerError('No data for argument: sensor');
    return def;
  }
  return pyStr(v);
}

function registerSensorMethods(app: App, sensors: Map<string, Sensor>): void {
  const r = app.registry;
  const find = (name: string): Sensor => {
    const s = sensors.get(name);
    if (!s) throw new ServerError(`No valid sensor named ${name}`);
    return s;
  };
  r.register('GET', '/server/sensors/list', (ctx): SensorList => {
    const extended = ctx.args.bool('extended', false);
    const out: SensorList['sensors'] = {};
    for (const [name, s] of sensors) out[name] = s.info(extended);
    return { sensors: out };
  });
  r.register('GET', '/server/sensors/info', (ctx): SensorInfo => {
    const name = sensorArg(ctx);
    const extended = ctx.args.bool('extended', false);
    return find(name).info(extended);
  });
  r.register('GET', '/server/sensors/measurements', (ctx): SensorMeasurements => {
    const name = sensorArg(ctx, '');
    if (name) return { [name]: find(name).measurements() };
    return Object.fromEntries([...sensors].map(([k, s]) => [k, s.measurements()]));
  });
}

export const sensor: Component = {
  name: 'sensor',
  core: false,
  enabled: hasSensorSection,
  warnings: (app: App) => [...(LOADED.get(app)?.warnings ?? [])],
  sections(app: App) {
    const out: Record<string, ConfigSection> = {};
    for (const c of LOADED.get(app)?.configs ?? [])
      out[c.section] = { config: { ...c.values }, orig: { ...c.orig } };
    return out;
  },
  start(app: App) {
    const log = (where: string, msg: string): void => app.logs?.moonraker(where, msg);
    const { sensors: configs, warnings } = readSensorsConfig(confSections(app));
    const history = app.find('history');
    const sensors = new Map<string, Sensor>();
    const loaded: SensorConfig[] = [];
    for (const cfg of configs) {
      log('sensor.py:__init__()', `Configuring sensor: ${cfg.id}`);
      try {
        const s = new Sensor(cfg, history, (msg) => log('sensor.py:_on_state_update()', msg));
        sensors.set(cfg.id, s);
        loaded.push(cfg);
      } catch (err) {
        warnings.push(`Failed to configure sensor [${cfg.section}]\n${(err as Error).message}`);
      }
    }
    for (const w of warnings) log('sensor.py:__init__()', w);
    LOADED.set(app, { configs: loaded, warnings });

    const onMeter = [...sensors.values()].filter((s) => s.config.stateTopic === POWER_METER_TOPIC);
    const meter = onMeter.length > 0 ? new VirtualPowerMeter(app) : null;
    for (const s of sensors.values())
      log('sensor.py:initialize()', `Registered sensor '${s.config.friendlyName}'`);
    meter?.subscribe((payload) => {
      for (const s of onMeter) s.onPayload(payload);
    });

    const timer = setInterval(() => {
      const changed: Record<string, Record<string, number | boolean>> = {};
      for (const [name, s] of sensors) if (s.sample()) changed[name] = s.lastValue;
      if (Object.keys(changed).length > 0) app.notify('notify_sensor_update', changed);
    }, SENSOR_UPDATE_S * 1000);
    timer.unref();

    registerSensorMethods(app, sensors);
    return {
      close() {
        clearInterval(timer);
        meter?.close();
        LOADED.delete(app);
      },
    };
  },
};
