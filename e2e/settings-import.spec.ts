// Settings › General › Import from Fluidd / Mainsail against the virtual printer's sample
// namespaces: the preview lists what comes over and what has no equivalent; after Import the
// presets are in the temperature card's Presets menu and the macro colours on the macros card; a
// printer without the namespace gets a clear message.
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { transitionsOver } from './axe-helpers';
import { expect, printerState, test, writeDatabaseItem, type Sim } from './fixtures';

test.use({ viewport: { width: 1280, height: 1000 } });

async function openGeneral(page: Page, sim: Sim) {
  await page.goto(`${sim.url}/settings#general`);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  const general = page.getByRole('region', { name: 'General', exact: true });
  await expect(general).toBeVisible({ timeout: 15_000 });
  return general;
}

/** axe's serious and critical findings in the open preview (or in Settings › General). */
async function auditDialog(page: Page, within = '[role="dialog"]'): Promise<string[]> {
  await transitionsOver(page);
  const results = await new AxeBuilder({ page }).include(within).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);
}

async function openDashboard(page: Page, sim: Sim) {
  await page.goto(`${sim.url}/`);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
}

/** The presets in the temperature card's Presets menu. */
async function presetMenu(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Presets' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const names = await menu.getByRole('menuitem').allInnerTexts();
  await page.keyboard.press('Escape');
  return names.map((n) => n.trim());
}

/** The border colour of a macro's button inside its category group on the macros card. */
async function macroColour(page: Page, group: string, macro: string): Promise<string> {
  const card = page.getByRole('region', { name: 'Macros' });
  // Cards below the fold render their body once scrolled into view.
  await card.scrollIntoViewIfNeeded();
  const header = card.getByRole('button', { name: new RegExp(`^${group}\\b`) });
  await expect(header).toBeVisible({ timeout: 15_000 });
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  const button = card.getByRole('button', { name: macro, exact: true });
  await expect(button).toBeVisible();
  return button.evaluate((el) => getComputedStyle(el).borderColor);
}

test('importing the sample Fluidd settings: preview, then presets and macro colours', async ({
  page,
  sim,
}) => {
  await writeDatabaseItem(sim.url, 'uiSettings.theme.isDark', false);
  const general = await openGeneral(page, sim);
  await general.getByRole('button', { name: 'Import from Fluidd' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from Fluidd' });
  const what = dialog.getByRole('list', { name: 'What comes over from Fluidd' });
  await expect(what).toContainText('Temperature presets (2)');
  await expect(what).toContainText('PLA, PETG (Fluidd)');
  await expect(what).toContainText('Macro categories (2)');
  await expect(what).toContainText('Console filters (2)');
  await expect(what).toContainText('Dashboard layout');
  const none = dialog.getByRole('list', { name: 'No equivalent in Printdeck (left out)' });
  await expect(none.getByText('charts', { exact: true })).toBeVisible();
  await expect(none.getByText('layout: bed-mesh-card', { exact: true })).toBeVisible();
  expect(await auditDialog(page), 'preview, light theme').toEqual([]);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Settings imported from Fluidd.')).toBeVisible();
  // Fluidd's older camera list went to Moonraker's webcam API: Settings › Cameras lists it.
  const cameras = page.getByRole('region', { name: 'Cameras', exact: true });
  await cameras.scrollIntoViewIfNeeded();
  await expect(cameras.getByRole('list', { name: 'Cameras' })).toContainText('Nozzle cam', {
    timeout: 15_000,
  });

  await openDashboard(page, sim);
  expect(await presetMenu(page)).toEqual(expect.arrayContaining(['PLA', 'PETG (Fluidd)']));
  // PAUSE in the group 'During print', orange (#FF9800).
  expect(await macroColour(page, 'During print', 'PAUSE')).toBe('rgb(255, 152, 0)');
});

test('importing the sample Mainsail settings; without the namespace the user is told', async ({
  page,
  sim,
}) => {
  let general = await openGeneral(page, sim);
  await general.getByRole('button', { name: 'Import from Mainsail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from Mainsail' });
  const what = dialog.getByRole('list', { name: 'What comes over from Mainsail' });
  await expect(what).toContainText('ABS, TPU (Mainsail)');
  await expect(what).toContainText('Printing, Setup');
  const none = dialog.getByRole('list', { name: 'No equivalent in Printdeck (left out)' });
  await expect(none.getByText('presets.cooldownGcode', { exact: true })).toBeVisible();
  await expect(none.getByText('dashboard: zoffset', { exact: true })).toBeVisible();
  expect(await auditDialog(page), 'preview, dark theme').toEqual([]);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await openDashboard(page, sim);
  expect(await presetMenu(page)).toEqual(expect.arrayContaining(['ABS', 'TPU (Mainsail)']));
  // CANCEL_PRINT in the group 'Printing', Mainsail's 'error' red (#FF5252).
  expect(await macroColour(page, 'Printing', 'CANCEL_PRINT')).toBe('rgb(255, 82, 82)');

  // The user removed Mainsail's settings from the printer: nothing to import, and said so.
  const keys = ['general', 'uiSettings', 'control', 'presets', 'macros', 'console'];
  for (const key of [...keys, 'gcodehistory', 'webcams', 'dashboard', 'view']) {
    const res = await fetch(`${sim.url}/server/database/item?namespace=mainsail&key=${key}`, {
      method: 'DELETE',
    });
    expect(res.ok).toBe(true);
  }
  general = await openGeneral(page, sim);
  await general.getByRole('button', { name: 'Import from Mainsail' }).click();
  await expect(
    page.getByText("Mainsail has no settings in this printer's database: nothing to import."),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the preview at 390 px: readable, and axe finds nothing serious in either theme', async ({
  page,
  sim,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  for (const dark of [true, false]) {
    await writeDatabaseItem(sim.url, 'uiSettings.theme.isDark', dark);
    await page.goto('about:blank');
    const general = await openGeneral(page, sim);
    const button = general.getByRole('button', { name: 'Import from Mainsail' });
    await button.scrollIntoViewIfNeeded();
    expect(await auditDialog(page, '#general'), `General, 390 px, dark ${dark}`).toEqual([]);
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Import from Mainsail' });
    await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeVisible();
    expect(await auditDialog(page), `390 px, dark ${dark}`).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});
