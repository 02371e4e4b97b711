// One soak run: a page of Printdeck left open for `minutes` while its virtual printers print one
// file after another at a high time scale, its memory sampled once a minute (soak-sample.mjs) and
// judged after the warm-up (soak-verdict.mjs).
//   - dashboard: one virtual printer with its camera (--webcam), the page 1920 × 3000 so the
//     console, the temperature chart, the G-code preview and the camera are all in view (cards
//     load when their place is in view); the preview loads each new print's file ("Load current
//     file") as a user following the print would;
//   - farm: ten virtual printers (the camera on printers 1, 4, 7 and 10), /farm at 1920 × 1080.
// The printers alternate between the two files every virtual printer holds (small.gcode,
// multi.gcode): a driver asks every 2 s and starts the next file when a print has ended. At ×20
// small.gcode takes some 40 s and multi.gcode some 3 min.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, printTable, startSim, stopChild } from '../scripts/lib.mjs';
import { readTiles } from './farm-freshness.mjs';
import { sampleMemory } from './soak-sample.mjs';
import { verdict } from './soak-verdict.mjs';

export const TIME_SCALE = Number(process.env.PRINTDECK_SOAK_TIME_SCALE ?? 20);
const FILES = ['small.gcode', 'multi.gcode'];
const DRIVE_EVERY_MS = 2000;
const MINUTE_MS = Number(process.env.PRINTDECK_SOAK_MINUTE_MS ?? 60_000);
/** A folder for heap snapshots at the end of the warm-up and at the end, to compare retainers. */
const SNAPSHOTS = process.env.PRINTDECK_SOAK_SNAPSHOTS;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export const PAGES = {
  dashboard: { printers: 1, path: '/', viewport: { width: 1920, height: 3000 } },
  farm: { printers: 10, path: '/farm', viewport: { width: 1920, height: 1080 } },
};
const DASHBOARD_CARDS = ['Console', 'Temperatures', 'G-code preview', 'Cameras'];
/** More lines than the console keeps (CONSOLE_RETENTION, 1000): sent once the page is open. */
const CONSOLE_FILL = 1100;

async function api(url, pathAndQuery, method = 'GET') {
  const res = await fetch(`${url}${pathAndQuery}`, { method });
  if (!res.ok)
    throw new Error(`${method} ${url}${pathAndQuery}: ${res.status} ${await res.text()}`);
  return (await res.json()).result;
}

async function waitReady(urls, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (const url of urls) {
    while ((await api(url, '/printer/info').catch(() => null))?.state !== 'ready') {
      if (Date.now() > until) throw new Error(`${url}: Klippy not ready after ${timeoutMs} ms`);
      await sleep(250);
    }
  }
}

/** Keep every printer printing: the next file whenever one is not printing (or paused). */
function drive(urls) {
  const state = { started: 0, failed: 0, running: true };
  /** Run after each round (the dashboard's preview loads the file being printed). */
  const hooks = { afterRound: async () => undefined };
  const next = new Map(urls.map((u, i) => [u, i % FILES.length]));
  const loop = (async () => {
    while (state.running) {
      await Promise.all(
        urls.map(async (url) => {
          const q = await api(url, '/printer/objects/query?print_stats=state').catch(() => null);
          const s = q?.status?.print_stats?.state;
          if (!s || s === 'printing' || s === 'paused') return;
          const file = FILES[next.get(url)];
          next.set(url, (next.get(url) + 1) % FILES.length);
          try {
            await api(url, `/printer/print/start?filename=${encodeURIComponent(file)}`, 'POST');
            state.started += 1;
          } catch {
            state.failed += 1;
          }
        }),
      );
      await hooks.afterRound().catch(() => undefined);
      await sleep(DRIVE_EVERY_MS);
    }
  })();
  return {
    state,
    hooks,
    stop: async () => {
      state.running = false;
      await loop;
    },
  };
}

/**
 * Open the dashboard with its four cards loaded and its console full; returns what to do after
 * each driver round: the printer answers a RESPOND (a console line every round),
 * and once a new print has started the preview loads its file. The button is looked for only
 * then: Playwright's role queries run in the page's own JS engine, and asking every round made
 * their compiled code part of the heap measured.
 */
async function openDashboard(page, url, driver) {
  for (const name of DASHBOARD_CARDS) {
    const card = page.getByRole('region', { name, exact: true });
    // A card's frame is replaced by its body once loaded: scroll to it until it is no longer busy.
    for (let i = 0; ; i++) {
      await card.waitFor({ timeout: 60_000 });
      await card.scrollIntoViewIfNeeded({ timeout: 5000 }).catch(() => undefined);
      if ((await card.getAttribute('aria-busy').catch(() => 'true')) !== 'true') break;
      if (i > 120) throw new Error(`the ${name} card is still loading after 60 s`);
      await sleep(500);
    }
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  // The console full from the start: the warm-up ends with it at the length it keeps, and every
  // line after replaces its oldest (at one line a round it would fill only after 33 minutes).
  for (let first = 0; first < CONSOLE_FILL; first += 100) {
    const lines = Array.from({ length: 100 }, (_, i) => `RESPOND MSG="soak fill ${first + i}"`);
    await api(url, `/printer/gcode/script?script=${encodeURIComponent(lines.join('\n'))}`, 'POST');
  }
  const preview = page.getByRole('region', { name: 'G-code preview', exact: true });
  const load = preview.getByRole('button', { name: 'Load current file', exact: true });
  let round = 0;
  let loadedFor = -1;
  return async () => {
    round += 1;
    const script = `RESPOND MSG="soak round ${round}"`;
    await api(url, `/printer/gcode/script?script=${encodeURIComponent(script)}`, 'POST');
    if (driver.state.started === loadedFor) return;
    if (await load.isVisible()) {
      await load.click({ timeout: 5000 });
      loadedFor = driver.state.started;
    }
  };
}

async function openFarm(page, printers) {
  const until = Date.now() + 60_000;
  while ((await page.evaluate(readTiles, null)).tiles.length < printers) {
    if (Date.now() > until) throw new Error(`/farm shows fewer than ${printers} tiles after 60 s`);
    await sleep(250);
  }
  return null;
}

/**
 * Run one soak: `kind` (dashboard | farm) for `minutes`, judged after `warmup` minutes.
 * `launchChromium()` resolves with a playwright-core Browser. Resolves with the samples, the
 * verdict and counts of prints and page errors.
 */
export async function soak({ kind, minutes, warmup, launchChromium, log = console.log }) {
  const setup = PAGES[kind];
  if (!setup) throw new Error(`unknown page ${kind}: one of ${Object.keys(PAGES).join(', ')}`);
  if (!(warmup < minutes))
    throw new Error(`the warm-up (${warmup} min) must end before ${minutes}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'printdeck-soak-'));
  const sim = await startSim(
    {
      host: '127.0.0.1',
      // A farm takes ports P…P+N-1: with more than one printer, each gets a free port of its own.
      port: setup.printers > 1 ? 0 : await freePort(),
      dataDir,
      timeScale: TIME_SCALE,
      printers: setup.printers,
      webcam: true,
      staticDir: process.env.PRINTDECK_STATIC_DIR ?? 'dist',
    },
    { timeoutMs: 120_000 },
  );
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: setup.viewport });
  let driver;
  try {
    await waitReady(sim.urls);
    driver = drive(sim.urls);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(`${sim.url}${setup.path}`);
    const afterRound =
      kind === 'dashboard' ? await openDashboard(page, sim.url, driver) : await openFarm(page, 10);
    if (afterRound) driver.hooks.afterRound = afterRound;
    const cdp = await context.newCDPSession(page);
    const samples = [];
    const start = Date.now();
    log(`${kind}: ${setup.printers} printer(s) at ×${TIME_SCALE}, ${minutes} min, sampling…`);
    for (let minute = 0; minute <= minutes; minute++) {
      await sleep(Math.max(0, start + minute * MINUTE_MS - Date.now()));
      const file =
        SNAPSHOTS && (minute === warmup || minute === minutes)
          ? path.join(SNAPSHOTS, `soak-${kind}-minute-${minute}.heapsnapshot`)
          : null;
      const keep = file ? (text) => fs.promises.writeFile(file, text) : undefined;
      const sample = { minute, ...(await sampleMemory(cdp, keep)), prints: driver.state.started };
      samples.push(sample);
      if (file) log(`  heap snapshot: ${file}`);
      log(
        `  minute ${minute}: heap ${sample.heapMB.toFixed(2)} MB (code ${sample.codeMB.toFixed(2)}, ` +
          `objects ${sample.objectsMB.toFixed(2)}), ${sample.nodes} nodes, ` +
          `${sample.listeners} listeners, ${sample.detachedNodes} detached, ${sample.prints} prints`,
      );
    }
    await driver.stop();
    if (process.env.PRINTDECK_SOAK_SCREENSHOT)
      await page.screenshot({ path: `${process.env.PRINTDECK_SOAK_SCREENSHOT}-${kind}.png` });
    return { kind, samples, verdict: verdict(samples, warmup), errors, driver: driver.state };
  } finally {
    await driver?.stop();
    await context.close();
    await stopChild(sim.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(`${dataDir}-farm`, { recursive: true, force: true });
  }
}

/** The table per minute, the judged figures and the verdict of one run. */
export function report(run, log = console.log) {
  log(
    `\n${run.kind}: one sample per minute (heap after GC, of it V8's compiled code and the page's ` +
      `objects; detached: DOM.getDetachedDomNodes)`,
  );
  printTable(
    [
      'minute',
      'heap MB',
      'code MB',
      'objects MB',
      'DOM nodes',
      'listeners',
      'documents',
      'detached (roots)',
      'prints',
    ],
    run.samples.map((s) => [
      s.minute,
      s.heapMB.toFixed(2),
      s.codeMB.toFixed(2),
      s.objectsMB.toFixed(2),
      s.nodes,
      s.listeners,
      s.documents,
      `${s.detachedNodes} (${s.detachedRoots})`,
      s.prints,
    ]),
  );
  for (const f of [...run.verdict.figures, ...run.verdict.shown]) {
    const fmt = (v) => (f.unit === 'MB' ? v.toFixed(2) : String(Math.round(v)));
    log(
      `${f.label}: ${fmt(f.from)} → ${fmt(f.to)} ${f.unit} from minute ${f.fromMinute} to ` +
        `${f.toMinute}: ${f.growthPercent >= 0 ? '+' : ''}${f.growthPercent.toFixed(2)} %; slope ` +
        `${fmt(f.slopePerHour)} ${f.unit}/h (${f.slopePercentPerHour.toFixed(1)} %/h): ` +
        `${run.verdict.figures.includes(f) ? (f.pass ? 'ok' : 'GROWS') : 'not judged'}`,
    );
  }
  if (run.errors.length > 0) log(`page errors: ${run.errors.join(' | ')}`);
  log(
    `prints started: ${run.driver.started}${run.driver.failed ? `, failed to start: ${run.driver.failed}` : ''}`,
  );
  log(`${run.kind}: ${run.verdict.pass ? 'PASS' : 'FAIL'} (growth limit 5 % after the warm-up)`);
}
