// Settings › General's time options on a real print (spec part 1 §status card, part 2 §General):
// the virtual printer prints small.gcode and pauses it, so Klipper's print_duration stands still;
// choosing another method for the time left in Settings changes the status card's Remaining row
// to that method's answer, the rows unchecked there leave the card, and the page title follows the
// method once the print runs again.
import type { Page } from '@playwright/test';
import { audit, useLightTheme } from './axe-helpers';
import { statusHeading } from './files-helpers';
import { expect, printerState, queryField, readDatabaseItem, test, type Sim } from './fixtures';

test.use({ timeScale: 10 });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const remaining = (page: Page) => page.getByLabel('Remaining', { exact: true });

/** Seconds as the card writes them: '11m 34s', '1h 2m 3s'. */
function hms(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return `${h}h ${m}m ${s}s`;
  return m > 0 ? `${m}m ${s}s` : `${s}s`;
}

async function metadata(sim: Sim, filename: string) {
  const res = await fetch(`${sim.url}/server/files/metadata?filename=${filename}`);
  const body = (await res.json()) as { result: { estimated_time: number; filament_total: number } };
  return body.result;
}

/** Chooses the time-left method in Settings › General, as a user does, and goes back. */
async function chooseMethod(page: Page, sim: Sim, label: string, stored: string) {
  // Its name carries the count of notices beside it ('Settings 4').
  await nav(page)
    .getByRole('link', { name: /^Settings/ })
    .click();
  await page.getByRole('combobox', { name: 'Remaining time from' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect
    .poll(() => readDatabaseItem(sim.url, 'uiSettings.general.timeLeftMethod'))
    .toBe(stored);
  await nav(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
}

test('the chosen method sets the time left of a running print', async ({ page, sim }) => {
  test.setTimeout(150_000);
  const meta = await metadata(sim, 'small.gcode');
  expect(meta).toMatchObject({ estimated_time: 781, filament_total: 1449.75 });

  await page.goto(`${sim.url}/`);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  const start = await fetch(`${sim.url}/printer/print/start?filename=small.gcode`, {
    method: 'POST',
  });
  expect(start.ok).toBe(true);
  await expect(statusHeading(page, 'Printing')).toBeVisible({ timeout: 20_000 });
  // Some filament in, so every method has an answer; then pause: print_duration stands still.
  await expect
    .poll(() => queryField(sim, 'print_stats', 'filament_used'), { timeout: 60_000 })
    .toBeGreaterThan(50);
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(statusHeading(page, 'Paused')).toBeVisible({ timeout: 20_000 });
  const duration = Number(await queryField(sim, 'print_stats', 'print_duration'));
  const filament = Number(await queryField(sim, 'print_stats', 'filament_used'));
  const bySlicer = hms(meta.estimated_time - duration);
  const byFilament = hms(duration / (filament / meta.filament_total) - duration);
  expect(bySlicer).not.toBe(byFilament);

  // By default the file's progress: neither of the others.
  await expect(remaining(page)).toHaveText(/^\d+m \d+s$/);
  const byFile = await remaining(page).textContent();
  expect([bySlicer, byFilament]).not.toContain(byFile);

  await chooseMethod(page, sim, 'Slicer estimate', 'slicer');
  await expect(remaining(page)).toHaveText(bySlicer);
  await chooseMethod(page, sim, 'Filament used', 'filament');
  await expect(remaining(page)).toHaveText(byFilament);

  // Back to printing: the title shows the time left by the same method, to the minute.
  await page.getByRole('button', { name: 'Resume', exact: true }).click();
  await expect(statusHeading(page, 'Printing')).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() => page.title(), { timeout: 10_000 })
    .toMatch(/^\d+% \| (\d+h )?\d+m left \| /);
  const titleMinutes = async () => {
    const [, h = '0', m = '0'] = /\| (?:(\d+)h )?(\d+)m left/.exec(await page.title()) ?? [];
    return Number(h) * 60 + Number(m);
  };
  const filamentMinutes = async () => {
    const d = Number(await queryField(sim, 'print_stats', 'print_duration'));
    const f = Number(await queryField(sim, 'print_stats', 'filament_used'));
    return (d / (f / meta.filament_total) - d) / 60;
  };
  // The print moves on between the two readings: within a few minutes of the printer's own numbers.
  expect(Math.abs((await titleMinutes()) - (await filamentMinutes()))).toBeLessThanOrEqual(3);
});

test('only the checked time rows show on the status card', async ({ page, sim }) => {
  await page.goto(`${sim.url}/settings#general`);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  const rows = page.getByRole('group', { name: 'Times on the status card' });
  await expect(rows.getByRole('checkbox')).toHaveCount(5);
  await rows.getByRole('checkbox', { name: 'Slicer estimate' }).uncheck();
  await rows.getByRole('checkbox', { name: 'Total duration' }).uncheck();
  await expect
    .poll(() => readDatabaseItem(sim.url, 'uiSettings.general.statusTimeRows'))
    .toEqual(['remaining', 'finish', 'actual']);
  expect(await audit(page)).toEqual([]);
  await useLightTheme(page);
  expect(await audit(page)).toEqual([]);

  // A print's overview on the dashboard: the file loaded, its times as chosen.
  await fetch(`${sim.url}/printer/print/start?filename=small.gcode`, { method: 'POST' });
  await nav(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(statusHeading(page, 'Printing')).toBeVisible({ timeout: 20_000 });
  await expect(remaining(page)).toBeVisible();
  await expect(page.getByLabel('Finish time', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Layer', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Slicer estimate', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Total duration', { exact: true })).toHaveCount(0);

  // Still so after a reload: the choice is the printer's.
  await page.reload();
  await expect(statusHeading(page, 'Printing')).toBeVisible({ timeout: 20_000 });
  await expect(remaining(page)).toBeVisible();
  await expect(page.getByLabel('Slicer estimate', { exact: true })).toHaveCount(0);
  expect(await audit(page)).toEqual([]);
});
