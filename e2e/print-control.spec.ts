// Issue 3, scenarios 2 and 3: print a file and watch it; pause, resume, cancel; the history lists it.
// Print multi.gcode to the end; the Reprint tab starts it again.
import { openReady, progressValue, row, rowAction, statusHeading } from './files-helpers';
import { expect, routeOf, test } from './fixtures';

test.describe('printing small.gcode', () => {
  test.use({ timeScale: 20 });

  test('print, pause, resume and cancel; the history lists it as cancelled', async ({
    page,
    sim,
  }) => {
    test.setTimeout(150_000);
    await openReady(page, `${sim.url}/jobs`);
    await expect(row(page, 'small.gcode')).toBeVisible();
    await rowAction(page, 'small.gcode', 'Print');

    await expect.poll(() => routeOf(page)).toBe('/');
    await expect(statusHeading(page, 'Printing')).toBeVisible({ timeout: 20_000 });
    const first = await progressValue(page);
    await expect.poll(() => progressValue(page), { timeout: 60_000 }).toBeGreaterThan(first);
    await expect(page.getByLabel('Layer', { exact: true })).toHaveText(/^\d+ \/ 100$/, {
      timeout: 60_000,
    });
    await expect.poll(() => page.title(), { timeout: 10_000 }).toMatch(/^\d+% \| /);

    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(statusHeading(page, 'Paused')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Resume', exact: true }).click();
    await expect(statusHeading(page, 'Printing')).toBeVisible({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Cancel print', exact: true })
      .click();
    await expect(statusHeading(page, 'Cancelled')).toBeVisible({ timeout: 20_000 });

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'History' })
      .click();
    const job = page.getByRole('row').filter({ hasText: 'small.gcode' }).first();
    await expect(job).toBeVisible();
    await expect(job).toContainText('Cancelled');
  });
});

test.describe('printing multi.gcode', () => {
  test.use({ timeScale: 400 });

  test('print to the end, then reprint from the Reprint tab', async ({ page, sim }) => {
    test.setTimeout(150_000);
    await openReady(page, `${sim.url}/jobs`);
    await rowAction(page, 'multi.gcode', 'Print');
    await expect(statusHeading(page, 'Printing')).toBeVisible({ timeout: 20_000 });
    await expect(statusHeading(page, 'Complete')).toBeVisible({ timeout: 100_000 });
    expect(await progressValue(page)).toBe(100);

    await page.getByRole('tab', { name: 'Reprint' }).click();
    await page.getByRole('button', { name: 'Print multi.gcode', exact: true }).click();
    await expect(statusHeading(page, 'Printing')).toBeVisible({ timeout: 20_000 });
  });
});
