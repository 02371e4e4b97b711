// /configure: the config root's browser (create a file, rename, duplicate, delete), the read-only
// logs/docs browser, accessibility in both themes, and the way back from a broken printer.cfg: the
// firmware-state card names the file and line, the editor opens there, Save & Restart brings
// Klipper back without leaving the page.
import type { Locator, Page } from '@playwright/test';
import { audit, useLightTheme } from './axe-helpers';
import { openReady, readConfig, writeConfig } from './files-helpers';
import { expect, printerState, test } from './fixtures';

function configBrowser(page: Page): Locator {
  return page.getByRole('region', { name: 'config files' });
}

function rowOf(region: Locator, name: string): Locator {
  return region
    .getByRole('row')
    .filter({ has: region.page().getByRole('button', { name, exact: true }) });
}

async function action(region: Locator, name: string, entry: string): Promise<void> {
  await region.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await region.page().getByRole('menuitem', { name: entry, exact: true }).click();
}

async function listConfig(simUrl: string): Promise<string[]> {
  const response = await fetch(`${simUrl}/server/files/list?root=config`);
  const body = (await response.json()) as { result: { path: string }[] };
  return body.result.map((item) => item.path).sort();
}

test('the config browser creates, renames, duplicates and deletes a file', async ({
  page,
  sim,
}) => {
  await openReady(page, `${sim.url}/configure`);
  await expect(page.getByRole('heading', { level: 1, name: 'Configure' })).toBeVisible();
  const config = configBrowser(page);
  await expect(rowOf(config, 'printer.cfg')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Disk usage' })).toContainText('Free');

  // New file: the name must end with an extension the config root accepts.
  await config.getByRole('button', { name: 'New file', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New file' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('extra');
  await expect(dialog).toContainText('The name must end with one of .conf .cfg .md');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('extra.cfg');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // It opens in the editor at once.
  const editor = page.getByRole('dialog', { name: 'extra.cfg' });
  await expect(editor).toBeVisible({ timeout: 15_000 });
  await editor.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(editor).toBeHidden();
  await expect(rowOf(config, 'extra.cfg')).toBeVisible();
  await expect.poll(() => listConfig(sim.url)).toContain('extra.cfg');

  await action(config, 'extra.cfg', 'Rename');
  await page.getByRole('dialog').getByRole('textbox').fill('renamed.cfg');
  await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
  await expect(rowOf(config, 'renamed.cfg')).toBeVisible();

  await action(config, 'renamed.cfg', 'Duplicate');
  await expect(rowOf(config, 'renamed_copy.cfg')).toBeVisible();

  await action(config, 'renamed.cfg', 'Delete');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(rowOf(config, 'renamed.cfg')).toHaveCount(0);
  await expect
    .poll(() => listConfig(sim.url))
    .toEqual(expect.arrayContaining(['printer.cfg', 'renamed_copy.cfg']));
  expect(await listConfig(sim.url)).not.toContain('renamed.cfg');
});

test('logs, docs and examples are read-only: View and Download, no Rename or Delete', async ({
  page,
  sim,
}) => {
  await openReady(page, `${sim.url}/configure`);
  const logs = page.getByRole('region', { name: 'logs files' });
  await expect(logs.getByRole('tab', { name: 'logs' })).toHaveAttribute('aria-selected', 'true');
  await expect(logs.getByRole('tab', { name: 'docs' })).toBeVisible();
  await expect(logs.getByRole('tab', { name: 'config_examples' })).toBeVisible();
  for (const name of ['New file', 'New folder', 'Upload files'])
    await expect(logs.getByRole('button', { name, exact: true })).toHaveCount(0);

  // klippy.log when the simulator writes it, else a documentation file.
  const klippyLog = rowOf(logs, 'klippy.log');
  await expect(klippyLog.or(logs.getByText('No files found'))).toBeVisible();
  let region = logs;
  let name = 'klippy.log';
  if ((await klippyLog.count()) === 0) {
    await logs.getByRole('tab', { name: 'docs' }).click();
    region = page.getByRole('region', { name: 'docs files' });
    name = 'Overview.md';
  }
  await expect(rowOf(region, name)).toBeVisible();
  await region.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  const menu = page.getByRole('menu', { name: `Actions for ${name}` });
  await expect(menu.getByRole('menuitem', { name: 'View', exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Download', exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Delete', exact: true })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Rename', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // A click on an auto-edit file opens it read-only.
  await region.getByRole('button', { name, exact: true }).click();
  const viewer = page.getByRole('dialog', { name });
  await expect(viewer).toBeVisible({ timeout: 15_000 });
  await expect(viewer.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
});

for (const theme of ['dark', 'light'] as const) {
  test(`/configure has no serious accessibility findings (${theme}, desktop and phone)`, async ({
    page,
    sim,
  }) => {
    await openReady(page, `${sim.url}/configure`);
    if (theme === 'light') await useLightTheme(page);
    await expect(rowOf(configBrowser(page), 'printer.cfg')).toBeVisible();
    await page.waitForTimeout(500);
    expect(await audit(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(500);
    expect(await audit(page), 'phone').toEqual([]);
  });
}

test('a broken printer.cfg: the card names the line, the editor fixes it, Klipper comes back', async ({
  page,
  sim,
}) => {
  test.setTimeout(90_000);
  // Klipper first reads printer.cfg while the simulator starts: break it only once it is ready.
  await openReady(page, `${sim.url}/configure`);
  const original = await readConfig(sim.url, 'printer.cfg');
  const lines = original.split('\n');
  const printerAt = lines.findIndex((line) => line.trim() === '[printer]');
  expect(printerAt).toBeGreaterThanOrEqual(0);
  lines.splice(printerAt + 1, 0, 'bogus_option: 1');
  const brokenLine = printerAt + 2;
  await writeConfig(sim.url, 'printer.cfg', lines.join('\n'));
  await fetch(`${sim.url}/printer/restart`, { method: 'POST' });
  const card = page.getByRole('region', { name: 'Error', exact: true });
  await expect(card).toContainText("Option 'bogus_option' is not valid in section 'printer'", {
    timeout: 20_000,
  });
  const open = card.getByRole('button', { name: `Open printer.cfg at line ${brokenLine}` });
  await expect(open).toBeVisible({ timeout: 15_000 });
  await open.click();

  const editor = page.getByRole('dialog', { name: 'printer.cfg' });
  await expect(editor).toBeVisible({ timeout: 15_000 });
  // The cursor is on the broken line (CodeMirror marks the cursor's line): remove that line.
  const cursorLine = editor.locator('.cm-activeLine');
  await expect(cursorLine).toHaveText('bogus_option: 1', { timeout: 10_000 });
  await cursorLine.click();
  await page.keyboard.press('End');
  await page.keyboard.press('Shift+Home');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await editor.getByRole('button', { name: 'Save & Restart' }).click();
  const confirm = page.getByRole('dialog', { name: /^Restart .*\?$/ });
  await confirm.getByRole('button', { name: 'Restart', exact: true }).click();

  await expect(printerState(page)).toContainText('Ready', { timeout: 30_000 });
  await expect(card).toHaveCount(0);
  await expect(editor).toBeHidden();
  expect(await readConfig(sim.url, 'printer.cfg')).not.toContain('bogus_option');
  expect(page.url()).toBe(`${sim.url}/configure`);
});
