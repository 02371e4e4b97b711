// The Macros card and the temperature card's presets, as a user drives them: a macro with a
// parameter run with a value shows its effect in the console; a stored preset sends its targets;
// Cooldown turns the heaters off (asking first while printing).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, printerState, queryField, test, type Sim } from './fixtures';

test.use({ timeScale: 5, viewport: { width: 1600, height: 1600 } });

const MACROS = `
[gcode_macro GREET]
description: Say hello to someone
gcode:
  {% set who = params.NAME|default("world") %}
  RESPOND MSG="Hello {who} x{params.TIMES|default(1)|int}"

[gcode_macro _GREET_HELPER]
gcode:
  RESPOND MSG="helper"
`;

/** Add the test's macros to the simulator's printer.cfg and restart it. */
async function addMacros(sim: Sim): Promise<void> {
  const cfg = path.join(sim.dataDir, 'config', 'printer.cfg');
  const text = await readFile(cfg, 'utf8');
  // Before the SAVE_CONFIG block, if any (Klipper wants it last).
  const marker = text.indexOf('#*# <---------------------- SAVE_CONFIG');
  const next =
    marker < 0 ? text + MACROS : text.slice(0, marker) + MACROS + '\n' + text.slice(marker);
  await sim.stop();
  await writeFile(cfg, next);
  await sim.start();
}

async function openDashboard(page: Page, sim: Sim): Promise<void> {
  await page.goto(`${sim.url}/`);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
}

async function post(sim: Sim, route: string, body?: unknown): Promise<void> {
  const res = await fetch(`${sim.url}${route}`, {
    method: 'POST',
    headers: body ? { 'Content-Type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.ok, `${route} answered ${res.status}`).toBe(true);
}

async function target(sim: Sim, heater: string): Promise<number> {
  const value = await queryField(sim, heater, 'target');
  return typeof value === 'number' ? value : Number.NaN;
}

test('a macro with a parameter runs from the card with a value; the console shows its effect', async ({
  page,
  sim,
}) => {
  await addMacros(sim);
  await openDashboard(page, sim);
  const card = page.getByRole('region', { name: 'Macros' });
  await expect(card).toBeVisible({ timeout: 15_000 });
  // Helpers (names starting with '_') are not offered.
  await expect(card.getByRole('button', { name: 'GREET', exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /HELPER/ })).toHaveCount(0);

  await card.getByRole('button', { name: 'Parameters of GREET' }).click();
  const form = page.getByRole('dialog', { name: 'Parameters of GREET' });
  await expect(form.getByRole('textbox', { name: 'NAME' })).toHaveAttribute('placeholder', 'world');
  await form.getByRole('textbox', { name: 'NAME' }).fill('Ada');
  await form.getByRole('textbox', { name: 'TIMES' }).fill('3');
  await form.getByRole('button', { name: 'Run GREET' }).click();
  await expect(form).toBeHidden();

  const log = page.getByRole('region', { name: 'Console' }).getByRole('log');
  await expect(log).toContainText('echo: Hello Ada x3');

  // The plain button runs it with the defaults.
  await card.getByRole('button', { name: 'GREET', exact: true }).click();
  await expect(log).toContainText('echo: Hello world x1');
});

test('macros the user hid (database key macros) are not shown; aliases apply; disabled while printing', async ({
  page,
  sim,
}) => {
  await addMacros(sim);
  await post(sim, '/server/database/item', {
    namespace: 'printdeck',
    key: 'macros',
    value: {
      stored: [
        { name: 'greet', alias: 'Say hello', color: '#2e7d32', visible: true },
        { name: 'print_end', visible: false },
        { name: 'print_start', disabledWhilePrinting: true },
      ],
      categories: [],
    },
  });
  await openDashboard(page, sim);
  const card = page.getByRole('region', { name: 'Macros' });
  await expect(card.getByRole('button', { name: 'Say hello', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(card.getByRole('button', { name: 'PRINT_END' })).toHaveCount(0);
  const printStart = card.getByRole('button', { name: 'PRINT_START', exact: true });
  await expect(printStart).toBeEnabled();

  // Disabled while printing, as its setting says; the others stay usable.
  await post(sim, '/printer/print/start?filename=small.gcode');
  await expect(printStart).toBeDisabled({ timeout: 20_000 });
  await expect(card.getByRole('button', { name: 'Parameters of PRINT_START' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'PAUSE', exact: true })).toBeEnabled();
});

test('the card is hidden when the user hid every macro', async ({ page, sim }) => {
  await openDashboard(page, sim);
  await expect(page.getByRole('region', { name: 'Macros' })).toBeVisible({ timeout: 15_000 });
  const res = await fetch(`${sim.url}/printer/objects/list`);
  const { result } = (await res.json()) as { result: { objects: string[] } };
  const names = result.objects
    .filter((o) => o.startsWith('gcode_macro '))
    .map((o) => o.slice('gcode_macro '.length));
  expect(names.length).toBeGreaterThan(0);
  await post(sim, '/server/database/item', {
    namespace: 'printdeck',
    key: 'macros',
    value: { stored: names.map((name) => ({ name, visible: false })), categories: [] },
  });
  await page.reload();
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Console' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Toolhead' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Macros' })).toHaveCount(0);
});

test.describe('temperature presets', () => {
  test('a stored preset sends its targets; Cooldown turns the heaters off', async ({
    page,
    sim,
  }) => {
    await post(sim, '/server/database/item', {
      namespace: 'printdeck',
      key: 'presets',
      value: [
        {
          id: 'pla',
          name: 'PLA',
          values: {
            extruder: { type: 'heater', active: true, value: 205 },
            heater_bed: { type: 'heater', active: true, value: 60 },
          },
          gcode: 'RESPOND MSG="PLA preset"',
        },
      ],
    });
    await openDashboard(page, sim);
    await page.getByRole('button', { name: 'Presets' }).click();
    await page.getByRole('menuitem', { name: 'PLA' }).click();
    await expect.poll(() => target(sim, 'extruder')).toBe(205);
    await expect.poll(() => target(sim, 'heater_bed')).toBe(60);

    await page.getByRole('button', { name: 'Presets' }).click();
    await page.getByRole('menuitem', { name: 'Cooldown' }).click();
    await expect.poll(() => target(sim, 'extruder')).toBe(0);
    await expect.poll(() => target(sim, 'heater_bed')).toBe(0);
  });

  test('with no presets the menu has Cooldown and the hint; while printing Cooldown asks first', async ({
    page,
    sim,
  }) => {
    await openDashboard(page, sim);
    // Heated to the file's first-layer temperatures first: its PRINT_START then waits for nothing,
    // and Cooldown's TURN_OFF_HEATERS (which Klipper runs after a running M109) applies at once.
    await post(sim, '/printer/gcode/script?script=M140%20S65%0AM104%20S215');
    await post(sim, '/printer/gcode/script?script=M190%20S65%0AM109%20S215');
    await post(sim, '/printer/print/start?filename=small.gcode');
    await expect(page.getByRole('heading', { name: 'Printing', exact: true })).toBeVisible({
      timeout: 20_000,
    });

    await page.getByRole('button', { name: 'Presets' }).click();
    await expect(
      page.getByRole('menuitem', { name: 'Presets are made in Settings' }),
    ).toBeVisible();
    await page.getByRole('menuitem', { name: 'Cooldown' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      'The printer is currently busy. Turning off the heaters may result in a failed print.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await target(sim, 'extruder')).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Presets' }).click();
    await page.getByRole('menuitem', { name: 'Cooldown' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Turn off' }).click();
    await expect.poll(() => target(sim, 'extruder')).toBe(0);
  });
});
