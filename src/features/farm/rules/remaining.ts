// The time left a printer's watcher reports for sorting the farm by it: coarse and steady, so a
// print's estimate that wavers between two minutes does not re-sort (and re-render) the page on
// every status update. Pure.

/** Times left are reported in steps of this many seconds. */
export const REMAINING_STEP_S = 300;

/**
 * The time left to report: `shown` while `next` stays within a step of it (or both are unknown),
 * else `next` rounded to the step. Null when `next` is null (no print, nothing known).
 */
export function settledRemaining(
  next: number | null,
  shown: number | null,
  step = REMAINING_STEP_S,
): number | null {
  if (next === null || !Number.isFinite(next)) return null;
  if (shown !== null && Math.abs(next - shown) < step) return shown;
  return Math.round(next / step) * step;
}
