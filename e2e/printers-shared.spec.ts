// The printers list kept on a printer: one browser adds a second printer and keeps its list on the
// first; another browser, which never added the second printer, opens the first and finds the
// second in its printers list, kept there (removable only from the shared list), and can choose it.
import type { Locator, Page } from '@playwright/test';
import { audit, transitionsOver } from './axe-helpers';
import { checkAtSizes } from './hostile-checks';
import { armTraps, inputsFor } from './hostile-inputs';
import {
  expect,
  launchSim,
  printerState,
  readDatabaseItem,
  test,
  writeDatabaseItem,
  type Sim,
} from './fixtures';

test.use({ timeScale: 5 });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openTools(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open tools', exact: true }).click();
  return page.getByRole('navigation', { name: 'Tools' });
}

/** The printers list's row of the printer at `sim` (its button ends with the address). */
function rowOf(tools: Locator, sim: Sim): Locator {
  return tools.getByRole('listitem').filter({
    has: tools.page().getByRole('button', { name: new RegExp(`${escape(sim.url)}$`) }),
  });
}

test('a list kept on a printer reaches a browser that never added its printers', async ({
  browser,
  page,
  sim,
}) => {
  test.setTimeout(150_000);
  const second = await launchSim({ timeScale: 5, auth: false });
  try {
    // Browser 1 knows the first printer as Alpha (a list kept before printers had ids).
    await page.addInitScript((url) => {
      if (localStorage.getItem('appInstances')) return;
      const alpha = {
        name: 'Alpha',
        apiUrl: url,
        socketUrl: `${url.replace(/^http/, 'ws')}/websocket`,
      };
      localStorage.setItem('appInstances', JSON.stringify([alpha]));
      localStorage.setItem('appActiveInstance', JSON.stringify(url));
    }, sim.url);
    await page.goto(`${sim.url}/`);
    await expect(printerState(page)).toHaveText('Ready', { timeout: 20_000 });

    // It adds the second printer (which becomes the chosen one), then goes back to Alpha.
    let tools = await openTools(page);
    await tools.getByRole('button', { name: 'Add printer', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add printer' });
    await dialog.getByRole('textbox', { name: 'API address' }).fill(second.url);
    await expect(dialog.getByLabel('Reachable')).toBeVisible({ timeout: 10_000 });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(printerState(page)).toHaveText('Ready', { timeout: 20_000 });
    tools = await openTools(page);
    await rowOf(tools, sim)
      .getByRole('button', { name: new RegExp(`${escape(sim.url)}$`) })
      .click();
    await expect(printerState(page)).toHaveText('Ready', { timeout: 20_000 });

    // Nothing is kept on Alpha until the user says so; then the whole list is.
    expect(await readDatabaseItem(sim.url, 'printers')).toBeUndefined();
    tools = await openTools(page);
    await tools.getByRole('button', { name: 'Printers list actions' }).click();
    await page.getByRole('menuitem', { name: 'Keep this list on Alpha' }).click();
    await expect(page.getByText(/The list is kept on Alpha/)).toBeVisible({ timeout: 10_000 });
    await expect
      .poll(() => readDatabaseItem(sim.url, 'printers'), { timeout: 10_000 })
      .toEqual([
        { name: 'Alpha', apiUrl: sim.url, tags: [] },
        { name: '127.0.0.1', apiUrl: second.url, tags: [] },
      ]);
    await expect(rowOf(tools, second)).toContainText('Kept on Alpha');

    // Browser 2 has never seen the second printer: it opens Alpha and finds it there.
    const other = await browser.newContext();
    try {
      const page2 = await other.newPage();
      await page2.goto(`${sim.url}/`);
      await expect(printerState(page2)).toHaveText('Ready', { timeout: 20_000 });
      const tools2 = await openTools(page2);
      const kept = rowOf(tools2, second);
      await expect(kept).toBeVisible({ timeout: 10_000 });
      await expect(kept).toContainText('Kept on Alpha');
      await expect(kept.getByRole('button', { name: 'Remove 127.0.0.1', exact: true })).toHaveCount(
        0,
      );
      await expect(
        kept.getByRole('button', { name: 'Remove 127.0.0.1 from the shared list' }),
      ).toBeVisible();
      expect(
        await page2.evaluate(
          () => JSON.parse(localStorage.getItem('appInstances') ?? '[]') as unknown[],
        ),
      ).toHaveLength(1);
      await transitionsOver(page2);
      expect(await audit(page2)).toEqual([]);

      // A tag given to it here is written into the list kept on Alpha.
      await kept.getByRole('button', { name: 'Tags of 127.0.0.1' }).click();
      const tags = page2.getByRole('dialog', { name: 'Tags of 127.0.0.1' });
      await tags.getByRole('textbox', { name: 'New tag' }).fill('Shelf 2');
      await tags.getByRole('textbox', { name: 'New tag' }).press('Enter');
      await tags.getByRole('button', { name: 'Save', exact: true }).click();
      await expect
        .poll(() => readDatabaseItem(sim.url, 'printers'), { timeout: 10_000 })
        .toContainEqual({ name: '127.0.0.1', apiUrl: second.url, tags: ['Shelf 2'] });
      await expect(kept.getByRole('list', { name: 'Tags' })).toHaveText('Shelf 2');
      if (process.env.SHOTS)
        await page2.screenshot({ path: `${process.env.SHOTS}/printers-shared.png` });

      // And it can choose it like any other printer.
      await kept.getByRole('button', { name: new RegExp(`${escape(second.url)}$`) }).click();
      await expect(printerState(page2)).toHaveText('Ready', { timeout: 20_000 });
      const title = await page2.evaluate(
        () => JSON.parse(localStorage.getItem('appActiveInstance') ?? 'null') as unknown,
      );
      expect(title).toBe(second.url);
    } finally {
      await other.close();
    }
  } finally {
    await second.dispose();
  }
});

test('names and tags a printer keeps in its shared list are shown as text, in their place', async ({
  page,
  sim,
}) => {
  test.setTimeout(150_000);
  // Any client may write the list: hostile names and tags, and addresses that are not http(s).
  const names = inputsFor({ max: 64 });
  const tags = inputsFor({ max: 32 });
  await writeDatabaseItem(sim.url, 'printers', [
    // Closed ports on this machine: the printers are listed, never reached.
    ...names.map((input, index) => ({
      name: input.text,
      apiUrl: `http://127.0.0.1:1/${index}`,
      tags: [tags[index % tags.length]!.text],
    })),
    { name: 'Script address', apiUrl: 'javascript:alert(1)' },
    { name: 'Data address', apiUrl: 'data:text/html,<b>x</b>' },
  ]);
  await armTraps(page);
  await page.goto(`${sim.url}/`);
  await expect(printerState(page)).toHaveText('Ready', { timeout: 20_000 });
  const tools = await openTools(page);
  await expect(tools.getByText(/^Kept on /)).toHaveCount(names.length, { timeout: 10_000 });
  await expect(tools.getByText('Script address')).toHaveCount(0);
  await expect(tools.getByText('Data address')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await checkAtSizes(
    page,
    'printers-shared',
    [...names, ...tags].map((input) => input.text.trim()),
    async () => {
      await openTools(page);
    },
  );
});
