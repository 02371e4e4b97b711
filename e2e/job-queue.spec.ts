// The job queue: files queued from their menu ('Add to queue', one copy or several), shown grouped
// on the dashboard's queue card, a group dragged to the front, one removed, the queue started; a
// second browser sees every change as it happens (notify_job_queue_changed).
import type { Locator, Page } from '@playwright/test';
import { fixture, openReady, rowAction, statusHeading } from './files-helpers';
import { expect, test } from './fixtures';
import { queuedFiles, queueRegion, queueRows, uploadGcode } from './queue-helpers';

test.use({ timeScale: 20 });

const queueCard = queueRegion;

async function showQueue(page: Page): Promise<Locator> {
  const card = queueCard(page);
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('status', { name: /^Queue state/ })).toBeVisible({ timeout: 20_000 });
  return card;
}

async function addToQueue(page: Page, name: string, copies?: number): Promise<void> {
  await rowAction(page, name, 'Add to queue');
  const dialog = page.getByRole('dialog', { name: `Add ${name} to the queue` });
  if (copies !== undefined)
    await dialog.getByRole('textbox', { name: 'Copies' }).fill(String(copies));
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('queue files from their menu, see them grouped, reorder by drag, remove one and start the queue', async ({
  page,
  sim,
  browser,
}) => {
  test.setTimeout(120_000);
  await uploadGcode(sim.url, 'cube.gcode');

  // A second browser watches the dashboard the whole time.
  const other = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const watcher = await other.newPage();
    await openReady(watcher, `${sim.url}/`);
    const watched = await showQueue(watcher);
    await expect(watched.getByText(/No jobs queued/)).toBeVisible();

    await openReady(page, `${sim.url}/jobs`);
    await addToQueue(page, 'small.gcode');
    await addToQueue(page, 'multi.gcode');
    await addToQueue(page, 'cube.gcode', 3);
    await expect(page.getByText('cube.gcode × 3 added to the queue')).toBeVisible();

    const queued = ['small.gcode', 'multi.gcode', 'cube.gcode × 3'];
    await expect.poll(() => queueRows(watcher)).toEqual(queued);

    await page.goto(`${sim.url}/`);
    const card = await showQueue(page);
    await expect.poll(() => queueRows(page)).toEqual(queued);
    await expect(card.getByRole('group', { name: 'Queue totals' })).toContainText('Jobs: 5');

    // Drag the three cubes to the front with the keyboard: the queue is posted again in that order.
    const announced = page.locator('[aria-live="assertive"]');
    await card.getByRole('button', { name: 'Drag cube.gcode to another place' }).focus();
    await page.keyboard.press('Space');
    await expect(announced).toHaveText(/^(Picked up cube\.gcode\.|cube\.gcode is at place)/);
    // dnd-kit's keyboard sensor listens for the arrows from a timer set when the drag starts.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.keyboard.press('ArrowUp');
    await expect(announced).toHaveText('cube.gcode is at place 2 of 3.');
    await page.keyboard.press('ArrowUp');
    await expect(announced).toHaveText('cube.gcode is at place 1 of 3.');
    await page.keyboard.press('Space');
    await expect(announced).toHaveText('cube.gcode dropped at place 1 of 3.');
    const reordered = ['cube.gcode × 3', 'small.gcode', 'multi.gcode'];
    await expect.poll(() => queueRows(page)).toEqual(reordered);
    await expect.poll(() => queueRows(watcher)).toEqual(reordered);

    await card.getByRole('button', { name: 'Remove multi.gcode from the queue' }).click();
    const left = ['cube.gcode × 3', 'small.gcode'];
    await expect.poll(() => queueRows(page)).toEqual(left);
    await expect.poll(() => queueRows(watcher)).toEqual(left);

    // The queue starts paused: starting it loads the first job (a cube) at once on an idle printer.
    await expect(card.getByRole('status', { name: 'Queue state: Paused' })).toBeVisible();
    await card.getByRole('button', { name: 'Start the queue' }).first().click();
    await expect(statusHeading(page, 'Printing')).toBeVisible({ timeout: 20_000 });
    const printing = ['cube.gcode × 2', 'small.gcode'];
    await expect.poll(() => queueRows(page)).toEqual(printing);
    await expect.poll(() => queueRows(watcher)).toEqual(printing);
    const history = await (await fetch(`${sim.url}/server/history/list?limit=1`)).json();
    expect(history.result.jobs[0].filename).toBe('cube.gcode');
    // Without automatic_transition in moonraker.conf the queue pauses again once the job loaded.
    await expect(watched.getByRole('status', { name: 'Queue state: Paused' })).toBeVisible();
    await expect(card.getByRole('status', { name: 'Queue state: Paused' })).toBeVisible();
  } finally {
    await other.close();
  }
});

test('Upload and queue: the uploaded file joins the queue', async ({ page, sim }) => {
  await openReady(page, `${sim.url}/jobs`);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload and queue', exact: true }).click();
  await (
    await chooser
  ).setFiles([{ name: 'boat.gcode', mimeType: 'text/plain', buffer: fixture('small.gcode') }]);
  await expect.poll(() => queuedFiles(sim.url)).toEqual(['boat.gcode']);
  await page.goto(`${sim.url}/`);
  await showQueue(page);
  await expect.poll(() => queueRows(page)).toEqual(['boat.gcode']);
});
