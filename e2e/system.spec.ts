// /system as a user: the utilisation charts move, the Klipper service restarts (confirmed) and
// Klipper comes back ready, a host reboot shows the disconnected screen and the dashboard comes
// back by itself, and the page is axe clean in both themes.
import type { Page } from '@playwright/test';
import { audit, useLightTheme } from './axe-helpers';
import { expect, printerState, test, type Sim } from './fixtures';

test.use({ viewport: { width: 1280, height: 1000 } });

async function openSystem(page: Page, sim: Sim): Promise<void> {
  await page.goto(`${sim.url}/system`);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'System overview' })).toBeVisible();
}

test('the utilisation charts move every second', async ({ page, sim }) => {
  await openSystem(page, sim);
  const chart = page.getByRole('img', { name: 'CPU usage chart' });
  await expect(chart).toBeVisible({ timeout: 15_000 });
  await chart.scrollIntoViewIfNeeded();
  await expect(page.getByRole('img', { name: 'Memory usage chart' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'MCU load chart' })).toBeVisible();
  const first = await chart.screenshot();
  // New samples arrive once a second: the drawing changes between two looks.
  await expect
    .poll(async () => Buffer.compare(first, await chart.screenshot()) !== 0, { timeout: 10_000 })
    .toBe(true);
  await expect(page.getByText(/^Klipper: \d+\.\d %$/).first()).toBeVisible({ timeout: 10_000 });
});

test('restart the Klipper service (confirmed) → Klipper comes back ready', async ({
  page,
  sim,
}) => {
  await openSystem(page, sim);
  const klipper = page.getByRole('listitem', { name: 'klipper' });
  await expect(klipper).toContainText('active');
  // Every state the top bar shows from here on (Klipper may be down for less than a second).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenStates: string[] }).seenStates = seen;
    const chip = () => document.querySelector('[aria-label="Printer state"]')?.textContent ?? '';
    new MutationObserver(() => seen.push(chip())).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  await klipper.getByRole('button', { name: 'Restart klipper' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restart klipper?' });
  await dialog.getByRole('button', { name: 'Restart klipper' }).click();
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          (window as unknown as { seenStates: string[] }).seenStates.some(
            (state) => !state.includes('Ready'),
          ),
        ),
      { timeout: 10_000 },
    )
    .toBe(true);
  await expect(printerState(page)).toContainText('Ready', { timeout: 30_000 });
  await expect(klipper).toContainText('active (running)');
});

test('reboot the host (confirmed) → the disconnected screen, then the dashboard comes back', async ({
  page,
  sim,
}) => {
  await openSystem(page, sim);
  await page.getByRole('button', { name: 'Reboot' }).click();
  await page
    .getByRole('dialog', { name: 'Reboot the host?' })
    .getByRole('button', { name: 'Reboot' })
    .click();
  await expect(page.getByRole('heading', { name: 'Not connected to the printer' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByRole('heading', { name: 'System overview' })).toBeVisible({
    timeout: 40_000,
  });
  await expect(printerState(page)).toContainText('Ready', { timeout: 30_000 });
});

test('axe clean in the dark and light themes, wide and on a phone', async ({ page, sim }) => {
  await openSystem(page, sim);
  await expect(page.getByRole('img', { name: 'CPU usage chart' })).toBeVisible({ timeout: 15_000 });
  expect(await audit(page)).toEqual([]);
  await useLightTheme(page);
  expect(await audit(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await audit(page)).toEqual([]);
});
