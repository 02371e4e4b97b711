// The farm bench's plumbing: which tile shows which printer, a process's CPU time, and the tables
// and evidence it prints.
import fs from 'node:fs';
import { printTable } from '../scripts/lib.mjs';
import { readTiles } from './farm-freshness.mjs';

/** Linux's USER_HZ: /proc times are in hundredths of a second. */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) the process has used so far. */
export function cpuSeconds(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

const origin = (url) => new URL(url).origin;

/**
 * Wait for the farm page to show a tile per printer and tell which printer each tile shows:
 * Map(tile name → printer address). Names come from the farm's printers list in printer 1's
 * database; printer 1 itself, the page's own printer, may carry the name this browser gave it,
 * so the one tile left over is printer 1's.
 */
export async function tileMap(page, sim, printers, timeoutMs = 60_000) {
  const res = await fetch(`${sim.url}/server/database/item?namespace=printdeck&key=printers`);
  const shared = res.ok ? ((await res.json()).result.value ?? []) : [];
  const until = Date.now() + timeoutMs;
  let names = [];
  while (names.length < printers) {
    if (Date.now() > until)
      throw new Error(
        `/farm shows ${names.length} tile(s) of ${printers} printers after ${timeoutMs} ms: ` +
          `${JSON.stringify(names)}`,
      );
    await new Promise((r) => setTimeout(r, 250));
    names = (await page.evaluate(readTiles, null)).tiles.map((t) => t.name);
  }
  const map = new Map();
  const known = new Set(sim.urls.map(origin));
  for (const entry of shared)
    if (names.includes(entry.name) && known.has(origin(entry.apiUrl)))
      map.set(entry.name, origin(entry.apiUrl));
  const left = names.filter((n) => !map.has(n));
  const mapped = new Set(map.values());
  const unshown = sim.urls.map(origin).filter((u) => !mapped.has(u));
  if (left.length === 1 && unshown.length === 1 && unshown[0] === origin(sim.url))
    map.set(left[0], unshown[0]);
  if (map.size !== printers)
    throw new Error(
      `cannot tell which printer each tile shows: tiles ${JSON.stringify(names)}, printers list ` +
        `${JSON.stringify(shared.map((e) => [e.name, e.apiUrl]))}, printers ${sim.urls.join(' ')}`,
    );
  return map;
}

/** The evidence for readings that match nothing their printer sent (at most 5 printed). */
export function describeUnmatched(readings, feedOf) {
  console.log(`${readings.length} reading(s) never matched a value their printer sent, e.g.:`);
  for (const r of readings.slice(0, 5)) {
    const feed = feedOf(r.tile);
    const near = (feed?.history() ?? []).filter((h) => Math.abs(h.t - r.t) < 1500);
    const object =
      r.kind === 'progress'
        ? 'virtual_sdcard'
        : r.kind === 'Chamber'
          ? feed?.chamber
          : r.kind === 'Bed'
            ? 'heater_bed'
            : 'extruder';
    const values = near.map(
      (h) => `${JSON.stringify(object ? h.status[object] : null)} at ${Math.round(h.t - r.t)} ms`,
    );
    console.log(`  ${r.tile} ${r.kind} shows "${r.shown}"; the printer sent ${values.join(', ')}`);
  }
}

/**
 * What a printer costs the page, from the runs: for each farm, its main-thread CPU (ms per minute)
 * and JS heap (MB) divided by its printers; and, between the smallest and the largest farm, what
 * each printer more adds (the page's fixed cost left out). Sorted by farm size.
 */
export function costPerPrinter(runs) {
  const sorted = [...runs].sort((a, b) => a.printers - b.printers);
  const each = sorted.map((r) => ({
    printers: r.printers,
    cpuMs: (r.mainCpu * 1000) / r.printers,
    heapMB: r.heapMB / r.printers,
  }));
  const [small, large] = [sorted[0], sorted.at(-1)];
  const more =
    small && large && large.printers > small.printers
      ? {
          cpuMs: ((large.mainCpu - small.mainCpu) * 1000) / (large.printers - small.printers),
          heapMB: (large.heapMB - small.heapMB) / (large.printers - small.printers),
        }
      : null;
  return { each, more };
}

/** The runs side by side, then what one more printer costs (between the smallest and largest farm). */
export function printFarmTable(runs) {
  console.log('');
  printTable(
    [
      'printers',
      'printing',
      'main CPU s/min',
      'tasks s/min',
      'browser CPU s/min',
      'heap MB',
      'fresh p95 ms',
      'oldest ms',
      'sim % core',
    ],
    runs.map((r) => [
      r.printers,
      r.printing,
      Number(r.mainCpu.toFixed(2)),
      Number(r.taskDuration.toFixed(2)),
      Number(r.browserCpu.toFixed(2)),
      Number(r.heapMB.toFixed(1)),
      r.visible.p95,
      r.visible.max,
      Number((r.simCores * 100).toFixed(1)),
    ]),
  );
  const cost = costPerPrinter(runs);
  for (const c of cost.each)
    console.log(
      `cost per printer, farm of ${c.printers}: main thread ${c.cpuMs.toFixed(1)} ms CPU per ` +
        `printer per minute, JS heap ${c.heapMB.toFixed(2)} MB per printer`,
    );
  const sorted = [...runs].sort((a, b) => a.printers - b.printers);
  const [small, large] = [sorted[0], sorted.at(-1)];
  if (!small || !large || large.printers === small.printers) return;
  const per = (key, scale = 1) =>
    (((large[key] - small[key]) * scale) / (large.printers - small.printers)).toFixed(3);
  console.log(
    `each printer more (${small.printers} → ${large.printers}): main thread ` +
      `${cost.more?.cpuMs.toFixed(1)} ms CPU/min (${per('mainCpu')} s), ` +
      `browser ${per('browserCpu')} s CPU/min, heap ${per('heapMB')} MB, simulator ` +
      `${per('simCores', 100)} % of a core`,
  );
}
