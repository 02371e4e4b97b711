// `npm run bench`: run every benchmark in BENCHES and compare each result with its budget.
// A benchmark module default-exports `async (ctx) => result | result[]`, where a result is
// { name, value, unit, budget, higherIsBetter? } (lower is better: value > budget fails; with
// higherIsBetter, a value under the budget fails, e.g. a throughput). ctx gives shared helpers:
//   ctx.startSim(options)  a simulator serving dist/ on a free port with a temp data folder
//                          (stopped and deleted after all benchmarks, or stopped by its stop());
//                          options.printers: a virtual farm of that many printers, on free ports
//                          (urls: every printer's address, url: printer 1's)
//   ctx.launchChromium(args?) a headless system Chromium via playwright-core (closed afterwards)
//   ctx.onCleanup(fn)      run fn after all benchmarks
// Exit code 1 when any benchmark is over budget or throws.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  CHROMIUM_ARGS,
  ROOT,
  chromiumPath,
  ensureBuild,
  ensureDeps,
  freePort,
  printTable,
  startSim,
  stopChild,
} from './lib.mjs';

/** Benchmark modules, relative to the repository root. Add new ones here. */
const BENCHES = [
  'bench/first-page.mjs',
  'bench/time-to-live.mjs',
  'bench/metadata.mjs',
  'bench/metadata-memory.mjs',
  'bench/folder-render.mjs',
  'bench/console.mjs',
  'bench/gcode-parse.mjs',
  'bench/gcode-3d.mjs',
  'bench/editor.mjs',
  'bench/camera-idle.mjs',
  'bench/farm.mjs',
  'bench/soak.mjs',
  'bench/fault-drops.mjs',
];

function makeContext() {
  const cleanups = [];
  const ctx = {
    root: ROOT,
    onCleanup(fn) {
      cleanups.push(fn);
    },
    async startSim({ timeScale, auth, user, prepare, printers } = {}) {
      // A farm takes ports P…P+N-1: with more than one printer, each gets a free port of its own.
      const port = printers > 1 ? 0 : await freePort();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'printdeck-bench-'));
      ctx.onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      // Printers 2…N keep their data beside printer 1's, in DIR-farm.
      ctx.onCleanup(() => fs.rmSync(`${dataDir}-farm`, { recursive: true, force: true }));
      // prepare(dataDir): fill the data folder before the simulator starts (e.g. many files).
      if (prepare) await prepare(dataDir);
      const sim = await startSim(
        {
          host: '127.0.0.1',
          port,
          dataDir,
          timeScale,
          auth,
          user,
          printers,
          staticDir: process.env.PRINTDECK_STATIC_DIR ?? 'dist',
        },
        { timeoutMs: printers > 1 ? 120_000 : 30_000 },
      );
      ctx.onCleanup(() => stopChild(sim.child));
      return {
        url: sim.url,
        urls: sim.urls,
        port: Number(new URL(sim.url).port),
        pid: sim.child.pid,
        dataDir,
        output: sim.output,
        stop: () => stopChild(sim.child),
      };
    },
    async launchChromium(extraArgs = []) {
      const { chromium } = await import('playwright-core');
      const browser = await chromium.launch({
        executablePath: chromiumPath(),
        headless: true,
        args: [...CHROMIUM_ARGS, ...extraArgs],
      });
      ctx.onCleanup(() => browser.close());
      return browser;
    },
    async cleanup() {
      for (const fn of cleanups.splice(0).reverse()) {
        try {
          await fn();
        } catch (err) {
          console.error(`[bench] cleanup failed: ${err.message}`);
        }
      }
    },
  };
  return ctx;
}

async function main() {
  await ensureDeps();
  // PRINTDECK_STATIC_DIR: measure an existing build elsewhere instead of dist/.
  if (!process.env.PRINTDECK_STATIC_DIR) await ensureBuild();

  // `npm run bench -- first-page folder`: only the benchmarks whose path contains one of the words.
  const words = process.argv.slice(2);
  const selected = words.length ? BENCHES.filter((b) => words.some((w) => b.includes(w))) : BENCHES;
  const results = [];
  let broken = 0;
  for (const rel of selected) {
    console.log(`\n=== ${rel}`);
    const ctx = makeContext();
    try {
      const mod = await import(pathToFileURL(path.join(ROOT, rel)).href);
      const out = await mod.default(ctx);
      results.push(...(Array.isArray(out) ? out : [out]));
    } catch (err) {
      broken += 1;
      console.error(`[bench] ${rel} failed: ${err.stack ?? err}`);
      results.push({ name: rel, value: Number.NaN, unit: '', budget: Number.NaN, error: true });
    } finally {
      await ctx.cleanup();
    }
  }

  console.log('\n=== benchmark summary');
  const missed = (r) => (r.higherIsBetter ? r.value < r.budget : r.value > r.budget);
  const over = results.filter((r) => !r.error && missed(r));
  printTable(
    ['benchmark', 'value', 'budget', 'unit', 'status'],
    results.map((r) => [
      r.name,
      r.error ? 'error' : Number(r.value.toFixed(1)),
      r.error ? '-' : `${r.higherIsBetter ? '≥' : ''}${r.budget}`,
      r.unit,
      r.error ? 'ERROR' : missed(r) ? 'OVER BUDGET' : 'ok',
    ]),
  );
  if (over.length > 0 || broken > 0) {
    console.log(`${over.length} over budget, ${broken} failed to run`);
    process.exitCode = 1;
  } else {
    console.log('all benchmarks within budget');
  }
}

main().catch((err) => {
  console.error(`[bench] ${err.stack ?? err}`);
  process.exitCode = 1;
});
