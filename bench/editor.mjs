// The config editor's weight and opening time, as a user meets it: the dashboard first (nothing of
// the editor may load with it), then /configure through the navigation, then a click on printer.cfg.
// The scripts the browser fetches after that click are the editor's chunks (the dialog, CodeMirror,
// the Klipper schema). Figures:
//   - editor code on the dashboard's first page: gzip bytes of the scripts the dashboard loaded
//     that hold CodeMirror (its `cm-content` class) or the editor dialog (its 'Save & Restart'
//     text) — budget 0: the editor is lazy;
//   - everything the click fetches, gzip (zlib level 9, 1 KB = 1000 bytes): budget 200 KB. That is
//     the editor's own chunks (CodeMirror with the schema, about 127 KB; the dialog, about 18 KB)
//     and the MUI parts no earlier screen needed (tooltip, modal, menu...: about 40 KB);
//   - from the click on printer.cfg until its text shows in CodeMirror: budget 1.5 s.
import { gzipSync } from 'node:zlib';
import { kb, printTable } from '../scripts/lib.mjs';

export const CHUNKS_BUDGET_KB = 200;
export const OPEN_BUDGET_S = 1.5;
/** Text only the editor's chunks hold: CodeMirror's content class, the dialog's button. */
const EDITOR_MARKERS = ['cm-content', 'Save & Restart'];

/** @param {{ startSim: Function, launchChromium: Function }} ctx */
export default async function editorBench(ctx) {
  const sim = await ctx.startSim();
  const browser = await ctx.launchChromium();
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });

  /** url → gzip size and whether it holds editor code, for every script and stylesheet. */
  const loaded = new Map();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if ((type !== 'script' && type !== 'stylesheet') || loaded.has(response.url())) return;
    loaded.set(
      response.url(),
      response.body().then((body) => ({
        gzip: gzipSync(body, { level: 9 }).length,
        editor: EDITOR_MARKERS.some((marker) => body.includes(marker)),
      })),
    );
  });

  await page.goto(`${sim.url}/`);
  await page
    .getByLabel('Printer state', { exact: true })
    .filter({ hasText: 'Ready' })
    .waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const firstPage = new Set(loaded.keys());

  await page.getByRole('link', { name: 'Configure' }).first().click();
  const region = page.getByRole('region', { name: 'config files' });
  const file = region.getByRole('button', { name: 'printer.cfg', exact: true });
  await file.waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const beforeClick = new Set(loaded.keys());

  const started = Date.now();
  await file.click();
  await page
    .getByRole('dialog', { name: 'printer.cfg' })
    .locator('.cm-line', { hasText: '[printer]' })
    .first()
    .waitFor({ timeout: 30_000 });
  const openSeconds = (Date.now() - started) / 1000;
  await page.waitForLoadState('networkidle');

  const editorChunks = [...loaded.keys()].filter((url) => !beforeClick.has(url));
  const rows = [];
  let total = 0;
  for (const url of editorChunks) {
    const { gzip } = await loaded.get(url);
    rows.push([new URL(url).pathname, gzip]);
    total += gzip;
  }
  rows.sort((a, b) => b[1] - a[1]);
  rows.push(['total', total]);
  printTable(['editor chunk', 'gzip'], rows);
  let firstPageBytes = 0;
  for (const url of firstPage) {
    const { gzip, editor } = await loaded.get(url);
    if (editor) firstPageBytes += gzip;
  }
  const editorFound = (await Promise.all(editorChunks.map((url) => loaded.get(url)))).filter(
    (chunk) => chunk.editor,
  ).length;
  // The markers must be found in what the click loaded, or the first-page check proves nothing.
  if (editorFound < 2)
    throw new Error(`the editor's markers were found in ${editorFound} chunk(s)`);
  console.log(
    `editor chunks: ${kb(total)} KB gzip; on the first page: ${firstPageBytes} bytes; ` +
      `opened in ${openSeconds.toFixed(2)} s`,
  );

  return [
    {
      name: 'editor code on the first page (gzip)',
      value: firstPageBytes / 1000,
      unit: 'KB',
      budget: 0,
    },
    { name: 'editor chunks (gzip)', value: total / 1000, unit: 'KB', budget: CHUNKS_BUDGET_KB },
    { name: 'editor open, click to text', value: openSeconds, unit: 's', budget: OPEN_BUDGET_S },
  ];
}
