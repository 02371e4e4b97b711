// The printer the dashboard shows (the one the browser has chosen) holds every call (sim/faults stall&method=*) when the page
// opens: its first API check gets no answer, so the page says there is no connection; once the
// printer answers again the dashboard comes up by itself, without the Reconnect button.
import { fault } from './fault-helpers';
import { expect, knowPrinters, printerState, test } from './fixtures';

test.use({ simArgs: ['--faults'] });

test('a printer that does not answer when the page opens comes up by itself once it answers', async ({
  page,
  sim,
}) => {
  await knowPrinters(page, [[sim, 'Workshop']]);
  await fault(sim.url, 'action=stall&method=*');
  await page.goto(`${sim.url}/`);
  await expect(page.getByRole('button', { name: 'Reconnect' })).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByRole('status').filter({ hasText: 'No API server connection' }),
  ).toBeVisible();

  await fault(sim.url, 'action=clear');
  await expect(printerState(page)).toContainText('Ready', { timeout: 15_000 });
});
