// Warnings, as a printer owner meets them: a printer.cfg without [pause_resume] restarted → the
// firmware-state card (Klipper ready) lists '[pause_resume] not found' and 'CANCEL_PRINT macro not
// found' with their documentation links, the notification menu has them; put back → they go.
// Klipper's deprecation warning and Moonraker's failed plugins (an unknown moonraker.conf section)
// show in the panel in their words. axe on the card in both themes and on a phone; screenshots.
import type { Page } from '@playwright/test';
import { audit, useLightTheme } from './axe-helpers';
import { editConfigOnDashboard, writeConfig } from './files-helpers';
import { expect, printerState, test } from './fixtures';

const SHOTS = process.env.PRINTDECK_SHOTS ?? '';

function warningsCard(page: Page) {
  return page.getByRole('region', { name: 'Ready', exact: true });
}

/** printer.cfg without the named sections (header and options). */
function withoutSections(text: string, names: string[]): string {
  let skipping = false;
  return text
    .split('\n')
    .filter((line) => {
      const header = /^\[([^\]]+)\]/.exec(line.trim());
      if (header) skipping = names.includes(header[1] ?? '');
      return !skipping;
    })
    .join('\n');
}

/**
 * Without [pause_resume]: its PAUSE, RESUME and CANCEL_PRINT go, so the macros that rename them go
 * too (Klipper refuses to start with a rename of a missing command, and so does the simulator).
 */
const withoutPauseResume = (text: string): string =>
  withoutSections(text, [
    'pause_resume',
    'gcode_macro PAUSE',
    'gcode_macro RESUME',
    'gcode_macro CANCEL_PRINT',
  ]);

async function restartKlipper(page: Page, simUrl: string): Promise<void> {
  const response = await fetch(`${simUrl}/printer/restart`, { method: 'POST' });
  expect(response.ok).toBe(true);
  await expect(printerState(page)).toContainText('Ready', { timeout: 30_000 });
}

/**
 * Opens the dashboard on a laptop-sized window (no warnings card yet), takes [pause_resume] out of
 * printer.cfg and restarts Klipper; answers the file as it was.
 */
async function withoutPauseResumeOnDashboard(page: Page, simUrl: string): Promise<string> {
  await page.setViewportSize({ width: 1280, height: 800 });
  const original = await editConfigOnDashboard(page, simUrl, 'printer.cfg', withoutPauseResume);
  await expect(warningsCard(page)).toHaveCount(0);
  await restartKlipper(page, simUrl);
  return original;
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

test('a printer.cfg without [pause_resume]: the card and the menu warn until it is back', async ({
  page,
  sim,
}) => {
  test.setTimeout(120_000);
  const original = await withoutPauseResumeOnDashboard(page, sim.url);

  const card = warningsCard(page);
  const panel = card.getByRole('region', { name: 'Warnings' });
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expect(card).not.toContainText('Printer is ready');
  await expect(panel.getByRole('listitem')).toHaveText([
    /\[pause_resume\] not found/,
    /CANCEL_PRINT macro not found/,
  ]);
  const link = panel.getByRole('link', { name: 'Documentation: [pause_resume] not found' });
  await expect(link).toHaveAttribute(
    'href',
    'https://www.klipper3d.org/Config_Reference.html#pause_resume',
  );
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(panel.getByRole('link', { name: /^Documentation: / })).toHaveCount(2);

  // The notification menu lists them too (beside announcements and updates of other sources).
  const bell = page.getByRole('button', { name: /^Notifications/ });
  const menu = page.getByRole('dialog', { name: /Notifications/ });
  await bell.click();
  await expect(menu).toContainText('[pause_resume] not found');
  await expect(menu).toContainText('CANCEL_PRINT macro not found');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await writeConfig(sim.url, 'printer.cfg', original);
  await restartKlipper(page, sim.url);
  await expect(card).toHaveCount(0, { timeout: 20_000 });
  await bell.click();
  await expect(menu).toBeVisible();
  await expect(menu).not.toContainText('not found');
});

test('the card with warnings: axe clean in both themes, on a desktop and on a phone', async ({
  page,
  sim,
}) => {
  test.setTimeout(120_000);
  await withoutPauseResumeOnDashboard(page, sim.url);
  const panel = warningsCard(page).getByRole('region', { name: 'Warnings' });
  await expect(panel.getByRole('listitem')).toHaveCount(2, { timeout: 20_000 });
  expect(await audit(page)).toEqual([]);
  await shot(page, 'card-dark-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(panel).toBeVisible();
  expect(await audit(page)).toEqual([]);
  await shot(page, 'card-dark-390');
  await useLightTheme(page);
  expect(await audit(page)).toEqual([]);
  await shot(page, 'card-light-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(panel).toBeVisible();
  expect(await audit(page)).toEqual([]);
  await shot(page, 'card-light-1280');
});

test("Klipper's deprecation warning in its words, with the Config Changes link", async ({
  page,
  sim,
}) => {
  test.setTimeout(90_000);
  const eddy = '\n[probe_eddy_current eddy]\nsensor_type: ldc1612\nz_offset: 1.0\n';
  await editConfigOnDashboard(page, sim.url, 'printer.cfg', (text) => `${text}${eddy}`);
  await restartKlipper(page, sim.url);
  const panel = warningsCard(page).getByRole('region', { name: 'Warnings' });
  const message = "Option 'z_offset' in section 'probe_eddy_current eddy' is deprecated.";
  await expect(panel).toContainText(message, { timeout: 20_000 });
  await expect(panel.getByRole('link', { name: `Documentation: ${message}` })).toHaveAttribute(
    'href',
    'https://www.klipper3d.org/Config_Changes.html',
  );
  await shot(page, 'card-klipper-dark-1280');
});

test("Moonraker's failed plugins after a server restart, named, with its warnings as text", async ({
  page,
  sim,
}) => {
  test.setTimeout(90_000);
  await editConfigOnDashboard(
    page,
    sim.url,
    'moonraker.conf',
    (conf) => `${conf}\n[foo bar]\nx: 1\n`,
  );
  const response = await fetch(`${sim.url}/server/restart`, { method: 'POST' });
  expect(response.ok).toBe(true);
  const panel = warningsCard(page).getByRole('region', { name: 'Warnings' });
  await expect(panel).toContainText(
    'Moonraker has failed plugins, please check your logs, update your configuration and restart moonraker.',
    { timeout: 30_000 },
  );
  await expect(panel).toContainText('Failed: foo');
  await expect(panel).toContainText('Unparsed config section [foo bar] detected.');
  await expect(
    panel.getByRole('link', { name: /^Documentation: Moonraker has failed plugins/ }),
  ).toHaveAttribute('href', 'https://moonraker.readthedocs.io/en/latest/configuration/');
  await shot(page, 'card-moonraker-dark-1280');
});
