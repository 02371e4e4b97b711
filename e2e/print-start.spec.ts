// Starting a print of a file, wherever it is started from, on the virtual printer with its job
// queue and Spoolman: Print on a busy printer offers the queue and 'Add to queue' puts the file
// there; a reprint from /history runs the spool check and warns about a spool too short for the
// file; with 'Ask which spool to use when a print starts' on, Print first asks for a spool, which is
// active when the print starts.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FIXTURES, openReady, rowAction } from './files-helpers';
import { queuedFiles } from './queue-helpers';
import { expect, test, type Sim } from './fixtures';

test.use({ timeScale: 5, simArgs: ['--spoolman-port', '0'] });

async function post(sim: Sim, route: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${sim.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.ok, `${route} answered ${res.status}`).toBe(true);
  return ((await res.json()) as { result: unknown }).result;
}

async function get<T>(sim: Sim, route: string): Promise<T> {
  const res = await fetch(`${sim.url}${route}`);
  expect(res.ok, `${route} answered ${res.status}`).toBe(true);
  return ((await res.json()) as { result: T }).result;
}

const printStats = (sim: Sim) =>
  get<{ status: { print_stats: { state: string; filename: string } } }>(
    sim,
    '/printer/objects/query?print_stats=state,filename',
  ).then((result) => result.status.print_stats);

/** Waits until Klipper is ready: a print cannot start before. */
async function klipperReady(sim: Sim): Promise<void> {
  const state = async () => {
    const res = await fetch(`${sim.url}/printer/info`);
    return res.ok ? ((await res.json()) as { result: { state: string } }).result.state : res.status;
  };
  await expect.poll(state, { timeout: 20_000 }).toBe('ready');
}

/** Uploads small.gcode as `name`, with the filament weight and type it says it needs replaced. */
async function uploadVariant(sim: Sim, name: string, grams: number, type: string): Promise<void> {
  const source = await readFile(path.join(FIXTURES, 'small.gcode'), 'utf8');
  const text = source
    .replace(
      /^; (total )?filament used \[g\] = .*$/gm,
      (_line, total: string | undefined) =>
        `; ${total ?? ''}filament used [g] = ${grams.toFixed(2)}`,
    )
    .replace(/^; filament_type = .*$/m, `; filament_type = ${type}`);
  const form = new FormData();
  form.append('file', new Blob([text]), name);
  const res = await fetch(`${sim.url}/server/files/upload`, { method: 'POST', body: form });
  expect(res.ok).toBe(true);
}

test('Print on a busy printer offers the job queue, and Add to queue puts the file there', async ({
  page,
  sim,
}) => {
  test.setTimeout(120_000);
  await klipperReady(sim);
  await post(sim, '/printer/print/start?filename=small.gcode');
  await expect.poll(() => printStats(sim)).toEqual({ state: 'printing', filename: 'small.gcode' });

  await openReady(page, `${sim.url}/jobs`);
  await rowAction(page, 'multi.gcode', 'Print');
  const dialog = page.getByRole('dialog', { name: 'The printer is busy' });
  await expect(dialog).toContainText(
    'small.gcode has not finished yet. Add multi.gcode to the job queue?',
  );
  await dialog.getByRole('button', { name: 'Add to queue' }).click();
  await expect(dialog).toBeHidden();
  // Moonraker's queue holds the file; the print under way goes on.
  await expect.poll(() => queuedFiles(sim.url)).toEqual(['multi.gcode']);
  await expect(page.getByText(/^multi\.gcode added to the queue/)).toBeVisible();
  expect(await printStats(sim)).toEqual({ state: 'printing', filename: 'small.gcode' });
});

test('a reprint from /history with a spool too short for the file warns first', async ({
  page,
  sim,
}) => {
  test.setTimeout(120_000);
  await uploadVariant(sim, 'big-petg.gcode', 60, 'PETG');
  // A job of that file in the history: started, then cancelled.
  await klipperReady(sim);
  await post(sim, '/printer/print/start?filename=big-petg.gcode');
  await expect.poll(() => printStats(sim)).toMatchObject({ state: 'printing' });
  await post(sim, '/printer/print/cancel');
  await expect.poll(() => printStats(sim)).toMatchObject({ state: 'cancelled' });
  // Jet Black: PETG with 31.80 g left.
  await post(sim, '/server/spoolman/spool_id', { spool_id: 3 });

  await openReady(page, `${sim.url}/history`);
  await page.getByRole('button', { name: 'Print big-petg.gcode' }).click();
  const warning = page.getByRole('dialog', { name: 'Print big-petg.gcode anyway?' });
  await expect(warning).toContainText(
    'The file needs 60.00 g of filament; the spool #3 (Jet Black) has 31.80 g left.',
  );
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(warning).toBeHidden();
  expect(await printStats(sim)).toMatchObject({ state: 'cancelled' });

  await page.getByRole('button', { name: 'Print big-petg.gcode' }).click();
  await warning.getByRole('button', { name: 'Print anyway' }).click();
  await expect
    .poll(() => printStats(sim))
    .toEqual({ state: 'printing', filename: 'big-petg.gcode' });
});

test('asking which spool when a print starts: the spool chosen is active when it starts', async ({
  page,
  sim,
}) => {
  test.setTimeout(120_000);
  await openReady(page, `${sim.url}/settings#spoolman`);
  const card = page.getByRole('region', { name: 'Spoolman', exact: true });
  await card.getByRole('switch', { name: 'Ask which spool to use when a print starts' }).check();
  // Kept in the printer's database with the other settings.
  await expect
    .poll(async () => {
      const item = await get<{ value: { spoolman?: { askSpoolOnStart?: boolean } } }>(
        sim,
        '/server/database/item?namespace=printdeck&key=uiSettings',
      );
      return item.value.spoolman?.askSpoolOnStart;
    })
    .toBe(true);

  await page.goto(`${sim.url}/jobs`);
  await rowAction(page, 'small.gcode', 'Print');
  const ask = page.getByRole('dialog', { name: 'Which spool for small.gcode?' });
  const list = ask.getByRole('list', { name: 'Spools' });
  // The archived spool is not offered.
  await expect(list.getByRole('button')).toHaveCount(4);
  await list.getByRole('button', { name: /Galaxy Black/ }).click();
  await expect(ask).toBeHidden();
  await expect.poll(() => printStats(sim)).toEqual({ state: 'printing', filename: 'small.gcode' });
  expect(await get<{ spool_id: number | null }>(sim, '/server/spoolman/spool_id')).toEqual({
    spool_id: 1,
  });
});
