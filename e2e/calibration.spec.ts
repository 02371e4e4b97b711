// Klipper's calibration helpers driven through Printdeck's dialogs to the end, against a simulator
// of its own: the probe's paper test started from the console (TESTZ steps, a halfway step,
// Accept, Klipper's z_offset in the console), BED_SCREWS_ADJUST through every screw with Adjusted
// and Accept, and SCREWS_TILT_CALCULATE's turns per screw. A tool still waiting in Klipper opens
// its dialog again after a reload, which is also where each dialog is checked in the other theme.
import type { Locator, Page } from '@playwright/test';
import { audit, transitionsOver } from './axe-helpers';
import { expect, printerState, queryField, test, writeDatabaseItem, type Sim } from './fixtures';
import { openDashboard, scrollTo } from './motion-helpers';

test.use({ timeScale: 10, viewport: { width: 1280, height: 2400 } });

const output = (page: Page) => page.getByRole('log', { name: 'Console output' });

async function consoleCommand(page: Page, command: string): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Command' });
  await field.fill(command);
  await field.press('Enter');
  await expect(output(page)).toContainText(`> ${command}`);
}

/** The page again in the given theme (the database's setting, as the tools drawer writes it). */
async function reloadInTheme(page: Page, sim: Sim, dark: boolean): Promise<void> {
  await writeDatabaseItem(sim.url, 'uiSettings.theme.isDark', dark);
  await page.reload();
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .toBe(dark ? 'rgb(18, 18, 18)' : 'rgb(243, 244, 246)');
}

async function auditDialog(page: Page, what: string): Promise<void> {
  await transitionsOver(page);
  expect(await audit(page), what).toEqual([]);
}

const mm = (z: number) => `${z.toFixed(3)} mm`;

/** Waits until Klipper reports every axis homed. */
const homed = (sim: Sim) =>
  expect.poll(() => queryField(sim, 'toolhead', 'homed_axes'), { timeout: 30_000 }).toBe('xyz');

/**
 * Homes from the toolhead card, starts `tool` from its calibration buttons and waits up to
 * `timeout` ms for the dialog named `dialogName`.
 */
async function homeAndRun(
  page: Page,
  sim: Sim,
  tool: string,
  dialogName: string,
  timeout: number,
): Promise<Locator> {
  await openDashboard(page, sim, 'Toolhead');
  await page.getByRole('button', { name: 'Home all' }).click();
  await homed(sim);
  await page.getByRole('button', { name: tool }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible({ timeout });
  return dialog;
}

/** The console page once Klipper is ready, the printer homed by a G28 typed there. */
async function homeAtConsole(page: Page, sim: Sim): Promise<void> {
  await page.goto(`${sim.url}/console`);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  await consoleCommand(page, 'G28');
  await homed(sim);
}

const probeZ = async (sim: Sim) => (await queryField(sim, 'manual_probe', 'z_position')) as number;

test('PROBE_CALIBRATE from the console: TESTZ steps, halfway up, Accept; Klipper answers', async ({
  page,
  sim,
}) => {
  test.setTimeout(120_000);
  await homeAtConsole(page, sim);
  await consoleCommand(page, 'G1 X100 Y100 Z10 F6000');
  await consoleCommand(page, 'PROBE_CALIBRATE');

  const dialog = page.getByRole('dialog', { name: 'Manual Z probe' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const position = dialog.getByRole('status', { name: 'Z position' });
  const start = await probeZ(sim);
  await expect(position).toHaveText(mm(start));
  await expect(dialog).toContainText('Last try belownone yet');
  await auditDialog(page, 'manual probe, dark');

  await dialog.getByRole('button', { name: 'Z -1 mm' }).click();
  await expect(position).toHaveText(mm(start - 1), { timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Z -0.1 mm' }).click();
  await expect(position).toHaveText(mm(start - 1.1), { timeout: 15_000 });
  // The tries bracket the position: halfway up lands between it and the last try above.
  await expect(dialog).toContainText(`Last try above${mm(start - 1)}`);
  await dialog.getByRole('button', { name: 'Halfway up' }).click();
  await expect(position).toHaveText(mm(start - 1.05), { timeout: 15_000 });
  await expect(dialog).toContainText(`Last try below${mm(start - 1.1)}`);
  expect(await probeZ(sim)).toBeCloseTo(start - 1.05, 6);

  // Klipper still waits for ACCEPT: the dialog comes back after a reload, here in the light theme.
  await reloadInTheme(page, sim, false);
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(position).toHaveText(mm(start - 1.05));
  await auditDialog(page, 'manual probe, light');

  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  expect(await queryField(sim, 'manual_probe', 'is_active')).toBe(false);
  await expect(output(page)).toContainText(/probe: z_offset: -?\d+\.\d{3}/);
  await expect(output(page)).toContainText(
    'The SAVE_CONFIG command will update the printer config',
  );
  expect(await queryField(sim, 'configfile', 'save_config_pending')).toBe(true);
});

test('a TESTZ that Klipper refuses ends the probe; the dialog keeps its answer until closed', async ({
  page,
  sim,
}) => {
  test.setTimeout(90_000);
  await homeAtConsole(page, sim);
  // Z_ENDSTOP_CALIBRATE right after homing: stepper_z's position_min is -2 mm, so the third
  // step of -1 mm is out of range.
  await consoleCommand(page, 'Z_ENDSTOP_CALIBRATE');
  const dialog = page.getByRole('dialog', { name: 'Manual Z probe' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Z -1 mm' }).click();
  await expect(dialog.getByRole('status', { name: 'Z position' })).toHaveText(mm(-1), {
    timeout: 15_000,
  });
  await dialog.getByRole('button', { name: 'Z -1 mm' }).click();
  await dialog.getByRole('button', { name: 'Z -1 mm' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Move out of range', { timeout: 15_000 });
  await expect(dialog).toContainText('The manual probe has ended.');
  expect(await queryField(sim, 'manual_probe', 'is_active')).toBe(false);
  await auditDialog(page, 'manual probe ended by a refusal');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('BED_SCREWS_ADJUST from the toolhead card through every screw with Adjusted and Accept', async ({
  page,
  sim,
}) => {
  test.setTimeout(150_000);
  const dialog = await homeAndRun(page, sim, 'BED_SCREWS_ADJUST', 'Bed screws', 30_000);
  const step = async (name: string, accepted: number, press: 'Adjusted' | 'Accept') => {
    await expect(dialog).toContainText(`Adjust ${name}`, { timeout: 30_000 });
    await expect(dialog).toContainText(`Accepted in a row: ${accepted} of 4`);
    await expect(
      dialog.getByRole('listitem').and(page.locator('[aria-current="step"]')),
    ).toHaveText(name);
    await dialog.getByRole('button', { name: press, exact: true }).click();
  };
  await expect(dialog).toContainText('Coarse adjustment');
  await auditDialog(page, 'bed screws, dark');
  // The first screw needed a turn: the count starts again, and the tour comes back to it.
  await step('front left screw', 0, 'Adjusted');
  await step('front right screw', 0, 'Accept');
  await step('rear right screw', 1, 'Accept');

  await reloadInTheme(page, sim, false);
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await auditDialog(page, 'bed screws, light');
  await step('rear left screw', 2, 'Accept');
  await step('front left screw', 3, 'Accept');
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  expect(await queryField(sim, 'bed_screws', 'is_active')).toBe(false);
  const store = await (await fetch(`${sim.url}/server/gcode_store?count=50`)).json();
  const lines = (store as { result: { gcode_store: { message: string }[] } }).result.gcode_store;
  expect(lines.map((l) => l.message)).toContain('// Bed screws tool completed successfully');
});

test("SCREWS_TILT_CALCULATE's result per screw, measured again, in both themes", async ({
  page,
  sim,
}) => {
  test.setTimeout(150_000);
  const dialog = await homeAndRun(page, sim, 'SCREWS_TILT_CALCULATE', 'Screws tilt adjust', 60_000);
  type Result = { z: number; sign: string; adjust: string; is_base: boolean };
  const expectRows = async () => {
    const results = (await queryField(sim, 'screws_tilt_adjust', 'results')) as Record<
      string,
      Result
    >;
    const names = ['front left screw', 'front right screw', 'rear right screw', 'rear left screw'];
    const rows = dialog.getByRole('row');
    await expect(rows).toHaveCount(5);
    for (const [i, name] of names.entries()) {
      const result = results[`screw${i + 1}`]!;
      const [turns, minutes] = result.adjust.split(':').map(Number);
      const row = rows.nth(i + 1);
      await expect(row.getByRole('rowheader')).toContainText(name);
      await expect(row.getByRole('cell').nth(0)).toHaveText(String(turns));
      await expect(row.getByRole('cell').nth(1)).toHaveText(String(minutes));
      const direction = result.is_base
        ? 'Base'
        : result.adjust === '00:00'
          ? 'Level'
          : result.sign === 'CW'
            ? 'Clockwise'
            : 'Counter-clockwise';
      await expect(row.getByRole('cell').nth(2)).toHaveText(direction);
    }
    expect(Object.values(results).filter((r) => r.is_base)).toHaveLength(1);
  };
  await expectRows();
  await auditDialog(page, 'screws tilt, dark');

  // Measuring again replaces the table with the new run's numbers.
  const before = JSON.stringify(await queryField(sim, 'screws_tilt_adjust', 'results'));
  await dialog.getByRole('button', { name: 'Measure again' }).click();
  await expect(dialog.getByRole('button', { name: 'Measure again' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Measure again' })).toBeEnabled({
    timeout: 60_000,
  });
  expect(JSON.stringify(await queryField(sim, 'screws_tilt_adjust', 'results'))).not.toBe(before);
  await expectRows();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // A reload finds the same results: they are not news, no dialog. A new run opens it.
  await reloadInTheme(page, sim, false);
  await scrollTo(page, page.getByRole('button', { name: 'SCREWS_TILT_CALCULATE' }));
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'SCREWS_TILT_CALCULATE' }).click();
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await expectRows();
  await auditDialog(page, 'screws tilt, light');
});
