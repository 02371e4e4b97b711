// With --auth and access tokens that live 4 s, the dashboard stays open past several expiries, its
// socket is dropped and comes back: no login page, and a target set afterwards reaches the printer.
import type { WebSocketRoute } from '@playwright/test';
import { expect, printerState, routeOf, test } from './fixtures';

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
