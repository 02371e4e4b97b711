// Unsaved text in the config editor under faults (sim/faults): it stays in the open editor through
// a dropped socket and a Moonraker restart, and Save writes it once the printer is back.
import { openReady, readConfig } from './files-helpers';
import { expect, printerState, test } from './fixtures';

test.use({ simArgs: ['--faults'] });

const EDIT = '# kept through a dropped socket and a restart';

test('unsaved editor text survives a dropped socket and a Moonraker restart, then saves', async ({
  page,
  sim,
}) => {
  test.setTimeout(60_000);
  await openReady(page, `${sim.url}/configure`);
  await page
    .getByRole('region', { name: 'config files' })
    .getByRole('button', { name: 'printer.cfg', exact: true })
    .click();
  const editor = page.getByRole('dialog', { name: 'printer.cfg' });
  const content = editor.locator('.cm-content');
  await expect(content).toBeVisible({ timeout: 20_000 });
  await editor.locator('.cm-line').first().click();
  await page.keyboard.press('Home');
  await page.keyboard.type(`${EDIT}\n`);
  await expect(content).toContainText(EDIT);

  // Runs a fault and waits until the dashboard has opened its next socket and the server answers.
  const fault = async (action: string) => {
    const reopened = page.waitForEvent('websocket', { timeout: 30_000 });
    const res = await fetch(`${sim.url}/debug/sim/faults?action=${action}`, { method: 'POST' });
    expect(res.status, `fault ${action}`).toBe(200);
    await reopened;
    await expect
      .poll(
        () =>
          fetch(`${sim.url}/server/info`).then(
            (r) => r.ok,
            () => false,
          ),
        {
          timeout: 30_000,
        },
      )
      .toBe(true);
  };
  await fault('drop_sockets');
  await expect(printerState(page)).toContainText('Ready', { timeout: 15_000 });
  await expect(editor).toBeVisible();
  await expect(content).toContainText(EDIT);

  await fault('restart');
  await expect(printerState(page)).toContainText('Ready', { timeout: 30_000 });
  await expect(editor).toBeVisible();
  await expect(content).toContainText(EDIT);
  expect(await readConfig(sim.url, 'printer.cfg')).not.toContain(EDIT);

  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => readConfig(sim.url, 'printer.cfg')).toContain(`${EDIT}\n`);
  expect((await readConfig(sim.url, 'printer.cfg')).split(EDIT)).toHaveLength(2);
});
