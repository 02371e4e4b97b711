// The dashboard served by a plain static host that answers every unknown path with index.html (the
// single-page-app fallback of `serve -s`, Caddy, Netlify, nginx try_files) on its own port, while the
// printer runs elsewhere. The start-up probe asks that host for /server/info and gets the HTML page:
// Printdeck must not take it for Moonraker, must not crash, must say which address answered what,
// and must work once the real printer's address is given.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { expect, printerState, test } from './fixtures';

const DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  process.env.PRINTDECK_STATIC_DIR ?? 'dist',
);

/** A static host for dist/ with the SPA fallback, on a free port of its own. */
async function staticHost(): Promise<{ url: string; host: string; close(): Promise<void> }> {
  const serve = sirv(DIST, { single: true, dev: false });
  const server = http.createServer((req, res) => serve(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('a static host with an SPA fallback is not taken for a printer; the real one works once given', async ({
  page,
  sim,
}) => {
  test.setTimeout(90_000);
  const host = await staticHost();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  try {
    // Sanity: the host really answers /server/info with the dashboard's HTML page.
    const answer = await fetch(`${host.url}/server/info`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<!doctype html>');

    await page.goto(`${host.url}/`);
    // The message names the address that answered and what it answered.
    const message = page.getByText(
      `${host.host} answered server.info with an HTML page, not what Moonraker sends.`,
    );
    await expect(message.first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Something went wrong')).toHaveCount(0);

    // The add-printer path: the HTML host is refused, the simulator is accepted.
    const dialog = page.getByRole('dialog', { name: 'Add printer' });
    if (!(await dialog.isVisible())) {
      await page.getByRole('button', { name: 'Add printer', exact: true }).first().click();
    }
    const field = dialog.getByRole('textbox', { name: 'API address' });
    await field.fill(host.url);
    await expect(dialog.getByLabel('Not reachable')).toBeVisible({ timeout: 10_000 });
    // The dialog says what is wrong: an answer, but not Moonraker's (not "can't reach").
    await expect(dialog.getByRole('alert')).toHaveText(/it is not Moonraker \(a web page/);
    await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

    await field.fill(sim.url);
    await expect(dialog.getByLabel('Reachable')).toBeVisible({ timeout: 10_000 });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(printerState(page)).toContainText('Ready', { timeout: 30_000 });
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  } finally {
    await host.close();
  }
});
