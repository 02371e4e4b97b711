// (b) Setting an extruder target heats the (simulated) hotend.
import { expect, printerState, test } from './fixtures';

test.use({ timeScale: 5 });

/** First number in a text like "23.4 °C" (NaN when there is none). */
function celsius(text: string | null): number {
  const m = /-?\d+(?:[.,]\d+)?/.exec(text ?? '');
  return m ? Number(m[0].replace(',', '.')) : Number.NaN;
}

test('setting the extruder target to 200 heats the extruder past 150 °C', async ({ page, sim }) => {
  test.setTimeout(120_000);
  await page.goto(`${sim.url}/`);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Temperatures' })).toBeVisible();

  const shown = page.getByLabel('Extruder temperature', { exact: true });
  await expect(shown).toHaveText(/\d.*°C/);
  const start = celsius(await shown.textContent());
  expect(start, 'the extruder should start cold').toBeLessThan(150);

  const target = page.getByRole('textbox', { name: 'Extruder target' });
  await target.fill('200');
  await target.press('Enter');

  await expect
    .poll(async () => celsius(await shown.textContent()), {
      message: 'the shown extruder temperature should pass 150 °C',
      timeout: 90_000,
      intervals: [500, 1000],
    })
    .toBeGreaterThan(150);
});
