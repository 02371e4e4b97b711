// Settings › Authentication as a user: add a user, log in as them, change the password and log in
// with the new one; regenerate the API key and call the API with it; the trusted client's menu;
// axe in both themes and at 390 px, with screenshots of the section.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { useLightTheme } from './axe-helpers';
import { expect, logIn, routeOf, test } from './fixtures';

const SHOTS = process.env.PRINTDECK_SHOTS ?? '/tmp/shots-accounts';

/** The user menu's button, named after the user (after a reload too: the token says who). */
const userMenu = (page: Page, username: string) =>
  page.getByRole('button', { name: `User menu (${username})`, exact: true });

async function logOut(page: Page, username: string): Promise<void> {
  await userMenu(page, username).click();
  await expect(page.getByRole('menuitem', { name: username, exact: true })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect.poll(() => routeOf(page)).toBe('/login');
}

/** axe's serious and critical findings in the section (the other sections have their own tests). */
async function audit(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('#auth').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);
}

const authCard = (page: Page) => page.getByRole('region', { name: 'Authentication' });

/** Through the user menu, as a user does (no reload). */
async function openSection(page: Page, username: string): Promise<void> {
  await userMenu(page, username).click();
  await page.getByRole('menuitem', { name: 'Manage accounts' }).click();
  await expect.poll(() => routeOf(page)).toBe('/settings');
  await expect(page.getByRole('list', { name: 'Users' })).toBeVisible({ timeout: 20_000 });
}

test.describe('with logins', () => {
  test.use({ auth: true });

  test('add a user, log in as them, change the password, log in with the new one', async ({
    page,
    sim,
  }) => {
    await page.goto(`${sim.url}/`);
    await logIn(page, 'printdeck', 'printdeck');
    await expect.poll(() => routeOf(page)).toBe('/');
    await page.reload();
    await expect(userMenu(page, 'printdeck')).toBeVisible({ timeout: 20_000 });
    await openSection(page, 'printdeck');
    const users = page.getByRole('list', { name: 'Users' });
    await expect(page.getByRole('button', { name: 'Remove printdeck' })).toBeDisabled();

    await page.getByRole('button', { name: 'Add user' }).click();
    const add = page.getByRole('dialog', { name: 'Add user' });
    await add.getByLabel(/^Username/).fill('maker');
    await add.getByLabel(/^Password/).fill('MAKER');
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(add.getByText('Cannot match username')).toBeVisible();
    await add.getByLabel(/^Password/).fill('maker-pass');
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(add).toBeHidden();
    await expect(users.getByText('maker', { exact: true })).toBeVisible();

    await logOut(page, 'printdeck');
    await logIn(page, 'maker', 'maker-pass');
    await expect.poll(() => routeOf(page)).toBe('/');

    await userMenu(page, 'maker').click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const change = page.getByRole('dialog', { name: 'Change password' });
    await change.getByLabel(/^Current password/).fill('wrong-one');
    await change.getByLabel(/^New password/).fill('fresh-pass');
    await change.getByRole('button', { name: 'Save' }).click();
    await expect(
      change.getByText('Oops, something went wrong. Is your password correct?'),
    ).toBeVisible();
    await change.getByLabel(/^Current password/).fill('maker-pass');
    await change.getByRole('button', { name: 'Save' }).click();
    await expect(change).toBeHidden();
    await expect(page.getByText('Password changed')).toBeVisible();

    await logOut(page, 'maker');
    await logIn(page, 'maker', 'maker-pass');
    await expect(page.getByText('Invalid credentials')).toBeVisible();
    await logIn(page, 'maker', 'fresh-pass');
    await expect.poll(() => routeOf(page)).toBe('/');

    // The users survive a restart of the printer with the same data folder.
    await sim.stop();
    await sim.start();
    const again = await fetch(`${sim.url}/access/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'maker', password: 'fresh-pass' }),
    });
    expect(again.status).toBe(200);
  });

  test('regenerate the API key and call the API with it', async ({ page, sim }) => {
    await page.goto(`${sim.url}/`);
    await logIn(page, 'printdeck', 'printdeck');
    await expect.poll(() => routeOf(page)).toBe('/');
    await openSection(page, 'printdeck');
    const keyText = page.getByTestId('api-key');
    await expect(keyText).toHaveText(/^[0-9a-f]{32}$/);
    const oldKey = (await keyText.textContent()) ?? '';
    await expect(page.getByRole('img', { name: 'QR code of the API key' })).toBeVisible();
    const info = (key: string) =>
      fetch(`${sim.url}/server/info`, { headers: { 'X-Api-Key': key } }).then((r) => r.status);
    expect(await info(oldKey)).toBe(200);

    await page.getByRole('button', { name: 'New API key' }).click();
    await page
      .getByRole('dialog', { name: 'New API key' })
      .getByRole('button', { name: 'Create new key' })
      .click();
    await expect(keyText).not.toHaveText(oldKey);
    await expect(keyText).toHaveText(/^[0-9a-f]{32}$/);
    const newKey = (await keyText.textContent()) ?? '';
    expect(await info(newKey)).toBe(200);
    expect(await info(oldKey)).toBe(401);
  });

  test('axe finds nothing serious in both themes and at 390 px; screenshots', async ({
    page,
    sim,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${sim.url}/`);
    await logIn(page, 'printdeck', 'printdeck');
    await expect.poll(() => routeOf(page)).toBe('/');
    await openSection(page, 'printdeck');
    const section = page.locator('#auth');
    await expect(page.getByRole('img', { name: 'QR code of the API key' })).toBeVisible();
    expect(await audit(page)).toEqual([]);
    await section.screenshot({ path: `${SHOTS}/auth-1280-dark.png` });
    await useLightTheme(page);
    expect(await audit(page)).toEqual([]);
    await section.screenshot({ path: `${SHOTS}/auth-1280-light.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(section).toBeVisible();
    expect(await audit(page)).toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'nothing wider than the phone').toBeLessThanOrEqual(390);
    await section.screenshot({ path: `${SHOTS}/auth-390-light.png` });
    await page.getByRole('button', { name: 'Open tools' }).click();
    await page.getByLabel('Light theme').uncheck();
    await page.keyboard.press('Escape');
    expect(await audit(page)).toEqual([]);
    await section.screenshot({ path: `${SHOTS}/auth-390-dark.png` });
    await page.getByRole('button', { name: 'Add user' }).click();
    await page.screenshot({ path: `${SHOTS}/auth-390-add-light.png` });
  });
});

test.describe('a trusted client', () => {
  test.use({ auth: true, simArgs: ['--trusted', '127.0.0.1/32,::1/128'] });

  test('sees the display name and neither password change nor logout', async ({ page, sim }) => {
    await page.goto(`${sim.url}/settings#auth`);
    await expect(page.getByText('Signed in as Trusted client')).toBeVisible({ timeout: 20_000 });
    await expect(authCard(page).getByRole('button', { name: 'Change password' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Remove printdeck' })).toBeEnabled();
    await page.getByRole('button', { name: 'Manage accounts' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Trusted client' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Log out' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Change password' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await useLightTheme(page);
    await page.locator('#auth').screenshot({ path: `${SHOTS}/auth-390-light-trusted.png` });
  });
});
