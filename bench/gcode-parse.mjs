// The G-code preview's parser on the 90 MB file (3.1 M moves), in the page's own worker, reading
// the file from the simulator over HTTP as the dashboard does: throughput over the worker's
// parsing time (budget ≥ 200 MB/s; Fluidd's parser measured 26.7 MB/s on this file) and the
// worker's peak memory (budget ≤ 130 MiB; Fluidd's peaked at 260 MiB). The throughput divides the
// file's size by the CPU time of the worker's thread (from /proc: streaming and parsing, start to
// end), so that a busy machine does not move the figure; wall time is printed beside it.
import fs from 'node:fs';
import path from 'node:path';
import { largeGcode } from './metadata-lib.mjs';
import { browserProcesses, threadCpu } from './thread-cpu.mjs';
import { samplePeakWorkerMemory } from './worker-cdp.mjs';
import { TRACE_CATEGORIES } from './farm-profile.mjs';

export const THROUGHPUT_BUDGET = 200; // MB/s
export const MEMORY_BUDGET = 130; // MiB
export const LONG_TASK_BUDGET = 50; // ms, the longest main-thread task while the page parses
const FLUIDD_MB_S = 26.7;

/** The built worker (dist/assets/gcode-worker-<hash>.js). */
function workerAsset(root) {
  const dir = path.resolve(root, process.env.PRINTDECK_STATIC_DIR ?? 'dist', 'assets');
  const name = fs.readdirSync(dir).find((f) => /^gcode-worker-.*\.js$/.test(f));
  if (!name) throw new Error(`no gcode-worker-*.js in ${dir}: build first`);
  return `/assets/${name}`;
}

export default async function gcodeParseBench(ctx) {
  const source = await largeGcode(ctx);
  const sim = await ctx.startSim({
    prepare: (dataDir) => {
      fs.mkdirSync(path.join(dataDir, 'gcodes'), { recursive: true });
      fs.copyFileSync(source, path.join(dataDir, 'gcodes', 'large.gcode'));
    },
  });
  const size = fs.statSync(source).size;
  const marker = `--printdeck-bench-${process.pid}-${Date.now()}`;
  const browser = await ctx.launchChromium([marker]);
  const page = await browser.newPage();
  await page.goto(`${sim.url}/`);
  const memory = await samplePeakWorkerMemory(page);
  const before = threadCpu(browserProcesses(marker), /^DedicatedWorker/);
  const result = await page.evaluate(
    async ({ asset, size }) => {
      const worker = new Worker(asset, { type: 'module' });
      // Kept until the bench has read the thread's CPU time.
      Object.assign(window, { benchWorker: worker });
      const url = `${location.origin}/server/files/gcodes/large.gcode`;
      return new Promise((resolve, reject) => {
        worker.onmessage = (event) => {
          const reply = event.data;
          if (reply.type === 'done') {
            resolve({
              parseMs: reply.parseMs,
              bytes: reply.result.bytes,
              moves: reply.result.moveCount,
              layers: reply.result.layerCount,
            });
          } else if (reply.type === 'error') reject(new Error(reply.message));
        };
        worker.postMessage({ type: 'parse', url, headers: {}, size });
      });
    },
    { asset: workerAsset(ctx.root), size },
  );
  const after = threadCpu(browserProcesses(marker), /^DedicatedWorker/);
  await page.evaluate(() => window.benchWorker.terminate());
  const peak = await memory.stop();
  const longest = await longestTaskWhilePreviewing(browser, sim.url);
  const fresh = [...after].filter(([key]) => !before.has(key));
  if (fresh.length !== 1) throw new Error(`expected one new worker thread, found ${fresh.length}`);
  const cpuMs = fresh[0][1];
  const throughput = result.bytes / 1e6 / (cpuMs / 1000);
  const peakMiB = peak / 1024 / 1024;
  console.log(
    `gcode parse: ${(result.bytes / 1e6).toFixed(1)} MB, ${result.moves} moves, ${result.layers} layers in ${cpuMs.toFixed(0)} ms of the worker's CPU (${result.parseMs.toFixed(0)} ms wall time inside the parser) = ${throughput.toFixed(0)} MB/s (budget ≥ ${THROUGHPUT_BUDGET}; ${(throughput / FLUIDD_MB_S).toFixed(1)}× Fluidd's ${FLUIDD_MB_S} MB/s); worker peak ${peakMiB.toFixed(1)} MiB (budget ${MEMORY_BUDGET}; Fluidd 260)`,
  );
  console.log(
    `gcode parse as a user previews it (jobs card → Preview): longest main-thread task ${longest.longest.toFixed(0)} ms over ${longest.seconds.toFixed(1)} s (budget ${LONG_TASK_BUDGET} ms; ${longest.count} tasks over 50 ms)`,
  );
  // Which side of the arrays' arrival the long tasks fall on: before, the click, the card revealed,
  // the cards scrolled past mounting and the parsing dialog; from the task that receives them on,
  // the work on the parsed file (its view, layers, first drawing).
  console.log(
    `  of which before the parsed arrays reached the page (${longest.arrivedMs.toFixed(0)} ms after the click; the view shown at ${longest.parsedMs.toFixed(0)} ms): ${describe(longest.before)}; after: ${describe(longest.after)}`,
  );
  return [
    {
      name: 'gcode parse, 90 MB in the worker: MB per CPU second',
      value: throughput,
      unit: 'MB/s',
      budget: THROUGHPUT_BUDGET,
      higherIsBetter: true,
    },
    {
      name: 'gcode parse, 90 MB: worker peak memory',
      value: peakMiB,
      unit: 'MiB',
      budget: MEMORY_BUDGET,
    },
    {
      name: 'gcode parse, 90 MB: longest main-thread task',
      value: longest.longest,
      unit: 'ms',
      budget: LONG_TASK_BUDGET,
    },
  ];
}

/**
 * The dashboard previews the file as a user asks for it (the jobs card's file menu → Preview);
 * Chromium's long-task entries on the page's main thread from the click on Preview until a second
 * after the card shows the layers (the card is revealed by scrolling, so the cards scrolled past
 * mount meanwhile too).
 */
async function longestTaskWhilePreviewing(browser, url) {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await page.addInitScript(() => {
    const tasks = [];
    Object.assign(window, { benchLongTasks: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        tasks.push({ start: entry.startTime, ms: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    // When the parser's result reaches the page (for telling the tasks before it from those after).
    const NativeWorker = window.Worker;
    window.Worker = class extends NativeWorker {
      constructor(...args) {
        super(...args);
        this.addEventListener('message', (event) => {
          if (event.data?.type === 'done')
            Object.assign(window, { benchArrived: performance.now() });
        });
      }
    };
  });
  await page.goto(`${url}/`);
  const jobs = page.getByRole('region', { name: 'Jobs', exact: true });
  const actions = jobs.getByRole('button', { name: 'Actions for large.gcode', exact: true });
  await actions.waitFor({ timeout: 30_000 });
  await page.waitForTimeout(2000); // start-up work done
  await actions.click();
  const preview = page.getByRole('menuitem', { name: 'Preview', exact: true });
  await preview.waitFor();
  // From the click that starts the preview (opening the menu is not part of it).
  const from = await page.evaluate(() => performance.now());
  // PRINTDECK_BENCH_PREVIEW_TRACE=<file>: a Chrome trace of the preview (from the click on) there.
  const tracePath = process.env.PRINTDECK_BENCH_PREVIEW_TRACE;
  if (tracePath) {
    const categories = [...TRACE_CATEGORIES, 'disabled-by-default-v8.cpu_profiler'];
    await browser.startTracing(page, { path: tracePath, categories });
  }
  await preview.click();
  // Previewing brings the card into view by itself.
  const card = page.getByRole('region', { name: 'G-code preview', exact: true });
  await card.getByRole('slider', { name: 'Layer', exact: true }).waitFor({ timeout: 120_000 });
  const parsed = await page.evaluate(() => performance.now());
  await page.waitForTimeout(1000); // the first drawing of the parsed file
  const to = await page.evaluate(() => performance.now());
  if (tracePath) await browser.stopTracing();
  const arrived = (await page.evaluate(() => window.benchArrived ?? Number.NaN)) - from;
  const tasks = await page.evaluate(
    (from) => window.benchLongTasks.filter((t) => t.start >= from),
    from,
  );
  await page.close();
  if (process.env.PRINTDECK_BENCH_DEBUG) {
    console.log(
      `parsed at ${(parsed - from).toFixed(0)} ms; long tasks at`,
      tasks.map((t) => `${(t.start - from).toFixed(0)}:${t.ms.toFixed(0)}`).join(' '),
    );
  }
  const at = tasks.map((t) => ({ at: t.start - from, ms: t.ms }));
  return {
    longest: tasks.reduce((max, t) => Math.max(max, t.ms), 0),
    count: tasks.length,
    seconds: (to - from) / 1000,
    arrivedMs: arrived,
    parsedMs: parsed - from,
    // The task that receives the arrays ends after they arrived: it counts as after.
    before: at.filter((t) => t.at + t.ms < arrived),
    after: at.filter((t) => t.at + t.ms >= arrived),
  };
}

/** Long tasks as "none" or "N (longest L ms; at T ms: D ms, …)". */
function describe(tasks) {
  if (tasks.length === 0) return 'none';
  const longest = Math.max(...tasks.map((t) => t.ms));
  const list = tasks.map((t) => `at ${t.at.toFixed(0)} ms: ${t.ms.toFixed(0)} ms`).join(', ');
  return `${tasks.length} (longest ${longest.toFixed(0)} ms; ${list})`;
}
