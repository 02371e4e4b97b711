// Temperature history for the chart: one sample per second per sensor, seeded from Moonraker's
// temperature store and extended live; keeps as many points as the server's store (default 1200).
// The window is full from the start (the seconds before the first reading hold gaps, `first` the
// index of the oldest reading), so its arrays never grow: a page left open for days holds the
// same memory after 20 minutes as after one. The chart shows only the readings it has.
// One store per printer (its scope); `useCharts` reads the printer a view shows.
import { createStore, type StoreApi } from 'zustand';
import type { TemperatureStore } from '../../protocol/methods';
import type { PrinterStatus } from '../../protocol/objects';
import { boundStore } from './scope/bound';
import { scopedStore } from './scope/scoped-store';

export interface SensorSeries {
  temperature: (number | null)[];
  target: (number | null)[];
  power: (number | null)[];
}

export interface ChartsState {
  /** Sample times in ms since the epoch, oldest first. */
  times: number[];
  series: Record<string, SensorSeries>;
  retention: number;
  /** Index of the window's oldest sample: before it are the gaps of a chart not yet full. */
  first: number;
}

export const DEFAULT_CHART_RETENTION = 1200;

export type ChartsStore = Pick<StoreApi<ChartsState>, 'getState' | 'setState'>;

export const chartsStore = scopedStore('charts', () =>
  createStore<ChartsState>(() => ({
    times: [],
    series: {},
    retention: DEFAULT_CHART_RETENTION,
    first: 0,
  })),
);

export const useCharts = boundStore(chartsStore);

function emptySeries(length: number): SensorSeries {
  return {
    temperature: Array(length).fill(null),
    target: Array(length).fill(null),
    power: Array(length).fill(null),
  };
}

/** `length` sample times one second apart, the last one `now`. */
function timeWindow(length: number, now: number): number[] {
  return Array.from({ length }, (_, i) => now - (length - 1 - i) * 1000);
}

/** The last `length` of `values`, gaps in front where there are fewer (all gaps without values). */
function tail<T>(values: T[] | undefined, length: number): (T | null)[] {
  const kept = (values ?? []).slice(-length);
  return [...Array<null>(length - kept.length).fill(null), ...kept];
}

/** Seed from server.temperature_store: a full window of `retention` seconds ending now. */
export function seedCharts(
  store: TemperatureStore,
  retention: number,
  now = Date.now(),
  charts: ChartsStore = useCharts,
): void {
  const series: Record<string, SensorSeries> = {};
  let stored = 0;
  for (const [key, entry] of Object.entries(store)) {
    stored = Math.max(stored, entry.temperatures?.length ?? 0);
    series[key] = {
      temperature: tail(entry.temperatures, retention),
      target: tail(entry.targets, retention),
      power: tail(entry.powers ?? entry.speeds, retention),
    };
  }
  const first = retention - Math.min(retention, stored);
  charts.setState({ times: timeWindow(retention, now), series, retention, first });
}

/** Append one sample of every sensor from the current status; the oldest one leaves the window. */
export function sampleCharts(
  status: PrinterStatus,
  sensors: string[],
  now = Date.now(),
  charts: ChartsStore = useCharts,
): void {
  const { times: held, series, retention, first } = charts.getState();
  // Not seeded (or reset): a window of gaps ending a second ago.
  const times = held.length > 0 ? held : timeWindow(retention, now - 1000);
  const oldest = held.length > 0 ? first : retention;
  const nextTimes = [...times, now];
  const drop = Math.max(0, nextTimes.length - retention);
  const nextSeries: Record<string, SensorSeries> = {};
  for (const key of sensors) {
    const current = series[key] ?? emptySeries(times.length);
    const object = status[key] ?? {};
    const num = (value: unknown) => (typeof value === 'number' ? value : null);
    nextSeries[key] = {
      temperature: [...current.temperature, num(object.temperature)].slice(drop),
      target: [...current.target, num(object.target)].slice(drop),
      power: [...current.power, num(object.power ?? object.speed)].slice(drop),
    };
  }
  charts.setState({
    times: nextTimes.slice(drop),
    series: nextSeries,
    first: Math.max(0, Math.min(oldest, times.length) - drop),
  });
}

export function resetCharts(charts: ChartsStore = useCharts): void {
  charts.setState({ times: [], series: {}, first: 0 });
}
