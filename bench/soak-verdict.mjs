// The soak run's judgement (pure): from one sample per minute of the page's memory, how much the JS
// heap and the DOM grew after the warm-up, and the slope per hour. A figure passes when it grew by
// no more than the allowed share between the warm-up minute and the last sample.

/** Growth allowed between the end of the warm-up and the last sample, in percent. */
export const GROWTH_LIMIT_PERCENT = 5;

/** The figures judged: heap after GC (MB) and DOM nodes. The others are shown, not judged. */
export const JUDGED = [
  { key: 'heapMB', label: 'JS heap after GC', unit: 'MB' },
  { key: 'nodes', label: 'DOM nodes', unit: 'nodes' },
];

/**
 * Least-squares slope of `values` over `minutes`, per hour (unit of the values per hour).
 * Fewer than two points: 0.
 */
export function slopePerHour(minutes, values) {
  const n = minutes.length;
  if (n < 2) return 0;
  const mx = minutes.reduce((a, b) => a + b, 0) / n;
  const my = values.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    num += (minutes[i] - mx) * (values[i] - my);
    den += (minutes[i] - mx) ** 2;
  }
  return den === 0 ? 0 : (num / den) * 60;
}

/**
 * Judge one figure of `samples` (each { minute, [key]: number }) after `warmup` minutes: the sample
 * at the warm-up minute (or the first after it) against the last one, and the slope over those.
 */
export function judgeFigure(samples, key, warmup, limit = GROWTH_LIMIT_PERCENT) {
  const after = samples.filter((s) => s.minute >= warmup);
  if (after.length < 2) {
    throw new Error(`need samples at minute ${warmup} and later (have ${samples.length})`);
  }
  const first = after[0][key];
  const last = after.at(-1)[key];
  const growthPercent = first === 0 ? 0 : ((last - first) / first) * 100;
  const slope = slopePerHour(
    after.map((s) => s.minute),
    after.map((s) => s[key]),
  );
  return {
    key,
    from: first,
    to: last,
    fromMinute: after[0].minute,
    toMinute: after.at(-1).minute,
    growthPercent,
    slopePerHour: slope,
    slopePercentPerHour: first === 0 ? 0 : (slope / first) * 100,
    pass: growthPercent <= limit,
  };
}

/** Every judged figure and the overall verdict. */
export function verdict(samples, warmup, limit = GROWTH_LIMIT_PERCENT) {
  const figures = JUDGED.map((f) => ({ ...f, ...judgeFigure(samples, f.key, warmup, limit) }));
  return { figures, pass: figures.every((f) => f.pass) };
}
