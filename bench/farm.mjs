// The farm page's cost and freshness. A virtual farm of 30 printers in one simulator process
// (`--printers 30`), 20 of them printing small.gcode, started before the page opens. Time scale 4:
// the heating takes some 16 s instead of a minute and the print about 3.5 min, so it prints through
// the whole measured minute (a print that ends is started again). At ×4 a printer's progress and
// print time move four times as fast as a real one's, so the page has more to show than in a real
// farm: the figures are an upper bound (PRINTDECK_BENCH_FARM_TIME_SCALE=1 measures the real pace;
// every run then waits a minute for the heaters). /farm opens in Chromium at 1920 × 1080 in the
// tiles view, in a browser with nothing set up: printer 1 serves the dashboard and its database
// holds the farm's printers list, which the dashboard merges. Once the page has settled (10 s, and
// every print past its heating) one minute is measured:
//   - main-thread CPU: Chrome's ThreadTime (CDP Performance.getMetrics: the renderer main thread's
//     CPU time), budget 6 s per minute. TaskDuration, the wall time of the same tasks, is printed
//     beside it but not budgeted: on a machine busy with other work it counts time the thread waited
//     for a core. The whole browser's CPU (every process, from /proc) is printed too;
//   - the JS heap in use at the end, after a garbage collection (HeapProfiler.collectGarbage, then
//     Runtime.getHeapUsage), budget 80 MB (1 MB = 10^6 bytes);
//   - freshness: about once a second (jittered against the printers' 250 ms update tick) the page
//     reads what every tile shows — a tile is the `section` named by its printer's name; its
//     progress bar (aria-label "Progress", aria-valuenow) and its temperatures ("163.8 / 215 °C"
//     after the captions Extruder, Bed, Chamber) — and each reading is judged against its printer's
//     own history: a websocket per printer, opened by the bench like any client, records every value
//     the printer sends, dated by Klipper's eventtime (farm-observer.mjs). A reading's age is how
//     long the tile has shown a value the printer no longer had (0 while it shows the latest; see
//     farm-freshness.mjs). Budget: the oldest reading of a tile in view (any part of it on
//     screen), 1.5 s. Nothing is added to the dashboard. So that temperatures move (a heater at its
//     target shows the same 0.1 °C for ever), each printing printer's targets change every 10 s, as
//     a user tuning a print does: the nozzle between 205 and 215 °C, the bed between 60 and 65 °C;
//     progress moves by itself (0.1 % steps);
//   - the simulator process's CPU over the minute (/proc/<pid>/stat, user + system, over wall time),
//     its 30 printers serving the page and the bench's observer, budget 60 % of one core.
// The same figures for 1 and 10 printers (2/3 of them printing; the one printer of a farm of one)
// show what each printer adds; they are measured over 20 s, scaled to a minute, to keep `npm run
// bench` short, with the 30 printers' budgets as their ceiling.
// Settings: PRINTDECK_BENCH_FARM_SECONDS (60) and PRINTDECK_BENCH_FARM_SMALL_SECONDS (20) the
// lengths, PRINTDECK_BENCH_FARM_SIZES (30,10,1) the farms, PRINTDECK_BENCH_FARM_PROFILE=1 where
// the main thread's time goes (a CPU profile, summed and saved for DevTools),
// PRINTDECK_BENCH_FARM_TRACE=1 the same by kind of work (a Chrome trace: script, style, layout,
// paint, compositing).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gcode, observeFarm, startPrint, waitPrinting, waitReady } from './farm-observer.mjs';
import { judgeSample, readTiles, summarize } from './farm-freshness.mjs';
import { TRACE_CATEGORIES, profileSummary, startProfile, traceSummary } from './farm-profile.mjs';
import { browserProcesses, threadCpu } from './thread-cpu.mjs';
import { cpuSeconds, describeUnmatched, printFarmTable, tileMap } from './farm-report.mjs';

export const CPU_BUDGET_S = 6; // main-thread CPU seconds per minute
export const HEAP_BUDGET_MB = 80;
export const FRESHNESS_BUDGET_MS = 1500;
export const SIM_CPU_BUDGET_CORES = 0.6;

const TIME_SCALE = Number(process.env.PRINTDECK_BENCH_FARM_TIME_SCALE ?? 4);
const FILE = 'small.gcode';
const SETTLE_MS = 10_000;
const SAMPLE_EVERY_MS = 1000;
const NUDGE_EVERY_MS = 10_000;
const SECONDS = Number(process.env.PRINTDECK_BENCH_FARM_SECONDS ?? 60);
const SMALL_SECONDS = Number(process.env.PRINTDECK_BENCH_FARM_SMALL_SECONDS ?? 20);
const SIZES = (process.env.PRINTDECK_BENCH_FARM_SIZES ?? '30,10,1').split(',').map(Number);
const PROFILE = process.env.PRINTDECK_BENCH_FARM_PROFILE === '1';
const TRACE = process.env.PRINTDECK_BENCH_FARM_TRACE === '1';
const METRICS = [
  'TaskDuration',
  'ThreadTime',
  'ScriptDuration',
  'LayoutDuration',
  'RecalcStyleDuration',
];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const printersText = (n) => `${n} printer${n === 1 ? '' : 's'}`;

/** @param {{ startSim: Function, launchChromium: Function }} ctx */
export default async function farmBench(ctx) {
  const marker = `--printdeck-bench-farm-${process.pid}-${Date.now()}`;
  const browser = await ctx.launchChromium([marker]);
  const runs = [];
  for (const printers of SIZES) {
    const seconds = printers === 30 ? SECONDS : SMALL_SECONDS;
    console.log(`\n--- ${printersText(printers)}, ${seconds} s`);
    runs.push(await measureFarm(ctx, browser, marker, printers, seconds));
  }
  printFarmTable(runs);
  return runs.flatMap((run) => {
    const label = `farm, ${printersText(run.printers)}`;
    return [
      {
        name: `${label}: main-thread CPU`,
        value: run.mainCpu,
        unit: 's/min',
        budget: CPU_BUDGET_S,
      },
      { name: `${label}: JS heap after GC`, value: run.heapMB, unit: 'MB', budget: HEAP_BUDGET_MB },
      {
        name: `${label}: oldest tile reading in view`,
        value: run.visible.max,
        unit: 'ms',
        budget: FRESHNESS_BUDGET_MS,
      },
      {
        name: `${label}: simulator CPU`,
        value: run.simCores * 100,
        unit: '% of a core',
        budget: SIM_CPU_BUDGET_CORES * 100,
      },
    ];
  });
}

async function measureFarm(ctx, browser, marker, printers, seconds) {
  const sim = await ctx.startSim({ printers, timeScale: TIME_SCALE });
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  let farm;
  try {
    await waitReady(sim.urls);
    const printing = sim.urls.slice(0, Math.ceil((printers * 2) / 3));
    farm = await observeFarm(sim.urls, TIME_SCALE, { printing, file: FILE });
    await Promise.all(printing.map((url) => startPrint(url, FILE)));

    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (err) => errors.push(err.message));
    // A build of dist/ running meanwhile removes its files for a moment: the page is asked again.
    for (let attempt = 1; ; attempt++) {
      try {
        await page.goto(`${sim.url}/farm`);
        break;
      } catch (err) {
        if (attempt === 3) throw err;
        await sleep(2000);
      }
    }
    const tiles = await tileMap(page, sim, printers);
    const names = [...tiles.keys()];
    const feedOf = (name) => farm.feeds.get(tiles.get(name));
    await Promise.all([sleep(SETTLE_MS), waitPrinting(printing)]);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeUseSystemTrace: false });
    const metrics = async () => {
      const { metrics: all } = await cdp.send('Performance.getMetrics');
      return Object.fromEntries(METRICS.map((n) => [n, all.find((m) => m.name === n)?.value ?? 0]));
    };
    const browserCpu = () =>
      [...threadCpu(browserProcesses(marker), /./).values()].reduce((a, b) => a + b, 0) / 1000;
    const profile = PROFILE ? await startProfile(cdp) : null;
    if (TRACE) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const m0 = await metrics();
    const sim0 = cpuSeconds(sim.pid);
    const browser0 = browserCpu();
    const start = Date.now();

    const samples = [];
    const nudges = [];
    const nudgeAt = printing.map((_, i) => start + (i * NUDGE_EVERY_MS) / printing.length);
    let nextSample = start;
    while (Date.now() - start < seconds * 1000) {
      const now = Date.now();
      if (now >= nextSample) {
        samples.push(await page.evaluate(readTiles, names));
        nextSample = now + SAMPLE_EVERY_MS - 125 + Math.random() * 250;
      }
      printing.forEach((url, i) => {
        if (Date.now() < nudgeAt[i]) return;
        const up = Math.round((nudgeAt[i] - start) / NUDGE_EVERY_MS) % 2 === 0;
        nudgeAt[i] += NUDGE_EVERY_MS;
        nudges.push(gcode(url, up ? 'M104 S215\nM140 S65' : 'M104 S205\nM140 S60'));
      });
      await sleep(20);
    }
    const elapsed = (Date.now() - start) / 1000;
    const m1 = await metrics();
    const simCores = (cpuSeconds(sim.pid) - sim0) / elapsed;
    const browserCpuS = browserCpu() - browser0;
    const profiled = profile ? await profile.stop() : null;
    const trace = TRACE ? await browser.stopTracing() : null;
    await Promise.all(nudges);

    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');

    const readings = samples.flatMap((s) => judgeSample(s, feedOf));
    const visible = summarize(readings.filter((r) => r.visible));
    const all = summarize(readings);
    const perMin = (name) => ((m1[name] - m0[name]) * 60) / elapsed;
    const run = {
      printers,
      printing: printing.length,
      seconds: elapsed,
      mainCpu: perMin('ThreadTime'),
      taskDuration: perMin('TaskDuration'),
      script: perMin('ScriptDuration'),
      layout: perMin('LayoutDuration'),
      style: perMin('RecalcStyleDuration'),
      browserCpu: (browserCpuS * 60) / elapsed,
      heapMB: heap.usedSize / 1e6,
      simCores,
      visible,
      all,
      tilesInView: samples.at(-1)?.tiles.filter((t) => t.visible).length ?? 0,
      samples: samples.length,
      restarts: farm.restarts.count,
    };
    console.log(
      `${printersText(printers)} (${printing.length} printing), ${elapsed.toFixed(1)} s: main thread ` +
        `${run.mainCpu.toFixed(2)} s CPU/min (tasks ${run.taskDuration.toFixed(2)} s, script ` +
        `${run.script.toFixed(2)} s, layout ${run.layout.toFixed(2)} s, style ` +
        `${run.style.toFixed(2)} s), whole browser ` +
        `${run.browserCpu.toFixed(2)} s CPU/min; JS heap ${run.heapMB.toFixed(1)} MB after GC; ` +
        `simulator ${(simCores * 100).toFixed(1)} % of a core`,
    );
    console.log(
      `freshness over ${samples.length} samples, ${run.tilesInView} tiles in view: ` +
        `${visible.count} readings in view (${visible.moving} moving), median ${visible.median} ms, ` +
        `p95 ${visible.p95} ms, oldest ${visible.max} ms; all ${all.count} readings: oldest ` +
        `${all.max} ms; prints started again: ${farm.restarts.count}`,
    );
    if (all.unmatched.length > 0) {
      describeUnmatched(all.unmatched, feedOf);
      // A tile showing what its printer never sent is wrong, not late: over any budget.
      if (visible.unmatched.length > 0) run.visible.max = Number.POSITIVE_INFINITY;
    }
    if (errors.length > 0) console.log(`page errors: ${errors.join(' | ')}`);
    if (profiled) profileSummary(profiled);
    if (profiled) {
      const file = path.join(os.tmpdir(), `printdeck-farm-${printers}.cpuprofile`);
      fs.writeFileSync(file, JSON.stringify(profiled));
      console.log(`the profile, for Chrome's DevTools: ${file}`);
    }
    if (trace) traceSummary(trace.toString());
    return run;
  } finally {
    farm?.close();
    await context.close();
    await sim.stop();
  }
}
