// Settings › Timelapse as a user drives it (spec part 2 §2 'Timelapse settings panel', §5, §9):
// the section only with the timelapse component; hyperlapse showing its cycle; a cycle of 0 shown
// with the spec's message and not posted; a valid change kept by the server across a reload;
// parking showing its fields; the render dialog refusing a CRF of 52; a setting fixed in
// moonraker.conf disabled as managed by the server; axe in both themes at 1280 and 390 px.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, printerState, test, writeDatabaseItem, type Sim } from './fixtures';

test.use({ viewport: { width: 1280, height: 1000 }, timeScale: 5 });

const section = (page: Page) => page.getByRole('region', { name: 'Timelapse', exact: true });
const textbox = (page: Page, name: RegExp) => section(page).getByRole('textbox', { name });

async function openSettings(page: Page, sim: Sim, hash = 'timelapse'): Promise<void> {
  await page.goto(`${sim.url}/settings#${hash}`);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
}

/** The component's settings as the server holds them. */
async function serverSettings(sim: Sim): Promise<Record<string, unknown>> {
  const res = await fetch(`${sim.url}/machine/timelapse/settings`);
  const body = (await res.json()) as { result: Record<string, unknown> };
  return body.result;
}

/** Picks `option` in a select, again if a busy machine let the click miss while the menu opened. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  const box = section(page).getByRole('combobox', { name: label });
  await expect(async () => {
    const item = page.getByRole('option', { name: option, exact: true });
    if (!(await item.isVisible())) await box.click();
    await item.click({ timeout: 3000 });
    await expect(box).toHaveText(option, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

test.describe('without the timelapse component', () => {
  test('the section is not listed', async ({ page, sim }) => {
    await openSettings(page, sim, 'camera');
    await expect(page.getByRole('region', { name: 'Cameras', exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(section(page)).toHaveCount(0);
  });
});

test.describe('with the timelapse component', () => {
  test.use({ simArgs: ['--timelapse'] });

  test('mode, cycle, a change kept by the server, parking and the render dialog', async ({
    page,
    sim,
  }) => {
    test.setTimeout(120_000);
    await openSettings(page, sim);
    await expect(section(page)).toBeVisible({ timeout: 15_000 });
    await expect(textbox(page, /^Hyperlapse cycle/)).toHaveCount(0);

    await choose(page, 'Mode', 'Hyperlapse');
    const cycle = textbox(page, /^Hyperlapse cycle/);
    await expect(cycle).toHaveValue('30');
    await expect.poll(async () => (await serverSettings(sim)).mode).toBe('hyperlapse');

    // A cycle of 0: the spec's message, nothing posted.
    await cycle.fill('0');
    await expect(section(page).getByText('Min 1', { exact: true })).toBeVisible();
    await page.waitForTimeout(500);
    expect((await serverSettings(sim)).hyperlapse_cycle).toBe(30);

    // A valid one is the server's setting: still there after a reload.
    await cycle.fill('45');
    await expect.poll(async () => (await serverSettings(sim)).hyperlapse_cycle).toBe(45);
    await page.reload();
    await expect(textbox(page, /^Hyperlapse cycle/)).toHaveValue('45', { timeout: 20_000 });

    // Parking on: its fields; a custom position asks for X and Y.
    await expect(textbox(page, /^Park time/)).toHaveCount(0);
    await section(page).getByRole('switch', { name: 'Park the toolhead' }).click();
    await expect(textbox(page, /^Park time/)).toHaveValue('100');
    await expect(textbox(page, /^Travel speed/)).toBeVisible();
    await expect(textbox(page, /^Retract speed/)).toBeVisible();
    await expect.poll(async () => (await serverSettings(sim)).parkhead).toBe(true);
    await choose(page, 'Park position', 'Custom');
    await expect(textbox(page, /^Custom X/)).toHaveValue('10');
    await section(page).getByRole('switch', { name: 'Firmware retraction' }).click();
    await expect(textbox(page, /^Retract speed/)).toHaveCount(0);

    // The render dialog: a CRF of 52 refused.
    await section(page).getByRole('button', { name: 'Edit render settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Render settings' });
    const crf = dialog.getByRole('textbox', { name: /^Constant rate factor/ });
    await expect(crf).toHaveValue('23');
    await crf.fill('52');
    await expect(dialog.getByText('Max 51', { exact: true })).toBeVisible();
    await page.waitForTimeout(500);
    expect((await serverSettings(sim)).constant_rate_factor).toBe(23);
    await expect(dialog.getByText(/^Estimated length: /)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Reset: the component's defaults again.
    await section(page).getByRole('button', { name: 'Reset' }).click();
    await expect
      .poll(async () => {
        const { mode, parkhead, hyperlapse_cycle } = await serverSettings(sim);
        return { mode, parkhead, hyperlapse_cycle };
      })
      .toEqual({ mode: 'layermacro', parkhead: false, hyperlapse_cycle: 30 });
    await expect(textbox(page, /^Hyperlapse cycle/)).toHaveCount(0);
    await expect(textbox(page, /^Park time/)).toHaveCount(0);
  });
});

test.describe('a setting fixed in moonraker.conf', () => {
  test.use({ simArgs: ['--timelapse-option', 'gcode_verbose=True'] });

  test('is disabled as managed by the server', async ({ page, sim }) => {
    await openSettings(page, sim);
    const verbose = section(page).getByRole('switch', { name: 'Verbose G-code' });
    await expect(verbose).toBeDisabled({ timeout: 15_000 });
    await expect(verbose).toBeChecked();
    await expect(section(page).getByText('Managed by the server')).toBeVisible();
    await expect(section(page).getByRole('switch', { name: 'Park the toolhead' })).toBeEnabled();
  });
});

const LIGHT_BACKGROUND = 'rgb(243, 244, 246)';

async function auditSection(page: Page, dialog = false): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include(dialog ? '[role="dialog"]' : '#timelapse')
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);
}

test.describe('accessibility', () => {
  test.use({
    simArgs: [
      '--timelapse-option',
      'camera=Bed',
      '--timelapse-option',
      'stream_delay_compensation=0.1',
    ],
  });

  for (const width of [1280, 390]) {
    test(`axe finds nothing serious in #timelapse and its dialog, both themes, ${width} px`, async ({
      page,
      sim,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      await fetch(`${sim.url}/machine/timelapse/settings`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ mode: 'hyperlapse', parkhead: true, parkpos: 'custom' }),
      });
      for (const dark of [true, false]) {
        await writeDatabaseItem(sim.url, 'uiSettings.theme.isDark', dark);
        await page.goto('about:blank');
        await openSettings(page, sim);
        const body = page.locator('body');
        if (dark) await expect(body).not.toHaveCSS('background-color', LIGHT_BACKGROUND);
        else await expect(body).toHaveCSS('background-color', LIGHT_BACKGROUND);
        await expect(textbox(page, /^Custom X/)).toBeVisible({ timeout: 15_000 });
        await textbox(page, /^Hyperlapse cycle/).fill('0');
        await expect(section(page).getByText('Min 1', { exact: true })).toBeVisible();
        await section(page).scrollIntoViewIfNeeded();
        const theme = dark ? 'dark' : 'light';
        await section(page).screenshot({
          path: `/tmp/shots-timelapse/section-${theme}-${width}.png`,
        });
        expect(await auditSection(page), `section, dark ${dark}`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        await section(page).getByRole('button', { name: 'Edit render settings' }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await dialog.getByRole('textbox', { name: /^Constant rate factor/ }).fill('52');
        await expect(dialog.getByText('Max 51')).toBeVisible();
        await page.screenshot({ path: `/tmp/shots-timelapse/dialog-${theme}-${width}.png` });
        expect(await auditSection(page, true), `dialog, dark ${dark}`).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
    });
  }
});
