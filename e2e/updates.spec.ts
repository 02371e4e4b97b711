// Software updates as a user, against the virtual printer's update manager: the navigation's badge,
// Settings › Versions listing every component, an update of Klipper streamed in the update dialog
// until Klipper is up to date and ready again, the dirty repository recovered, Moonraker updated
// (its restart ridden through), updates held while printing, and axe on the section and the dialog.
import type { Locator, Page } from '@playwright/test';
import { audit, useLightTheme } from './axe-helpers';
import { expect, printerState, test, type Sim } from './fixtures';

test.use({ viewport: { width: 1280, height: 1000 } });

function versions(page: Page): Locator {
  return page.getByRole('list', { name: 'Versions' });
}

function component(page: Page, name: string): Locator {
  return versions(page).getByRole('listitem', { name, exact: true });
}

async function openVersions(page: Page, sim: Sim): Promise<void> {
  await page.goto(`${sim.url}/settings#versions`);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  await expect(component(page, 'klipper')).toBeVisible({ timeout: 15_000 });
}

/** Waits for the dialog to finish, then closes it with Finish. */
async function finishDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Update finished' });
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('the navigation counts the updates waiting', async ({ page, sim }) => {
  await page.goto(`${sim.url}/`);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  const settings = page
    .getByRole('navigation', { name: /main/i })
    .getByRole('link', { name: /^Settings, \d+ updates?$/ });
  await expect(settings).toBeVisible({ timeout: 15_000 });
  await settings.click();
  await expect(versions(page)).toBeVisible();
});

test('the versions section lists every component, system first', async ({ page, sim }) => {
  await openVersions(page, sim);
  const names = await versions(page).getByRole('heading', { level: 3 }).allTextContents();
  expect(names[0]).toBe('system');
  expect(names).toEqual(expect.arrayContaining(['moonraker', 'klipper', 'Printdeck', 'crowsnest']));
  await expect(component(page, 'klipper')).toContainText('Update available');
  await expect(component(page, 'klipper')).toContainText(/\d+ commits? behind/);
  await expect(component(page, 'crowsnest')).toContainText('Local changes');
  await expect(component(page, 'system')).toContainText(/\d+ packages? to update/);
  await page.getByRole('button', { name: 'Show the commits of klipper' }).click();
  await expect(component(page, 'klipper').getByRole('heading', { level: 4 }).first()).toBeVisible();
  await expect(component(page, 'klipper').getByRole('link').first()).toHaveAttribute(
    'href',
    /^https:\/\/github\.com\/Klipper3d\/klipper\/commit\/[0-9a-f]{40}$/,
  );
});

test('update Klipper: the dialog streams and finishes, Klipper is up to date and ready', async ({
  page,
  sim,
}) => {
  await openVersions(page, sim);
  await component(page, 'klipper').getByRole('button', { name: 'Update klipper' }).click();
  const dialog = page.getByRole('dialog', { name: 'Updating…' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Finish' })).toBeDisabled();
  await expect(dialog.getByRole('log')).toContainText('klipper', { timeout: 15_000 });
  await finishDialog(page);
  await expect(component(page, 'klipper')).toContainText('Up to date', { timeout: 15_000 });
  await expect(component(page, 'klipper').getByRole('button', { name: /^Update/ })).toHaveCount(0);
  await expect(printerState(page)).toContainText('Ready', { timeout: 30_000 });
});

test('recover the dirty repository (soft): it is clean again', async ({ page, sim }) => {
  await openVersions(page, sim);
  await component(page, 'crowsnest').getByRole('button', { name: 'Recover crowsnest' }).click();
  const ask = page.getByRole('dialog', { name: 'Recover crowsnest' });
  await expect(ask.getByRole('radio', { name: 'Soft' })).toBeChecked();
  await ask.getByRole('button', { name: 'Recover' }).click();
  await finishDialog(page);
  await expect(component(page, 'crowsnest')).not.toContainText('Local changes', {
    timeout: 15_000,
  });
  await expect(component(page, 'crowsnest').getByRole('button', { name: /^Recover/ })).toHaveCount(
    0,
  );
});

test('update the dashboard itself: the page reloads when it is done, with the new version', async ({
  page,
  sim,
}) => {
  await openVersions(page, sim);
  const row = component(page, 'Printdeck');
  const line = await row.getByText(/→/).textContent();
  const target = line?.split('→')[1]?.trim() ?? '';
  expect(target).toMatch(/^v\d/);
  // A mark in this page's window: a reload takes it away.
  await page.evaluate(() => Object.assign(window, { printdeckBeforeUpdate: true }));
  const reloaded = page.waitForEvent('load', { timeout: 60_000 });
  await row.getByRole('button', { name: 'Update Printdeck' }).click();
  await reloaded;
  expect(await page.evaluate(() => 'printdeckBeforeUpdate' in window)).toBe(false);
  await expect(component(page, 'Printdeck')).toContainText('Up to date', { timeout: 30_000 });
  await expect(component(page, 'Printdeck').getByText(target, { exact: true })).toBeVisible();
});

test('update Moonraker: the dashboard reconnects by itself and shows the new version', async ({
  page,
  sim,
}) => {
  await openVersions(page, sim);
  const line = await component(page, 'moonraker').getByText(/→/).textContent();
  const target = line?.split('→')[1]?.trim() ?? '';
  expect(target).toMatch(/^v\d/);
  await component(page, 'moonraker').getByRole('button', { name: 'Update moonraker' }).click();
  await finishDialog(page);
  await expect(printerState(page)).toContainText('Ready', { timeout: 60_000 });
  await expect(component(page, 'moonraker')).toContainText('Up to date', { timeout: 30_000 });
  await expect(component(page, 'moonraker').getByText(target, { exact: true })).toBeVisible();
});

test('updates wait while printing', async ({ page, sim }) => {
  await openVersions(page, sim);
  const update = component(page, 'klipper').getByRole('button', { name: 'Update klipper' });
  await expect(update).toBeEnabled();
  await fetch(`${sim.url}/printer/print/start?filename=small.gcode`, { method: 'POST' });
  await expect(update).toBeDisabled({ timeout: 20_000 });
  await expect(page.getByText('Updates are not possible while printing.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check for updates' })).toBeEnabled();
});

/** No transition runs (a dialog fading in reads as low contrast); spinners may turn. */
async function settled(page: Page): Promise<void> {
  // The dialog and its backdrop fully shown (on a busy machine the fade may not have started when
  // the first check runs), and no colour or opacity transition left.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiBackdrop-root, .MuiDialog-paper')].every(
      (el) => getComputedStyle(el).opacity === '1',
    ),
  );
  const noTransition = () =>
    page.waitForFunction(() =>
      document.getAnimations().every((a) => !(a instanceof CSSTransition)),
    );
  await noTransition();
  // A button enabled in the same render starts its colour transition (250 ms) a frame later.
  await page.waitForTimeout(300);
  await noTransition();
}

/** Starts an update and audits the dialog while it runs and once it has finished. */
async function auditUpdate(page: Page, name: string): Promise<void> {
  await component(page, name)
    .getByRole('button', { name: `Update ${name}` })
    .click();
  await expect(page.getByRole('dialog', { name: 'Updating…' })).toBeVisible();
  await settled(page);
  expect(await audit(page)).toEqual([]);
  await expect(page.getByRole('dialog', { name: 'Update finished' })).toBeVisible({
    timeout: 60_000,
  });
  await settled(page);
  expect(await audit(page)).toEqual([]);
  await finishDialog(page);
}

for (const width of [1280, 390]) {
  test(`axe: the section and the open dialog, dark and light, at ${width} px`, async ({
    page,
    sim,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await openVersions(page, sim);
    await page.getByRole('button', { name: 'Show the commits of klipper' }).click();
    await page.getByRole('button', { name: 'Show the packages' }).click();
    // Long repository messages wrap: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    expect(await audit(page)).toEqual([]);
    await auditUpdate(page, 'klipper');
    // System packages in the light theme: Klipper does not restart, so the top bar's state chip
    // stays 'Ready' (its 'Disconnected' reads too pale on white — the chip's own matter).
    await useLightTheme(page);
    await settled(page);
    expect(await audit(page)).toEqual([]);
    await auditUpdate(page, 'system');
  });
}
