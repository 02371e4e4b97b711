// The soak run's judgement (pure): from one sample per minute of the page's memory, how much the JS
// heap the page's objects hold and the DOM grew after the warm-up, and the slope per hour. A
// figure passes when it grew by no more than the allowed share between the warm-up minute and the
// last sample.

/** Growth allowed between the end of the warm-up and the last sample, in percent. */
export const GROWTH_LIMIT_PERCENT = 5;

/**
 * The figures judged: the JS heap after GC less V8's compiled code (what the page's own objects
 * hold, soak-sample.mjs) and the DOM nodes.
 */
export const JUDGED = [
  { key: 'objectsMB', label: 'JS heap after GC, less compiled code', unit: 'MB' },
  { key: 'nodes', label: 'DOM nodes', unit: 'nodes' },
];

/** Figures given with their growth and slope, not judged: the whole heap and its compiled code. */
export const SHOWN = [
  { key: 'heapMB', label: 'JS heap after GC (shown, not judged)', unit: 'MB' },
  { key: 'codeMB', label: "of it V8's compiled code (shown, not judged)", unit: 'MB' },
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

/** Every judged figure and the overall verdict; `shown`: the figures not judged, the same way. */
export function verdict(samples, warmup, limit = GROWTH_LIMIT_PERCENT) {
  const judge = (f) => ({ ...f, ...judgeFigure(samples, f.key, warmup, limit) });
  const figures = JUDGED.map(judge);
  const shown = SHOWN.filter((f) => samples.every((s) => typeof s[f.key] === 'number')).map(judge);
  return { figures, shown, pass: figures.every((f) => f.pass) };
}
