// The job queue on the farm page, over two virtual printers: "Distribute" puts three copies of
// small.gcode (13 min) into the printers' queues, balanced by their work ahead — printer 1 already
// has a 20-minute job queued, so printer 2 gets two copies and printer 1 one — as the tiles show
// and each printer's own server.job_queue.status confirms; then "Start a file" on a printer that
// is printing queues the file there instead, while the idle one starts it.
import { fixture } from './files-helpers';
import { queuedFiles, uploadGcode } from './queue-helpers';
import { expect, knowPrinters, launchSim, queryField, test, type Sim } from './fixtures';

test.use({ timeScale: 5 });

const queued = (sim: Sim) => queuedFiles(sim.url);

async function post(sim: Sim, path: string): Promise<void> {
  const res = await fetch(`${sim.url}${path}`, { method: 'POST' });
  expect(res.ok, `${path}: ${await res.text()}`).toBe(true);
}

/** small.gcode with a slicer estimate of 20 minutes instead of 13 min 1 s. */
function longJob(): Buffer {
  const text = fixture('small.gcode').toString('utf8');
  const changed = text.replace(
    '; estimated printing time (normal mode) = 13m 1s',
    '; estimated printing time (normal mode) = 20m 0s',
  );
  expect(changed).not.toBe(text);
  return Buffer.from(changed);
}

test('Distribute fills two printers’ queues, balanced by their queued time', async ({
  page,
  sim,
}) => {
  test.setTimeout(120_000);
  const second = await launchSim({ timeScale: 5, auth: false });
  try {
    await uploadGcode(sim.url, 'long.gcode', longJob());
    await post(sim, '/server/job_queue/job?filenames=long.gcode');
    await knowPrinters(page, [
      [sim, 'Printer 1'],
      [second, 'Printer 2'],
    ]);
    await page.goto(`${sim.url}/farm`);
    const tile = (n: number) => page.getByRole('region', { name: `Printer ${n}`, exact: true });
    for (const n of [1, 2])
      await expect(tile(n).getByRole('status', { name: 'Printer state' })).toHaveText('Ready', {
        timeout: 30_000,
      });
    await expect(tile(1).getByText('Queue: 1 · next long.gcode')).toBeVisible();
    await expect(tile(2).getByText(/^Queue:/)).toHaveCount(0);

    await page.getByRole('checkbox', { name: 'Select Printer 1' }).check();
    await page.getByRole('checkbox', { name: 'Select Printer 2' }).check();
    const bar = page.getByRole('toolbar', { name: 'Actions on the selected printers' });
    await bar.getByRole('button', { name: 'Distribute' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'Distribute copies over the selected printers’ queues',
    });
    await dialog.getByRole('radio', { name: 'A file on one of these printers' }).check();
    await expect(dialog.getByRole('combobox', { name: 'Printer' })).toHaveText('Printer 1');
    await dialog.getByRole('searchbox', { name: 'Search files' }).fill('small');
    await dialog
      .getByRole('list', { name: 'G-code files' })
      .getByRole('button', { name: 'small.gcode', exact: true })
      .click();
    await dialog.getByRole('textbox', { name: 'Copies' }).fill('3');
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/distribute.png` });
    await dialog.getByRole('button', { name: 'Distribute', exact: true }).click();

    const row = (n: number) => dialog.getByRole('listitem', { name: `Printer ${n}` });
    await expect(dialog.getByText('Copies queued: 3 of 3 · printers refused: 0')).toBeVisible({
      timeout: 30_000,
    });
    await expect(row(1)).toContainText('Copies queued: 1');
    await expect(row(2)).toContainText('Copies queued: 2');
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/distributed.png` });
    expect(await queued(sim)).toEqual(['long.gcode', 'small.gcode']);
    expect(await queued(second)).toEqual(['small.gcode', 'small.gcode']);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The tiles follow their queues (notify_job_queue_changed).
    await expect(tile(1).getByText('Queue: 2 · next long.gcode')).toBeVisible();
    await expect(tile(2).getByText('Queue: 2 · next small.gcode')).toBeVisible();
    // Nothing was started.
    expect(await queryField(sim, 'print_stats', 'state')).toBe('standby');
    expect(await queryField(second, 'print_stats', 'state')).toBe('standby');
  } finally {
    await second.dispose();
  }
});

test('Start a file queues it on a printer that is printing and starts it on the idle one', async ({
  page,
  sim,
}) => {
  test.setTimeout(120_000);
  const second = await launchSim({ timeScale: 5, auth: false });
  try {
    await expect
      .poll(() => queryField(second, 'webhooks', 'state').catch(() => null), { timeout: 20_000 })
      .toBe('ready');
    await post(second, '/printer/print/start?filename=multi.gcode');
    await expect
      .poll(() => queryField(second, 'print_stats', 'state'), { timeout: 20_000 })
      .toBe('printing');
    await knowPrinters(page, [
      [sim, 'Printer 1'],
      [second, 'Printer 2'],
    ]);
    await page.goto(`${sim.url}/farm`);
    const tile = (n: number) => page.getByRole('region', { name: `Printer ${n}`, exact: true });
    await expect(tile(1).getByRole('status', { name: 'Printer state' })).toHaveText('Ready', {
      timeout: 30_000,
    });
    await expect(tile(2).getByRole('status', { name: 'Printer state' })).toHaveText('Printing', {
      timeout: 30_000,
    });

    await page.getByRole('checkbox', { name: 'Select Printer 1' }).check();
    await page.getByRole('checkbox', { name: 'Select Printer 2' }).check();
    const bar = page.getByRole('toolbar', { name: 'Actions on the selected printers' });
    await bar.getByRole('button', { name: 'Start a file' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start a file on the selected printers' });
    // Printer 2 is busy and has the job queue: queueing is on.
    await expect(
      dialog.getByRole('checkbox', { name: 'Queue the file on printers that are printing' }),
    ).toBeChecked();
    await dialog.getByRole('radio', { name: 'A file on one of these printers' }).check();
    await dialog.getByRole('searchbox', { name: 'Search files' }).fill('small');
    await dialog
      .getByRole('list', { name: 'G-code files' })
      .getByRole('button', { name: 'small.gcode', exact: true })
      .click();
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/queue-start.png` });
    await dialog.getByRole('button', { name: 'Start', exact: true }).click();

    await expect(dialog.getByText('1 started, 1 queued, 0 refused, 0 not started')).toBeVisible({
      timeout: 30_000,
    });
    await expect(dialog.getByRole('listitem', { name: 'Printer 1' })).toContainText(
      /Started at \d{1,2}:\d{2}:\d{2}/,
    );
    await expect(dialog.getByRole('listitem', { name: 'Printer 2' })).toContainText('Queued');
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/queued.png` });
    expect(await queued(second)).toEqual(['small.gcode']);
    expect(await queued(sim)).toEqual([]);
    // Printer 2 goes on with its own print; printer 1 prints the file.
    expect(await queryField(second, 'print_stats', 'filename')).toBe('multi.gcode');
    await expect
      .poll(() => queryField(sim, 'print_stats', 'filename'), { timeout: 20_000 })
      .toBe('small.gcode');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(tile(2).getByText('Queue: 1 · next small.gcode')).toBeVisible();
  } finally {
    await second.dispose();
  }
});
