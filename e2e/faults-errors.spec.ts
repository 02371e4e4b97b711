// Calls answered with the errors of spec §8 (sim/faults: error&method=M&code=C&message=T): the
// dashboard shows what §8 asks for each, and once the fault is lifted the page works again.
import { browser, openReady, row } from './files-helpers';
import { expect, printerState, test } from './fixtures';

test.use({ simArgs: ['--faults'] });

async function fault(simUrl: string, query: string): Promise<void> {
  const response = await fetch(`${simUrl}/debug/sim/faults?${query}`, { method: 'POST' });
  expect(response.status).toBe(200);
}

async function upload(simUrl: string, name: string): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob(['G28\nG1 X10 Y10\n']), name);
  const response = await fetch(`${simUrl}/server/files/upload`, { method: 'POST', body: form });
  expect(response.status).toBe(201);
}

test('a failed folder listing says so with the server message, not "No files found", and its retry works', async ({
  page,
  sim,
}) => {
  await upload(sim.url, 'kept.gcode');
  const failures: [number, string][] = [
    [500, 'Disk read failed'],
    [400, 'Invalid path'],
    [409, 'Listing busy'],
  ];
  for (const [code, message] of failures) {
    await fault(
      sim.url,
      `action=error&method=server.files.get_directory&code=${code}&message=${encodeURIComponent(message)}`,
    );
    await openReady(page, `${sim.url}/jobs`);
    const alert = browser(page)
      .getByRole('alert')
      .filter({ hasText: `This folder could not be listed: ${message}` });
    await expect(alert).toBeVisible({ timeout: 10_000 });
    await expect(browser(page).getByText('No files found')).toHaveCount(0);
    await expect(row(page, 'kept.gcode')).toHaveCount(0);

    await fault(sim.url, 'action=clear');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(row(page, 'kept.gcode')).toBeVisible({ timeout: 10_000 });
    await expect(alert).toHaveCount(0);
  }
});

test('a console command answered 503 puts the printer in the error state, and it comes back to Ready', async ({
  page,
  sim,
}) => {
  await openReady(page, `${sim.url}/console`);
  await fault(
    sim.url,
    `action=error&method=printer.gcode.script&code=503&message=${encodeURIComponent('Klippy Host not connected')}`,
  );
  const input = page.getByRole('textbox', { name: 'Command' });
  await input.fill('G28');
  await input.press('Enter');
  await expect(printerState(page)).not.toContainText('Ready', { timeout: 5_000 });
  await fault(sim.url, 'action=clear');
  await expect(printerState(page)).toContainText('Ready', { timeout: 10_000 });
  await input.fill('M117 back');
  await input.press('Enter');
  await expect(page.getByRole('log', { name: 'Console output' })).toContainText('M117 back');
});
