// Power devices and host throttling as a user meets them, against a simulator of its own: the
// printer's own device off → Klipper disconnected, on → Ready again; a device locked while printing
// is disabled during a print; throttle bits → the error snackbar with the flag's name; the tools
// drawer's list is axe clean in both themes.
import type { Page } from '@playwright/test';
import { audit, useLightTheme } from './axe-helpers';
import { expect, printerState, test } from './fixtures';
import { openReady } from './files-helpers';

test.use({ timeScale: 20 });

/** Open the tools drawer and wait for its power devices list. */
async function openPowerDevices(page: Page) {
  await page.getByRole('button', { name: 'Open tools' }).click();
  const list = page.getByRole('list', { name: 'Power devices' });
  await expect(list).toBeVisible({ timeout: 10_000 });
  return list;
}

test("the printer's power device: off → Klipper disconnected, on → Ready again", async ({
  page,
  sim,
}) => {
  test.setTimeout(90_000);
  await openReady(page, `${sim.url}/`);
  const list = await openPowerDevices(page);
  const printer = list.getByRole('switch', { name: 'printer' });
  await expect(printer).toBeChecked();
  await expect(printer).toBeEnabled();
  await printer.click();
  await expect(printer).not.toBeChecked({ timeout: 10_000 });
  await page.keyboard.press('Escape');
  await expect(printerState(page)).toContainText('Disconnected', { timeout: 20_000 });

  await openPowerDevices(page);
  await list.getByRole('switch', { name: 'printer' }).click();
  await expect(list.getByRole('switch', { name: 'printer' })).toBeChecked({ timeout: 10_000 });
  await page.keyboard.press('Escape');
  await expect(printerState(page)).toContainText('Ready', { timeout: 30_000 });
});

test('a device locked while printing is disabled during a print; others stay usable', async ({
  page,
  sim,
}) => {
  await openReady(page, `${sim.url}/`);
  const list = await openPowerDevices(page);
  await expect(list.getByRole('switch', { name: 'chamber_heater' })).toBeEnabled({
    timeout: 10_000,
  });
  await fetch(`${sim.url}/printer/print/start?filename=small.gcode`, { method: 'POST' });
  await expect(list.getByRole('switch', { name: 'chamber_heater' })).toBeDisabled({
    timeout: 20_000,
  });
  await expect(list.getByRole('switch', { name: 'printer' })).toBeDisabled();
  await expect(list.getByText('Locked while printing').first()).toBeVisible();
  const caselight = list.getByRole('switch', { name: 'caselight' });
  await expect(caselight).toBeEnabled();
  const was = await caselight.isChecked();
  await caselight.click();
  await expect(caselight).toBeChecked({ checked: !was, timeout: 10_000 });
});

test('with confirmOnPowerDeviceChange a switch asks first', async ({ page, sim }) => {
  await openReady(page, `${sim.url}/`);
  await fetch(`${sim.url}/server/database/item`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      namespace: 'printdeck',
      key: 'uiSettings.general.confirmOnPowerDeviceChange',
      value: true,
    }),
  });
  await page.reload();
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  const list = await openPowerDevices(page);
  const caselight = list.getByRole('switch', { name: 'caselight' });
  await expect(caselight).toBeEnabled({ timeout: 10_000 });
  const was = await caselight.isChecked();
  await caselight.click();
  const dialog = page.getByRole('dialog', { name: `Switch caselight ${was ? 'off' : 'on'}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: was ? 'Switch off' : 'Switch on' }).click();
  await expect(caselight).toBeChecked({ checked: !was, timeout: 10_000 });
});

test("throttle bits → an error snackbar with the flag's name and a link to what it means", async ({
  page,
  sim,
}) => {
  await openReady(page, `${sim.url}/`);
  await fetch(`${sim.url}/debug/sim/throttle?bits=8`, { method: 'POST' });
  const alert = page.getByRole('alert').filter({ hasText: 'Temperature Limit Active' });
  await expect(alert).toBeVisible({ timeout: 10_000 });
  await expect(alert).toContainText('This may lead to a failed print');
  await expect(alert.getByRole('link', { name: 'Learn more' })).toHaveAttribute(
    'href',
    /raspberrypi\.com/,
  );
});

for (const theme of ['dark', 'light'] as const) {
  test(`the tools drawer's power devices have no serious accessibility findings (${theme})`, async ({
    page,
    sim,
  }) => {
    await openReady(page, `${sim.url}/`);
    if (theme === 'light') await useLightTheme(page);
    const list = await openPowerDevices(page);
    await expect(list.getByRole('switch', { name: 'caselight' })).toBeEnabled({ timeout: 10_000 });
    expect(await audit(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await audit(page)).toEqual([]);
  });
}
