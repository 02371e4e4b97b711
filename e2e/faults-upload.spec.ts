// Uploads under injected faults (sim/faults): an upload whose connection is cut half-way and one
// refused by a full disk leave no file (nor a staged one) on the printer, the dashboard says the
// upload failed, and once the fault is gone the next upload of the same file works.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { browser, chooseFiles, listGcodes, openReady, row } from './files-helpers';
import { fault } from './fault-helpers';
import { expect, test } from './fixtures';

test.use({ simArgs: ['--faults'] });

/** One MiB of G-code, large enough to be cut part-way. */
const LARGE = Buffer.from('G1 X10 Y10 E0.1\n'.repeat(65536));

test('an upload cut half-way leaves no file, says so, and the next upload works', async ({
  page,
  sim,
}) => {
  await openReady(page, `${sim.url}/jobs`);
  await expect(browser(page)).toBeVisible();
  await fault(sim.url, 'action=upload_cut&bytes=262144');

  await chooseFiles(page, [{ name: 'cut.gcode', buffer: LARGE }]);
  await expect(page.getByRole('alert').filter({ hasText: 'Network error' })).toBeVisible({
    timeout: 15_000,
  });
  expect(await listGcodes(sim.url)).not.toContain('cut.gcode');
  expect(readdirSync(path.join(sim.dataDir, '.tmp_uploads'))).toEqual([]);
  await expect(row(page, 'cut.gcode')).toHaveCount(0);

  await fault(sim.url, 'action=clear');
  await chooseFiles(page, [{ name: 'cut.gcode', buffer: LARGE }]);
  await expect(row(page, 'cut.gcode')).toBeVisible({ timeout: 20_000 });
  expect(await listGcodes(sim.url)).toContain('cut.gcode');
});

test('an upload refused by a full disk leaves no file, says so, and the next upload works', async ({
  page,
  sim,
}) => {
  await openReady(page, `${sim.url}/jobs`);
  await expect(browser(page)).toBeVisible();
  await fault(sim.url, 'action=disk_full');

  await chooseFiles(page, [{ name: 'full.gcode', buffer: LARGE }]);
  // Moonraker answers a failed upload with the reason phrase of its status.
  await expect(page.getByRole('alert').filter({ hasText: 'Internal Server Error' })).toBeVisible({
    timeout: 15_000,
  });
  expect(await listGcodes(sim.url)).not.toContain('full.gcode');
  expect(readdirSync(path.join(sim.dataDir, '.tmp_uploads'))).toEqual([]);
  await expect(row(page, 'full.gcode')).toHaveCount(0);

  await fault(sim.url, 'action=clear');
  await chooseFiles(page, [{ name: 'full.gcode', buffer: LARGE }]);
  await expect(row(page, 'full.gcode')).toBeVisible({ timeout: 20_000 });
  expect(await listGcodes(sim.url)).toContain('full.gcode');
});
