// The file editor as a user meets it on /configure: printer.cfg opens in CodeMirror, a changed
// max_velocity reaches Klipper through Save & Restart, an unknown key gets a warning at its line,
// `[ext` offers `[extruder]`, closing with unsaved changes asks, a log opens read-only, and the
// open editor has no serious accessibility findings in either theme.
import type { Locator, Page } from '@playwright/test';
import { audit, useLightTheme } from './axe-helpers';
import { openReady } from './files-helpers';
import { expect, queryField, test, type Sim } from './fixtures';

async function openPrinterCfg(page: Page, sim: Sim, load = true): Promise<Locator> {
  if (load) await openReady(page, `${sim.url}/configure`);
  const region = page.getByRole('region', { name: 'config files' });
  await region.getByRole('button', { name: 'printer.cfg', exact: true }).click();
  const editor = page.getByRole('dialog', { name: 'printer.cfg' });
  await expect(editor.locator('.cm-content')).toBeVisible({ timeout: 20_000 });
  return editor;
}

/** Put the cursor at the end of the first line holding `text`. */
async function cursorAfter(editor: Locator, text: string): Promise<void> {
  await editor.locator('.cm-line', { hasText: text }).first().click();
  await editor.page().keyboard.press('End');
}

test('Save & Restart: a new max_velocity reaches Klipper', async ({ page, sim }) => {
  test.setTimeout(90_000);
  const editor = await openPrinterCfg(page, sim); // Klipper is ready once the page is
  expect(await queryField(sim, 'toolhead', 'max_velocity')).toBe(300);
  await cursorAfter(editor, 'max_velocity: 300');
  for (let i = 0; i < 3; i++) await page.keyboard.press('Backspace');
  await page.keyboard.type('250');
  await expect(editor.locator('.cm-line', { hasText: 'max_velocity: 250' })).toBeVisible();
  await editor.getByRole('button', { name: 'Save & Restart' }).click();
  const confirm = page.getByRole('dialog', { name: 'Restart klipper?' });
  await confirm.getByRole('button', { name: 'Restart', exact: true }).click();
  await expect(editor).toBeHidden();
  await expect
    // While Klipper restarts the query has no result: keep asking.
    .poll(() => queryField(sim, 'toolhead', 'max_velocity').catch(() => null), {
      timeout: 30_000,
    })
    .toBe(250);
});

test('an unknown key gets a warning marker at its line', async ({ page, sim }) => {
  const editor = await openPrinterCfg(page, sim);
  await cursorAfter(editor, 'max_velocity: 300');
  await page.keyboard.press('Enter');
  await page.keyboard.type('no_such_key: 1');
  await page.keyboard.press('Escape'); // any completion list
  const line = editor.locator('.cm-line', { hasText: 'no_such_key: 1' });
  const marker = editor.locator('.cm-lint-marker-warning');
  await expect(marker).toHaveCount(1, { timeout: 10_000 });
  const [lineBox, markerBox] = [await line.boundingBox(), await marker.boundingBox()];
  expect(lineBox && markerBox).toBeTruthy();
  const middle = markerBox!.y + markerBox!.height / 2;
  expect(middle).toBeGreaterThan(lineBox!.y);
  expect(middle).toBeLessThan(lineBox!.y + lineBox!.height);
  await marker.hover();
  await expect(page.locator('.cm-tooltip-lint')).toContainText('no_such_key');
});

test('typing [ext offers [extruder]', async ({ page, sim }) => {
  const editor = await openPrinterCfg(page, sim);
  await editor.locator('.cm-content').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('[ext');
  const list = page.getByRole('listbox');
  await expect(list).toBeVisible({ timeout: 10_000 });
  await expect(list.getByRole('option', { name: /^\[?extruder\]?$/ }).first()).toBeVisible();
});

test('closing with unsaved changes asks first', async ({ page, sim }) => {
  const editor = await openPrinterCfg(page, sim);
  await cursorAfter(editor, 'max_velocity: 300');
  await page.keyboard.type('0');
  await editor.getByRole('button', { name: 'Close', exact: true }).click();
  const question = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(question).toContainText(
    'You have unsaved changes. Are you sure you want to close this file?',
  );
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor.locator('.cm-line', { hasText: 'max_velocity: 3000' })).toBeVisible();
  await editor.getByRole('button', { name: 'Close', exact: true }).click();
  await question.getByRole('button', { name: 'Close without saving' }).click();
  await expect(editor).toBeHidden();
});

test('a file of a read-only root opens read-only', async ({ page, sim }) => {
  await openReady(page, `${sim.url}/configure`);
  const logs = page.getByRole('region', { name: 'logs files' });
  await expect(logs).toBeVisible();
  const log = logs.getByRole('button', { name: /\.log$/ }).first();
  await expect(log).toBeVisible({ timeout: 15_000 });
  const name = (await log.textContent())?.trim() ?? '';
  await log.click();
  const viewer = page.getByRole('dialog', { name });
  await expect(viewer.locator('.cm-content')).toBeVisible({ timeout: 20_000 });
  await expect(viewer.getByText('Read-only')).toBeVisible();
  await expect(viewer.locator('.cm-content')).toHaveAttribute('contenteditable', 'false');
  await expect(viewer.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Save & Restart' })).toHaveCount(0);
});

for (const theme of ['dark', 'light'] as const) {
  test(`the open editor has no serious accessibility findings (${theme})`, async ({
    page,
    sim,
  }) => {
    await openReady(page, `${sim.url}/configure`);
    if (theme === 'light') await useLightTheme(page);
    const editor = await openPrinterCfg(page, sim, false);
    await cursorAfter(editor, 'max_velocity: 300');
    await page.waitForTimeout(800); // lint markers and the cursor's section
    expect(await audit(page)).toEqual([]);
  });
}
