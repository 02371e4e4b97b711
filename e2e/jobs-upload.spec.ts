// Issue 3, scenario 1: a G-code file dropped on /jobs is uploaded; its row shows the thumbnail and
// the slicer's estimate; metadata columns can be shown and hidden, and the choice survives a reload.
import { browser, dropFiles, fixture, openReady, row } from './files-helpers';
import { expect, test } from './fixtures';

test('dropping small.gcode on /jobs uploads it with its thumbnail and estimate', async ({
  page,
  sim,
}) => {
  await openReady(page, `${sim.url}/jobs`);
  const files = browser(page);
  await expect(files).toBeVisible();

  await dropFiles(page, files, [{ name: 'dropped cube.gcode', bytes: fixture('small.gcode') }]);
  const dropped = row(page, 'dropped cube.gcode');
  await expect(dropped).toBeVisible({ timeout: 20_000 });
  await expect(dropped).toContainText('13m 1s');
  const thumb = dropped.locator('img');
  await expect(thumb).toBeVisible();
  await expect
    .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // Show a metadata column, hide another; the choice is kept across a reload.
  const slicerHeader = files.getByRole('columnheader', { name: 'Slicer' });
  const sizeHeader = files.getByRole('columnheader', { name: 'Size' });
  await expect(slicerHeader).toHaveCount(0);
  await expect(sizeHeader).toHaveCount(1);
  await files.getByRole('button', { name: 'Columns', exact: true }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Slicer' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Size' }).click();
  await page.keyboard.press('Escape');
  await expect(slicerHeader).toHaveCount(1);
  await expect(sizeHeader).toHaveCount(0);
  await expect(dropped).toContainText('PrusaSlicer');

  await page.reload();
  await expect(row(page, 'dropped cube.gcode')).toBeVisible({ timeout: 20_000 });
  await expect(browser(page).getByRole('columnheader', { name: 'Slicer' })).toHaveCount(1);
  await expect(browser(page).getByRole('columnheader', { name: 'Size' })).toHaveCount(0);
});
