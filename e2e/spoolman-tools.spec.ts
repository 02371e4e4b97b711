// A spool per tool on a virtual printer with two tools (--tools 2: gcode_macro T0 and T1 with
// variable_spool_id) and the virtual Spoolman: the spool card shows a row per tool; T1's spool set in
// the UI is held by the simulator's `gcode_macro T1` (SET_GCODE_VARIABLE, and saved with
// SAVE_VARIABLE), T0's (the tool in use) also becomes Moonraker's active spool, and running T1
// moves the mark and the active spool to it.
// The rows and the dialog for a tool pass the accessibility audit on both themes.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { transitionsOver, useLightTheme } from './axe-helpers';
import { expect, printerState, test, type Sim } from './fixtures';

test.use({ timeScale: 5, simArgs: ['--spoolman-port', '0', '--tools', '2'] });

const card = (page: Page) => page.getByRole('region', { name: 'Spool', exact: true });
const tool = (page: Page, name: string) => card(page).getByRole('group', { name, exact: true });

/** A tool macro's variables as the simulator's Klipper reports them. */
async function toolMacro(sim: Sim, name: string): Promise<Record<string, unknown>> {
  const object = `gcode_macro ${name}`;
  const res = await fetch(`${sim.url}/printer/objects/query?${encodeURIComponent(object)}`);
  const body = (await res.json()) as {
    result: { status: Record<string, Record<string, unknown>> };
  };
  return body.result.status[object] ?? {};
}

/** What the printer's [save_variables] holds. */
async function savedVariables(sim: Sim): Promise<Record<string, unknown>> {
  const res = await fetch(`${sim.url}/printer/objects/query?save_variables`);
  const body = (await res.json()) as {
    result: { status: { save_variables?: { variables?: Record<string, unknown> } } };
  };
  return body.result.status.save_variables?.variables ?? {};
}

async function activeSpool(sim: Sim): Promise<unknown> {
  const res = await fetch(`${sim.url}/server/spoolman/spool_id`);
  return ((await res.json()) as { result: { spool_id: unknown } }).result.spool_id;
}

/** Chooses `spool` in the change-spool dialog opened for `name`. */
async function chooseFor(page: Page, name: string, button: string, spool: string): Promise<void> {
  await tool(page, name).getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: `Spool for ${name}` });
  await dialog.getByRole('searchbox', { name: 'Search spools' }).fill(spool);
  await dialog.getByRole('list', { name: 'Spools' }).getByRole('button', { name: spool }).click();
  await expect(dialog).toBeHidden();
}

test('set each tool its spool; the active spool follows the tool in use', async ({ page, sim }) => {
  test.setTimeout(120_000);
  await page.goto(`${sim.url}/`);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  await card(page).scrollIntoViewIfNeeded();

  const tools = card(page).getByRole('list', { name: 'Spools per tool' });
  await expect(tools.getByRole('listitem')).toHaveCount(2);
  await expect(tool(page, 'T0')).toHaveAttribute('aria-current', 'true');
  await expect(tool(page, 'T0')).toContainText('In use');
  await expect(tool(page, 'T1')).toContainText('No spool');
  expect(await toolMacro(sim, 'T1')).toEqual({ spool_id: null, active: false });

  // T1 is not in use: its macro holds the spool, the active spool stays unset.
  await chooseFor(page, 'T1', 'Select a spool for T1', 'PolyLite Signal Red');
  await expect(tool(page, 'T1')).toContainText('PolyLite Signal Red');
  await expect(tool(page, 'T1')).toContainText('PLA · 1.00 kg left · #2');
  await expect.poll(() => toolMacro(sim, 'T1')).toEqual({ spool_id: 2, active: false });
  // The virtual printer has [save_variables]: the choice is saved for after a restart too.
  await expect.poll(() => savedVariables(sim)).toMatchObject({ t1__spool_id: 2 });
  expect(await activeSpool(sim)).toBeNull();
  // The tool in use has no spool, and there is no active spool: nothing to add below the rows.
  await expect(card(page).getByRole('status')).toBeHidden();

  // T0 is in use: its spool is also Moonraker's active spool.
  await chooseFor(page, 'T0', 'Select a spool for T0', 'Galaxy Black');
  await expect(tool(page, 'T0')).toContainText('Galaxy Black');
  await expect.poll(() => toolMacro(sim, 'T0')).toEqual({ spool_id: 1, active: true });
  await expect.poll(() => activeSpool(sim)).toBe(1);
  await expect(card(page).getByRole('status')).toBeHidden();

  // Changing tools on the printer: the mark and the active spool move to T1.
  const t1 = await fetch(`${sim.url}/printer/gcode/script?script=T1`, { method: 'POST' });
  expect(t1.ok).toBe(true);
  await expect(tool(page, 'T1')).toHaveAttribute('aria-current', 'true');
  await expect(tool(page, 'T0')).not.toHaveAttribute('aria-current', 'true');
  await expect.poll(() => activeSpool(sim)).toBe(2);
  await expect(card(page).getByRole('status')).toBeHidden();
});

/** Serious and critical accessibility findings inside `selector`. */
async function findings(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);
}

test('the rows of tools and the dialog for a tool pass the accessibility audit, dark and light', async ({
  page,
  sim,
}) => {
  test.setTimeout(90_000);
  const gcode = (script: string) =>
    fetch(`${sim.url}/printer/gcode/script?script=${encodeURIComponent(script)}`, {
      method: 'POST',
    });
  await page.goto(`${sim.url}/`);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  expect((await gcode('SET_GCODE_VARIABLE MACRO=T0 VARIABLE=spool_id VALUE=1')).ok).toBe(true);
  // Another spool active than the tool's: the card says which one is counted.
  expect(
    (await fetch(`${sim.url}/server/spoolman/spool_id?spool_id=5`, { method: 'POST' })).ok,
  ).toBe(true);
  await card(page).scrollIntoViewIfNeeded();
  await expect(tool(page, 'T0')).toContainText('Galaxy Black');
  await expect(tool(page, 'T1')).toContainText('No spool');
  await expect(card(page).getByRole('status')).toHaveText(
    'Filament use is counted on PolyLite Teal (#5)',
  );
  const audit = async () => {
    expect(await findings(page, '[data-card="spoolman"]')).toEqual([]);
    await tool(page, 'T0').getByRole('button', { name: 'Change the spool of T0' }).click();
    const dialog = page.getByRole('dialog', { name: 'Spool for T0' });
    // The tool's spool is marked in the list (on the selected row's background).
    await expect(dialog.getByTestId('spool-1')).toContainText('Loaded');
    // Audited once its fade-in is over: half-way, its text is lighter than it will be.
    await transitionsOver(page);
    expect(await findings(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  };
  await audit();
  await useLightTheme(page);
  await audit();
});
