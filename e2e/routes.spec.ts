// Routing rules as a user meets them: the console's height on /console and on the dashboard, the
// way to /configure when Klipper cannot reach its board (and only then, with the reason shown), and
// which start addresses are kept: a page opened on purpose is, a login returns to the page it
// interrupted, and a page Printdeck sent the user to is left for the dashboard on a reload.
import type { Page } from '@playwright/test';
import { audit, useLightTheme } from './axe-helpers';
import { editConfigOnDashboard, openReady, writeConfig } from './files-helpers';
import { expect, logIn, printerState, routeOf, test } from './fixtures';

const VIRTUAL_SERIAL = '/dev/serial/by-id/usb-Klipper_stm32f446xx_printdeck-if00';

/** The console's height: from the top of its output to the bottom of its command line. */
async function consoleHeight(page: Page): Promise<number> {
  const output = await page.getByRole('log', { name: 'Console output' }).boundingBox();
  const commandLine = await page
    .getByRole('textbox', { name: 'Command' })
    .locator('xpath=ancestor::form[1]')
    .boundingBox();
  if (!output || !commandLine) throw new Error('the console is not on the page');
  return commandLine.y + commandLine.height - output.y;
}

test.describe('the console', () => {
  test('is 816 px high on /console, fits a shorter window, and is 300 px on the dashboard', async ({
    page,
    sim,
  }) => {
    await page.setViewportSize({ width: 1280, height: 1100 });
    await openReady(page, `${sim.url}/console`);
    await expect.poll(() => consoleHeight(page)).toBeCloseTo(816, 0);
    expect(await audit(page)).toEqual([]);

    // A window too short for 816 px: the console takes what is left, its command line in view.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => consoleHeight(page)).toBeLessThan(816);
    const height = await consoleHeight(page);
    expect(height).toBeGreaterThan(600);
    const field = await page.getByRole('textbox', { name: 'Command' }).boundingBox();
    expect(field!.y + field!.height).toBeLessThanOrEqual(800);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    const card = page.getByRole('region', { name: 'Console' });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('log', { name: 'Console output' })).toBeVisible();
    await expect.poll(() => consoleHeight(page)).toBeCloseTo(300, 0);
  });
});

test.describe('a board Klipper cannot reach', () => {
  test('opens /configure once, with the reason; the user may leave; a reload later goes home', async ({
    page,
    sim,
  }) => {
    test.setTimeout(90_000);
    const original = await editConfigOnDashboard(page, sim.url, 'printer.cfg', (text) =>
      text.replace(VIRTUAL_SERIAL, '/dev/ttyUSB7'),
    );
    const serialLine = original.split('\n').findIndex((line) => line.includes(VIRTUAL_SERIAL)) + 1;
    expect(serialLine).toBeGreaterThan(0);
    await fetch(`${sim.url}/printer/firmware_restart`, { method: 'POST' });

    // Klipper retries a few seconds, then gives up: the dashboard goes to /configure and says why.
    await expect.poll(() => routeOf(page), { timeout: 20_000 }).toBe('/configure');
    const card = page.getByRole('region', { name: 'Error', exact: true });
    await expect(card).toContainText('Klipper cannot reach the board of [mcu].');
    await expect(card).toContainText("mcu 'mcu': Unable to connect");
    await expect(
      card.getByRole('button', { name: `Open printer.cfg at line ${serialLine}` }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Configure' })).toBeVisible();
    expect(await audit(page)).toEqual([]);
    await useLightTheme(page);
    expect(await audit(page), 'light theme').toEqual([]);

    // Not a trap: the user goes elsewhere and stays there while the board is still missing.
    await page.getByRole('navigation').getByRole('link', { name: 'Console' }).click();
    await expect.poll(() => routeOf(page)).toBe('/console');
    await page.waitForTimeout(4000);
    expect(routeOf(page)).toBe('/console');

    // Back on /configure, the serial fixed and the firmware restarted: Klipper is ready again.
    await page.goBack();
    await expect.poll(() => routeOf(page)).toBe('/configure');
    await writeConfig(sim.url, 'printer.cfg', original);
    await card.getByRole('button', { name: 'Firmware restart' }).click();
    await expect(printerState(page)).toContainText('Ready', { timeout: 30_000 });
    expect(routeOf(page)).toBe('/configure');

    // Printdeck chose that page, not the user: a reload starts at the dashboard.
    await page.reload();
    await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
    expect(routeOf(page)).toBe('/');
  });
});

test.describe('start addresses', () => {
  test.use({ auth: true });

  test('a login returns to the page it interrupted; deep links are kept; /login goes home', async ({
    page,
    sim,
  }) => {
    await page.goto(`${sim.url}/settings#auth`);
    await logIn(page, 'printdeck', 'printdeck');
    await expect.poll(() => routeOf(page)).toBe('/settings');
    expect(new URL(page.url()).hash).toBe('#auth');
    await expect(page.locator('#auth')).toBeInViewport({ timeout: 15_000 });

    // Logged in already: /login itself leads to the dashboard.
    await page.goto(`${sim.url}/login`);
    await expect.poll(() => routeOf(page)).toBe('/');
    await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });

    // A typed address and a printer's own address are kept.
    await page.goto(`${sim.url}/history`);
    await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible({
      timeout: 20_000,
    });
    expect(routeOf(page)).toBe('/history');
    const id = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('appInstances') ?? '[]') as { id: string }[])[0]?.id,
    );
    expect(id).toBeTruthy();
    await page.goto(`${sim.url}/p/${id}/console`);
    await expect(page.getByRole('heading', { level: 1, name: 'Console' })).toBeVisible({
      timeout: 20_000,
    });
    expect(routeOf(page)).toBe(`/p/${id}/console`);
  });
});
