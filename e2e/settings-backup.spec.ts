// Settings › General's backup against the virtual printer: settings changed (the printer name in
// the page, a preset and a macro colour as another client would), backed up to a file, changed
// again and restored from the file are back where the user sees them (the top bar, the presets
// list, the Macros card) without a reload; a broken file and another app's settings are refused
// with the reason and the printer's database is left as it was.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { transitionsOver, useLightTheme } from './axe-helpers';
import { fault } from './fault-helpers';
import {
  expect,
  printerState,
  readDatabaseItem,
  test,
  writeDatabaseItem,
  type Sim,
} from './fixtures';

test.use({ viewport: { width: 1280, height: 1000 }, timeScale: 5 });

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const topBarName = (page: Page) => page.getByRole('banner').getByText(/Voron/);

const preset = (id: string, name: string, value: number) => ({
  id,
  name,
  values: { extruder: { type: 'heater', active: true, value } },
  gcode: '',
});
const macro = (color: string) => ({
  name: 'print_start',
  alias: '',
  visible: true,
  disabledWhilePrinting: false,
  color,
  categoryId: '',
});

async function openGeneral(page: Page, sim: Sim): Promise<void> {
  await page.goto(`${sim.url}/settings#general`);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  await expect(section(page, 'General')).toBeVisible({ timeout: 15_000 });
}

/** Picks a file for 'Restore settings' as a user does, through the file chooser. */
async function restoreFrom(page: Page, file: { name: string; buffer: Buffer }): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Restore settings' }).click();
  await (await chooser).setFiles({ ...file, mimeType: 'application/json' });
}

/** axe's serious and critical findings in the backup's part of Settings › General, or in the open dialog. */
async function auditBackup(page: Page, dialog = false): Promise<string[]> {
  await transitionsOver(page);
  const builder = new AxeBuilder({ page }).include(
    dialog ? '[role="dialog"]' : '[aria-labelledby="settings-backup-title"]',
  );
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);
}

/** The whole of Printdeck's namespace, as Moonraker's HTTP API answers it. */
async function namespace(sim: Sim): Promise<unknown> {
  const res = await fetch(`${sim.url}/server/database/item?namespace=printdeck`);
  return ((await res.json()) as { result: { value: unknown } }).result.value;
}

test('a backup restored after changes brings the backed-up settings back where the user sees them', async ({
  page,
  sim,
}) => {
  await writeDatabaseItem(sim.url, 'presets', [preset('pla', 'PLA', 205)]);
  await writeDatabaseItem(sim.url, 'macros', { stored: [macro('#ff0000')], categories: [] });
  await openGeneral(page, sim);
  const general = section(page, 'General');
  expect(await auditBackup(page)).toEqual([]);
  await general.getByRole('textbox', { name: 'Printer name' }).fill('Backup Voron');
  await expect
    .poll(() => readDatabaseItem(sim.url, 'uiSettings.general.instanceName'))
    .toBe('Backup Voron');

  const download = page.waitForEvent('download');
  await general.getByRole('button', { name: 'Back up settings' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^printdeck-settings-Backup-Voron-\d{4}-\d\d-\d\d\.json$/,
  );
  const text = await readFile((await file.path())!, 'utf8');
  expect(JSON.parse(text)).toMatchObject({
    format: 'printdeck-settings',
    version: 1,
    printer: 'Backup Voron',
    settings: { presets: [{ name: 'PLA' }], macros: { stored: [{ color: '#ff0000' }] } },
  });
  await expect(page.getByText(`Settings saved to ${file.suggestedFilename()}.`)).toBeVisible();

  // Changed again: the name here, a preset and the macro colour by another client.
  await general.getByRole('textbox', { name: 'Printer name' }).fill('Changed Voron');
  await expect
    .poll(() => readDatabaseItem(sim.url, 'uiSettings.general.instanceName'))
    .toBe('Changed Voron');
  await writeDatabaseItem(sim.url, 'presets', [preset('abs', 'ABS', 250)]);
  await writeDatabaseItem(sim.url, 'macros', { stored: [macro('#0000ff')], categories: [] });
  await page.reload();
  await expect(section(page, 'Thermal presets').getByText('ABS')).toBeVisible({ timeout: 20_000 });
  await expect(topBarName(page)).toHaveText('Changed Voron');

  await restoreFrom(page, { name: file.suggestedFilename(), buffer: Buffer.from(text) });
  const dialog = page.getByRole('dialog', { name: /^Restore settings from printdeck-settings-/ });
  const list = dialog.getByRole('list', { name: 'Settings to replace' });
  await expect(list).toContainText('Thermal presets: 1');
  await expect(list).toContainText('Macro settings and categories (macros set): 1');
  expect(await auditBackup(page, true)).toEqual([]);
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(/^Settings restored from printdeck-settings-/)).toBeVisible();

  // Shown at once, no reload: the name, the presets list; stored on the printer.
  await expect(topBarName(page)).toHaveText('Backup Voron');
  await expect(section(page, 'General').getByRole('textbox', { name: 'Printer name' })).toHaveValue(
    'Backup Voron',
  );
  const presets = page.getByRole('list', { name: 'Thermal presets' });
  await expect(presets.getByText('PLA')).toBeVisible();
  await expect(presets.getByText('ABS')).toHaveCount(0);
  expect(await readDatabaseItem(sim.url, 'presets')).toEqual([preset('pla', 'PLA', 205)]);
  expect(await readDatabaseItem(sim.url, 'macros.stored')).toEqual([macro('#ff0000')]);

  // The Macros card draws PRINT_START in the backed-up colour.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const card = page.getByRole('region', { name: 'Macros' });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('button', { name: 'PRINT_START', exact: true })).toHaveCSS(
    'color',
    'rgb(255, 0, 0)',
    { timeout: 15_000 },
  );
});

test("a broken backup and another app's settings are refused with the reason and change nothing", async ({
  page,
  sim,
}) => {
  await writeDatabaseItem(sim.url, 'presets', [preset('pla', 'PLA', 205)]);
  await openGeneral(page, sim);
  const before = await namespace(sim);

  const whole = JSON.stringify({
    format: 'printdeck-settings',
    version: 1,
    exported: new Date().toISOString(),
    printer: 'Voron',
    settings: { presets: [preset('abs', 'ABS', 250)] },
  });
  await restoreFrom(page, { name: 'cut.json', buffer: Buffer.from(whole.slice(0, 90)) });
  await expect(
    page.getByText(
      'This file cannot be read: it is not JSON, or it was cut short. Nothing was changed.',
    ),
  ).toBeVisible();

  // The message stays until dismissed.
  await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();

  // A Fluidd-looking file: its database namespace's shape.
  const fluidd = {
    uiSettings: { general: { instanceName: 'Fluidd Voron' } },
    macros: { categories: {} },
  };
  await restoreFrom(page, { name: 'fluidd.json', buffer: Buffer.from(JSON.stringify(fluidd)) });
  await expect(
    page.getByText(
      'This is not a Printdeck settings backup (a file of another app?). Nothing was changed.',
    ),
  ).toBeVisible();

  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await namespace(sim)).toEqual(before);
  await expect(page.getByRole('list', { name: 'Thermal presets' }).getByText('PLA')).toBeVisible();

  // The section and the question read well in the light theme too.
  await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();
  await useLightTheme(page);
  const light = await namespace(sim);
  expect(await auditBackup(page)).toEqual([]);
  await restoreFrom(page, { name: 'whole.json', buffer: Buffer.from(whole) });
  const dialog = page.getByRole('dialog', { name: 'Restore settings from whole.json?' });
  await expect(dialog.getByRole('list', { name: 'Settings to replace' })).toContainText(
    'Thermal presets: 1 (now 1)',
  );
  expect(await auditBackup(page, true)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await namespace(sim)).toEqual(light);
});

test.describe('with the printer refusing writes', () => {
  test.use({ simArgs: ['--faults'] });

  test('a restore whose write is refused says so and changes nothing', async ({ page, sim }) => {
    await writeDatabaseItem(sim.url, 'presets', [preset('pla', 'PLA', 205)]);
    await openGeneral(page, sim);
    const before = await namespace(sim);
    await fault(
      sim.url,
      `action=error&method=server.database.post_item&code=500&message=${encodeURIComponent('Database is read-only')}`,
    );

    const file = JSON.stringify({
      format: 'printdeck-settings',
      version: 1,
      exported: new Date().toISOString(),
      printer: 'Voron',
      settings: {
        uiSettings: { general: { instanceName: 'Restored Voron' } },
        presets: [preset('abs', 'ABS', 250)],
      },
    });
    await restoreFrom(page, { name: 'backup.json', buffer: Buffer.from(file) });
    await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
    await expect(
      page.getByRole('alert').filter({
        hasText:
          'The restore failed: interface settings could not be written (Database is read-only). Nothing was changed.',
      }),
    ).toBeVisible();
    expect(await namespace(sim)).toEqual(before);
    await expect(
      section(page, 'General').getByRole('textbox', { name: 'Printer name' }),
    ).toHaveValue('');
  });
});
