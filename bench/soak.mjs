// The short soak run in `npm run bench`: the dashboard and the farm page (bench/soak-run.mjs),
// MINUTES each, their virtual printers printing one file after another at ×20; the JS heap after GC
// and the DOM nodes may grow by at most 5 % between the end of the warm-up (WARMUP minutes: the
// page has loaded its cards, the chart its history and the camera its first frames) and the last
// sample. `npm run soak` runs the same for longer.
// Settings: PRINTDECK_BENCH_SOAK_MINUTES (5), PRINTDECK_BENCH_SOAK_WARMUP (2),
// PRINTDECK_BENCH_SOAK_PAGES (dashboard,farm).
import { report, soak } from './soak-run.mjs';
import { GROWTH_LIMIT_PERCENT } from './soak-verdict.mjs';

const MINUTES = Number(process.env.PRINTDECK_BENCH_SOAK_MINUTES ?? 5);
const WARMUP = Number(process.env.PRINTDECK_BENCH_SOAK_WARMUP ?? 2);
const PAGES = (process.env.PRINTDECK_BENCH_SOAK_PAGES ?? 'dashboard,farm').split(',');

/** @param {{ launchChromium: Function }} ctx */
export default async function soakBench(ctx) {
  const results = [];
  for (const kind of PAGES) {
    const run = await soak({
      kind,
      minutes: MINUTES,
      warmup: WARMUP,
      launchChromium: () => ctx.launchChromium(),
    });
    report(run);
    for (const f of run.verdict.figures) {
      results.push({
        name: `soak, ${kind}: ${f.label} growth, minute ${f.fromMinute} to ${f.toMinute}`,
        value: f.growthPercent,
        unit: '%',
        budget: GROWTH_LIMIT_PERCENT,
      });
    }
  }
  return results;
}
