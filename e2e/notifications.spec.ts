// The notification bell and menu as a user meets them, against a simulator of its own: the virtual
// printer's announcements (snooze an hour, dismiss for good, a short wake that brings one back),
// throttle flags as an error item that colours the bell, 'updates available' linking to the versions
// section, and axe with the menu open in both themes on a laptop and a phone.
import type { Locator, Page } from '@playwright/test';
import { audit, useLightTheme } from './axe-helpers';
import { expect, test } from './fixtures';
import { openReady } from './files-helpers';

test.use({ timeScale: 20 });

const WELCOME = 'Welcome to the Printdeck virtual printer';

function bell(page: Page): Locator {
  return page.getByRole('button', { name: /^Notifications/ });
}

async function openMenu(page: Page): Promise<Locator> {
  await bell(page).click();
  const menu = page.getByRole('dialog', { name: 'Notifications' });
  await expect(menu).toBeVisible();
  return menu;
}

function item(menu: Locator, title: string): Locator {
  return menu.getByRole('article', { name: title });
}

/** Opens the dashboard and the menu, where the feed's welcome announcement shows. */
async function openWelcome(page: Page, url: string): Promise<{ menu: Locator; welcome: Locator }> {
  await openReady(page, `${url}/`);
  const menu = await openMenu(page);
  const welcome = item(menu, WELCOME);
  await expect(welcome).toBeVisible({ timeout: 10_000 });
  return { menu, welcome };
}

interface Entry {
  entry_id: string;
  title: string;
  dismissed: boolean;
  dismiss_wake: number | null;
}

async function entries(url: string): Promise<Entry[]> {
  const response = await fetch(`${url}/server/announcements/list`);
  return ((await response.json()) as { result: { entries: Entry[] } }).result.entries;
}

async function entryOf(url: string, title: string): Promise<Entry> {
  const found = (await entries(url)).find((e) => e.title === title);
  if (!found) throw new Error(`no announcement '${title}'`);
  return found;
}

test('an announcement of the feed: snooze it for an hour, then it is gone', async ({
  page,
  sim,
}) => {
  const { welcome } = await openWelcome(page, sim.url);
  await expect(welcome.getByRole('link', { name: 'Open' })).toHaveAttribute('href', /^https:/);
  await welcome.getByRole('button', { name: `Snooze ${WELCOME}` }).click();
  await page.getByRole('menuitem', { name: 'For 1 hour' }).click();
  await expect(welcome).toBeHidden({ timeout: 10_000 });
  const entry = await entryOf(sim.url, WELCOME);
  expect(entry.dismissed).toBe(true);
  const ahead = (entry.dismiss_wake ?? 0) - Date.now() / 1000;
  expect(ahead).toBeGreaterThan(3500);
  expect(ahead).toBeLessThan(3700);
});

test('dismiss one for good; a short snooze through the API comes back by itself', async ({
  page,
  sim,
}) => {
  const { menu, welcome } = await openWelcome(page, sim.url);
  await welcome.getByRole('button', { name: `Dismiss ${WELCOME}` }).click();
  await expect(welcome).toBeHidden({ timeout: 10_000 });
  const entry = await entryOf(sim.url, WELCOME);
  expect(entry).toMatchObject({ dismissed: true, dismiss_wake: null });

  const other = (await entries(sim.url)).find((e) => !e.dismissed);
  if (!other) throw new Error('the feed has a single entry');
  await expect(item(menu, other.title)).toBeVisible();
  const query = new URLSearchParams({ entry_id: other.entry_id, wake_time: '1' });
  await fetch(`${sim.url}/server/announcements/dismiss?${query}`, { method: 'POST' });
  await expect(item(menu, other.title)).toBeHidden({ timeout: 10_000 });
  await expect(item(menu, other.title)).toBeVisible({ timeout: 30_000 });
  await expect(welcome).toBeHidden();
});

test('throttle bits → an error item, the bell in the error colour', async ({ page, sim }) => {
  await openReady(page, `${sim.url}/`);
  await expect(bell(page)).not.toHaveClass(/MuiIconButton-colorError/);
  await fetch(`${sim.url}/debug/sim/throttle?bits=2`, { method: 'POST' });
  await expect(bell(page)).toHaveClass(/MuiIconButton-colorError/, { timeout: 10_000 });
  const menu = await openMenu(page);
  const capped = item(menu, 'Frequency Capped');
  await expect(capped).toContainText('This may lead to a failed print');
  await expect(capped.getByRole('img', { name: 'Error' })).toBeVisible();
  await expect(capped.getByRole('link', { name: 'Learn more' })).toHaveAttribute(
    'href',
    /raspberrypi\.com/,
  );
  await capped.getByRole('button', { name: 'Dismiss Frequency Capped' }).click();
  await expect(capped).toBeHidden();
  // The focus stays in the menu (the dismissed item's button is gone), so Escape reaches it.
  await expect
    .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(bell(page)).not.toHaveClass(/MuiIconButton-colorError/);
});

test("'updates available' names the components and opens the versions section", async ({
  page,
  sim,
}) => {
  await openReady(page, `${sim.url}/`);
  const menu = await openMenu(page);
  const updates = item(menu, 'Updates available');
  await expect(updates).toBeVisible({ timeout: 15_000 });
  await expect(updates).toContainText(/waiting for/);
  await updates.getByRole('link', { name: 'Show versions' }).click();
  await expect(page).toHaveURL(/\/settings#versions$/);
  await expect(menu).toBeHidden();
});

for (const theme of ['dark', 'light'] as const)
  for (const width of [1280, 390])
    test(`the open menu has no serious accessibility findings (${theme}, ${width} px)`, async ({
      page,
      sim,
    }) => {
      await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
      await openReady(page, `${sim.url}/`);
      if (theme === 'light') await useLightTheme(page);
      await fetch(`${sim.url}/debug/sim/throttle?bits=${0b1000 | (1 << 17)}`, { method: 'POST' });
      await expect(bell(page)).toHaveClass(/MuiIconButton-colorError/, { timeout: 10_000 });
      await page.getByRole('alert').first().waitFor({ timeout: 10_000 });
      const menu = await openMenu(page);
      await expect(item(menu, WELCOME)).toBeVisible({ timeout: 10_000 });
      await expect(item(menu, 'Updates available')).toBeVisible({ timeout: 15_000 });
      await page.waitForTimeout(400);
      if (process.env.NOTIFICATION_SHOTS)
        await page.screenshot({
          path: `${process.env.NOTIFICATION_SHOTS}/menu-${theme}-${width}.png`,
        });
      expect(await audit(page)).toEqual([]);
    });
