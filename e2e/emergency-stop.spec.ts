// (c) Emergency stop shuts Klipper down; a firmware restart brings it back.
import { expect, printerState, test } from './fixtures';

test('emergency stop, then firmware restart returns to Ready', async ({ page, sim }) => {
  await page.goto(`${sim.url}/`);
  const state = printerState(page);
  await expect(state).toContainText('Ready', { timeout: 20_000 });

  await page.getByRole('button', { name: 'Emergency stop', exact: true }).click();

  // The firmware-state card (the printer status card, also titled with the state, has no restart buttons).
  const card = page
    .getByRole('region', { name: 'Shutdown', exact: true })
    .filter({ has: page.getByRole('button', { name: 'Firmware restart', exact: true }) });
  await expect(card).toBeVisible();
  await expect(state).toContainText('Shutdown');
  await expect(card.getByRole('button', { name: 'Restart', exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Firmware restart', exact: true }).click();

  await expect(state).toContainText('Ready', { timeout: 30_000 });
  await expect(card).toBeHidden();
});
