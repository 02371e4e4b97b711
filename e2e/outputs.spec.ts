// The Fans and outputs card as a user drives it, against a simulator of its own: the part fan to
// 50 %, a generic fan's off_below refusal, output pins (PWM and on/off) and an LED colour.
import { expect, test } from './fixtures';
import { openDashboard, query, scrollTo } from './motion-helpers';

test.use({ timeScale: 5, viewport: { width: 1280, height: 1400 } });

test('part fan slider to 50 % → the printer reports 0.5; off_below refuses 5 %', async ({
  page,
  sim,
}) => {
  await openDashboard(page, sim, 'Fans and outputs');
  const fan = page.getByRole('textbox', { name: 'Part fan speed' });
  await fan.fill('50');
  await fan.press('Enter');
  await expect
    .poll(async () => Number(await query(sim, 'fan', 'speed')), { timeout: 10_000 })
    .toBeCloseTo(0.5, 1);
  await expect(page.getByRole('slider', { name: 'Part fan speed' })).toHaveValue('50', {
    timeout: 5_000,
  });

  // The exhaust fan has off_below 0.10: 5 % is refused with the form message.
  const exhaust = page.getByRole('textbox', { name: 'Exhaust fan speed' });
  await exhaust.fill('5');
  await exhaust.press('Enter');
  await expect(page.getByText('Min 10 or 0')).toBeVisible();
  await exhaust.fill('40');
  await exhaust.press('Enter');
  await expect
    .poll(async () => Number(await query(sim, 'fan_generic exhaust_fan', 'speed')), {
      timeout: 10_000,
    })
    .toBeCloseTo(0.4, 2);
});

test('output pins: a PWM value and an on/off switch', async ({ page, sim }) => {
  await openDashboard(page, sim, 'Fans and outputs');
  const caselight = page.getByRole('textbox', { name: 'Caselight value' });
  await caselight.fill('50');
  await caselight.press('Enter');
  await expect
    .poll(async () => Number(await query(sim, 'output_pin caselight', 'value')), {
      timeout: 10_000,
    })
    .toBeCloseTo(0.5, 3);

  const chamber = page.getByRole('switch', { name: 'Chamber light' });
  await expect(chamber).toBeChecked();
  await chamber.click();
  await expect
    .poll(async () => Number(await query(sim, 'output_pin chamber_light', 'value')), {
      timeout: 10_000,
    })
    .toBe(0);
  await expect(chamber).not.toBeChecked();
});

test("an LED colour set → the printer's color_data changes", async ({ page, sim }) => {
  await openDashboard(page, sim, 'Fans and outputs');
  const before = (await query(sim, 'neopixel status_leds', 'color_data')) as number[][];
  expect(before[0]?.[0]).toBe(0);
  const red = page.getByRole('textbox', { name: 'Status leds red' });
  await scrollTo(page, red);
  await red.fill('255');
  await red.press('Enter');
  await expect
    .poll(async () => ((await query(sim, 'neopixel status_leds', 'color_data')) as number[][])[0], {
      timeout: 10_000,
    })
    .toEqual([1, 0.2, 0.6, 0]);
  const white = page.getByRole('textbox', { name: 'Status leds white' });
  await white.fill('51');
  await white.press('Enter');
  await expect
    .poll(async () => ((await query(sim, 'neopixel status_leds', 'color_data')) as number[][])[2], {
      timeout: 10_000,
    })
    .toEqual([1, 0.2, 0.6, 0.2]);
});

test('the LED colour picker sets the colour once it has been still for 500 ms', async ({
  page,
  sim,
}) => {
  await openDashboard(page, sim, 'Fans and outputs');
  const picker = page.getByRole('region', { name: 'Status leds colour' });
  await scrollTo(page, picker);
  // The top right of the saturation area: the hue at full saturation and brightness.
  const area = picker.getByRole('slider', { name: 'Color' });
  const box = await area.boundingBox();
  if (!box) throw new Error('no saturation area');
  await page.mouse.click(box.x + box.width - 2, box.y + 2);
  await expect
    .poll(async () => ((await query(sim, 'neopixel status_leds', 'color_data')) as number[][])[0], {
      timeout: 10_000,
    })
    .not.toEqual([0, 0.2, 0.6, 0]);
  const [red = 0, green = 0, blue = 0] =
    ((await query(sim, 'neopixel status_leds', 'color_data')) as number[][])[0] ?? [];
  expect(Math.max(red, green, blue)).toBeGreaterThan(0.95);
});
