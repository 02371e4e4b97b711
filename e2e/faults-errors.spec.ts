// Calls answered with the errors of spec §8 (sim/faults: error&method=M&code=C&message=T): the
// dashboard shows what §8 asks for each, and once the fault is lifted the page works again.
import type { Page } from '@playwright/test';
import { browser, openReady, row, rowAction } from './files-helpers';
import { fault, testUserToken } from './fault-helpers';
import { expect, logIn, printerState, readDatabaseItem, routeOf, test } from './fixtures';

test.use({ simArgs: ['--faults'] });

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
    await expect(page.getByRole('alert')).toHaveCount(1); // told once, where the files would be
    await expect(browser(page).getByText('No files found')).toHaveCount(0);
    await expect(row(page, 'kept.gcode')).toHaveCount(0);

    await fault(sim.url, 'action=clear');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(row(page, 'kept.gcode')).toBeVisible({ timeout: 10_000 });
    await expect(alert).toHaveCount(0);
  }
});

/** Opens the console with printer.gcode.script answered `code` and sends G28; the command line. */
async function sendRefusedG28(page: Page, simUrl: string, code: number, message: string) {
  await openReady(page, `${simUrl}/console`);
  await fault(
    simUrl,
    `action=error&method=printer.gcode.script&code=${code}&message=${encodeURIComponent(message)}`,
  );
  const input = page.getByRole('textbox', { name: 'Command' });
  await input.fill('G28');
  await input.press('Enter');
  return input;
}

test('a console command answered 503 puts the printer in the error state, and it comes back to Ready', async ({
  page,
  sim,
}) => {
  const input = await sendRefusedG28(page, sim.url, 503, 'Klippy Host not connected');
  await expect(printerState(page)).not.toContainText('Ready', { timeout: 5_000 });
  await fault(sim.url, 'action=clear');
  await expect(printerState(page)).toContainText('Ready', { timeout: 10_000 });
  await input.fill('M117 back');
  await input.press('Enter');
  await expect(page.getByRole('log', { name: 'Console output' })).toContainText('M117 back');
});

test('a console command answered 500 shows the server message until dismissed; once lifted, commands run', async ({
  page,
  sim,
}) => {
  const input = await sendRefusedG28(page, sim.url, 500, 'Internal failure running G28');
  const alert = page.getByRole('alert').filter({ hasText: 'Internal failure running G28' });
  await expect(alert).toBeVisible({ timeout: 10_000 });
  // Persistent: still there after the 6 s an ordinary error message stays.
  await page.waitForTimeout(7_000);
  await expect(alert).toBeVisible();
  await expect(printerState(page)).toContainText('Ready');

  await fault(sim.url, 'action=clear');
  await input.fill('M117 after');
  await input.press('Enter');
  await expect(page.getByRole('log', { name: 'Console output' })).toContainText('M117 after');
});

async function printState(simUrl: string): Promise<string> {
  const res = await fetch(`${simUrl}/printer/objects/query?print_stats=state`);
  const body = (await res.json()) as { result: { status: { print_stats: { state: string } } } };
  return body.result.status.print_stats.state;
}

test('a print start answered 409 shows the server message; once lifted, Print starts the print', async ({
  page,
  sim,
}) => {
  await openReady(page, `${sim.url}/jobs`);
  await expect(row(page, 'small.gcode')).toBeVisible({ timeout: 10_000 });
  await fault(
    sim.url,
    `action=error&method=printer.print.start&code=409&message=${encodeURIComponent('Printer is busy elsewhere')}`,
  );
  await rowAction(page, 'small.gcode', 'Print');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Printer is busy elsewhere' }),
  ).toBeVisible({ timeout: 10_000 });
  expect(await printState(sim.url)).toBe('standby');

  await fault(sim.url, 'action=clear');
  await rowAction(page, 'small.gcode', 'Print');
  await expect.poll(() => printState(sim.url), { timeout: 10_000 }).toBe('printing');
});

test('a settings save answered 400 shows the server message; once lifted, the next change is saved', async ({
  page,
  sim,
}) => {
  await openReady(page, `${sim.url}/settings#general`);
  const name = page
    .getByRole('region', { name: 'General', exact: true })
    .getByRole('textbox', { name: 'Printer name' });
  await expect(name).toBeVisible({ timeout: 30_000 });
  await fault(
    sim.url,
    `action=error&method=server.database.post_item&code=400&message=${encodeURIComponent('Database is read-only')}`,
  );
  await name.fill('Refused name');
  await expect(page.getByRole('alert').filter({ hasText: 'Database is read-only' })).toBeVisible({
    timeout: 10_000,
  });
  expect(await readDatabaseItem(sim.url, 'uiSettings.general.instanceName')).toBeUndefined();

  await fault(sim.url, 'action=clear');
  await name.fill('Saved name');
  await expect
    .poll(() => readDatabaseItem(sim.url, 'uiSettings.general.instanceName'), { timeout: 10_000 })
    .toBe('Saved name');
});

test('a folder listing answered 503 puts the printer in the error state; once lifted, it is Ready and the listing works', async ({
  page,
  sim,
}) => {
  await upload(sim.url, 'kept.gcode');
  await openReady(page, `${sim.url}/jobs`);
  await expect(row(page, 'kept.gcode')).toBeVisible({ timeout: 10_000 });
  await fault(
    sim.url,
    `action=error&method=server.files.get_directory&code=503&message=${encodeURIComponent('Klippy Host not connected')}`,
  );
  await page.reload();
  await expect(printerState(page)).not.toContainText('Ready', { timeout: 10_000 });
  await fault(sim.url, 'action=clear');
  await expect(printerState(page)).toContainText('Ready', { timeout: 10_000 });
  await expect(row(page, 'kept.gcode')).toBeVisible({ timeout: 10_000 });
});

test.describe('with logins', () => {
  test.use({ auth: true });

  test('an authenticated request answered 401 logs the user out; logging in again works once lifted', async ({
    page,
    sim,
  }) => {
    await page.goto(`${sim.url}/`);
    await logIn(page, 'printdeck', 'printdeck');
    await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
    // The fault route sits behind the login, like every debug route.
    const token = await testUserToken(sim.url);
    await fault(sim.url, 'action=error&method=server.info&code=401&message=Unauthorized', token);
    await page.reload();
    await expect.poll(() => routeOf(page), { timeout: 15_000 }).toBe('/login');

    await fault(sim.url, 'action=clear', token);
    await logIn(page, 'printdeck', 'printdeck');
    await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  });
});
