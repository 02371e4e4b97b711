// Temperature history for the chart: one sample per second per sensor, seeded from Moonraker's
// temperature store and extended live; keeps as many points as the server's store (default 1200).
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
}

export const DEFAULT_CHART_RETENTION = 1200;

export type ChartsStore = Pick<StoreApi<ChartsState>, 'getState' | 'setState'>;

export const chartsStore = scopedStore('charts', () =>
  createStore<ChartsState>(() => ({
    times: [],
    series: {},
    retention: DEFAULT_CHART_RETENTION,
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

/** Seed from server.temperature_store: the last sample is now, one second apart. */
export function seedCharts(
  store: TemperatureStore,
  retention: number,
  now = Date.now(),
  charts: ChartsStore = useCharts,
): void {
  const length = Math.min(
    retention,
    Math.max(0, ...Object.values(store).map((entry) => entry.temperatures?.length ?? 0)),
  );
  const times = Array.from({ length }, (_, i) => now - (length - 1 - i) * 1000);
  const series: Record<string, SensorSeries> = {};
  for (const [key, entry] of Object.entries(store)) {
    const pad = <T>(values: T[] | undefined): (T | null)[] => {
      const tail = (values ?? []).slice(-length);
      return [
        ...Array<null>(length - tail.length).fill(null),
        ...(values ? tail : Array<null>(tail.length).fill(null)),
      ];
    };
    series[key] = {
      temperature: pad(entry.temperatures),
      target: pad(entry.targets),
      power: pad(entry.powers ?? entry.speeds),
    };
  }
  charts.setState({ times, series, retention });
}

/** Append one sample of every sensor from the current status. */
export function sampleCharts(
  status: PrinterStatus,
  sensors: string[],
  now = Date.now(),
  charts: ChartsStore = useCharts,
): void {
  const { times, series, retention } = charts.getState();
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
  charts.setState({ times: nextTimes.slice(drop), series: nextSeries });
}

export function resetCharts(charts: ChartsStore = useCharts): void {
  charts.setState({ times: [], series: {} });
}
