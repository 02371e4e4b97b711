// The spool card on a printer whose Moonraker runs the spoolman component beside the virtual
// Spoolman (its sample spools): pick a spool in the change-spool dialog, print, and watch its
// remaining weight fall as Moonraker reports the filament used; Spoolman stopped from the debug
// endpoint shows as disconnected, with the filament waiting to be reported, and the card recovers
// when it is back. A print the active spool does not suit (too little left, another material)
// asks first, and 'Print anyway' starts it.
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, printerState, test, type Sim } from './fixtures';

test.use({ timeScale: 5, simArgs: ['--spoolman-port', '0'] });

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const card = (page: Page) => page.getByRole('region', { name: 'Spool', exact: true });

/** The remaining weight the card shows, in grams. */
async function remainingGrams(page: Page): Promise<number> {
  const text = (await card(page).getByTestId('spool-remaining-weight').innerText()).trim();
  const match = /([\d.]+)\s*(k?g)/.exec(text);
  if (!match) return Number.NaN;
  return Number(match[1]) * (match[2] === 'kg' ? 1000 : 1);
}

async function spoolman(sim: Sim, action: 'stop' | 'start'): Promise<void> {
  const res = await fetch(`${sim.url}/debug/sim/spoolman?action=${action}`, { method: 'POST' });
  expect(res.ok).toBe(true);
}

test('pick a spool, print, see it used; Spoolman away and back', async ({ page, sim }) => {
  test.setTimeout(180_000);
  await page.goto(`${sim.url}/`);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  await card(page).scrollIntoViewIfNeeded();
  await card(page).getByRole('button', { name: 'Select spool' }).click();

  const dialog = page.getByRole('dialog', { name: 'Change spool' });
  const list = dialog.getByRole('list', { name: 'Spools' });
  // The archived ABS spool is not offered.
  await expect(list.getByRole('button')).toHaveCount(4);
  await expect(list).not.toContainText('Fire Engine Red');
  await dialog.getByRole('searchbox', { name: 'Search spools' }).fill('galaxy');
  await expect(list.getByRole('button')).toHaveCount(1);
  await list.getByRole('button', { name: /Galaxy Black/ }).click();
  await expect(dialog).toBeHidden();

  await expect(card(page).getByTestId('spool-name')).toHaveText('Galaxy Black');
  await expect(card(page)).toContainText('Prusament · PLA · #1');
  await expect(card(page).getByTestId('spool-remaining-weight')).toContainText('754.50 g');
  await expect(card(page)).toContainText('24.6 % used');

  const start = await fetch(`${sim.url}/printer/print/start?filename=small.gcode`, {
    method: 'POST',
  });
  expect(start.ok).toBe(true);
  // Moonraker reports the filament used to Spoolman while printing; the card reads the spool again.
  await expect.poll(() => remainingGrams(page), { timeout: 60_000 }).toBeLessThan(754.4);
  const before = await remainingGrams(page);

  await spoolman(sim, 'stop');
  const warning = card(page).getByTestId('spoolman-disconnected');
  await expect(warning).toContainText('Spoolman is not connected', { timeout: 15_000 });
  await expect(card(page).getByRole('button', { name: 'Change spool' })).toBeDisabled();
  // The print goes on: what it uses waits in Moonraker's pending reports.
  await expect(warning).toContainText('Waiting to be reported', { timeout: 30_000 });

  await spoolman(sim, 'start');
  await expect(warning).toBeHidden({ timeout: 20_000 });
  await expect(card(page).getByRole('button', { name: 'Change spool' })).toBeEnabled();
  // The reports that waited reach Spoolman: the spool is lighter than before the stop.
  await expect.poll(() => remainingGrams(page), { timeout: 30_000 }).toBeLessThan(before);
});

/** Uploads `name` to the gcodes root: small.gcode with its filament weight and type replaced. */
async function uploadVariant(sim: Sim, name: string, grams: number, type: string): Promise<void> {
  const source = await readFile(path.join(ROOT, 'fixtures/gcode/small.gcode'), 'utf8');
  const text = source
    .replace(
      /^; (total )?filament used \[g\] = .*$/gm,
      (_line, total: string | undefined) =>
        `; ${total ?? ''}filament used [g] = ${grams.toFixed(2)}`,
    )
    .replace(/^; filament_type = .*$/m, `; filament_type = ${type}`);
  const form = new FormData();
  form.append('file', new Blob([text]), name);
  const res = await fetch(`${sim.url}/server/files/upload`, { method: 'POST', body: form });
  expect(res.ok).toBe(true);
}

async function chooseSpool(page: Page, search: string, name: RegExp): Promise<void> {
  await card(page).scrollIntoViewIfNeeded();
  await card(page)
    .getByRole('button', { name: /^(Select spool|Change spool)$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Change spool' });
  await dialog.getByRole('searchbox', { name: 'Search spools' }).fill(search);
  await dialog.getByRole('list', { name: 'Spools' }).getByRole('button', { name }).click();
  await expect(dialog).toBeHidden();
}

async function askToPrint(page: Page, file: string): Promise<void> {
  await page.getByRole('button', { name: file, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Print' }).click();
}

test('a print the spool does not suit asks first, with a way to go on', async ({ page, sim }) => {
  test.setTimeout(120_000);
  await uploadVariant(sim, 'big-petg.gcode', 60, 'PETG');
  await page.goto(`${sim.url}/`);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  // Jet Black: PETG with 31.80 g left.
  await chooseSpool(page, 'jet', /Jet Black/);
  await expect(card(page).getByTestId('spool-remaining-weight')).toContainText('31.80 g');

  await page.goto(`${sim.url}/jobs`);
  await askToPrint(page, 'big-petg.gcode');
  const short = page.getByRole('dialog', { name: 'Print big-petg.gcode anyway?' });
  await expect(short).toContainText(
    'The file needs 60.00 g of filament; the spool #3 (Jet Black) has 31.80 g left.',
  );
  await expect(short).not.toContainText('sliced for');
  await short.getByRole('button', { name: 'Cancel' }).click();
  await expect(short).toBeHidden();

  await askToPrint(page, 'small.gcode');
  const material = page.getByRole('dialog', { name: 'Print small.gcode anyway?' });
  await expect(material).toContainText(
    'The file was sliced for PLA; the spool #3 (Jet Black) is PETG.',
  );
  await material.getByRole('button', { name: 'Print anyway' }).click();
  await expect
    .poll(async () => {
      const res = await fetch(`${sim.url}/printer/objects/query?print_stats=state,filename`);
      const body = (await res.json()) as {
        result: { status: { print_stats: { state: string; filename: string } } };
      };
      return body.result.status.print_stats;
    })
    .toEqual({ state: 'printing', filename: 'small.gcode' });
});
