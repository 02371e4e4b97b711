// The console at the printer's pace: with the dashboard open (both columns, the console card in
// view), the printer says 1000 lines over a minute (RESPOND, about 17 a second); the browser's main
// thread may be busy at most 5 % of that minute. Busy time is Chrome's TaskDuration (CDP
// Performance.getMetrics) over the minute, everything the page did included (status updates, the
// temperature chart, the console). The last line must be shown at the end.
export const BUDGET_PERCENT = 5;
const LINES = Number(process.env.PRINTDECK_BENCH_CONSOLE_LINES ?? 1000);
const SECONDS = Number(process.env.PRINTDECK_BENCH_CONSOLE_SECONDS ?? 60);

/** @param {{ startSim: Function, launchChromium: Function }} ctx */
export default async function consoleBench(ctx) {
  const sim = await ctx.startSim({});
  const browser = await ctx.launchChromium();
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await page.goto(`${sim.url}/`);
  const card = page.getByRole('region', { name: 'Console' });
  const log = card.getByRole('log', { name: 'Console output' });
  await log.waitFor({ timeout: 30_000 });
  // Let start-up work (chunks, chart seeding) finish before measuring.
  await page.waitForTimeout(3000);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeUseSystemTrace: false });
  /** Seconds of main-thread work so far, by Chrome's counters. */
  const NAMES = [
    'TaskDuration',
    'ThreadTime',
    'ScriptDuration',
    'LayoutDuration',
    'RecalcStyleDuration',
  ];
  const readMetrics = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return Object.fromEntries(NAMES.map((n) => [n, metrics.find((m) => m.name === n)?.value ?? 0]));
  };

  const before = await readMetrics();
  const start = Date.now();
  const interval = (SECONDS * 1000) / LINES;
  let sent = 0;
  let failures = 0;
  while (sent < LINES) {
    const due = start + sent * interval;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const script = `RESPOND MSG="bench line ${sent + 1} of ${LINES}: T:${(200 + (sent % 10)).toFixed(1)}"`;
    fetch(`${sim.url}/printer/gcode/script?script=${encodeURIComponent(script)}`, {
      method: 'POST',
    })
      .then((res) => {
        if (!res.ok) failures += 1;
      })
      .catch(() => {
        failures += 1;
      });
    sent += 1;
  }
  const elapsed = Math.max(SECONDS * 1000, Date.now() - start);
  while (Date.now() - start < SECONDS * 1000) await new Promise((r) => setTimeout(r, 50));
  const after = await readMetrics();
  const ms = (name) => Math.round((after[name] - before[name]) * 1000);
  const busy = after.TaskDuration - before.TaskDuration;

  if (LINES > 0)
    await log
      .getByText(`bench line ${LINES} of ${LINES}`)
      .waitFor({ timeout: 10_000 })
      .catch(() => {
        throw new Error(`the console did not show the last line (${failures} sends failed)`);
      });
  const percent = (busy * 1000 * 100) / elapsed;
  console.log(
    `  of which script ${ms('ScriptDuration')} ms, layout ${ms('LayoutDuration')} ms, style ${ms('RecalcStyleDuration')} ms; main-thread CPU time ${ms('ThreadTime')} ms (TaskDuration is wall time: a loaded machine inflates it)`,
  );
  console.log(
    `console: ${LINES} lines in ${(elapsed / 1000).toFixed(1)} s; main thread busy ${(busy * 1000).toFixed(0)} ms = ${percent.toFixed(2)} % (budget ${BUDGET_PERCENT} %)`,
  );
  return {
    name: `console, ${LINES} lines in ${SECONDS} s: main thread busy`,
    value: percent,
    unit: '%',
    budget: BUDGET_PERCENT,
  };
}
