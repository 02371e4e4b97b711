// With --auth and access tokens that live 4 s, the dashboard stays open past several expiries, its
// socket is dropped and comes back: no login page, and a target set afterwards reaches the printer.
// An upload after the page's timers stood still past the token's life renews it and goes through.
import type { WebSocketRoute } from '@playwright/test';
import { testUserToken } from './fault-helpers';
import { browser, chooseFiles, row } from './files-helpers';
import { expect, logIn, printerState, routeOf, test } from './fixtures';

test.use({ auth: true, simArgs: ['--token-lifetime', '4'] });

test('short-lived tokens: past several expiries and a dropped socket, still logged in', async ({
  page,
  sim,
}) => {
  test.setTimeout(90_000);
  // Every websocket of the page goes through this route, so the test can drop it.
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/websocket/, (ws) => {
    ws.connectToServer();
    sockets.push(ws);
  });

  await page.goto(`${sim.url}/`);
  await expect.poll(() => routeOf(page)).toBe('/login');
  await page.getByRole('textbox', { name: /^Username/ }).fill('printdeck');
  await page.getByLabel(/^Password/).fill('printdeck');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  expect(sockets).toHaveLength(1);

  // Three lifetimes and more, checking all along that the login page never shows.
  const until = Date.now() + 14_000;
  while (Date.now() < until) {
    expect(routeOf(page), 'the login page must not show').toBe('/');
    await page.waitForTimeout(1_000);
  }

  // The connection drops (as a server or network would); the dashboard reconnects by itself.
  await sockets[0]!.close({ code: 4000, reason: 'dropped by the test' });
  await expect.poll(() => sockets.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  expect(routeOf(page), 'still logged in after the reconnect').toBe('/');
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);

  // A target set now reaches the printer.
  const target = page.getByRole('textbox', { name: 'Extruder target' });
  await target.fill('45');
  await target.press('Enter');

  // Read it back over the HTTP API with a token of its own (logged in just now: tokens are short).
  const readTarget = async () => {
    const login = (await (
      await fetch(`${sim.url}/access/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'printdeck', password: 'printdeck', source: 'moonraker' }),
      })
    ).json()) as { result: { token: string } };
    const res = await fetch(`${sim.url}/printer/objects/query?extruder=target`, {
      headers: { Authorization: `Bearer ${login.result.token}` },
    });
    const body = (await res.json()) as { result?: { status: { extruder: { target: number } } } };
    return body.result?.status.extruder.target;
  };
  await expect
    .poll(readTarget, { message: 'the printer’s extruder target', timeout: 10_000 })
    .toBe(45);
  expect(routeOf(page)).toBe('/');
});

// A tab whose timers stood still (a laptop asleep, a tab in the background) holds an access token
// that has expired on the server: the page's renewal timer has not run. An upload then renews the
// token first and goes through, without a refusal and without the login page.
test('an upload after the timers stood still past the token’s life renews it first', async ({
  page,
  sim,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await page.goto(`${sim.url}/jobs`);
  await logIn(page, 'printdeck', 'printdeck');
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  await expect(browser(page)).toBeVisible();

  // The page's timers stop; 5 s later (past the 4 s the token lives) its clock shows the time
  // again, as a laptop's does when it wakes, before any timer has run.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  await page.waitForTimeout(5_000);
  await page.clock.setSystemTime(Date.now());
  const uploads: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/server/files/upload')) uploads.push(response.status());
  });
  await chooseFiles(page, [{ name: 'after-sleep.gcode', buffer: Buffer.from('G28\n') }]);

  const listed = async () => {
    const token = await testUserToken(sim.url);
    const response = await fetch(`${sim.url}/server/files/list?root=gcodes`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as { result: { path: string }[] }).result.map((f) => f.path);
  };
  await expect.poll(listed, { timeout: 15_000 }).toContain('after-sleep.gcode');
  // The answer's event may come a moment after the file is listed.
  await expect.poll(() => uploads, { message: 'sent once, with a valid token' }).toEqual([201]);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.clock.resume();
  await expect(row(page, 'after-sleep.gcode')).toBeVisible({ timeout: 10_000 });
  expect(routeOf(page)).toBe('/jobs');
});
