// The HTTP side of spec §8 and the 4xx codes of the socket, under injected errors (sim/faults):
// an HTTP request answered 500 is told until dismissed and one answered 404 only logged, as is a
// socket call answered 404 or 401; a refused upload's 401 logs the user out only when the login
// has really ended. After each, the page works on.
import type { Page } from '@playwright/test';
import { fault, testUserToken } from './fault-helpers';
import { browser, chooseFiles, listGcodes, openReady, row } from './files-helpers';
import { expect, logIn, printerState, routeOf, test } from './fixtures';

test.use({ simArgs: ['--faults'] });

const GCODE = Buffer.from('G28\nG1 X10 Y10\n');

/** The warnings the page logged, from now on. */
function warnings(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') seen.push(message.text());
  });
  return seen;
}

test('an upload answered 500 is told until dismissed, one answered 404 only logged; then uploads work', async ({
  page,
  sim,
}) => {
  const logged = warnings(page);
  await openReady(page, `${sim.url}/jobs`);
  await expect(browser(page)).toBeVisible();

  await fault(sim.url, 'action=error&method=server.files.upload&code=500&message=Write%20failed');
  await chooseFiles(page, [{ name: 'refused.gcode', buffer: GCODE }]);
  // Moonraker answers a failed upload with the reason phrase of its status.
  const told = page.getByRole('alert').filter({ hasText: 'Internal Server Error' });
  await expect(told).toBeVisible({ timeout: 10_000 });
  await page.waitForTimeout(7_000); // longer than an ordinary message stays
  await expect(told).toBeVisible();
  await told.getByRole('button', { name: 'Close' }).click();
  await expect(told).toHaveCount(0);

  await fault(sim.url, 'action=error&method=server.files.upload&code=404&message=Not%20here');
  await chooseFiles(page, [{ name: 'lost.gcode', buffer: GCODE }]);
  await expect
    .poll(() => logged.some((text) => text.includes('Not Found')), { timeout: 10_000 })
    .toBe(true);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await listGcodes(sim.url)).not.toContain('lost.gcode');

  await fault(sim.url, 'action=clear');
  await chooseFiles(page, [{ name: 'lost.gcode', buffer: GCODE }]);
  await expect(row(page, 'lost.gcode')).toBeVisible({ timeout: 10_000 });
  await expect(printerState(page)).toContainText('Ready');
});

// Over the socket Moonraker sends a 404 as -32601 and a 401 as -32602 (moonraker-api.md §2.4):
// outside the 400-499 the socket handler shows, so only logged.
test('a console command answered 404 or 401 is only logged; the page works on', async ({
  page,
  sim,
}) => {
  const logged = warnings(page);
  await openReady(page, `${sim.url}/console`);
  const input = page.getByRole('textbox', { name: 'Command' });
  for (const [code, message] of [
    [404, 'No such command handler'],
    [401, 'Not permitted for this user'],
  ] as const) {
    await fault(
      sim.url,
      `action=error&method=printer.gcode.script&code=${code}&message=${encodeURIComponent(message)}`,
    );
    await input.fill('G28');
    await input.press('Enter');
    await expect
      .poll(() => logged.some((text) => text.includes(message)), { timeout: 10_000 })
      .toBe(true);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(printerState(page)).toContainText('Ready');
    expect(routeOf(page)).toBe('/console');
  }
  await fault(sim.url, 'action=clear');
  await input.fill('M117 still here');
  await input.press('Enter');
  await expect(page.getByRole('log', { name: 'Console output' })).toContainText('M117 still here');
});

test.describe('with logins', () => {
  test.use({ auth: true });

  test('an upload answered 401 keeps a login that holds and ends one that does not', async ({
    page,
    sim,
  }) => {
    const own = await testUserToken(sim.url);
    await page.goto(`${sim.url}/jobs`);
    await logIn(page, 'printdeck', 'printdeck');
    await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });

    // Only the upload is refused: the login still holds, so the refusal is shown.
    await fault(sim.url, 'action=error&method=server.files.upload&code=401&message=x', own);
    await chooseFiles(page, [{ name: 'first.gcode', buffer: GCODE }]);
    await expect(page.getByRole('alert').filter({ hasText: 'Unauthorized' })).toBeVisible({
      timeout: 10_000,
    });
    await expect(printerState(page)).toContainText('Ready');
    expect(routeOf(page)).toBe('/jobs');

    // Every call refused, the token refresh too: the login has ended.
    await fault(sim.url, 'action=error&method=*&code=401&message=Unauthorized', own);
    await chooseFiles(page, [{ name: 'second.gcode', buffer: GCODE }]);
    await expect.poll(() => routeOf(page), { timeout: 15_000 }).toBe('/login');

    await fault(sim.url, 'action=clear', own);
    await logIn(page, 'printdeck', 'printdeck');
    await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  });
});
