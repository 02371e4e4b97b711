// A history auxiliary field (Moonraker's HistoryFieldData): a value a component follows during each
// job (a sensor's energy, the spools used), written into the job's `auxiliary_data` when the job
// starts and again when it ends, and, when it reports a total and/or a maximum, summed into
// server.history.totals' `auxiliary_totals`.

import type { AuxiliaryTotal, HistoryJob } from '../../../protocol/history';
import type { SensorHistoryField } from '../../../protocol/sensors';
import { makeTracker, type Strategy, type Tracker, type TrackingGate } from './trackers';

export type AuxiliaryData = HistoryJob['auxiliary_data'][number];

/** What a component hands to `History.registerAuxiliaryField`. */
export interface AuxiliaryFieldSpec {
  /** Who provides it: a component's name or a config section ("sensor power_meter", "spoolman"). */
  provider: string;
  /** The field's name within its provider ("energy", "spool_ids"). */
  name: string;
  description: string;
  strategy: Strategy;
  units?: string | null;
  /** The value a job starts from (Moonraker's `init_tracker` / reset callback). */
  initial?: () => unknown;
  /** Updates while the job is paused do not count. */
  excludePaused?: boolean;
  /** The job's final value is added to the field's total across jobs. */
  reportTotal?: boolean;
  /** The largest final value of any job is kept across jobs. */
  reportMaximum?: boolean;
  /** Decimal places of a reported value (and of its totals). */
  precision?: number | null;
}

/**
 * Python's round(value, digits): to the nearest value with `digits` decimals, an exact tie (the
 * double's own value halfway) to the even last digit.
 */
export function roundTo(value: number, digits: number | null): number {
  if (digits === null || !Number.isFinite(value)) return value;
  const d = Math.max(0, Math.min(70, Math.trunc(digits)));
  const extra = 30;
  const exact = Math.abs(value).toFixed(d + extra);
  const tail = exact.slice(-extra);
  if (tail !== `5${'0'.repeat(extra - 1)}`) return Number(value.toFixed(d));
  const kept = exact.slice(0, -extra).replace(/\.$/, '');
  const last = Number(kept.replace('.', '').slice(-1));
  const down = Number(kept);
  const rounded = last % 2 === 0 ? down : Number((down + 10 ** -d).toFixed(d));
  return Math.sign(value) * rounded;
}

export class HistoryField {
  readonly provider: string;
  readonly name: string;
  readonly description: string;
  readonly strategy: Strategy;
  readonly units: string | null;
  readonly reportTotal: boolean;
  readonly reportMaximum: boolean;
  readonly precision: number | null;
  readonly tracker: Tracker;

  constructor(spec: AuxiliaryFieldSpec, gate: TrackingGate) {
    this.provider = spec.provider;
    this.name = spec.name;
    this.description = spec.description;
    this.strategy = spec.strategy;
    this.units = spec.units ?? null;
    this.reportTotal = spec.reportTotal ?? false;
    this.reportMaximum = spec.reportMaximum ?? false;
    this.precision = spec.precision ?? null;
    this.tracker = makeTracker(spec.strategy, {
      gate,
      initial: spec.initial,
      excludePaused: spec.excludePaused,
    });
  }

  /** A new measurement of the followed value; counts only while a job is tracked. */
  update(value: unknown): void {
    this.tracker.update(value);
  }

  /** The field as a job's `auxiliary_data` entry, its value as tracked so far. */
  asData(): AuxiliaryData {
    const raw = this.tracker.value();
    const value = typeof raw === 'number' ? roundTo(raw, this.precision) : raw;
    return {
      provider: this.provider,
      name: this.name,
      value,
      description: this.description,
      units: this.units,
    };
  }

  /** How the field is configured, as server.sensors.* `history_fields` list it. */
  configuration(): Omit<SensorHistoryField, 'parameter'> {
    return {
      field: this.name,
      provider: this.provider,
      description: this.description,
      strategy: this.strategy,
      units: this.units,
      init_tracker: this.tracker.initial !== undefined,
      exclude_paused: this.tracker.excludePaused,
      report_total: this.reportTotal,
      report_maximum: this.reportMaximum,
      precision: this.precision,
    };
  }

  hasTotals(): boolean {
    return this.tracker.hasTotals() && (this.reportTotal || this.reportMaximum);
  }

  /** The field's totals after the job just finished (or zeroed by a reset), given the last ones. */
  totals(last: readonly AuxiliaryTotal[], reset = false): AuxiliaryTotal {
    const base = { provider: this.provider, field: this.name };
    if (reset)
      return {
        ...base,
        maximum: this.reportMaximum ? 0 : null,
        total: this.reportTotal ? 0 : null,
      };
    const cur = this.tracker.value() as number;
    let maximum = this.reportMaximum ? cur : null;
    let total = this.reportTotal ? cur : null;
    const prev = last.find((t) => t.provider === this.provider && t.field === this.name);
    if (prev) {
      if (maximum !== null) maximum = Math.max(cur, prev.maximum ?? 0);
      if (total !== null) total = cur + (prev.total ?? 0);
    }
    return {
      ...base,
      maximum: maximum === null ? null : roundTo(maximum, this.precision),
      total: total === null ? null : roundTo(total, this.precision),
    };
  }
}
