// The farm with three virtual printers: every tile live at once; a printer that goes away shows
// Disconnected while the others keep updating, and comes back by itself; an address naming a
// printer (/p/<id>/jobs) shows that printer's files in a page of its own, beside another page
// showing the chosen printer.
import type { Locator, Page } from '@playwright/test';
import { expect, knowPrinters, launchSim, test, type Sim } from './fixtures';
import { audit, transitionsOver, useLightTheme } from './axe-helpers';
import { browser as filesBrowser } from './files-helpers';

test.use({ timeScale: 5 });

const tile = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });
const stateOf = (section: Locator) => section.getByRole('status', { name: 'Printer state' });
const progressOf = async (section: Locator): Promise<number> =>
  Number(
    await section.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuenow'),
  );

async function startPrint(sim: Sim, file = 'small.gcode'): Promise<void> {
  const res = await fetch(`${sim.url}/printer/print/start?filename=${file}`, { method: 'POST' });
  expect(res.ok, `starting ${file} on ${sim.url}: ${res.status}`).toBe(true);
}

test('the farm shows every printer live; one that goes away shows Disconnected, the others keep updating, and it comes back', async ({
  page,
  sim,
}) => {
  test.setTimeout(180_000);
  const bravo = await launchSim({ timeScale: 5, auth: false });
  const charlie = await launchSim({ timeScale: 5, auth: false });
  try {
    await knowPrinters(page, [
      [sim, 'Alpha'],
      [bravo, 'Bravo'],
      [charlie, 'Charlie'],
    ]);
    await page.goto(`${sim.url}/farm`);
    await expect(page.getByRole('heading', { name: 'Farm', level: 1 })).toBeVisible();
    for (const name of ['Alpha', 'Bravo', 'Charlie'])
      await expect(stateOf(tile(page, name))).toHaveText('Ready', { timeout: 30_000 });
    // Each tile reads its own printer: a print started on Bravo shows on Bravo's tile only.
    await startPrint(bravo);
    await startPrint(charlie);
    await expect(stateOf(tile(page, 'Bravo'))).toHaveText('Printing', { timeout: 20_000 });
    await expect(stateOf(tile(page, 'Charlie'))).toHaveText('Printing', { timeout: 20_000 });
    await expect(stateOf(tile(page, 'Alpha'))).toHaveText('Ready');
    await expect(tile(page, 'Bravo').getByText('small.gcode')).toBeVisible();
    // The page as a whole: names, roles and contrast, in tiles and as a list.
    await transitionsOver(page);
    expect(await audit(page)).toEqual([]);
    await page.getByRole('button', { name: 'List' }).click();
    await expect(page.getByRole('listitem', { name: 'Bravo' })).toBeVisible();
    expect(await audit(page)).toEqual([]);
    await page.getByRole('button', { name: 'Tiles' }).click();
    await useLightTheme(page);
    // With a selection, the fleet's actions show too.
    await page.getByRole('checkbox', { name: 'Select all shown' }).check();
    await transitionsOver(page);
    expect(await audit(page)).toEqual([]);
    await page.getByRole('checkbox', { name: 'Select all shown' }).uncheck();

    // Bravo goes away: its tile says so and stands out; Charlie's progress keeps moving.
    await bravo.stop();
    await expect(stateOf(tile(page, 'Bravo'))).toHaveText('Disconnected', { timeout: 20_000 });
    await expect(tile(page, 'Bravo')).toHaveAttribute('data-attention', 'true');
    await expect(page.getByRole('status').filter({ hasText: /1 needs attention/ })).toBeVisible();
    const before = await progressOf(tile(page, 'Charlie'));
    await expect
      .poll(() => progressOf(tile(page, 'Charlie')), { timeout: 30_000 })
      .toBeGreaterThan(before);
    await expect(stateOf(tile(page, 'Alpha'))).toHaveText('Ready');

    // Back by itself, no reload: its tile reads the restarted printer again.
    await bravo.start();
    await expect(stateOf(tile(page, 'Bravo'))).toHaveText('Ready', { timeout: 40_000 });
    await expect(tile(page, 'Bravo')).not.toHaveAttribute('data-attention', 'true');

    // Filter and search find printers by state and name.
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Printing' }).click();
    await expect(tile(page, 'Charlie')).toBeVisible();
    await expect(tile(page, 'Alpha')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'All' }).click();
    await page.getByRole('searchbox', { name: 'Search printers' }).fill('alp');
    await expect(tile(page, 'Alpha')).toBeVisible();
    await expect(tile(page, 'Charlie')).toHaveCount(0);
  } finally {
    await Promise.all([bravo.stop(), charlie.stop()]);
  }
});

test('an address naming a printer shows that printer in its own page; a tile opens its dashboard', async ({
  page,
  context,
  sim,
}) => {
  test.setTimeout(120_000);
  const bravo = await launchSim({ timeScale: 5, auth: false });
  try {
    await knowPrinters(context, [
      [sim, 'Alpha'],
      [bravo, 'Bravo Printer'],
    ]);
    // A file only Bravo has.
    const form = new FormData();
    form.append('file', new Blob(['G28\n']), 'only-on-bravo.gcode');
    expect(
      (await fetch(`${bravo.url}/server/files/upload`, { method: 'POST', body: form })).ok,
    ).toBe(true);

    const other = await context.newPage();
    await other.goto(`${sim.url}/p/bravo-printer/jobs`);
    await expect(filesBrowser(other).getByText('only-on-bravo.gcode')).toBeVisible({
      timeout: 30_000,
    });
    await expect(other.getByRole('banner').getByText('Bravo Printer')).toBeVisible();
    // The navigation stays on Bravo's addresses.
    await other.getByRole('navigation').getByRole('link', { name: 'History' }).click();
    await expect(other).toHaveURL(/\/p\/bravo-printer\/history$/);
    await other.reload();
    await expect(other.getByRole('banner').getByText('Bravo Printer')).toBeVisible({
      timeout: 30_000,
    });

    // Choosing a printer in the printers list under Bravo's address goes to the same page at its
    // plain address, which shows the new choice.
    await other.getByRole('button', { name: 'Open tools', exact: true }).click();
    await other
      .getByRole('navigation', { name: 'Tools' })
      .getByRole('button')
      .filter({ hasText: 'Alpha' })
      .click();
    await expect(other).toHaveURL(new RegExp(`^${sim.url}/history$`));
    await expect(other.getByRole('banner').getByText('Alpha')).toBeVisible({ timeout: 30_000 });

    // The first page keeps showing the chosen printer, Alpha.
    await page.goto(`${sim.url}/jobs`);
    await expect(filesBrowser(page).getByText('small.gcode')).toBeVisible({ timeout: 30_000 });
    await expect(filesBrowser(page).getByText('only-on-bravo.gcode')).toHaveCount(0);
    await expect(page.getByRole('banner').getByText('Alpha')).toBeVisible();

    // From the farm, a tile's name opens that printer's dashboard at its address.
    await page.getByRole('banner').getByRole('link', { name: 'Farm' }).click();
    await page.getByRole('link', { name: 'Open Bravo Printer' }).click();
    await expect(page).toHaveURL(/\/p\/bravo-printer\/$/);
    await expect(page.getByRole('banner').getByText('Bravo Printer')).toBeVisible({
      timeout: 30_000,
    });

    // An address naming no known printer says so.
    await other.goto(`${sim.url}/p/nobody/`);
    await expect(other.getByRole('heading', { name: 'No such printer' })).toBeVisible({
      timeout: 30_000,
    });

    // The farm as start page, when chosen: the plain start address opens it.
    await other.goto(`${sim.url}/farm`);
    await other.getByRole('checkbox', { name: 'Open the farm at start' }).check();
    await other.goto(`${sim.url}/`);
    await expect(other).toHaveURL(new RegExp(`^${sim.url}/farm$`));
    await expect(other.getByRole('heading', { name: 'Farm', level: 1 })).toBeVisible();
    // Another address is kept.
    await other.goto(`${sim.url}/history`);
    await expect(other).toHaveURL(new RegExp(`^${sim.url}/history$`));
  } finally {
    await bravo.stop();
  }
});

test('a printer that wants a login says so on its tile, and logging in there opens it', async ({
  page,
  sim,
}) => {
  test.setTimeout(120_000);
  const locked = await launchSim({ timeScale: 5, auth: true });
  try {
    await knowPrinters(page, [
      [sim, 'Alpha'],
      [locked, 'Locked'],
    ]);
    // Served as localhost: an origin the locked printer's default cors_domains accept.
    await page.goto(`${sim.url.replace('127.0.0.1', 'localhost')}/farm`);
    const lockedTile = tile(page, 'Locked');
    await expect(stateOf(lockedTile)).toHaveText('Needs login', { timeout: 30_000 });
    await expect(lockedTile).toHaveAttribute('data-attention', 'true');
    await expect(stateOf(tile(page, 'Alpha'))).toHaveText('Ready', { timeout: 30_000 });

    await lockedTile.getByRole('button', { name: 'Log in (Locked)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in to Locked' });
    await dialog.getByLabel('Username').fill('printdeck');
    await dialog.getByLabel('Password').fill('wrong');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Login failed');
    await dialog.getByLabel('Password').fill('printdeck');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(stateOf(lockedTile)).toHaveText('Ready', { timeout: 30_000 });
    // The login is the locked printer's own: Alpha's session never needed one.
    await expect(stateOf(tile(page, 'Alpha'))).toHaveText('Ready');
  } finally {
    await locked.stop();
  }
});

test("a tile shows its printer's camera as a snapshot taken about once a second, never a stream", async ({
  page,
  sim,
}) => {
  test.setTimeout(90_000);
  const filmed = await launchSim({ timeScale: 5, auth: false, simArgs: ['--webcam'] });
  try {
    await knowPrinters(page, [
      [sim, 'Alpha'],
      [filmed, 'Filmed'],
    ]);
    const streams: string[] = [];
    page.on('request', (request) => {
      if (/action=stream/.test(request.url())) streams.push(request.url());
    });
    await page.goto(`${sim.url}/farm`);
    const picture = tile(page, 'Filmed').getByRole('img', { name: 'Camera of Filmed' });
    await expect(picture).toBeVisible({ timeout: 30_000 });
    const first = await picture.getAttribute('src');
    expect(first).toContain('action=snapshot');
    // A new picture is asked for once the last came, about a second later.
    await expect.poll(() => picture.getAttribute('src'), { timeout: 5_000 }).not.toBe(first);
    expect(streams).toEqual([]);
    // Alpha has no camera: no picture on its tile.
    await expect(tile(page, 'Alpha').getByRole('img', { name: /Camera/ })).toHaveCount(0);
  } finally {
    await filmed.stop();
  }
});
