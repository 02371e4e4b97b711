// Two printers live on one page (/printers), each in its own scope on its own virtual printer: a
// target set in one printer's card reaches only that printer, the other's readings keep coming,
// and a printer that goes away shows Disconnected while the other stays live.
import type { Locator, Page } from '@playwright/test';
import { expect, knowPrinters, launchSim, queryField, test, type Sim } from './fixtures';

test.use({ timeScale: 5 });

/** First number in a text like "23.4 °C" (NaN when there is none). */
function celsius(text: string | null): number {
  const m = /-?\d+(?:[.,]\d+)?/.exec(text ?? '');
  return m ? Number(m[0].replace(',', '.')) : Number.NaN;
}

const target = async (sim: Sim, heater: string) => Number(await queryField(sim, heater, 'target'));

const printer = (page: Page, name: string): Locator => page.getByRole('region', { name });
const stateOf = (section: Locator) => section.getByRole('status', { name: 'Printer state' });

test('two printers on one page: each card its own printer, one away while the other stays live', async ({
  page,
  sim,
}) => {
  test.setTimeout(120_000);
  const second = await launchSim({ timeScale: 5, auth: false });
  try {
    await knowPrinters(page, [
      [sim, 'Alpha'],
      [second, 'Bravo'],
    ]);
    await page.goto(`${sim.url}/printers`);
    const alpha = printer(page, 'Alpha');
    const bravo = printer(page, 'Bravo');
    await expect(stateOf(alpha)).toHaveText('Ready', { timeout: 20_000 });
    await expect(stateOf(bravo)).toHaveText('Ready', { timeout: 20_000 });
    await expect(alpha.getByRole('heading', { name: 'Temperatures' })).toBeVisible();
    await expect(bravo.getByRole('heading', { name: 'Temperatures' })).toBeVisible();
    if (process.env.SHOTS) {
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${process.env.SHOTS}/printers-${width}.png` });
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    // A target set in Bravo's card reaches Bravo only.
    const bravoTarget = bravo.getByRole('textbox', { name: 'Extruder target' });
    await bravoTarget.fill('45');
    await bravoTarget.press('Enter');
    await expect.poll(() => target(second, 'extruder'), { timeout: 10_000 }).toBe(45);
    expect(await target(sim, 'extruder')).toBe(0);
    await expect(bravoTarget).toHaveValue('45');
    await expect(alpha.getByRole('textbox', { name: 'Extruder target' })).toHaveValue('0');

    // Alpha heats (set behind the page's back): its card follows it while Bravo's stays cold.
    await fetch(`${sim.url}/printer/gcode/script?script=M140%20S80`, { method: 'POST' });
    const alphaBed = alpha.getByLabel('Heater bed temperature', { exact: true });
    const bravoBed = bravo.getByLabel('Heater bed temperature', { exact: true });
    const coldBravo = celsius(await bravoBed.textContent());
    await expect
      .poll(async () => celsius(await alphaBed.textContent()), { timeout: 60_000 })
      .toBeGreaterThan(coldBravo + 10);
    expect(celsius(await bravoBed.textContent())).toBeLessThan(coldBravo + 5);

    // Bravo goes away: its card says so, Alpha stays live and keeps reading.
    await second.stop();
    await expect(stateOf(bravo)).toHaveText('Disconnected', { timeout: 20_000 });
    await expect(stateOf(alpha)).toHaveText('Ready');
    const before = celsius(await alphaBed.textContent());
    await expect
      .poll(async () => celsius(await alphaBed.textContent()), { timeout: 30_000 })
      .toBeGreaterThan(before + 1);
  } finally {
    await second.dispose();
  }
});
