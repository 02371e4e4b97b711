// The farm under an injected fault (sim/faults): one printer whose every call is held unanswered
// (stall&method=*) never delays another printer's tile, which comes up and keeps updating while
// the stalled one shows Disconnected; once the fault is lifted the stalled printer's tile comes
// back by itself, without a reload.
import type { Locator, Page } from '@playwright/test';
import { expect, knowPrinters, launchSim, test, type Sim } from './fixtures';

test.use({ timeScale: 5, simArgs: ['--faults'] });

const tile = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });
const stateOf = (section: Locator) => section.getByRole('status', { name: 'Printer state' });

async function post(sim: Sim, path: string): Promise<void> {
  const res = await fetch(`${sim.url}${path}`, { method: 'POST' });
  expect(res.ok, `${path} on ${sim.url}: ${res.status}`).toBe(true);
}

test('a printer that answers no call never delays another printer’s tile, and comes back when it answers', async ({
  page,
  sim,
}) => {
  test.setTimeout(90_000);
  const healthy = await launchSim({ timeScale: 5, auth: false });
  try {
    await knowPrinters(page, [
      [healthy, 'Alpha'],
      [sim, 'Beta'],
    ]);
    await page.goto(`${sim.url}/farm`);
    for (const name of ['Alpha', 'Beta'])
      await expect(stateOf(tile(page, name))).toHaveText('Ready', { timeout: 30_000 });
    // Alpha's bed heats: its reading changes second by second.
    await post(healthy, '/printer/gcode/script?script=M140%20S110');

    // Beta holds every call from now on, and the farm is opened again: every call it makes to
    // Beta (the API check, the socket's) waits. Alpha's tile comes up and keeps moving.
    await post(sim, '/debug/sim/faults?action=stall&method=*');
    await page.reload();
    await expect(stateOf(tile(page, 'Alpha'))).toHaveText('Ready', { timeout: 15_000 });
    const bed = tile(page, 'Alpha').getByText(/\/ 110 °C/);
    for (let round = 0; round < 3; round++) {
      const before = await bed.textContent();
      await expect.poll(() => bed.textContent(), { timeout: 5_000 }).not.toBe(before);
    }
    await expect(stateOf(tile(page, 'Beta'))).toHaveText('Disconnected', { timeout: 15_000 });
    await expect(tile(page, 'Beta')).toHaveAttribute('data-attention', 'true');

    // Lifted: Beta answers again and its tile comes back by itself, then follows a print.
    await post(sim, '/debug/sim/faults?action=clear');
    await expect(stateOf(tile(page, 'Beta'))).toHaveText('Ready', { timeout: 20_000 });
    await post(sim, '/printer/print/start?filename=small.gcode');
    await expect(stateOf(tile(page, 'Beta'))).toHaveText('Printing', { timeout: 20_000 });
    await expect(stateOf(tile(page, 'Alpha'))).toHaveText('Ready');
  } finally {
    await healthy.dispose();
  }
});
