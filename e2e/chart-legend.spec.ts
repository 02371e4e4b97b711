// The temperature chart's legend: hiding a series takes it off the chart, is stored in the
// printer's database (charts.selectedLegends, read back here through Moonraker's HTTP API), and
// is what a reload and another browser show. Each state passes axe's checks, dark and light.
import type { Locator, Page } from '@playwright/test';
import { audit, useLightTheme } from './axe-helpers';
import { expect, printerState, readDatabaseItem, test } from './fixtures';

async function openReady(page: Page, url: string): Promise<Locator> {
  await page.goto(url);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  const legend = page.getByRole('group', { name: 'Chart series (shown or hidden)' });
  await expect(legend).toBeVisible({ timeout: 20_000 });
  return legend;
}

/**
 * How many of the chart's pixels are in this series' colour (read from its legend line), within a
 * small tolerance for anti-aliasing.
 */
async function pixelsOf(page: Page, item: Locator): Promise<number> {
  const colour = await item
    .locator('span')
    .first()
    .evaluate((line) => getComputedStyle(line).borderTopColor);
  return page
    .getByRole('img', { name: 'Temperature chart' })
    .locator('canvas')
    .evaluate((canvas: HTMLCanvasElement, css: string) => {
      const [r, g, b] = (css.match(/\d+/g) ?? []).map(Number);
      const ctx = canvas.getContext('2d');
      if (!ctx || r === undefined || g === undefined || b === undefined) return -1;
      const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      let count = 0;
      for (let i = 0; i < data.length; i += 4) {
        const near =
          Math.abs(data[i]! - r) < 30 &&
          Math.abs(data[i + 1]! - g) < 30 &&
          Math.abs(data[i + 2]! - b) < 30 &&
          data[i + 3]! > 200;
        if (near) count++;
      }
      return count;
    }, colour);
}

test('a hidden series stays hidden after a reload and in another browser', async ({
  page,
  sim,
  browser,
}) => {
  const legend = await openReady(page, `${sim.url}/`);
  const bed = legend.getByRole('button', { name: 'Heater bed', exact: true });
  await expect(bed).toHaveAttribute('aria-pressed', 'true');
  // The chart draws a line a second or so after the first samples.
  await expect.poll(() => pixelsOf(page, bed), { timeout: 10_000 }).toBeGreaterThan(200);
  const before = await pixelsOf(page, bed);

  await bed.click();
  await expect(bed).toHaveAttribute('aria-pressed', 'false');
  // Its line leaves the chart (the dashed target and dotted power lines of the same colour stay).
  await expect.poll(() => pixelsOf(page, bed)).toBeLessThan(before / 2);
  await expect
    .poll(() => readDatabaseItem(sim.url, 'charts.selectedLegends'))
    .toEqual({ heater_bed: false });
  expect(await audit(page)).toEqual([]);

  await page.reload();
  const again = await openReady(page, `${sim.url}/`);
  await expect(again.getByRole('button', { name: 'Heater bed', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(again.getByRole('button', { name: 'Extruder', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await useLightTheme(page);
  expect(await audit(page)).toEqual([]);

  // A fresh browser (nothing in its local storage) reads the same choice from the printer.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const second = await other.newPage();
    const theirs = await openReady(second, `${sim.url}/`);
    const theirBed = theirs.getByRole('button', { name: 'Heater bed', exact: true });
    await expect(theirBed).toHaveAttribute('aria-pressed', 'false');
    // Shown again from the keyboard there, and stored for every browser.
    await theirBed.focus();
    await second.keyboard.press('Enter');
    await expect(theirBed).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(() => readDatabaseItem(sim.url, 'charts.selectedLegends'))
      .toEqual({ heater_bed: true });
  } finally {
    await other.close();
  }
});
