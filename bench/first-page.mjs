// First-page weight: gzip size (zlib level 9) of every script and stylesheet the browser loads
// for / until the printer state shows Ready and the network is idle (1 KB = 1000 bytes). Budget
// 170 KB on a laptop screen (1280 × 720: one column, the cards above the fold). On a large desktop
// screen (1920 × 1080) both dashboard columns and every card of the default layout are in view, so
// their bodies load too (the jobs card's file browser); that figure has a budget of its own, which
// catches a card that pulls heavy code into its first render.
import { gzipSync } from 'node:zlib';
import { kb, printTable } from '../scripts/lib.mjs';

export const BUDGET_KB = 170;

// Every card of the default layout in view: the status, temperature, toolhead, macros, jobs,
// console, fans, limits and retract bodies (about 242 KB gzip when they were added; 217 KB once
// Printdeck drew its charts and translated its texts itself).
export const LARGE_SCREEN_BUDGET_KB = 235;

const VIEWPORTS = [
  { label: '1280×720', width: 1280, height: 720, budget: BUDGET_KB },
  { label: '1920×1080', width: 1920, height: 1080, budget: LARGE_SCREEN_BUDGET_KB },
];

/** @param {{ startSim: Function, launchChromium: Function }} ctx */
export default async function firstPage(ctx) {
  const sim = await ctx.startSim();
  const browser = await ctx.launchChromium();
  const results = [];
  for (const viewport of VIEWPORTS) {
    const { width, height, label, budget } = viewport;
    const context = await browser.newContext({ viewport: { width, height } });
    results.push(await measure(await context.newPage(), sim, label, budget));
    await context.close();
  }
  return results;
}

async function measure(page, sim, label, budget) {
  /** @type {Map<string, Promise<{ raw: number, gzip: number, type: string }>>} */
  const files = new Map();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const url = response.url();
    if (files.has(url)) return;
    files.set(
      url,
      response.body().then((body) => ({
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        type,
      })),
    );
  });

  await page.goto(`${sim.url}/`);
  await page
    .getByLabel('Printer state', { exact: true })
    .filter({ hasText: 'Ready' })
    .waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');

  const rows = [];
  let raw = 0;
  let gzip = 0;
  for (const [url, sizes] of files) {
    const s = await sizes;
    const u = new URL(url);
    rows.push([u.origin === sim.url ? u.pathname : url, s.raw, s.gzip]);
    raw += s.raw;
    gzip += s.gzip;
  }
  rows.sort((a, b) => b[2] - a[2]);
  rows.push(['total', raw, gzip]);
  printTable(['file', 'raw', 'gzip'], rows);
  console.log(`first-page weight at ${label}: ${kb(gzip)} KB gzip (budget ${budget} KB)`);

  return {
    name: `first-page weight, ${label} (gzip)`,
    value: gzip / 1000,
    unit: 'KB',
    budget,
  };
}
