// Staggered starts across printers: each printer's task starts at its own offset from the first
// (never after the previous one finished), so a slow or failing printer delays nobody. Pure but
// for the clock, which comes in as a Scheduler (a virtual one in tests).

/** The longest stagger between two printers (s). */
export const MAX_STAGGER_S = 3600;

export interface Scheduler {
  now(): number;
  /** Resolves after `ms`; may settle early (resolve or reject) once `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export type StaggeredResult<R> =
  | { status: 'fulfilled'; value: R }
  | { status: 'rejected'; reason: unknown }
  | { status: 'skipped' };

function checkStagger(staggerS: number): void {
  if (typeof staggerS !== 'number' || !Number.isFinite(staggerS))
    throw new RangeError(`The stagger must be a number of seconds, not ${String(staggerS)}`);
  if (staggerS < 0 || staggerS > MAX_STAGGER_S)
    throw new RangeError(`The stagger must be 0 to ${MAX_STAGGER_S} s, not ${staggerS}`);
}

function checkCount(count: number): void {
  if (!Number.isSafeInteger(count) || count < 0)
    throw new RangeError(`The number of printers must be a whole number ≥ 0, not ${String(count)}`);
}

/**
 * Start offsets in ms for `count` printers, `staggerS` apart (0 → all at once): i × staggerS s,
 * rounded to whole ms. RangeError when staggerS is not a finite 0..3600 or count not a whole ≥ 0.
 */
export function staggerOffsets(count: number, staggerS: number): number[] {
  checkStagger(staggerS);
  checkCount(count);
  return Array.from({ length: count }, (_, i) => Math.round(i * staggerS * 1000));
}

/**
 * Runs `task(i)` for i = 0..count-1, each at its offset from the start (staggerOffsets), and
 * resolves once every one has settled, with each one's outcome in order. Offset 0 starts at once
 * (in the same turn). Aborting `signal` stops those not started yet — they settle as 'skipped' —
 * and leaves the started ones to finish; an already aborted signal skips them all. A task that
 * throws at once counts as rejected. Rejects with a RangeError (starting nothing) for a stagger
 * outside 0..3600 s or a count that is not a whole number ≥ 0.
 */
export async function runStaggered<R>(
  count: number,
  staggerS: number,
  task: (i: number) => Promise<R>,
  scheduler: Scheduler,
  signal?: AbortSignal,
): Promise<StaggeredResult<R>[]> {
  const offsets = staggerOffsets(count, staggerS);
  const start = scheduler.now();

  const run = (i: number): Promise<StaggeredResult<R>> => {
    if (signal?.aborted) return Promise.resolve({ status: 'skipped' });
    try {
      return task(i).then(
        (value) => ({ status: 'fulfilled', value }),
        (reason: unknown) => ({ status: 'rejected', reason }),
      );
    } catch (reason) {
      return Promise.resolve({ status: 'rejected', reason });
    }
  };

  const lane = async (i: number, offset: number): Promise<StaggeredResult<R>> => {
    if (offset > 0 && !signal?.aborted) {
      const wait = Math.max(0, start + offset - scheduler.now());
      try {
        await scheduler.sleep(wait, signal);
      } catch (reason) {
        if (!signal?.aborted) return { status: 'rejected', reason };
      }
    }
    return run(i);
  };

  return Promise.all(offsets.map((offset, i) => (offset === 0 ? run(i) : lane(i, offset))));
}

/** The real clock: Date.now and setTimeout; a sleep resolves early when its signal aborts. */
export const realScheduler: Scheduler = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve) => {
      if (signal?.aborted) {
        resolve();
        return;
      }
      const done = (): void => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, ms));
      signal?.addEventListener('abort', done, { once: true });
    }),
};
