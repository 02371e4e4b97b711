// The console as a user drives it (spec part 1 §2 Console card and /console): send, recall with
// the arrow keys, Tab completion, Klipper's answers, clickable help, M112, and the dashboard card.
import type { Page } from '@playwright/test';
import {
  expect,
  printerState,
  queryField,
  readDatabaseItem,
  routeOf,
  test,
  writeDatabaseItem,
} from './fixtures';

test.use({ timeScale: 5 });

const output = (page: Page) => page.getByRole('log', { name: 'Console output' });
const commandField = (page: Page) => page.getByRole('textbox', { name: 'Command' });

async function openConsole(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/console`);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Console', level: 1 })).toBeVisible();
  await expect(output(page)).toBeVisible();
}

test('G28 is sent with Enter, echoed, run by the printer, and recalled with the up arrow', async ({
  page,
  sim,
}) => {
  await openConsole(page, sim.url);
  const field = commandField(page);
  // An empty line is never sent.
  await field.press('Enter');
  await expect(page.getByRole('button', { name: 'Send command' })).toBeDisabled();

  await field.fill('G28');
  await field.press('Enter');
  await expect(field).toHaveValue('');
  await expect(output(page)).toContainText('> G28');
  await expect
    .poll(async () => await queryField(sim, 'toolhead', 'homed_axes'), { timeout: 30_000 })
    .toBe('xyz');

  await field.fill('M115');
  await field.press('Enter');
  await expect(output(page)).toContainText('> M115');
  await field.press('ArrowUp');
  await expect(field).toHaveValue('M115');
  await field.press('ArrowUp');
  await expect(field).toHaveValue('G28');
  await field.press('ArrowDown');
  await field.press('ArrowDown');
  await expect(field).toHaveValue('');

  // The history is in the database: it is there after a reload.
  await page.reload();
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  await commandField(page).press('ArrowUp');
  await expect(commandField(page)).toHaveValue('M115');
  // And the responses seen before the reload come back from the server's G-code store.
  await expect(output(page)).toContainText('> G28');
});

test('Tab lists several matches, fills one; an unknown command shows Klipper’s answer', async ({
  page,
  sim,
}) => {
  await openConsole(page, sim.url);
  const field = commandField(page);
  await field.fill('SET_');
  await field.press('Tab');
  await expect(output(page)).toContainText('Commands starting with SET_:');
  await expect(output(page)).toContainText('SET_HEATER_TEMPERATURE');
  await expect(output(page)).toContainText('SET_GCODE_OFFSET');
  await expect(field).toHaveValue('SET_');
  await expect(field).toBeFocused();

  await field.fill('set_heater_t');
  await field.press('Tab');
  await expect(field).toHaveValue('SET_HEATER_TEMPERATURE ');

  await field.fill('FOO');
  await field.press('Enter');
  await expect(output(page)).toContainText('Unknown command:"FOO"');

  await field.fill('G1 X9999');
  await field.press('Enter');
  const error = output(page).locator('[data-kind="error"]').last();
  await expect(error).toContainText('!!');
});

test('command names in HELP are clickable and fill the command field', async ({ page, sim }) => {
  await openConsole(page, sim.url);
  const field = commandField(page);
  await field.fill('HELP');
  await field.press('Enter');
  // Klipper pads short names ('STATUS    : Report the printer status').
  await page.getByRole('button', { name: 'Put STATUS in the command field' }).click();
  await expect(field).toHaveValue('STATUS ');
  await page.getByRole('button', { name: 'Put TURN_OFF_HEATERS in the command field' }).click();
  await expect(field).toHaveValue('TURN_OFF_HEATERS ');
  await expect(field).toBeFocused();
});

test('printer text is shown as text, never as HTML', async ({ page, sim }) => {
  await openConsole(page, sim.url);
  await commandField(page).fill('RESPOND MSG="<b>bold</b><img src=x onerror=alert(1)>"');
  await commandField(page).press('Enter');
  await expect(output(page)).toContainText('<b>bold</b><img src=x onerror=alert(1)>');
  await expect(output(page).locator('b, img')).toHaveCount(0);
});

test('m112 typed in the console shuts the printer down', async ({ page, sim }) => {
  await openConsole(page, sim.url);
  await commandField(page).fill('m112');
  await commandField(page).press('Enter');
  await expect(printerState(page)).toContainText('Shutdown', { timeout: 15_000 });
});

test.describe('on the dashboard', () => {
  test.use({ viewport: { width: 1600, height: 1400 } });

  test('the console card sends, clears, and opens /console', async ({ page, sim }) => {
    await page.goto(`${sim.url}/`);
    await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
    const card = page.getByRole('region', { name: 'Console' });
    await expect(card).toBeVisible({ timeout: 15_000 });
    await card.getByRole('textbox', { name: 'Command' }).fill('RESPOND MSG="from the card"');
    await card.getByRole('button', { name: 'Send command' }).click();
    await expect(card.getByRole('log', { name: 'Console output' })).toContainText(
      'echo: from the card',
    );
    await card.getByRole('button', { name: 'Clear the console' }).click();
    await expect(card.getByRole('log', { name: 'Console output' })).not.toContainText(
      'from the card',
    );
    await card.getByRole('link', { name: 'Open the console full screen' }).click();
    await expect.poll(() => routeOf(page)).toBe('/console');
    await expect(page.getByRole('heading', { name: 'Console', level: 1 })).toBeVisible();
  });

  test('the flipped layout puts the command line on top and the newest line first', async ({
    page,
    sim,
  }) => {
    // The user turns it on in Settings › Console; it is kept in the printer's database.
    await page.goto(`${sim.url}/settings#console`);
    const flip = page.getByRole('switch', { name: 'Command line on top, newest lines first' });
    await expect(flip).not.toBeChecked({ timeout: 20_000 });
    await flip.check();
    await expect
      .poll(() => readDatabaseItem(sim.url, 'uiSettings.general.flipConsoleLayout'))
      .toBe(true);
    await openConsole(page, sim.url);
    const field = commandField(page);
    for (const msg of ['first', 'second']) {
      await field.fill(`RESPOND MSG=${msg}`);
      await field.press('Enter');
      await expect(output(page)).toContainText(`echo: ${msg}`);
    }
    const fieldBox = await field.boundingBox();
    const logBox = await output(page).boundingBox();
    expect(fieldBox && logBox && fieldBox.y < logBox.y).toBe(true);
    const text = (await output(page).textContent()) ?? '';
    expect(text.indexOf('echo: second')).toBeLessThan(text.indexOf('echo: first'));
  });
});

async function respond(url: string, message: string): Promise<void> {
  const script = encodeURIComponent(`RESPOND MSG="${message}"`);
  await fetch(`${url}/printer/gcode/script?script=${script}`, { method: 'POST' });
}

test('auto-scroll follows new lines, pauses when the user scrolls up, resumes at the bottom', async ({
  page,
  sim,
}) => {
  await openConsole(page, sim.url);
  const log = output(page);
  for (let i = 1; i <= 60; i++) await respond(sim.url, `line ${i}`);
  await expect(log).toContainText('echo: line 60');
  const distanceFromBottom = () =>
    log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);
  await expect.poll(distanceFromBottom).toBeLessThan(10);

  // The user scrolls up: new lines no longer move the view.
  await log.evaluate((el) => {
    el.scrollTop = 0;
  });
  await expect(page.getByRole('button', { name: 'Scroll to the latest' })).toBeVisible();
  await respond(sim.url, 'line 61');
  await page.waitForTimeout(1000);
  expect(await log.evaluate((el) => el.scrollTop)).toBeLessThan(10);

  // Back at the bottom (the button), following again.
  await page.getByRole('button', { name: 'Scroll to the latest' }).click();
  await expect(log).toContainText('echo: line 61');
  await respond(sim.url, 'line 62');
  await expect(log).toContainText('echo: line 62');
  await expect.poll(distanceFromBottom).toBeLessThan(10);
  await expect(page.getByRole('button', { name: 'Scroll to the latest' })).toBeHidden();
});

test('stored filters and the temperature-wait filter hide lines', async ({ page, sim }) => {
  await writeDatabaseItem(sim.url, 'console.consoleFilters', [
    { id: 'a', name: 'noise', enabled: true, type: 'starts-with', value: 'echo: noise' },
  ]);
  await openConsole(page, sim.url);
  const field = commandField(page);
  for (const command of ['M118 noise 1', 'M118 signal', 'M105']) {
    await field.fill(command);
    await field.press('Enter');
  }
  await expect(output(page)).toContainText('echo: signal');
  await expect(output(page)).toContainText('> M105');
  await expect(output(page)).not.toContainText('echo: noise 1');
  // M105's answer is shaped like Klipper's temperature-wait lines ('B:22.0 /0.0 T0:22.0 /0.0'):
  // hidden while hideTempWaits is on (the default).
  await expect(output(page)).not.toContainText('B:');
  await expect(page.getByText('2 lines hidden by filters')).toBeVisible();

  await writeDatabaseItem(sim.url, 'uiSettings.general.hideTempWaits', false);
  await openConsole(page, sim.url);
  await expect(output(page)).toContainText(/B:\d+\.\d \/0\.0 T0:/);
  await expect(output(page)).not.toContainText('echo: noise 1');
});
