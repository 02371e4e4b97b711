// Actions across the farm, on three virtual printers: two selected tiles start small.gcode, found
// on printer 1 and copied to printer 2, the starts 5 s apart — both print, the second later, the
// third printer untouched; then pausing printer 1 from its tile pauses only printer 1.
import { expect, knowPrinters, launchSim, queryField, test, type Sim } from './fixtures';

test.use({ timeScale: 5 });

const printState = async (sim: Sim) => String(await queryField(sim, 'print_stats', 'state'));

/**
 * Polls the printers' print_stats.state every 100 ms until each of `sims` prints (or `ms` pass),
 * and answers when each was first seen printing (ms since the epoch).
 */
async function startTimes(sims: Sim[], ms: number): Promise<(number | null)[]> {
  const seen: (number | null)[] = sims.map(() => null);
  const end = Date.now() + ms;
  while (seen.some((t) => t === null) && Date.now() < end) {
    const states = await Promise.all(sims.map(printState));
    const now = Date.now();
    states.forEach((state, i) => {
      if (state === 'printing' && seen[i] === null) seen[i] = now;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return seen;
}

test('two selected printers start a file 5 s apart; a tile pauses only its printer', async ({
  page,
  sim,
}) => {
  test.setTimeout(180_000);
  const second = await launchSim({ timeScale: 5, auth: false });
  const third = await launchSim({ timeScale: 5, auth: false });
  try {
    await knowPrinters(page, [
      [sim, 'Printer 1'],
      [second, 'Printer 2'],
      [third, 'Printer 3'],
    ]);
    await page.goto(`${sim.url}/farm`);
    const tile = (n: number) => page.getByRole('region', { name: `Printer ${n}`, exact: true });
    for (const n of [1, 2, 3])
      await expect(tile(n).getByRole('status', { name: 'Printer state' })).toHaveText('Ready', {
        timeout: 30_000,
      });

    await page.getByRole('checkbox', { name: 'Select Printer 1' }).check();
    await page.getByRole('checkbox', { name: 'Select Printer 2' }).check();
    const bar = page.getByRole('toolbar', { name: 'Actions on the selected printers' });
    await expect(bar.getByRole('status')).toHaveText('2 selected');
    await bar.getByRole('button', { name: 'Start a file' }).click();

    const dialog = page.getByRole('dialog', { name: 'Start a file on the selected printers' });
    await dialog.getByRole('radio', { name: 'A file on one of these printers' }).check();
    await expect(dialog.getByRole('combobox', { name: 'Printer' })).toHaveText('Printer 1');
    await dialog.getByRole('searchbox', { name: 'Search files' }).fill('small');
    const files = dialog.getByRole('list', { name: 'G-code files' });
    await files.getByRole('button', { name: 'small.gcode', exact: true }).click();
    const stagger = dialog.getByRole('textbox', { name: 'Stagger the starts by (seconds)' });
    await stagger.fill('9999');
    await expect(dialog.getByText('From 0 to 3600 seconds')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Start', exact: true })).toBeDisabled();
    await stagger.fill('5');
    await expect(dialog.getByRole('button', { name: 'Start', exact: true })).toBeEnabled();

    expect(await printState(sim)).toBe('standby');
    expect(await printState(second)).toBe('standby');
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/fleet-start.png` });
    await dialog.getByRole('button', { name: 'Start', exact: true }).click();
    const [first, later] = await startTimes([sim, second], 60_000);
    expect(first, 'printer 1 prints').not.toBeNull();
    expect(later, 'printer 2 prints').not.toBeNull();
    expect(later! - first!).toBeGreaterThanOrEqual(4000);
    // Printer 1's job ran longer than printer 2's.
    const duration = async (s: Sim) => Number(await queryField(s, 'print_stats', 'total_duration'));
    expect(await duration(sim)).toBeGreaterThan(await duration(second));

    const row = (n: number) => dialog.getByRole('listitem', { name: `Printer ${n}` });
    await expect(row(1)).toContainText(/Started at \d{1,2}:\d{2}:\d{2}/);
    await expect(row(2)).toContainText(/Started at \d{1,2}:\d{2}:\d{2}/, { timeout: 15_000 });
    await expect(dialog.getByText('2 done, 0 refused, 0 not started')).toBeVisible();
    if (process.env.SHOTS)
      await page.screenshot({ path: `${process.env.SHOTS}/fleet-started.png` });
    // The third printer was not selected: untouched.
    expect(await printState(third)).toBe('standby');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/fleet-bar.png` });

    // Pause printer 1 from its tile: printer 2 keeps printing.
    await expect(tile(1).getByRole('status', { name: 'Printer state' })).toHaveText('Printing', {
      timeout: 15_000,
    });
    await tile(1).getByRole('button', { name: 'Pause (Printer 1)' }).click();
    await expect.poll(() => printState(sim), { timeout: 20_000 }).toBe('paused');
    await expect(tile(1).getByRole('status', { name: 'Printer state' })).toHaveText('Paused', {
      timeout: 15_000,
    });
    expect(await printState(second)).toBe('printing');
    expect(await printState(third)).toBe('standby');
  } finally {
    await Promise.all([second.dispose(), third.dispose()]);
  }
});

test('a G-code file dropped on a tile is uploaded to that printer and printed once confirmed', async ({
  page,
  sim,
}) => {
  test.setTimeout(120_000);
  const other = await launchSim({ timeScale: 5, auth: false });
  try {
    await knowPrinters(page, [
      [sim, 'Printer 1'],
      [other, 'Printer 2'],
    ]);
    await page.goto(`${sim.url}/farm`);
    const tile = page.getByRole('region', { name: 'Printer 2', exact: true });
    await expect(tile.getByRole('status', { name: 'Printer state' })).toHaveText('Ready', {
      timeout: 30_000,
    });
    const dropFile = async (name: string, text: string) => {
      const dataTransfer = await page.evaluateHandle(
        ([fileName, content]) => {
          const transfer = new DataTransfer();
          transfer.items.add(new File([content], fileName, { type: 'text/plain' }));
          return transfer;
        },
        [name, text] as const,
      );
      for (const type of ['dragenter', 'dragover', 'drop'])
        await tile.dispatchEvent(type, { dataTransfer });
    };

    // Not G-code: refused on the tile, nothing sent.
    await dropFile('bracket.stl', 'solid bracket\nendsolid\n');
    await expect(page.getByRole('alert')).toContainText('bracket.stl is not a G-code file');

    await dropFile('dropped.gcode', 'G28\nG1 X20 Y20 F6000\nG1 X40 E2 F1200\nG1 Y40 E2\n');
    const ask = page.getByRole('dialog', { name: 'Print dropped.gcode now?' });
    await expect(ask).toBeVisible({ timeout: 20_000 });
    // Uploaded to the printer of the tile only, not started yet.
    const listed = async (s: Sim) => {
      const res = await fetch(`${s.url}/server/files/list?root=gcodes`);
      const body = (await res.json()) as { result: { path: string }[] };
      return body.result.map((f) => f.path);
    };
    expect(await listed(other)).toContain('dropped.gcode');
    expect(await listed(sim)).not.toContain('dropped.gcode');
    expect(await queryField(other, 'print_stats', 'state')).toBe('standby');

    await ask.getByRole('button', { name: 'Print' }).click();
    await expect
      .poll(() => queryField(other, 'print_stats', 'filename'), { timeout: 20_000 })
      .toBe('dropped.gcode');
    expect(await queryField(sim, 'print_stats', 'state')).toBe('standby');
  } finally {
    await other.dispose();
  }
});
