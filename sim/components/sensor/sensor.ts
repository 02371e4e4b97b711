// One configured sensor (Moonraker's MQTT sensor): each message on its state topic is rendered
// through its state_response_template, whose set_result() calls give the new measurements; those
// feed the sensor's history fields at once. Once a second the sensor's store takes the last
// measurements (at most sensor_store_size samples per parameter) and says whether they changed.

import type { SensorHistoryField, SensorInfo } from '../../../protocol/sensors';
import type { History } from '../history/history';
import type { HistoryField } from '../history/fields';
import { render, TemplateError } from '../../klipper/template';
import { FILTERS, pyStr } from '../../klipper/template_values';
import type { SensorConfig } from './config';

export type Measurements = Record<string, number | boolean>;

/** Moonraker's template filters: Klipper's and `fromjson`. */
const MOONRAKER_FILTERS = {
  ...FILTERS,
  fromjson: (v: unknown): unknown => JSON.parse(pyStr(v)) as unknown,
};

/** set_result's value: a number as it is, a string through Python's float(). */
function measurementValue(value: unknown): number | boolean {
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const n = Number(value.trim());
    if (value.trim() !== '' && Number.isFinite(n)) return n;
    throw new TemplateError(`could not convert string to float: '${value}'`);
  }
  throw new TemplateError(
    `float() argument must be a string or a real number, not '${value === null ? 'NoneType' : typeof value}'`,
  );
}

export class Sensor {
  readonly id: string;
  lastMeasurements: Measurements = {};
  lastValue: Measurements = {};
  errorState: string | null = null;
  private readonly store = new Map<string, (number | boolean)[]>();
  private readonly fields = new Map<string, HistoryField[]>();

  constructor(
    readonly config: SensorConfig,
    history: History | undefined,
    private readonly log: (message: string) => void = () => undefined,
  ) {
    this.id = config.id;
    if (!history) return;
    for (const f of config.historyFields) {
      const initial = f.initTracker ? () => this.lastMeasurements[f.parameter] ?? 0 : undefined;
      const field = history.registerAuxiliaryField({ ...f.spec, initial });
      const list = this.fields.get(f.parameter) ?? [];
      list.push(field);
      this.fields.set(f.parameter, list);
    }
  }

  /** A message on the state topic. */
  onPayload(payload: string): void {
    const measurements: Measurements = {};
    const scope = new Map<string, unknown>([
      ['payload', payload],
      [
        'set_result',
        (name: unknown, value: unknown) => {
          measurements[pyStr(name)] = measurementValue(value);
          return null;
        },
      ],
    ]);
    try {
      render(this.config.template, scope, MOONRAKER_FILTERS);
    } catch (err) {
      const message = (err as Error).message;
      // Logged once per new error: the virtual meter publishes up to 20 times a second.
      if (message !== this.errorState) this.log(`Error updating sensor results: ${message}`);
      this.errorState = message;
      return;
    }
    this.errorState = null;
    this.lastMeasurements = measurements;
    for (const [name, value] of Object.entries(measurements))
      for (const field of this.fields.get(name) ?? []) field.update(value);
  }

  /** The store's once-a-second sample; true when the values differ from the last sample's. */
  sample(): boolean {
    const before = JSON.stringify(this.lastValue);
    for (const [name, value] of Object.entries(this.lastMeasurements)) {
      const list = this.store.get(name) ?? [];
      list.push(value);
      if (list.length > this.config.storeSize) list.splice(0, list.length - this.config.storeSize);
      this.store.set(name, list);
    }
    this.lastValue = { ...this.lastMeasurements };
    return JSON.stringify(this.lastValue) !== before;
  }

  /** The sensor as server.sensors.list / info report it. */
  info(extended: boolean): SensorInfo {
    const out: SensorInfo = {
      id: this.id,
      friendly_name: this.config.friendlyName,
      type: this.config.type,
      values: this.lastMeasurements,
    };
    if (!extended) return out;
    out.parameter_info = this.config.parameters;
    const fields: SensorHistoryField[] = [];
    for (const [parameter, list] of this.fields)
      for (const f of list) fields.push({ ...f.configuration(), parameter });
    out.history_fields = fields;
    return out;
  }

  /** Every stored sample, oldest first, by parameter. */
  measurements(): Record<string, (number | boolean)[]> {
    return Object.fromEntries([...this.store].map(([k, v]) => [k, [...v]]));
  }
}
