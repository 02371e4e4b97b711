// Time to the first live reading: a cold Chromium (a fresh user-data folder, so no cache, no stored
// printer, no service state) opens the built dashboard that a fresh virtual printer serves as
// static files, and the time from navigation start to the temperature card's Extruder row showing
// a number (the cell named "Extruder temperature") is measured. Median of RUNS; budget 1000 ms.
// The window is 1440 × 900, a desktop screen where both dashboard columns are in view, so the
// cards beside the temperature card load at the same time and compete with it.
//
// Each run also prints the chain that led to the reading, every figure in ms from navigation start
// (the page's own clock, performance.now()), so a slow link is visible:
//   first byte       the page's first byte (navigation timing)
//   scripts loaded   the last script file the page fetched before the reading arrived
//   config           the host configuration (config.json) received
//   server/info      the start-up probes (GET /server/info?_=…, every candidate address at once)
//                    and the session's API check (GET /server/info), start–end each
//   socket open      the websocket's open event
//   the JSON-RPC calls sent before the first printer.objects.subscribe (listed once, for the last run)
//   first subscription answer, reading shown
// and the renderer's main-thread CPU time until the reading (CDP Performance.getMetrics).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath, printTable } from '../scripts/lib.mjs';

export const BUDGET_MS = 1000;
const RUNS = Number(process.env.PRINTDECK_BENCH_TTL_RUNS ?? 5);
const LABEL = 'Extruder temperature';

/**
 * Runs in the page before any of its scripts: notes when the socket opens, every JSON-RPC call
 * sent and answered over it, and when the Extruder cell first holds a number. It only watches.
 */
function watchPage(label) {
  const marks = { socketCreated: null, socketOpen: null, calls: [], reading: null };
  Object.defineProperty(window, '__ttl', { value: marks });
  const Native = window.WebSocket;
  class Watched extends Native {
    constructor(...args) {
      super(...args);
      marks.socketCreated ??= performance.now();
      const byId = new Map();
      const send = this.send;
      this.send = (data) => {
        try {
          const msg = JSON.parse(data);
          if (msg.id !== undefined) {
            const call = { method: msg.method, sent: performance.now(), answered: null };
            marks.calls.push(call);
            byId.set(msg.id, call);
          }
        } catch {
          // Not JSON: nothing to note.
        }
        return send.call(this, data);
      };
      this.addEventListener('open', () => (marks.socketOpen ??= performance.now()));
      this.addEventListener('message', (event) => {
        try {
          const call = byId.get(JSON.parse(event.data).id);
          if (call) call.answered ??= performance.now();
        } catch {
          // Not JSON.
        }
      });
    }
  }
  window.WebSocket = Watched;
  const check = () => {
    if (marks.reading !== null) return;
    const cell = document.querySelector(`[aria-label="${label}"]`);
    if (cell && /\d/.test(cell.textContent ?? '')) {
      marks.reading = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

async function oneRun(chromium, url) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'printdeck-ttl-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(watchPage, LABEL);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(`${url}/`, { waitUntil: 'commit' });
    const cell = page.getByLabel(LABEL, { exact: true });
    await cell.filter({ hasText: /\d/ }).waitFor({ timeout: 30_000 });
    const { metrics } = await cdp.send('Performance.getMetrics');
    const cpuMs = 1000 * (metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN);
    const chain = await page.evaluate(() => {
      const marks = window.__ttl;
      const nav = performance.getEntriesByType('navigation')[0];
      const resources = performance.getEntriesByType('resource');
      const before = resources.filter((r) => r.startTime < marks.reading);
      const scripts = before.filter((r) => /\.js(\?|$)/.test(r.name));
      const fetched = (re) => before.filter((r) => re.test(new URL(r.name).pathname));
      const subscribe = marks.calls.findIndex((c) => c.method === 'printer.objects.subscribe');
      return {
        firstByte: nav.responseStart,
        scripts: Math.max(...scripts.map((r) => r.responseEnd)),
        scriptCount: scripts.length,
        config: fetched(/\/config\.json$/).map((r) => r.responseEnd)[0] ?? null,
        infos: fetched(/\/server\/info$/).map((r) => [r.startTime, r.responseEnd]),
        socketCreated: marks.socketCreated,
        socketOpen: marks.socketOpen,
        beforeSubscribe: marks.calls.slice(0, Math.max(subscribe, 0)).map((c) => c.method),
        subscribeSent: marks.calls[subscribe]?.sent ?? null,
        subscribeAnswer: marks.calls[subscribe]?.answered ?? null,
        reading: marks.reading,
      };
    });
    return { ...chain, cpuMs };
  } finally {
    await context.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => (value === null || value === undefined ? '-' : Math.round(value));

/** @param {{ startSim: Function }} ctx */
export default async function timeToLive(ctx) {
  const { chromium } = await import('playwright-core');
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    // A fresh printer each run: its database as a first connect finds it.
    const sim = await ctx.startSim();
    runs.push(await oneRun(chromium, sim.url));
    await sim.stop();
  }
  printTable(
    [
      'run',
      'first byte',
      'scripts loaded',
      'config',
      'server/info',
      'socket open',
      'subscribe sent',
      'subscribe answer',
      'reading shown',
      'main-thread CPU',
    ],
    runs.map((r, i) => [
      i + 1,
      ms(r.firstByte),
      `${ms(r.scripts)} (${r.scriptCount} files)`,
      ms(r.config),
      r.infos.map(([start, end]) => `${ms(start)}–${ms(end)}`).join(', ') || '-',
      ms(r.socketOpen),
      ms(r.subscribeSent),
      ms(r.subscribeAnswer),
      ms(r.reading),
      ms(r.cpuMs),
    ]),
  );
  const last = runs.at(-1);
  console.log(
    `socket calls sent before the subscription (${last.beforeSubscribe.length}): ${last.beforeSubscribe.join(', ') || 'none'}`,
  );
  const value = median(runs.map((r) => r.reading));
  console.log(
    `time to the first extruder reading: median ${ms(value)} ms of ${RUNS} (budget ${BUDGET_MS} ms); main-thread CPU median ${ms(median(runs.map((r) => r.cpuMs)))} ms`,
  );
  return { name: 'time to the first live reading', value, unit: 'ms', budget: BUDGET_MS };
}
