// /tune as a user drives it against a simulator of its own: home, calibrate a mesh → the 3D view
// draws it and the variance shows; save it as 'pla', load 'default' → the active profile changes;
// remove a profile after the question; SAVE_CONFIG offered; query the endstops; disable the runout
// sensor; axe clean in both themes, wide and on a phone.
import type { Page } from '@playwright/test';
import { audit, useLightTheme } from './axe-helpers';
import { expect, printerState, queryField, test, type Sim } from './fixtures';

test.use({ timeScale: 10, viewport: { width: 1280, height: 1000 } });

async function openTune(page: Page, sim: Sim): Promise<void> {
  await page.goto(`${sim.url}/tune`);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Bed mesh', exact: true })).toBeVisible();
}

async function calibrate(page: Page, sim: Sim): Promise<void> {
  await page.getByRole('button', { name: 'Home', exact: true }).click();
  await expect
    .poll(async () => queryField(sim, 'toolhead', 'homed_axes'), { timeout: 30_000 })
    .toBe('xyz');
  await page.getByRole('button', { name: 'Calibrate', exact: true }).click();
  // The command is in flight: the button says so and the page stays usable.
  await expect(page.getByRole('button', { name: 'Calibrating…' })).toBeDisabled();
  await expect(
    page.getByRole('status').filter({ hasText: 'BED_MESH_CALIBRATE is running' }),
  ).toBeVisible();
  await expect(page.getByText('Loaded: default')).toBeVisible({ timeout: 90_000 });
}

function profileRow(page: Page, name: string) {
  return page
    .getByRole('table', { name: 'Profiles' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: new RegExp(`^${name}`) }) });
}

test('calibrate → 3D view and variance; save as pla, load default, remove pla, SAVE_CONFIG offered', async ({
  page,
  sim,
}) => {
  test.setTimeout(180_000);
  await openTune(page, sim);
  await expect(page.getByText('No mesh loaded')).toBeVisible();
  await calibrate(page, sim);

  const canvas = page.getByRole('img', { name: /Bed mesh in 3D/ });
  await expect(canvas).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  await expect(canvas).toHaveAttribute('data-mesh', 'default/probed_matrix');
  await expect(canvas).toHaveAttribute('data-points', '25');
  await expect(page.getByTestId('mesh-variance')).toHaveText(/^\d\.\d{4}$/);
  await expect(page.getByTestId('mesh-range')).toHaveText(/^\d\.\d{4}$/);

  // The interpolated matrix on the flat map: every value readable.
  await page.getByRole('button', { name: 'Interpolated' }).click();
  await page.getByRole('button', { name: 'Map' }).click();
  const map = page.getByRole('table', { name: /Bed mesh heights in mm, Interpolated/ });
  await expect(map.getByRole('cell').first()).toHaveText(/^-?\d\.\d{4}$/);
  await page.getByRole('button', { name: '3D' }).click();
  await expect(canvas).toHaveAttribute('data-mesh', 'default/mesh_matrix', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Reset view' }).click();

  // Save as 'pla': the active profile becomes pla; the old one may not be removed under its own name.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Save mesh' });
  const name = dialog.getByRole('textbox', { name: 'Profile name' });
  await expect(name).toHaveValue('default');
  await expect(dialog.getByRole('checkbox', { name: 'Remove profile default' })).toBeDisabled();
  await name.fill('pla');
  await expect(dialog.getByRole('checkbox', { name: 'Remove profile default' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(profileRow(page, 'pla')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Save config' })).toBeVisible({ timeout: 10_000 });

  // Load 'pla', then 'default': the active profile changes each time.
  await page.getByRole('button', { name: 'Load pla' }).click();
  await expect(page.getByText('Loaded: pla')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Load pla' })).toHaveCount(0);
  expect(await queryField(sim, 'bed_mesh', 'profile_name')).toBe('pla');
  // Load 'default': the active profile changes.
  await page.getByRole('button', { name: 'Load default' }).click();
  await expect(page.getByText('Loaded: default')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Load pla' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Load default' })).toHaveCount(0);
  expect(await queryField(sim, 'bed_mesh', 'profile_name')).toBe('default');

  // Remove 'pla' after the question.
  await page.getByRole('button', { name: 'Remove pla' }).click();
  const question = page.getByRole('dialog', { name: 'Remove profile pla?' });
  await question.getByRole('button', { name: 'Remove' }).click();
  await expect(profileRow(page, 'pla')).toHaveCount(0, { timeout: 20_000 });
  // The row may leave while the list re-renders, a moment before Klipper has answered the removal.
  const profileNames = async () =>
    Object.keys((await queryField(sim, 'bed_mesh', 'profiles')) as Record<string, unknown>);
  await expect.poll(profileNames).not.toContain('pla');
  expect(await queryField(sim, 'configfile', 'save_config_pending')).toBe(true);
});

test('query endstops; disable the runout sensor', async ({ page, sim }) => {
  await openTune(page, sim);
  await page.getByRole('button', { name: 'Query endstops' }).click();
  const list = page.getByRole('list', { name: 'Endstop states' });
  await expect(list.getByRole('listitem')).not.toHaveCount(0);
  await expect(list.getByRole('listitem').first()).toHaveText(/(open|triggered)$/);

  const runout = page.getByRole('switch', { name: 'Enable runout' });
  await expect(runout).toBeChecked();
  await runout.click();
  await expect(runout).not.toBeChecked({ timeout: 10_000 });
  await expect
    .poll(async () => queryField(sim, 'filament_switch_sensor runout', 'enabled'), {
      timeout: 10_000,
    })
    .toBe(false);
});

test('axe clean: dark and light, wide and phone, with a mesh', async ({ page, sim }) => {
  test.setTimeout(180_000);
  await openTune(page, sim);
  await calibrate(page, sim);
  await expect(page.getByRole('img', { name: /Bed mesh in 3D/ })).toHaveAttribute(
    'data-state',
    'ready',
  );
  await page.getByRole('button', { name: 'Query endstops' }).click();
  const shots = process.env.TUNE_SHOTS;
  expect(await audit(page)).toEqual([]);
  if (shots) await page.screenshot({ path: `${shots}/tune-dark-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Map' }).click();
  expect(await audit(page)).toEqual([]);
  if (shots) await page.screenshot({ path: `${shots}/tune-dark-map-1280.png`, fullPage: true });
  await page.getByRole('button', { name: '3D' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('img', { name: /Bed mesh in 3D/ })).toHaveAttribute(
    'data-state',
    'ready',
  );
  expect(await audit(page)).toEqual([]);
  if (shots) await page.screenshot({ path: `${shots}/tune-dark-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.getByRole('button', { name: 'Map' }).click();
  await useLightTheme(page);
  expect(await audit(page)).toEqual([]);
  if (shots) await page.screenshot({ path: `${shots}/tune-light-map-1280.png`, fullPage: true });
  await page.getByRole('button', { name: '3D' }).click();
  if (shots) await page.screenshot({ path: `${shots}/tune-light-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('img', { name: /Bed mesh in 3D/ })).toHaveAttribute(
    'data-state',
    'ready',
  );
  expect(await audit(page)).toEqual([]);
  if (shots) await page.screenshot({ path: `${shots}/tune-light-390.png`, fullPage: true });
});
