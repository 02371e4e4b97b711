// (d) Losing the API server shows the disconnected screen; when it is back, the dashboard recovers
// in place (no page reload).
import { expect, expectNoReload, printerState, test } from './fixtures';

test('the dashboard survives a simulator restart without reloading', async ({ page, sim }) => {
  test.setTimeout(120_000);
  await page.goto(`${sim.url}/`);
  const state = printerState(page);
  await expect(state).toContainText('Ready', { timeout: 20_000 });

  const connecting = page.getByText('Connecting to the API server...');
  const noConnection = page.getByText(
    'No API server connection. Please check the service status and / or refresh.',
  );
  const reconnect = page.getByRole('button', { name: 'Reconnect', exact: true });

  await expectNoReload(page, async () => {
    await sim.stop();

    await expect(page.getByText(sim.url)).toBeVisible({ timeout: 20_000 });
    await expect(connecting.or(noConnection).first()).toBeVisible();
    await expect(reconnect).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh', exact: true })).toBeVisible();

    await sim.start();

    // The dashboard may reconnect by itself (still retrying) or wait for the user (gave up).
    await expect(state.filter({ hasText: 'Ready' }).or(reconnect).first()).toBeVisible({
      timeout: 30_000,
    });
    if (await reconnect.isVisible()) {
      await reconnect.click({ timeout: 5_000 }).catch(() => {
        // It reconnected on its own between the check and the click.
      });
    }
    await expect(state).toContainText('Ready', { timeout: 30_000 });
  });
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});
