// data_store component: temperature ring buffers (1 sample per real second) and the G-code store.

import type {
  GcodeStoreItem,
  TemperatureStore,
  TemperatureStoreEntry,
} from '../../../protocol/methods';
import type { Klippy } from '../../klipper/klippy';

export const TEMPERATURE_STORE_SIZE = 1200;
export const GCODE_STORE_SIZE = 1000;

const FIELDS = [
  ['temperature', 'temperatures'],
  ['target', 'targets'],
  ['power', 'powers'],
  ['speed', 'speeds'],
] as const;

export class DataStore {
  private readonly temps = new Map<string, TemperatureStoreEntry>();
  private monitors = new Set<string>();
  private readonly gcode: GcodeStoreItem[] = [];
  private readonly timer: NodeJS.Timeout;

  private readonly onResponse = (msg: string): void => this.addGcode(msg, 'response');

  constructor(private readonly klippy: Klippy) {
    klippy.on('response', this.onResponse);
    this.timer = setInterval(() => this.sample(), 1000);
  }

  close(): void {
    clearInterval(this.timer);
    this.klippy.off('response', this.onResponse);
  }

  addGcode(message: string, type: 'command' | 'response'): void {
    this.gcode.push({ message, time: Date.now() / 1000, type });
    if (this.gcode.length > GCODE_STORE_SIZE) this.gcode.shift();
  }

  gcodeStore(count?: number): GcodeStoreItem[] {
    const items =
      count === undefined ? this.gcode : this.gcode.slice(Math.max(0, this.gcode.length - count));
    return items.map((i) => ({ ...i }));
  }

  temperatureStore(includeMonitors: boolean): TemperatureStore {
    const out: TemperatureStore = {};
    for (const [name, entry] of this.temps) {
      if (!includeMonitors && this.monitors.has(name)) continue;
      out[name] = Object.fromEntries(
        Object.entries(entry).map(([k, v]) => [k, [...(v as number[])]]),
      );
    }
    return out;
  }

  /** One sample of every sensor in heaters.available_sensors (and monitors). */
  sample(): void {
    if (this.klippy.state !== 'ready' && this.klippy.state !== 'shutdown') return;
    const heaters = this.klippy.query({ heaters: null }).heaters ?? {};
    const sensors = (heaters.available_sensors as string[] | undefined) ?? [];
    const monitors = (heaters.available_monitors as string[] | undefined) ?? [];
    this.monitors = new Set(monitors);
    const status = this.klippy.query(
      Object.fromEntries([...sensors, ...monitors].map((s) => [s, null])),
    );
    for (const [name, fields] of Object.entries(status)) {
      if (!fields) continue;
      let entry = this.temps.get(name);
      if (!entry) {
        entry = {};
        for (const [field, plural] of FIELDS) if (field in fields) entry[plural] = [];
        this.temps.set(name, entry);
      }
      for (const [field, plural] of FIELDS) {
        const list = entry[plural];
        if (!list) continue;
        const v = fields[field];
        list.push(typeof v === 'number' ? Math.round(v * 100) / 100 : (v as number));
        if (list.length > TEMPERATURE_STORE_SIZE) list.shift();
      }
    }
  }
}
