// One clock for the status flushes of many printers at once (the farm's light scopes): a flush
// waits for the clock's next tick, a whole multiple of the period on the wall clock, and every
// flush due at that tick runs in the same task. React then renders the printers' changes together
// and the browser lays out and paints the page once per tick, instead of once per printer at
// whatever moment each printer's own second ended.

/**
 * The tick a flush waits for: the first multiple of `period` at or after `now` (no value waits
 * longer than a period) and after `lastFlush` (a printer flushes at most once per tick).
 */
export function nextTick(now: number, lastFlush: number, period: number): number {
  const tick = Math.ceil(now / period) * period;
  return tick > lastFlush ? tick : tick + period;
}

/** A clock that the light scopes of one page share (the fleet's, kept in its app store). */
export interface StatusClock {
  /**
   * Runs `flush` at the tick `due` (a time from nextTick), in one task with every other flush due
   * then on this clock. Returns the cancel.
   */
  atTick(due: number, flush: () => void, now?: number): () => void;
}

export function createStatusClock(): StatusClock {
  /** The flushes waiting for each tick, by the tick's time. */
  const waiting = new Map<number, Set<() => void>>();
  return {
    atTick(due, flush, now = Date.now()) {
      let flushes = waiting.get(due);
      if (!flushes) {
        const these = new Set<() => void>();
        flushes = these;
        waiting.set(due, these);
        setTimeout(
          () => {
            waiting.delete(due);
            for (const run of these) run();
          },
          Math.max(0, due - now),
        );
      }
      const own = flushes;
      own.add(flush);
      return () => {
        own.delete(flush);
      };
    },
  };
}
