// How a history auxiliary field follows its value during a job (Moonraker's tracking strategies):
// basic keeps the last value, delta the change since the job started, accumulate the sum, average
// the mean, maximum / minimum the extreme, collect the distinct values (the last 100). A tracker
// only follows updates while history says a job is being tracked (and, with `excludePaused`, not
// paused); `reset` starts it again for a new job, from `initial()` when the field has one.

export const STRATEGIES = [
  'basic',
  'delta',
  'accumulate',
  'average',
  'maximum',
  'minimum',
  'collect',
] as const;
export type Strategy = (typeof STRATEGIES)[number];

/** Whether updates count now: a job is in progress (and not paused, when `checkPaused`). */
export type TrackingGate = (checkPaused: boolean) => boolean;

export interface TrackerOptions {
  gate: TrackingGate;
  /** The value a new job starts from (Moonraker's `init_tracker`); none: the strategy's own start. */
  initial?: () => unknown;
  excludePaused?: boolean;
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The most values a `collect` field keeps; the oldest go first. */
export const COLLECT_LIMIT = 100;

export abstract class Tracker {
  readonly excludePaused: boolean;
  readonly initial: (() => unknown) | undefined;
  protected readonly gate: TrackingGate;
  protected tracked: unknown;

  constructor(opts: TrackerOptions, start: unknown) {
    this.gate = opts.gate;
    this.initial = opts.initial;
    this.excludePaused = opts.excludePaused ?? false;
    this.tracked = start;
  }

  protected counting(): boolean {
    return this.gate(this.excludePaused);
  }

  value(): unknown {
    return this.tracked;
  }

  /** Numeric trackers feed the job totals; basic only while it holds a number; collect never. */
  hasTotals(): boolean {
    return true;
  }

  abstract reset(): void;
  abstract update(value: unknown): void;
}

class BasicTracker extends Tracker {
  constructor(opts: TrackerOptions) {
    super(opts, null);
  }
  reset(): void {
    if (this.initial) this.tracked = this.initial();
  }
  update(value: unknown): void {
    if (this.counting()) this.tracked = value;
  }
  override hasTotals(): boolean {
    return isNumber(this.tracked);
  }
}

class DeltaTracker extends Tracker {
  private last: number | null = null;
  constructor(opts: TrackerOptions) {
    super(opts, 0);
  }
  reset(): void {
    this.tracked = 0;
    this.last = null;
    if (this.initial) {
      const v = this.initial();
      this.last = isNumber(v) ? v : null;
    }
  }
  update(value: unknown): void {
    if (!isNumber(value)) return;
    if (this.counting() && this.last !== null)
      this.tracked = (this.tracked as number) + value - this.last;
    this.last = value;
  }
}

class AccumulateTracker extends Tracker {
  constructor(opts: TrackerOptions) {
    super(opts, 0);
  }
  reset(): void {
    const v = this.initial?.();
    this.tracked = isNumber(v) ? v : 0;
  }
  update(value: unknown): void {
    if (isNumber(value) && this.counting()) this.tracked = (this.tracked as number) + value;
  }
}

class AverageTracker extends AccumulateTracker {
  private count = 0;
  override reset(): void {
    super.reset();
    this.count = 0;
  }
  override update(value: unknown): void {
    if (!isNumber(value) || !this.counting()) return;
    this.count += 1;
    this.tracked = ((this.tracked as number) * (this.count - 1) + value) / this.count;
  }
}

class ExtremeTracker extends Tracker {
  private started = false;
  constructor(
    opts: TrackerOptions,
    private readonly pick: (a: number, b: number) => number,
  ) {
    super(opts, 0);
  }
  reset(): void {
    const v = this.initial?.();
    this.started = isNumber(v);
    this.tracked = isNumber(v) ? v : 0;
  }
  update(value: unknown): void {
    if (!isNumber(value) || !this.counting()) return;
    this.tracked = this.started ? this.pick(this.tracked as number, value) : value;
    this.started = true;
  }
}

class CollectTracker extends Tracker {
  constructor(opts: TrackerOptions) {
    super(opts, []);
  }
  private list(): unknown[] {
    return this.tracked as unknown[];
  }
  reset(): void {
    if (!this.initial) {
      this.tracked = [];
      return;
    }
    const v = this.initial();
    this.tracked = Array.isArray(v) ? [...(v as unknown[])] : [];
  }
  update(value: unknown): void {
    const list = this.list();
    if (list.some((v) => JSON.stringify(v) === JSON.stringify(value))) return;
    if (!this.counting()) return;
    list.push(value);
    if (list.length > COLLECT_LIMIT) list.shift();
  }
  override value(): unknown {
    return [...this.list()];
  }
  override hasTotals(): boolean {
    return false;
  }
}

export function makeTracker(strategy: Strategy, opts: TrackerOptions): Tracker {
  switch (strategy) {
    case 'basic':
      return new BasicTracker(opts);
    case 'delta':
      return new DeltaTracker(opts);
    case 'accumulate':
      return new AccumulateTracker(opts);
    case 'average':
      return new AverageTracker(opts);
    case 'maximum':
      return new ExtremeTracker(opts, Math.max);
    case 'minimum':
      return new ExtremeTracker(opts, Math.min);
    case 'collect':
      return new CollectTracker(opts);
  }
}

/** A strategy name as a configuration gives it (any case); null when there is no such strategy. */
export function parseStrategy(name: string): Strategy | null {
  const lower = name.toLowerCase();
  return (STRATEGIES as readonly string[]).includes(lower) ? (lower as Strategy) : null;
}
