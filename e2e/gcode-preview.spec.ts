// Issue 8: the G-code preview card's 2D view, as a user. Preview small.gcode from the jobs card and
// move through its layers; follow a print of multi.gcode and stop following by picking a layer;
// exclude its objects from the view; a file of 100 MB or more asks first; no serious axe findings.
import { truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { openReady, rowAction } from './files-helpers';
import { expect, queryField, test } from './fixtures';
import {
  bedPoint,
  difference,
  layerView,
  previewCard,
  previewFromJobs,
  settledPicture,
  showJobRow,
  showPreviewCard,
  shownLayer,
} from './gcode-helpers';

/** The virtual printer's bed: stepper_x and stepper_y from 0 to 235. */
const BED = 235;
/** Pictures this close (a block's mean, 0–1020) count as the same. */
const SAME = 4;

async function previewMultiWhilePrinting(page: Page, simUrl: string): Promise<void> {
  await openReady(page, `${simUrl}/`);
  // The jobs card's rows load when the card is in view.
  await showJobRow(page, 'multi.gcode');
  await rowAction(page, 'multi.gcode', 'Print');
  await expect(page.getByRole('heading', { name: 'Printing', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await showPreviewCard(page);
  await previewCard(page).getByRole('button', { name: 'Load current file' }).click();
  await expect(layerView(page)).toBeVisible({ timeout: 30_000 });
}

test('preview small.gcode from its menu: layer 1 of 100, the layer slider to 50, zoom and reset', async ({
  page,
  sim,
}) => {
  await openReady(page, `${sim.url}/`);
  await previewFromJobs(page, 'small.gcode');
  await showPreviewCard(page);
  const card = previewCard(page);
  await expect(
    card.getByRole('img', { name: /^2D view of layer 1 of 100, Z 0\.20 mm$/ }),
  ).toBeVisible({
    timeout: 30_000,
  });
  expect(await shownLayer(page)).toBe(1);
  // Scrolling with the wheel over the view zooms it: start from the fitted bed.
  await card.getByRole('button', { name: 'Reset view' }).click();
  const first = await settledPicture(page);

  await card.getByRole('slider', { name: 'Layer', exact: true }).fill('50');
  await expect(
    card.getByRole('img', { name: /^2D view of layer 50 of 100, Z 10\.00 mm$/ }),
  ).toBeVisible();
  expect(await shownLayer(page)).toBe(50);
  const layer50 = await settledPicture(page);
  expect(difference(layer50, first)).toBeGreaterThan(SAME);

  // The move slider shows part of the layer.
  const moves = card.getByRole('slider', { name: 'Move', exact: true });
  await moves.fill('10');
  await expect(moves).toHaveAttribute('aria-valuetext', /^10 \/ \d+$/);
  const partial = await settledPicture(page);
  expect(difference(partial, layer50)).toBeGreaterThan(SAME);

  // Keyboard: + zooms in, 0 resets the view; the reset button too.
  await layerView(page).focus();
  await page.keyboard.press('+');
  const zoomed = await settledPicture(page);
  expect(difference(zoomed, partial)).toBeGreaterThan(SAME);
  await page.keyboard.press('0');
  expect(difference(await settledPicture(page), partial)).toBeLessThanOrEqual(SAME);
  await card.getByRole('button', { name: 'Zoom in' }).click();
  expect(difference(await settledPicture(page), partial)).toBeGreaterThan(SAME);
  await card.getByRole('button', { name: 'Reset view' }).click();
  expect(difference(await settledPicture(page), partial)).toBeLessThanOrEqual(SAME);

  // Closing the preview leaves the card empty.
  await card.getByRole('button', { name: 'Close the preview' }).click();
  await expect(card.getByText('No file is loaded for preview.')).toBeVisible();
});

test.describe('following a print', () => {
  test.use({ timeScale: 50 });

  test('the layer advances by itself; picking a layer stops following', async ({ page, sim }) => {
    test.setTimeout(90_000);
    await previewMultiWhilePrinting(page, sim.url);
    const card = previewCard(page);
    const follow = card.getByRole('switch', { name: 'Follow progress' });
    await expect(follow).toBeChecked();
    const start = await shownLayer(page);
    await expect.poll(() => shownLayer(page), { timeout: 30_000 }).toBeGreaterThan(start + 2);

    await card.getByRole('slider', { name: 'Layer', exact: true }).fill('3');
    await expect(follow).not.toBeChecked();
    expect(await shownLayer(page)).toBe(3);
    // The printer goes on; the view stays where the user put it.
    const printed = Number(await queryField(sim, 'virtual_sdcard', 'file_position'));
    await expect
      .poll(async () => Number(await queryField(sim, 'virtual_sdcard', 'file_position')))
      .toBeGreaterThan(printed);
    await page.waitForTimeout(1500);
    expect(await shownLayer(page)).toBe(3);

    // Following again jumps to the print.
    await follow.check();
    await expect.poll(() => shownLayer(page)).toBeGreaterThan(3);
  });
});

test.describe('excluding objects', () => {
  test.use({ timeScale: 10 });

  test('a click on an object in the 2D view asks, then the printer excludes it; the list does the same', async ({
    page,
    sim,
  }) => {
    test.setTimeout(90_000);
    await previewMultiWhilePrinting(page, sim.url);
    const card = previewCard(page);
    const objects = card.getByRole('region', { name: 'Objects' });
    await expect(objects.getByRole('button', { name: /^Exclude / })).toHaveCount(4);

    // tower_stl is centred on (95, 100).
    const [x, y] = await bedPoint(page, BED, [95, 100]);
    await page.mouse.click(x, y);
    const dialog = page.getByRole('dialog', { name: 'Exclude TOWER_STL?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Exclude', exact: true }).click();
    await expect
      .poll(() => queryField(sim, 'exclude_object', 'excluded_objects'), { timeout: 15_000 })
      .toEqual(['TOWER_STL']);
    await expect(objects.getByText('TOWER_STL: excluded')).toBeVisible({ timeout: 10_000 });
    await expect(objects.getByRole('button', { name: 'Exclude TOWER_STL' })).toHaveCount(0);

    // Declining asks nothing of the printer.
    await objects.getByRole('button', { name: 'Exclude CYLINDER_STL' }).click();
    await page
      .getByRole('dialog', { name: 'Exclude CYLINDER_STL?' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await objects.getByRole('button', { name: 'Exclude XYZ_CUBE_STL' }).click();
    await page
      .getByRole('dialog', { name: 'Exclude XYZ_CUBE_STL?' })
      .getByRole('button', { name: 'Exclude', exact: true })
      .click();
    await expect
      .poll(() => queryField(sim, 'exclude_object', 'excluded_objects'), { timeout: 15_000 })
      .toEqual(['TOWER_STL', 'XYZ_CUBE_STL']);
  });
});

test('a file of 100 MB or more asks first; declining loads nothing', async ({ page, sim }) => {
  // A sparse file: a few G-code lines, then zeros up to 101 MiB.
  const big = path.join(sim.dataDir, 'gcodes', 'big.gcode');
  await writeFile(big, 'G28\nG1 X10 Y10 Z0.2 F3000\nG1 X20 E1\n');
  await truncate(big, 101 * 1024 * 1024);

  await openReady(page, `${sim.url}/`);
  await previewFromJobs(page, 'big.gcode');
  const dialog = page.getByRole('dialog', { name: 'Preview a large file?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('The file is 101.0 MB and may be resource intensive.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await showPreviewCard(page);
  const card = previewCard(page);
  await expect(card.getByText('No file is loaded for preview.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Parsing G-code' })).toHaveCount(0);
  await expect(layerView(page)).toHaveCount(0);
});

test('the card with a preview has no serious accessibility findings (dark, light, phone)', async ({
  page,
  sim,
}) => {
  const audit = async () => {
    const results = await new AxeBuilder({ page })
      .include('section[data-card="gcodePreview"]')
      .analyze();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);
  };
  await openReady(page, `${sim.url}/`);
  await previewFromJobs(page, 'small.gcode');
  await showPreviewCard(page);
  await expect(layerView(page)).toBeVisible({ timeout: 30_000 });
  expect(await audit()).toEqual([]);
  await page.getByRole('button', { name: 'Open tools' }).click();
  await page.getByLabel('Light theme').check();
  await page.keyboard.press('Escape');
  expect(await audit()).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await showPreviewCard(page);
  expect(await audit()).toEqual([]);
});

test.describe('previewing from /jobs on a wide screen, the card below the fold', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('the dashboard brings the card into view and its question shows without scrolling', async ({
    page,
    sim,
  }) => {
    const big = path.join(sim.dataDir, 'gcodes', 'big.gcode');
    await writeFile(big, 'G28\nG1 X10 Y10 Z0.2 F3000\nG1 X20 E1\n');
    await truncate(big, 101 * 1024 * 1024);
    await openReady(page, `${sim.url}/jobs`);
    await rowAction(page, 'big.gcode', 'Preview');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    const dialog = page.getByRole('dialog', { name: 'Preview a large file?' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(
      previewCard(page).getByRole('heading', { name: 'G-code preview' }),
    ).toBeInViewport();
  });
});
