// (e) With --auth the dashboard requires a login; the session survives a reload.
import { expect, printerState, routeOf, test } from './fixtures';

test.use({ auth: true });

test('login with wrong then right password, and stay logged in after a reload', async ({
  page,
  sim,
}) => {
  await page.goto(`${sim.url}/`);
  await expect.poll(() => routeOf(page), { message: '/ should redirect to /login' }).toBe('/login');

  const username = page.getByRole('textbox', { name: /^Username/ });
  // A password input has no ARIA role, so find it by its label.
  const password = page.getByLabel(/^Password/);
  const logIn = page.getByRole('button', { name: 'Log in', exact: true });

  await username.fill('printdeck');
  await password.fill('not-the-password');
  await logIn.click();
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  expect(routeOf(page)).toBe('/login');

  await username.fill('printdeck');
  await password.fill('printdeck');
  await logIn.click();
  await expect.poll(() => routeOf(page), { message: 'login should land on /' }).toBe('/');
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });

  await page.reload();
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  expect(routeOf(page), 'a reload should keep the session').toBe('/');
});
