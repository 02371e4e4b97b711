// The job queue on /jobs: its panel beside the files follows the queue live, two files selected in
// the browser are queued at once, a group's copies are changed in place (the printer's queue then
// has that many), and a group in the middle grows with its copies right after it.
import { audit, transitionsOver, useLightTheme } from './axe-helpers';
import { openReady } from './files-helpers';
import { expect, test } from './fixtures';
import { queuedFiles, queueRegion, queueRows, uploadGcode } from './queue-helpers';

test.use({ timeScale: 20 });

const panel = queueRegion;
const queued = queuedFiles;

test('the /jobs panel: a two-file selection queued, live changes, copies changed in place', async ({
  page,
  sim,
}) => {
  test.setTimeout(90_000);
  await uploadGcode(sim.url, 'cube.gcode');

  await openReady(page, `${sim.url}/jobs`);
  const queue = panel(page);
  await expect(queue.getByText(/No jobs queued/)).toBeVisible({ timeout: 20_000 });

  // Two files selected: each queued once, in the list's order (by name).
  await page.getByRole('checkbox', { name: 'Select small.gcode' }).check();
  await page.getByRole('checkbox', { name: 'Select multi.gcode' }).check();
  await page.getByRole('button', { name: 'Add to queue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add the selected files to the queue' });
  await expect(dialog.getByRole('list', { name: 'Files to add' })).toHaveText(
    /multi\.gcode\s*small\.gcode/,
  );
  await transitionsOver(page);
  expect(await audit(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Jobs added to the queue: 2')).toBeVisible();
  // The selection is done with: the browser's own toolbar is back.
  await expect(page.getByText('2 selected')).toBeHidden();
  await expect(page.getByRole('checkbox', { name: 'Select small.gcode' })).not.toBeChecked();
  await expect.poll(() => queueRows(page)).toEqual(['multi.gcode', 'small.gcode']);
  expect(await queued(sim.url)).toEqual(['multi.gcode', 'small.gcode']);

  // Someone else adds three cubes: the panel shows them without a reload.
  const post = await fetch(`${sim.url}/server/job_queue/job`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ filenames: ['cube.gcode', 'cube.gcode', 'cube.gcode'] }),
  });
  expect(post.ok).toBe(true);
  await expect
    .poll(() => queueRows(page))
    .toEqual(['multi.gcode', 'small.gcode', 'cube.gcode × 3']);

  // × 3 becomes × 5 in place.
  const cubes = queue.getByRole('textbox', { name: 'Copies of cube.gcode' });
  await expect(cubes).toHaveValue('3');
  await cubes.fill('5');
  await cubes.press('Enter');
  await expect
    .poll(() => queueRows(page))
    .toEqual(['multi.gcode', 'small.gcode', 'cube.gcode × 5']);
  expect(await queued(sim.url)).toEqual([
    'multi.gcode',
    'small.gcode',
    ...Array<string>(5).fill('cube.gcode'),
  ]);

  // A number out of range is said and changes nothing.
  await cubes.fill('120');
  await cubes.press('Enter');
  await expect(queue.getByText('Copies: a whole number from 1 to 99')).toBeVisible();
  await expect(cubes).toHaveAttribute('aria-invalid', 'true');
  await cubes.press('Escape');
  await expect(cubes).toHaveValue('5');

  // The first group grows: its copy comes right after it, the rest keeps its order.
  const multi = queue.getByRole('textbox', { name: 'Copies of multi.gcode' });
  await multi.fill('2');
  await multi.press('Enter');
  await expect
    .poll(() => queueRows(page))
    .toEqual(['multi.gcode × 2', 'small.gcode', 'cube.gcode × 5']);
  expect(await queued(sim.url)).toEqual([
    'multi.gcode',
    'multi.gcode',
    'small.gcode',
    ...Array<string>(5).fill('cube.gcode'),
  ]);

  // And the cubes shrink back to two (their last jobs deleted).
  await cubes.fill('2');
  await cubes.blur();
  await expect
    .poll(() => queueRows(page))
    .toEqual(['multi.gcode × 2', 'small.gcode', 'cube.gcode × 2']);
  await expect(queue.getByRole('group', { name: 'Queue totals' })).toContainText('Jobs: 5');
  // The panel with its copies fields and a refused number has no serious accessibility findings,
  // dark and light.
  await multi.fill('0');
  await expect(multi).toHaveAttribute('aria-invalid', 'true');
  expect(await audit(page)).toEqual([]);
  await useLightTheme(page);
  expect(await audit(page)).toEqual([]);
});
