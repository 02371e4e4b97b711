// Issue 3, scenarios 4–7: folders, drag-and-drop move, rename, delete, bulk delete; hostile names
// and a path escaping the root; deleting the file being printed; cancelling a large upload.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  openReady,
  browser,
  chooseFiles,
  fixture,
  listGcodes,
  row,
  rowAction,
  statusHeading,
} from './files-helpers';
import { expect, test } from './fixtures';

test('create a folder, drag a file into it, rename it, delete it; bulk-delete two files', async ({
  page,
  sim,
}) => {
  await openReady(page, `${sim.url}/jobs`);
  const files = browser(page);

  await files.getByRole('button', { name: 'New folder', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('archive');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(row(page, 'archive')).toBeVisible();

  await row(page, 'small.gcode').dragTo(row(page, 'archive'));
  await expect(row(page, 'small.gcode')).toHaveCount(0);
  await expect.poll(() => listGcodes(sim.url)).toContain('archive/small.gcode');

  await row(page, 'archive').getByRole('button', { name: 'archive', exact: true }).click();
  await expect(row(page, 'small.gcode')).toBeVisible();
  await rowAction(page, 'small.gcode', 'Rename');
  await page.getByRole('dialog').getByRole('textbox').fill('renamed cube.gcode');
  await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
  await expect(row(page, 'renamed cube.gcode')).toBeVisible();
  await rowAction(page, 'renamed cube.gcode', 'Delete');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(row(page, 'renamed cube.gcode')).toHaveCount(0);
  await expect.poll(() => listGcodes(sim.url)).toEqual(['multi.gcode']);

  // Back at the root: upload a second file, then select both files and delete them together.
  await row(page, 'Parent folder')
    .or(files.getByRole('button', { name: 'Parent folder' }))
    .first()
    .click();
  await chooseFiles(page, [{ name: 'second.gcode', buffer: fixture('small.gcode') }]);
  await expect(row(page, 'second.gcode')).toBeVisible({ timeout: 20_000 });
  await files.getByRole('checkbox', { name: 'Select multi.gcode' }).check();
  await files.getByRole('checkbox', { name: 'Select second.gcode' }).check();
  await files.getByRole('button', { name: 'Delete selected' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(row(page, 'multi.gcode')).toHaveCount(0);
  await expect(row(page, 'second.gcode')).toHaveCount(0);
  await expect(row(page, 'archive')).toBeVisible();
  await expect.poll(() => listGcodes(sim.url)).toEqual([]);
});

test.describe('hostile names', () => {
  test.use({ timeScale: 50 });

  test('names with markup and unicode upload, list, print and delete; ../ is refused', async ({
    page,
    sim,
  }) => {
    test.setTimeout(120_000);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await openReady(page, `${sim.url}/jobs`);
    const hostile = '<img src=x onerror=alert(1)>.gcode';
    const unicode = 'ünï cödé — 日本 file.gcode';
    await chooseFiles(page, [
      { name: hostile, buffer: fixture('small.gcode') },
      { name: unicode, buffer: fixture('small.gcode') },
    ]);
    await expect(row(page, hostile)).toBeVisible({ timeout: 20_000 });
    await expect(row(page, unicode)).toBeVisible();
    expect(await listGcodes(sim.url)).toEqual(expect.arrayContaining([hostile, unicode]));

    await rowAction(page, unicode, 'Print');
    await expect(statusHeading(page, 'Printing')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel('File', { exact: true })).toHaveText(unicode);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Cancel print', exact: true })
      .click();
    await expect(statusHeading(page, 'Cancelled')).toBeVisible({ timeout: 20_000 });

    await page.goto(`${sim.url}/jobs`);
    // A rename that escapes the root is refused with a message; nothing is touched.
    await rowAction(page, hostile, 'Rename');
    await page.getByRole('dialog').getByRole('textbox').fill('../escaped.gcode');
    const save = page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true });
    if (await save.isEnabled()) await save.click();
    await expect(page.getByText(/invalid|outside|not allowed/i).first()).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await listGcodes(sim.url)).toEqual(expect.arrayContaining([hostile, unicode]));

    for (const name of [hostile, unicode]) {
      await rowAction(page, name, 'Delete');
      await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(row(page, name)).toHaveCount(0);
    }
    expect(await listGcodes(sim.url)).toEqual(['multi.gcode', 'small.gcode']);
    expect(dialogs, 'no script from a file name may run').toEqual([]);
  });
});

test.describe('file in use', () => {
  test.use({ timeScale: 5 });

  test('deleting the file being printed says File currently in use and the print goes on', async ({
    page,
    sim,
  }) => {
    test.setTimeout(90_000);
    await openReady(page, `${sim.url}/jobs`);
    await rowAction(page, 'small.gcode', 'Print');
    await expect(statusHeading(page, 'Printing')).toBeVisible({ timeout: 20_000 });
    await page.goto(`${sim.url}/jobs`);
    await rowAction(page, 'small.gcode', 'Delete');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('File currently in use')).toBeVisible();
    await expect(row(page, 'small.gcode')).toBeVisible();
    expect(await listGcodes(sim.url)).toContain('small.gcode');
    await page.goto(`${sim.url}/`);
    await expect(statusHeading(page, 'Printing')).toBeVisible({ timeout: 20_000 });
  });
});

test('cancelling a large upload mid-transfer leaves no partial file', async ({ page, sim }) => {
  test.setTimeout(120_000);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'printdeck-big-'));
  const big = path.join(folder, 'huge print.gcode');
  // 400 MB of G-code-looking lines: large enough to still be in transfer when Cancel is clicked.
  const line = Buffer.from('G1 X10.000 Y10.000 E0.05000 ; a long line of filler to take space\n');
  await writeFile(
    big,
    Buffer.concat(Array.from({ length: Math.ceil((400 * 1024 * 1024) / line.length) }, () => line)),
  );
  try {
    await openReady(page, `${sim.url}/jobs`);
    await chooseFiles(page, big);
    const cancel = page.getByRole('button', { name: 'Cancel upload huge print.gcode' });
    await expect(cancel).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', /^[1-9]/, {
      timeout: 20_000,
    });
    await cancel.click();
    await expect(cancel).toHaveCount(0, { timeout: 20_000 });
    await expect
      .poll(() => listGcodes(sim.url), { timeout: 10_000 })
      .toEqual(['multi.gcode', 'small.gcode']);
    await expect(row(page, 'huge print.gcode')).toHaveCount(0);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
