// First-page weight: gzip size (zlib level 9) of every script and stylesheet the browser loads
// for / until the printer state shows Ready and the network is idle. Budget 200 KB (1 KB = 1000 bytes).
import { gzipSync } from 'node:zlib';
import { kb, printTable } from '../scripts/lib.mjs';

export const BUDGET_KB = 200;

/** @param {{ startSim: Function, launchChromium: Function }} ctx */
export default async function firstPage(ctx) {
  const sim = await ctx.startSim();
  const browser = await ctx.launchChromium();
  const page = await browser.newPage();

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
  console.log(`first-page weight: ${kb(gzip)} KB gzip (budget ${BUDGET_KB} KB)`);

  return { name: 'first-page weight (gzip)', value: gzip / 1000, unit: 'KB', budget: BUDGET_KB };
}
