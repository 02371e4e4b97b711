// Two virtual printers: each one added from the tools menu shows its own name, state and files,
// never the other's — also when one is stopped and restarted while the user switches back and forth.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { browser, row } from './files-helpers';
import { expect, launchSim, printerState, test, writeDatabaseItem, type Sim } from './fixtures';

const ALPHA_FILE = 'only-on-alpha.gcode';
const BRAVO_FILE = 'only-on-bravo.gcode';
const GCODE = 'G28\nG1 X10 Y10 F3000\n';

/** Name the printer in its own database (the dashboard shows it in the top bar). */
async function nameThePrinter(sim: Sim, name: string): Promise<void> {
  await writeDatabaseItem(sim.url, 'uiSettings.general.instanceName', name);
}

function topBar(page: Page) {
  return page.getByRole('banner');
}

/** The printer chosen shows its name, Ready, its file and not the other's (and not its name). */
async function expectShowing(
  page: Page,
  mine: { name: string; file: string },
  other: { name: string; file: string },
): Promise<void> {
  await expect(topBar(page)).toContainText(mine.name, { timeout: 20_000 });
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  await expect(row(page, mine.file)).toBeVisible({ timeout: 20_000 });
  await expect(row(page, other.file)).toHaveCount(0);
  await expect(topBar(page)).not.toContainText(other.name);
}

async function choosePrinter(page: Page, sim: Sim): Promise<void> {
  await page.getByRole('button', { name: 'Open tools', exact: true }).click();
  const address = new RegExp(`${sim.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await page
    .getByRole('navigation', { name: 'Tools' })
    .getByRole('button')
    .filter({ hasText: address })
    .click();
}

test('two printers: each shows its own name, state and files, never the other’s', async ({
  page,
  sim,
}) => {
  test.setTimeout(150_000);
  const alpha = { name: 'Alpha printer', file: ALPHA_FILE };
  const bravo = { name: 'Bravo printer', file: BRAVO_FILE };
  await writeFile(path.join(sim.dataDir, 'gcodes', ALPHA_FILE), GCODE);
  const second = await launchSim({ timeScale: 1, auth: false }, async (dataDir) => {
    await mkdir(path.join(dataDir, 'gcodes'), { recursive: true });
    await writeFile(path.join(dataDir, 'gcodes', BRAVO_FILE), GCODE);
  });
  try {
    await nameThePrinter(sim, alpha.name);
    await nameThePrinter(second, bravo.name);

    // The page's own printer first (found by the start-up probe).
    await page.goto(`${sim.url}/jobs`);
    await expect(browser(page)).toBeVisible({ timeout: 20_000 });
    await expectShowing(page, alpha, bravo);

    // Add the second one from the tools menu (⋮).
    await page.getByRole('button', { name: 'Open tools', exact: true }).click();
    await page.getByRole('button', { name: 'Add printer', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add printer' });
    await dialog.getByRole('textbox', { name: 'API address' }).fill(second.url);
    await expect(dialog.getByLabel('Reachable')).toBeVisible({ timeout: 10_000 });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectShowing(page, bravo, alpha);

    // Bravo goes away while chosen; switch to Alpha. Bravo's failing reconnects must not touch Alpha.
    await second.stop();
    await expect(page.getByRole('button', { name: 'Reconnect', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await choosePrinter(page, sim);
    await expectShowing(page, alpha, bravo);
    await page.waitForTimeout(8_000); // longer than Bravo's reconnect attempts (3 × 2 s)
    await expectShowing(page, alpha, bravo);

    // Bravo is back: switch to it, then back and forth quickly, ending on Bravo.
    await second.start();
    await choosePrinter(page, second);
    await expectShowing(page, bravo, alpha);
    await choosePrinter(page, sim);
    await choosePrinter(page, second);
    await choosePrinter(page, sim);
    await choosePrinter(page, second);
    await expectShowing(page, bravo, alpha);
    await page.waitForTimeout(3_000);
    await expectShowing(page, bravo, alpha);

    // And Alpha again, after a stop and restart of Alpha while Bravo is shown.
    await sim.stop();
    await sim.start();
    await choosePrinter(page, sim);
    await expectShowing(page, alpha, bravo);
  } finally {
    await second.dispose();
  }
});
