// Accessibility: the main pages, in both themes and at phone width, have no serious or critical
// axe-core findings (names of controls, roles, contrast, ...).
import { audit, useLightTheme } from './axe-helpers';
import { openReady } from './files-helpers';
import { expect, test } from './fixtures';

for (const theme of ['dark', 'light'] as const) {
  test(`dashboard, jobs and history have no serious accessibility findings (${theme})`, async ({
    page,
    sim,
  }) => {
    await openReady(page, `${sim.url}/`);
    if (theme === 'light') await useLightTheme(page);
    await expect(page.getByRole('heading', { name: 'Temperatures' })).toBeVisible();
    expect(await audit(page)).toEqual([]);
    for (const path of ['/jobs', '/history']) {
      await openReady(page, `${sim.url}${path}`);
      await page.waitForTimeout(500);
      expect(await audit(page), path).toEqual([]);
    }
  });
}

test('the phone layout and the login page have no serious accessibility findings', async ({
  page,
  sim,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openReady(page, `${sim.url}/`);
  expect(await audit(page)).toEqual([]);
  await page.goto(`${sim.url}/login`);
  expect(await audit(page)).toEqual([]);
});

for (const theme of ['dark', 'light'] as const) {
  test(`layout-edit mode has no serious accessibility findings (${theme}, desktop and phone)`, async ({
    page,
    sim,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openReady(page, `${sim.url}/`);
    if (theme === 'light') await useLightTheme(page);
    await page.getByRole('button', { name: 'Open tools' }).click();
    await page.getByRole('button', { name: 'Adjust dashboard layout' }).click();
    await expect(page.getByRole('button', { name: 'Exit layout' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Show Jobs' }).uncheck();
    expect(await audit(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await audit(page)).toEqual([]);
  });
}

test.describe('while printing', () => {
  test.use({ timeScale: 20 });

  test('the status card of a running print has no serious accessibility findings', async ({
    page,
    sim,
  }) => {
    await openReady(page, `${sim.url}/`);
    await fetch(`${sim.url}/printer/print/start?filename=small.gcode`, { method: 'POST' });
    await expect(page.getByRole('heading', { name: 'Printing', exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByLabel('Layer', { exact: true })).toBeVisible();
    expect(await audit(page)).toEqual([]);
    await useLightTheme(page);
    expect(await audit(page)).toEqual([]);
  });
});

test('the dashboard with every card (toolhead, fans and outputs, limits, retraction) has no serious accessibility findings (dark, light, phone)', async ({
  page,
  sim,
}) => {
  test.setTimeout(90_000);
  /** Scroll to the bottom in steps: each card's body loads when its place comes into view. */
  const scrollThrough = async () => {
    for (let i = 0; i < 30; i++) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, 500);
        return window.innerHeight + window.scrollY >= document.body.scrollHeight - 2;
      });
      await page.waitForTimeout(150);
      if (atEnd) break;
    }
  };
  await page.setViewportSize({ width: 1440, height: 1600 });
  await openReady(page, `${sim.url}/`);
  await fetch(`${sim.url}/printer/gcode/script?script=G28`, { method: 'POST' });
  await scrollThrough();
  for (const heading of [
    'Toolhead',
    'Fans and outputs',
    'Limits',
    'Retraction',
    'G-code preview',
  ]) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeAttached();
  }
  await expect(page.getByRole('textbox', { name: 'Status leds red' })).toBeAttached();
  expect(await audit(page)).toEqual([]);
  await useLightTheme(page);
  expect(await audit(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await scrollThrough();
  expect(await audit(page)).toEqual([]);
});

for (const theme of ['dark', 'light'] as const) {
  test(`the console page has no serious accessibility findings (${theme}, desktop and phone)`, async ({
    page,
    sim,
  }) => {
    await openReady(page, `${sim.url}/console`);
    if (theme === 'light') await useLightTheme(page);
    const field = page.getByRole('textbox', { name: 'Command' });
    for (const command of ['HELP', 'FOO', 'G1 X9999']) {
      await field.fill(command);
      await field.press('Enter');
    }
    await expect(page.getByRole('log', { name: 'Console output' })).toContainText('!!');
    expect(await audit(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await audit(page)).toEqual([]);
  });
}

for (const theme of ['dark', 'light'] as const) {
  test(`the printer-state chip is readable while Klipper is away (${theme})`, async ({
    page,
    sim,
  }) => {
    await openReady(page, `${sim.url}/`);
    if (theme === 'light') await useLightTheme(page);
    // The klipper service stopped: Moonraker reports Klippy 'disconnected' (the chip's warning shade).
    const stop = await fetch(`${sim.url}/machine/services/stop?service=klipper`, {
      method: 'POST',
    });
    expect(stop.ok).toBe(true);
    const chip = page.getByRole('status', { name: 'Printer state' });
    await expect(chip).toHaveText('Disconnected', { timeout: 20_000 });
    expect(await audit(page)).toEqual([]);
  });
}
