// Settings › Console and Settings › Thermal presets as a user drives them: a console filter added
// here hides its lines in the console; an invalid expression is refused; a preset added here is in
// the temperature card's Presets menu and sets the targets; both survive a reload; axe on both
// sections in both themes and at 390 px.
import type { Locator, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expect, printerState, queryField, test, writeDatabaseItem, type Sim } from './fixtures';
import { transitionsOver } from './axe-helpers';

test.use({ viewport: { width: 1280, height: 1000 }, timeScale: 5 });

const filtersList = (page: Page) => page.getByRole('list', { name: 'Console filters' });
const presetsList = (page: Page) => page.getByRole('list', { name: 'Thermal presets' });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function openSettings(page: Page, sim: Sim, hash: string, heading: string): Promise<void> {
  await page.goto(`${sim.url}/settings#${hash}`);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  await expect(section(page, heading)).toBeVisible({ timeout: 15_000 });
}

async function dbItem(sim: Sim, key: string): Promise<unknown> {
  const res = await fetch(`${sim.url}/server/database/item?namespace=printdeck&key=${key}`);
  if (!res.ok) return undefined;
  const body = (await res.json()) as { result: { value: unknown } };
  return body.result.value;
}

async function fillDialog(dialog: Locator, fields: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(fields))
    await dialog.getByRole('textbox', { name, exact: true }).fill(value);
}

test('a console filter made in Settings hides its lines; an invalid expression is refused', async ({
  page,
  sim,
}) => {
  await openSettings(page, sim, 'console', 'Console');
  const card = section(page, 'Console');
  await expect(card).toContainText('No filters yet.');

  // An invalid regular expression: the message, and nothing saved.
  await card.getByRole('button', { name: 'Add filter' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add console filter' });
  await fillDialog(dialog, { Name: 'Broken' });
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Regular expression' }).click();
  await fillDialog(dialog, { Value: '([a-z' });
  await expect(dialog.getByText(/^Invalid expression$/i)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(card).toContainText('No filters yet.');

  // 'contains ok'
  await card.getByRole('button', { name: 'Add filter' }).click();
  dialog = page.getByRole('dialog', { name: 'Add console filter' });
  await fillDialog(dialog, { Name: 'Acks', Value: 'ok' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(filtersList(page).getByText('Acks')).toBeVisible();
  await expect
    .poll(() => dbItem(sim, 'console'))
    .toMatchObject({ consoleFilters: [{ name: 'Acks', type: 'contains', value: 'ok' }] });

  // It survives a reload; the broken one never was saved.
  await page.reload();
  await expect(filtersList(page).getByText('Acks')).toBeVisible({ timeout: 15_000 });
  await expect(filtersList(page)).not.toContainText('Broken');
  await expect(page.getByRole('switch', { name: 'Filter Acks enabled' })).toBeChecked();

  // The console no longer shows 'ok' lines.
  await page.goto(`${sim.url}/console`);
  const field = page.getByRole('textbox', { name: 'Command' });
  const output = page.getByRole('log', { name: 'Console output' });
  for (const command of ['M118 ok then', 'M118 signal']) {
    await field.fill(command);
    await field.press('Enter');
  }
  await expect(output).toContainText('echo: signal');
  await expect(output).not.toContainText('echo: ok then');
  await expect(page.getByText(/lines? hidden by filters/)).toBeVisible();

  // Switched off in Settings, the line is back.
  await page.goto(`${sim.url}/settings#console`);
  await page.getByRole('switch', { name: 'Filter Acks enabled' }).click();
  await expect
    .poll(() => dbItem(sim, 'console'))
    .toMatchObject({ consoleFilters: [{ name: 'Acks', enabled: false }] });
  await page.goto(`${sim.url}/console`);
  await expect(page.getByRole('log', { name: 'Console output' })).toContainText('echo: ok then');
});

test('a thermal preset made in Settings is in the Presets menu and sets the targets', async ({
  page,
  sim,
}) => {
  await openSettings(page, sim, 'presets', 'Thermal presets');
  const card = section(page, 'Thermal presets');
  await card.getByRole('button', { name: 'Add preset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add thermal preset' });
  // A target per heater and temperature fan of the printer.
  for (const name of ['Extruder', 'Extruder 1', 'Heater bed', 'Chamber'])
    await expect(dialog.getByRole('textbox', { name: `${name} target` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Required')).toBeVisible();
  await fillDialog(dialog, { Name: 'PETG', 'Extruder target': '-1' });
  await expect(dialog.getByText('Min 1')).toBeVisible();
  await fillDialog(dialog, { 'Extruder target': '230', 'Heater bed target': '80' });
  await dialog.getByRole('switch', { name: 'Set Extruder', exact: true }).check();
  await dialog.getByRole('switch', { name: 'Set Heater bed' }).check();
  await fillDialog(dialog, { 'G-code': 'RESPOND MSG="PETG preset"' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(presetsList(page)).toContainText('Extruder 230 °C · Heater bed 80 °C');
  await expect
    .poll(() => dbItem(sim, 'presets'))
    .toMatchObject([{ name: 'PETG', gcode: 'RESPOND MSG="PETG preset"' }]);

  await page.reload();
  await expect(presetsList(page).getByText('PETG')).toBeVisible({ timeout: 15_000 });

  await page.goto(`${sim.url}/`);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Presets' }).click();
  await page.getByRole('menuitem', { name: 'PETG' }).click();
  await expect.poll(() => queryField(sim, 'extruder', 'target')).toBe(230);
  await expect.poll(() => queryField(sim, 'heater_bed', 'target')).toBe(80);
  expect(await queryField(sim, 'extruder1', 'target')).toBe(0);
});

/** axe's serious and critical findings in the two sections, or in the open dialog. */
async function auditSections(page: Page, dialog = false): Promise<string[]> {
  await transitionsOver(page);
  const builder = new AxeBuilder({ page });
  const scoped = dialog
    ? builder.include('[role="dialog"]')
    : builder.include('#console').include('#presets');
  const results = await scoped.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);
}

for (const width of [1280, 390]) {
  test(`axe finds nothing serious in both sections, both themes, ${width} px`, async ({
    page,
    sim,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    await writeDatabaseItem(sim.url, 'console.consoleFilters', [
      { id: 'a', name: 'Acks', enabled: true, type: 'contains', value: 'ok' },
    ]);
    await writeDatabaseItem(sim.url, 'presets', [
      {
        id: 'p',
        name: 'PLA',
        gcode: '',
        values: { extruder: { type: 'heater', active: true, value: 205 } },
      },
    ]);
    for (const dark of [true, false]) {
      // The theme as a browser saved it (the tools drawer's switch writes the same key).
      await writeDatabaseItem(sim.url, 'uiSettings.theme.isDark', dark);
      // A fresh page load (the same address with a hash alone would not reload).
      await page.goto('about:blank');
      await openSettings(page, sim, 'console', 'Console');
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
        .toBe(dark ? 'rgb(18, 18, 18)' : 'rgb(243, 244, 246)');
      await expect(section(page, 'Console').getByText('Acks')).toBeVisible({ timeout: 15_000 });
      await expect(section(page, 'Thermal presets').getByText('PLA')).toBeVisible();
      expect(await auditSections(page), `sections, dark ${dark}`).toEqual([]);
      await page.getByRole('button', { name: 'Edit filter Acks' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await auditSections(page, true), `filter dialog, dark ${dark}`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('button', { name: 'Edit preset PLA' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await auditSections(page, true), `preset dialog, dark ${dark}`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });
}
