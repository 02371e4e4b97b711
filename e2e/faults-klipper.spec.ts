// Klipper shut down mid-print by an injected MCU shutdown (sim/faults): the dashboard shows the
// shutdown, Klipper's message and the firmware-restart way out; after the restart the printer is
// Ready again and no print is shown running.
import { openReady, statusHeading } from './files-helpers';
import { expect, printerState, test } from './fixtures';

test.use({ simArgs: ['--faults'] });

test('an MCU shutdown mid-print shows state, message and the way out, then Ready again', async ({
  page,
  sim,
}) => {
  await openReady(page, `${sim.url}/`);
  await fetch(`${sim.url}/printer/print/start?filename=multi.gcode`, { method: 'POST' });
  await expect(statusHeading(page, 'Printing')).toBeVisible({ timeout: 20_000 });

  const shutdown = await fetch(`${sim.url}/debug/sim/faults?action=klipper_shutdown`, {
    method: 'POST',
  });
  expect(shutdown.status).toBe(200);

  const state = printerState(page);
  await expect(state).toContainText('Shutdown');
  const card = page
    .getByRole('region', { name: 'Shutdown', exact: true })
    .filter({ has: page.getByRole('button', { name: 'Firmware restart', exact: true }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText("MCU 'mcu' shutdown: Timer too close");
  await expect(statusHeading(page, 'Printing')).toHaveCount(0);

  await card.getByRole('button', { name: 'Firmware restart', exact: true }).click();
  await expect(state).toContainText('Ready', { timeout: 30_000 });
  await expect(card).toBeHidden();
  await expect(statusHeading(page, 'Printing')).toHaveCount(0);
});
