// /settings as a user drives it (spec part 2 §2 'Settings page', 'Settings sections', §5): the
// section links and anchors, every change saved by path in Moonraker's database and still there
// after a reload, invalid values shown with the spec's message and not saved, and axe in both
// themes and on a phone.
import type { Locator, Page } from '@playwright/test';
import { audit, useLightTheme } from './axe-helpers';
import { expect, printerState, readDatabaseItem, test, type Sim } from './fixtures';

test.use({ timeScale: 5 });

async function openSettings(page: Page, url: string, hash = ''): Promise<void> {
  await page.goto(`${url}/settings${hash}`);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(section(page, 'G-code preview')).toBeVisible({ timeout: 30_000 });
}

function section(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** A UI setting as the database holds it (undefined when it was never saved). */
const stored = (sim: Sim, path: string): Promise<unknown> =>
  readDatabaseItem(sim.url, `uiSettings.${path}`);

async function reload(page: Page): Promise<void> {
  await page.reload();
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  await expect(section(page, 'G-code preview')).toBeVisible({ timeout: 30_000 });
}

test('the section links go to each anchor and mark the section in view', async ({ page, sim }) => {
  await openSettings(page, sim.url);
  const nav = page.getByRole('navigation', { name: 'Settings sections' });
  const names = await nav.getByRole('link').allTextContents();
  expect(names.slice(0, 3)).toEqual(['General', 'Console', 'Theme']);
  expect(names).toContain('Toolhead');
  expect(names).toContain('G-code preview');

  await nav.getByRole('link', { name: 'Toolhead' }).click();
  await expect(page).toHaveURL(/\/settings#toolhead$/);
  await expect(nav.getByRole('link', { name: 'Toolhead' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await expect
    .poll(() =>
      section(page, 'Toolhead').evaluate((el) => Math.round(el.getBoundingClientRect().top)),
    )
    .toBeLessThanOrEqual(62);

  // An address with an anchor opens scrolled to its section, 60 px below the header.
  await openSettings(page, sim.url, '#gcodePreview');
  await expect
    .poll(() =>
      section(page, 'G-code preview').evaluate((el) => Math.round(el.getBoundingClientRect().top)),
    )
    .toBeLessThanOrEqual(62);
});

test('back from another page, /settings is where it was left', async ({ page, sim }) => {
  await openSettings(page, sim.url);
  await page.waitForTimeout(1000);
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.waitForTimeout(400);
  await page.getByRole('link', { name: 'History' }).first().click();
  await expect(page).toHaveURL(/\/history$/);
  await page.goBack();
  await expect(section(page, 'G-code preview')).toBeVisible();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(400);
});

test('General: the printer name and a confirmation are saved and survive a reload; an empty name is not saved', async ({
  page,
  sim,
}) => {
  await openSettings(page, sim.url, '#general');
  const general = section(page, 'General');
  const name = general.getByRole('textbox', { name: 'Printer name' });
  await name.fill('Workshop Voron');
  await expect.poll(() => stored(sim, 'general.instanceName')).toBe('Workshop Voron');

  await name.fill('');
  await expect(general.getByText('Required')).toBeVisible();
  await page.waitForTimeout(500);
  expect(await stored(sim, 'general.instanceName')).toBe('Workshop Voron');

  const estop = general.getByRole('switch', { name: 'Confirm emergency stop' });
  await estop.check();
  await expect.poll(() => stored(sim, 'general.confirmOnEstop')).toBe(true);

  await general.getByRole('combobox', { name: 'Time format' }).click();
  // The option is clicked once the menu has opened (a click during its opening was lost once).
  const times = page.getByRole('listbox');
  await expect(times).toBeVisible();
  await times.getByRole('option').nth(1).click();
  await expect(times).toBeHidden();
  await expect.poll(() => stored(sim, 'general.timeFormat')).toBe('HH:mm');

  await reload(page);
  await expect(general.getByRole('textbox', { name: 'Printer name' })).toHaveValue(
    'Workshop Voron',
  );
  await expect(general.getByRole('switch', { name: 'Confirm emergency stop' })).toBeChecked();
});

test('Toolhead: speeds at least 1, distances sorted and de-duplicated, both kept after a reload', async ({
  page,
  sim,
}) => {
  await openSettings(page, sim.url, '#toolhead');
  const toolhead = section(page, 'Toolhead');
  const xy = toolhead.getByRole('textbox', { name: 'XY speed (mm/s)' });
  await xy.fill('0.5');
  await expect(toolhead.getByText('Min 1')).toBeVisible();
  await xy.fill('abc');
  await expect(toolhead.getByText('Invalid Number')).toBeVisible();
  await page.waitForTimeout(500);
  expect(await stored(sim, 'general.defaultToolheadXYSpeed')).toBeUndefined();
  await xy.fill('200');
  await expect.poll(() => stored(sim, 'general.defaultToolheadXYSpeed')).toBe(200);

  const moves = toolhead.getByRole('textbox', { name: 'Move distances (mm)' });
  await moves.fill('100, 1, 1, 5');
  await expect.poll(() => stored(sim, 'general.toolheadMoveDistances')).toEqual([1, 5, 100]);
  await moves.blur();
  await expect(moves).toHaveValue('1, 5, 100');

  const z = toolhead.getByRole('textbox', { name: 'Z adjust distances (mm)' });
  await z.fill('0.01, 0.02, 0.03, 0.04, 0.05');
  await expect(toolhead.getByText('Max 4')).toBeVisible();
  await z.fill('0.01, x');
  await expect(toolhead.getByText('Only a list of numbers')).toBeVisible();
  await page.waitForTimeout(500);
  expect(await stored(sim, 'general.zAdjustDistances')).toBeUndefined();

  await toolhead.getByRole('switch', { name: 'Invert the Y axis' }).check();
  await expect.poll(() => stored(sim, 'general.invertY')).toBe(true);

  await reload(page);
  await expect(toolhead.getByRole('textbox', { name: 'XY speed (mm/s)' })).toHaveValue('200');
  await expect(toolhead.getByRole('textbox', { name: 'Move distances (mm)' })).toHaveValue(
    '1, 5, 100',
  );
  await expect(toolhead.getByRole('switch', { name: 'Invert the Y axis' })).toBeChecked();
});

test('Editor and G-code preview: extensions normalised, widths greater than 0, kept after a reload', async ({
  page,
  sim,
}) => {
  await openSettings(page, sim.url, '#editor');
  const editor = section(page, 'Editor');
  const extensions = editor.getByRole('textbox', { name: 'Open in the editor at once' });
  await extensions.fill('txt, CFG, .gcode, txt');
  await expect
    .poll(() => stored(sim, 'editor.autoEditExtensions'))
    .toEqual(['.cfg', '.gcode', '.txt']);
  await editor.getByRole('switch', { name: 'Confirm closing with unsaved changes' }).uncheck();
  await expect.poll(() => stored(sim, 'editor.confirmDirtyEditorClose')).toBe(false);

  const preview = section(page, 'G-code preview');
  const width = preview.getByRole('textbox', { name: 'Extrusion line width (mm)' });
  await width.fill('0');
  await expect(preview.getByText('Must be greater than 0')).toBeVisible();
  await page.waitForTimeout(500);
  expect(await stored(sim, 'gcodePreview.extrusionLineWidth')).toBeUndefined();
  await width.fill('0.45');
  await expect.poll(() => stored(sim, 'gcodePreview.extrusionLineWidth')).toBe(0.45);
  await preview.getByRole('switch', { name: 'Flip horizontally' }).check();
  await expect.poll(() => stored(sim, 'gcodePreview.flipHorizontal')).toBe(true);

  await reload(page);
  await expect(editor.getByRole('textbox', { name: 'Open in the editor at once' })).toHaveValue(
    '.cfg, .gcode, .txt',
  );
  await expect(preview.getByRole('textbox', { name: 'Extrusion line width (mm)' })).toHaveValue(
    '0.45',
  );
  await expect(preview.getByRole('switch', { name: 'Flip horizontally' })).toBeChecked();
});

test('Theme: the primary colour applies to the interface and, with the light theme, survives a reload', async ({
  page,
  sim,
}) => {
  await openSettings(page, sim.url, '#theme');
  const theme = section(page, 'Theme');
  const colour = theme.getByRole('textbox', { name: 'Primary colour' });
  await colour.fill('#zz0000');
  await expect(theme.getByText('A colour such as #2196F3')).toBeVisible();
  await colour.fill('#8e24aa');
  await expect.poll(() => stored(sim, 'theme.primaryColor')).toBe('#8e24aa');
  // The section in view is marked with the primary colour's background shade: the theme changed.
  const reset = theme.getByRole('button', { name: 'Reset the primary colour' });
  await expect(reset).toBeEnabled();
  await theme.getByRole('switch', { name: 'Dark theme' }).uncheck();
  await expect.poll(() => stored(sim, 'theme.isDark')).toBe(false);
  const dark = theme.getByRole('switch', { name: 'Dark theme' });
  await expect(dark).toHaveCSS('background-color', 'rgba(0, 0, 0, 0.26)');
  await dark.check();
  await expect(dark).toHaveCSS('background-color', 'rgb(142, 36, 170)');
  await dark.uncheck();

  await reload(page);
  await expect(theme.getByRole('textbox', { name: 'Primary colour' })).toHaveValue('#8e24aa');
  await expect(theme.getByRole('switch', { name: 'Dark theme' })).not.toBeChecked();
  await reset.click();
  await expect.poll(() => stored(sim, 'theme.primaryColor')).toBe('#2196F3');
});

test('the settings page passes axe in both themes and on a phone', async ({ page, sim }) => {
  await openSettings(page, sim.url);
  await page.waitForTimeout(500);
  expect(await audit(page)).toEqual([]);
  await useLightTheme(page);
  await page.waitForTimeout(500);
  expect(await audit(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(500);
  expect(await audit(page)).toEqual([]);
});
