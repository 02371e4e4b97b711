// Hostile file and folder names (e2e/hostile-inputs.ts) as a printer holds them: G-code files and
// folders, config files, timelapse videos, and the jobs printed from those files in the history and
// the status card. On /jobs, the dashboard, /configure, /timelapse and /history, in a file's menu
// and its delete question: nothing runs, no element or link comes out of a name, and long names
// stay inside their cards at 1280 and 390 px (pictures in /tmp/hostile-files-*.png).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { openReady } from './files-helpers';
import { expect, printerState, test, type Sim } from './fixtures';
import { checkAtSizes, loadWholePage } from './hostile-checks';
import { isolateBidi } from '../src/lib/bidi';
import { armTraps, inputsFor, LONG_WORD } from './hostile-inputs';

test.use({ bypassCSP: true, timeScale: 20, simArgs: ['--timelapse'] });

/** What a file system and Moonraker can name: no '/', no NUL, at most 255 bytes with the extension. */
const NAMES = inputsFor({ forbid: /[/\0]/g, maxBytes: 240 });
/** Every name the test gives the printer (files of each root, folders). */
const SHOWN = [
  ...NAMES.flatMap(({ text }) => [text, `${text}.gcode`, `${text}.cfg`, `${text}.mp4`]),
  // Klipper's own line around a name, as the console shows it (isolated as a whole).
  /^File opened:[\s\S]* Size:\d+$/,
];
// Long enough to be cancelled while printing (a dwell), and no extrusion: the extruder is cold, and
// Klipper stops a print that extrudes below min_extrude_temp with an error.
const GCODE = 'G28\nG4 P60000\nG1 X10 Y10 Z5 F3000\n';
const longName = `${NAMES.find((n) => n.id === 'long')?.text ?? ''}.gcode`;
const rloName = `${NAMES.find((n) => n.id === 'rlo')?.text ?? ''}.gcode`;

function createFiles(sim: Sim): void {
  const roots = {
    gcodes: path.join(sim.dataDir, 'gcodes'),
    config: path.join(sim.dataDir, 'config'),
    timelapse: path.join(sim.dataDir, 'timelapse'),
  };
  for (const dir of Object.values(roots)) mkdirSync(dir, { recursive: true });
  for (const { text } of NAMES) {
    writeFileSync(path.join(roots.gcodes, `${text}.gcode`), GCODE);
    mkdirSync(path.join(roots.gcodes, text), { recursive: true });
    writeFileSync(path.join(roots.config, `${text}.cfg`), '# nothing\n');
    writeFileSync(path.join(roots.timelapse, `${text}.mp4`), '');
  }
}

async function printState(sim: Sim): Promise<string> {
  const res = await fetch(`${sim.url}/printer/objects/query?print_stats=state`);
  const body = (await res.json()) as { result: { status: { print_stats: { state: string } } } };
  return body.result.status.print_stats.state;
}

/** Starts and cancels a print of each file, so that the history holds a job for every name. */
async function printEach(sim: Sim, names: string[]): Promise<void> {
  await expect
    .poll(
      async () => {
        const res = await fetch(`${sim.url}/printer/info`);
        return ((await res.json()) as { result?: { state?: string } }).result?.state;
      },
      { timeout: 20_000 },
    )
    .toBe('ready');
  for (const name of names) {
    // Klipper answers 'SD busy' while the last cancel's macro still runs: try again.
    let answer = '';
    await expect
      .poll(
        async () => {
          const start = await fetch(
            `${sim.url}/printer/print/start?filename=${encodeURIComponent(name)}`,
            { method: 'POST' },
          );
          answer = await start.text();
          return start.ok || !answer.includes('SD busy');
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(answer, `printing ${JSON.stringify(name.slice(0, 40))}`).toContain('"ok"');
    await expect.poll(() => printState(sim), { timeout: 15_000 }).toBe('printing');
    await fetch(`${sim.url}/printer/print/cancel`, { method: 'POST' });
    await expect.poll(() => printState(sim), { timeout: 15_000 }).toBe('cancelled');
  }
}

const browserOf = (page: Page, root: string) =>
  page.getByRole('region', { name: `${root} files`, exact: true });

test('hostile file, folder and job names on every page that lists them', async ({ page, sim }) => {
  test.setTimeout(300_000);
  createFiles(sim);
  // Moonraker starts a print with SDCARD_PRINT_FILE FILENAME="…": a name with a double quote, a
  // semicolon (a G-code comment) or a line break cannot be printed, on a real printer either.
  const printable = NAMES.map((n) => `${n.text}.gcode`).filter(
    (n) => !/["';\r\n]/.test(n) && n !== longName,
  );
  await printEach(sim, [...printable, longName]);
  await armTraps(page);

  await openReady(page, `${sim.url}/jobs`);
  const jobs = browserOf(page, 'gcodes');
  await expect(jobs.getByRole('button', { name: longName, exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await checkAtSizes(page, 'files-jobs', SHOWN);

  // A file's menu and its delete question, for the long name and the one with a bidi override.
  for (const [label, name] of [
    ['long', longName],
    ['rlo', rloName],
  ] as const) {
    const openMenu = async () => {
      // Printdeck closes the bidi controls a name leaves open where it is put into a message.
      const label = `Actions for ${isolateBidi(name)}`;
      await jobs.getByRole('button', { name: label, exact: true }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    };
    const openQuestion = async () => {
      await openMenu();
      await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    };
    await checkAtSizes(page, `files-menu-${label}`, SHOWN, openMenu);
    await checkAtSizes(page, `files-delete-${label}`, SHOWN, openQuestion);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  }

  // The dashboard: the status card names the last job (the long name), the jobs card lists them.
  await openReady(page, `${sim.url}/`);
  await expect(page.getByText(LONG_WORD.slice(0, 200)).first()).toBeAttached({ timeout: 20_000 });
  await checkAtSizes(page, 'files-dashboard', SHOWN, () => loadWholePage(page));
  // The status card's Reprint tab: the last jobs.
  const reprintTab = async () => {
    await page.getByRole('tab', { name: 'Reprint', exact: true }).click();
    await expect(page.getByRole('tabpanel').getByText(LONG_WORD.slice(0, 100))).toBeVisible();
  };
  await reprintTab();
  await checkAtSizes(page, 'files-reprint', SHOWN, reprintTab);

  await openReady(page, `${sim.url}/history`);
  await expect(page.getByText(LONG_WORD.slice(0, 200)).first()).toBeAttached({ timeout: 20_000 });
  await checkAtSizes(page, 'files-history', SHOWN);

  await openReady(page, `${sim.url}/configure`);
  await expect(
    browserOf(page, 'config').getByRole('button', {
      name: longName.replace(/gcode$/, 'cfg'),
      exact: true,
    }),
  ).toBeVisible({ timeout: 20_000 });
  await checkAtSizes(page, 'files-configure', SHOWN);

  await openReady(page, `${sim.url}/timelapse`);
  await expect(
    browserOf(page, 'timelapse').getByRole('button', {
      name: longName.replace(/gcode$/, 'mp4'),
      exact: true,
    }),
  ).toBeVisible({ timeout: 20_000 });
  await checkAtSizes(page, 'files-timelapse', SHOWN);
  await expect(printerState(page)).toContainText('Ready');
});
