// The Toolhead card as a user drives it, against a simulator of its own: jogs refused until homed,
// home, jog X by 10, type a Y position; extrusion refused while cold, then allowed once heated; Z
// offset adjusted and saved to the endstop (SAVE_CONFIG restarts Klipper, printer.cfg keeps it).
import { expect, printerState, test } from './fixtures';
import { openDashboard, query } from './motion-helpers';

test.use({ viewport: { width: 1280, height: 2400 } });

test.describe('moves', () => {
  test.use({ timeScale: 10 });

  test('a jog before homing is refused; home all, jog X +10, type a Y position', async ({
    page,
    sim,
  }) => {
    await openDashboard(page, sim, 'Toolhead');
    await page.getByRole('button', { name: 'Jog X +1', exact: true }).click();
    await expect(page.getByText('Home X before moving it.')).toBeVisible();
    expect(await query(sim, 'toolhead', 'homed_axes')).toBe('');

    await page.getByRole('button', { name: 'Home all' }).click();
    await expect.poll(() => query(sim, 'toolhead', 'homed_axes'), { timeout: 30_000 }).toBe('xyz');
    await expect(page.getByText('Home X before moving it.')).toBeHidden();

    const x = page.getByRole('textbox', { name: 'X position' });
    await expect(x).not.toHaveValue('');
    const before = Number(await x.inputValue());
    await page
      .getByRole('group', { name: 'Move distance' })
      .getByRole('button', { name: '10', exact: true })
      .click();
    await page.getByRole('button', { name: 'Jog X +10', exact: true }).click();
    await expect(x).toHaveValue((before + 10).toFixed(2), { timeout: 15_000 });

    const y = page.getByRole('textbox', { name: 'Y position' });
    await y.fill('50');
    await y.press('Enter');
    await expect
      .poll(async () => ((await query(sim, 'toolhead', 'position')) as number[])[1], {
        timeout: 15_000,
      })
      .toBe(50);
    await expect(y).toHaveValue('50.00');
  });
});

test.describe('extrusion', () => {
  test.use({ timeScale: 20 });

  test('extrude is refused while cold, allowed once the extruder is hot', async ({ page, sim }) => {
    test.setTimeout(90_000);
    await openDashboard(page, sim, 'Toolhead');
    const extrude = page.getByRole('button', { name: 'Extrude', exact: true });
    await expect(page.getByText('Extruder disabled, below min_extrude_temp')).toBeVisible();
    await expect(extrude).toBeDisabled();

    const target = page.getByRole('textbox', { name: 'Extruder target' });
    await target.fill('200');
    await target.press('Enter');
    await expect(extrude).toBeEnabled({ timeout: 60_000 });
    await expect(page.getByText('Extruder disabled, below min_extrude_temp')).toBeHidden();

    const start = ((await query(sim, 'toolhead', 'position')) as number[])[3] ?? 0;
    await extrude.click();
    await expect
      .poll(async () => ((await query(sim, 'toolhead', 'position')) as number[])[3], {
        timeout: 15_000,
      })
      .toBeCloseTo(start + 10, 3);
  });
});

test.describe('Z offset', () => {
  test.use({ timeScale: 10 });

  test('Z adjust +0.05, apply to endstop, SAVE_CONFIG restarts and printer.cfg keeps it', async ({
    page,
    sim,
  }) => {
    test.setTimeout(60_000);
    await openDashboard(page, sim, 'Toolhead');
    await page.getByRole('button', { name: 'Home all' }).click();
    await expect.poll(() => query(sim, 'toolhead', 'homed_axes'), { timeout: 30_000 }).toBe('xyz');

    await page
      .getByRole('group', { name: 'Z adjust distance' })
      .getByRole('button', { name: '0.05' })
      .click();
    await page.getByRole('button', { name: 'Z offset +0.05' }).click();
    const offset = page.getByLabel('Z offset', { exact: true });
    await expect(offset).toHaveText('0.050');

    await page.getByRole('button', { name: 'Apply to endstop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save the Z offset' });
    await dialog.getByRole('button', { name: 'Save and restart' }).click();
    await expect(dialog).toBeHidden();

    // SAVE_CONFIG writes printer.cfg and restarts Klipper: the G-code offset starts again at 0.
    await expect(offset).toHaveText('0.000', { timeout: 30_000 });
    await expect(printerState(page)).toContainText('Ready', { timeout: 30_000 });
    const cfg = await (await fetch(`${sim.url}/server/files/config/printer.cfg`)).text();
    expect(cfg).toMatch(/#\*# \[stepper_z\]\n#\*# position_endstop = -0\.050/);
  });
});

test('the active extruder is chosen with ACTIVATE_EXTRUDER', async ({ page, sim }) => {
  await openDashboard(page, sim, 'Toolhead');
  const extruders = page.getByRole('group', { name: 'Active extruder' });
  await expect(extruders.getByRole('button', { name: 'Extruder', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await extruders.getByRole('button', { name: 'Extruder 1' }).click();
  await expect
    .poll(() => query(sim, 'toolhead', 'extruder'), { timeout: 10_000 })
    .toBe('extruder1');
  await expect(extruders.getByRole('button', { name: 'Extruder 1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
