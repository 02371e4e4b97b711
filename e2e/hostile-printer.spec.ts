// Hostile names from the printer's configuration (e2e/hostile-inputs.ts): G-code macros with
// hostile names and descriptions, temperature sensors, generic fans, output pins and runout sensors
// named by them, bed mesh profiles in the SAVE_CONFIG block, and power devices in moonraker.conf.
// On the dashboard (every card), /tune, /system, the tools drawer and the macro settings: nothing
// runs, no element or link comes out of a name, and long names stay inside their cards at 1280
// and 390 px (pictures in /tmp/hostile-printer-*.png).
import type { Page } from '@playwright/test';
import { openReady } from './files-helpers';
import { expect, test } from './fixtures';
import { checkAtSizes, loadWholePage } from './hostile-checks';
import { configValue, extendMoonrakerConf, extendPrinterCfg, meshProfile } from './hostile-config';
import { armTraps, inputsFor } from './hostile-inputs';

test.use({ bypassCSP: true, timeScale: 20, viewport: { width: 1280, height: 900 } });

/**
 * Klipper names an object by the rest of its section's header: one word (a space would make it
 * two), and '#' starts a comment. The whole 5,000-character name is kept.
 */
const NAMES = inputsFor({ spaces: false, forbid: /[#\r\n\0]/g });
const SHOWN = NAMES.map((n) => n.text);
const LONG = NAMES.find((n) => n.id === 'long')?.text ?? '';

function printerSections(): string {
  return NAMES.map(({ text }, i) =>
    [
      `[gcode_macro ${text}]`,
      `description: ${configValue(text)}`,
      'gcode:',
      `  RESPOND MSG="macro ${i}"`,
      `[temperature_sensor ${text}]`,
      'sensor_type: temperature_host',
      'min_temp: 0',
      'max_temp: 100',
      `[fan_generic ${text}]`,
      `pin: PE${i}`,
      `[output_pin ${text}]`,
      `pin: PG${i}`,
      'pwm: True',
      `[filament_switch_sensor ${text}]`,
      `switch_pin: PH${i}`,
      'pause_on_runout: False',
      '',
    ].join('\n'),
  ).join('\n');
}

function powerSections(): string {
  return NAMES.map(({ text }) => `[power ${text}]\ntype: shelly\naddress: 192.168.1.60\n`).join(
    '\n',
  );
}

async function openTools(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open tools' }).click();
  await expect(page.getByRole('list', { name: 'Power devices' })).toBeVisible({ timeout: 10_000 });
}

test('hostile macro, sensor, fan, output, runout sensor, mesh profile and power device names', async ({
  page,
  sim,
}) => {
  test.setTimeout(300_000);
  await extendMoonrakerConf(sim, powerSections());
  await extendPrinterCfg(
    sim,
    printerSections(),
    NAMES.map(({ text }) => meshProfile(text)).join('\n'),
  );
  await armTraps(page);

  await openReady(page, `${sim.url}/`);
  await loadWholePage(page);
  await expect(page.getByText(LONG.slice(0, 100)).first()).toBeAttached({ timeout: 20_000 });
  await checkAtSizes(page, 'printer-dashboard', SHOWN, () => loadWholePage(page));

  await openReady(page, `${sim.url}/tune`);
  await expect(page.getByRole('table', { name: 'Profiles' })).toBeVisible({ timeout: 20_000 });
  await checkAtSizes(page, 'printer-tune', SHOWN, () => loadWholePage(page));

  await openReady(page, `${sim.url}/system`);
  await checkAtSizes(page, 'printer-system', SHOWN, () => loadWholePage(page));
  await checkAtSizes(page, 'printer-tools', SHOWN, () => openTools(page));

  await openReady(page, `${sim.url}/settings#macros`);
  await expect(page.getByRole('region', { name: 'Macros', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await checkAtSizes(page, 'printer-settings-macros', SHOWN);
  await openReady(page, `${sim.url}/settings/macros/0`);
  await expect(page.getByText(LONG.slice(0, 100)).first()).toBeAttached({ timeout: 20_000 });
  await checkAtSizes(page, 'printer-macro-category', SHOWN);
});
