// The Limits and Retract cards as a user drives them, against a simulator of its own.
import { expect, test } from './fixtures';
import { openDashboard, query } from './motion-helpers';

test.use({ timeScale: 5, viewport: { width: 1280, height: 1400 } });

test('speed factor to 150 % → gcode_move.speed_factor is 1.5; reset brings it back', async ({
  page,
  sim,
}) => {
  await openDashboard(page, sim, 'Limits');
  const speed = page.getByRole('textbox', { name: 'Speed factor' });
  await speed.fill('150');
  await speed.press('Enter');
  await expect.poll(() => query(sim, 'gcode_move', 'speed_factor'), { timeout: 10_000 }).toBe(1.5);
  await expect(page.getByRole('slider', { name: 'Speed factor' })).toHaveValue('150');

  await page.getByRole('button', { name: 'Reset Speed factor to 100 %' }).click();
  await expect.poll(() => query(sim, 'gcode_move', 'speed_factor'), { timeout: 10_000 }).toBe(1);
});

test('pressure advance and the minimum cruise ratio reach Klipper', async ({ page, sim }) => {
  await openDashboard(page, sim, 'Limits');
  const advance = page.getByRole('textbox', { name: 'Pressure advance' });
  await advance.fill('0.055');
  await advance.press('Enter');
  await expect
    .poll(() => query(sim, 'extruder', 'pressure_advance'), { timeout: 10_000 })
    .toBe(0.055);

  const ratio = page.getByRole('textbox', { name: 'Minimum cruise ratio' });
  await ratio.fill('0.3');
  await ratio.press('Enter');
  await expect
    .poll(() => query(sim, 'toolhead', 'minimum_cruise_ratio'), { timeout: 10_000 })
    .toBe(0.3);
});

test('retract length set from the Retraction card', async ({ page, sim }) => {
  await openDashboard(page, sim, 'Retraction');
  const length = page.getByRole('textbox', { name: 'Retract length' });
  // The default is 0.8, so the max is 1.6.
  await length.fill('2');
  await length.press('Enter');
  await expect(page.getByText('Max 1.6')).toBeVisible();
  await length.fill('1.2');
  await length.press('Enter');
  await expect
    .poll(() => query(sim, 'firmware_retraction', 'retract_length'), { timeout: 10_000 })
    .toBe(1.2);
});
