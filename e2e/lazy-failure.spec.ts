// Pages and cards fail gracefully: a lazy chunk that cannot be loaded (Printdeck was updated while
// the page was open, or the server went away) shows a message with a reload button instead of a
// blank screen, and an error thrown inside one page leaves the top bar and navigation working.
import type { Page } from '@playwright/test';
import { openReady } from './files-helpers';
import { expect, test } from './fixtures';

const CHUNK_MESSAGE = /could not be loaded.*reload the page/i;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('a page whose chunk fails to load shows a reload button; the shell keeps working', async ({
  page,
  sim,
}) => {
  await openReady(page, `${sim.url}/`);
  await page.route(/\/assets\/HistoryPage-[^/]*\.js$/, (route) => route.abort());

  await nav(page).getByRole('link', { name: 'History', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: CHUNK_MESSAGE });
  // The chunk is asked for a few times over about 7 s before the failure is shown.
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  // Retrying in place cannot help a failed chunk: only the reload is offered.
  await expect(alert.getByRole('button', { name: 'Try again' })).toHaveCount(0);

  // The rest of the app still works.
  await nav(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Temperatures', exact: true })).toBeVisible();

  // Once the chunk is reachable again, the reload button brings the page back.
  await nav(page).getByRole('link', { name: 'History', exact: true }).click();
  await page.unroute(/\/assets\/HistoryPage-[^/]*\.js$/);
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('alert').filter({ hasText: CHUNK_MESSAGE })).toHaveCount(0);
});

test('a page whose chunk fails for a moment (the server restarting) loads on a later try', async ({
  page,
  sim,
}) => {
  await openReady(page, `${sim.url}/`);
  let asked = 0;
  await page.route(/\/assets\/HistoryPage-[^/]*\.js$/, (route) => {
    asked += 1;
    return asked <= 2 ? route.fulfill({ status: 503, body: 'restarting' }) : route.continue();
  });
  await nav(page).getByRole('link', { name: 'History', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  expect(asked).toBe(3);
  await expect(page.getByRole('alert').filter({ hasText: CHUNK_MESSAGE })).toHaveCount(0);
});

test('a card whose chunk fails to load shows the message in its place; the others show', async ({
  page,
  sim,
}) => {
  // Two columns: the jobs card is at the top of the second one, in view at once.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.route(/\/assets\/JobsCard-[^/]*\.js$/, (route) => route.abort());
  await openReady(page, `${sim.url}/`);
  const alert = page.getByRole('alert').filter({ hasText: CHUNK_MESSAGE });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Jobs', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Temperatures', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Reprint' })).toBeVisible();
});

test('an error thrown inside a page leaves the top bar and the navigation working', async ({
  page,
  sim,
}) => {
  await openReady(page, `${sim.url}/`);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The history page's module loads, but its component throws while rendering.
  await page.route(/\/assets\/HistoryPage-[^/]*\.js$/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "export default function HistoryPage() { throw new Error('history page broke'); }",
    }),
  );

  await nav(page).getByRole('link', { name: 'History', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Reload the page' })).toBeVisible();

  // The top bar works: the tools drawer opens and closes.
  await page.getByRole('button', { name: 'Open tools' }).click();
  await expect(page.getByRole('navigation', { name: 'Tools' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Tools' })).toBeHidden();

  // The navigation works, and leaving the broken page clears its error.
  await nav(page).getByRole('link', { name: 'Jobs', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
  await expect(alert).toHaveCount(0);
  await nav(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Temperatures', exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a drawer whose chunk fails to load says so; the page stays', async ({ page, sim }) => {
  await page.route(/\/assets\/ToolsDrawer-[^/]*\.js$/, (route) => route.abort());
  await openReady(page, `${sim.url}/`);
  await page.getByRole('button', { name: 'Open tools' }).click();
  const alert = page.getByRole('alert').filter({ hasText: CHUNK_MESSAGE });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Temperatures', exact: true })).toBeVisible();
  await nav(page).getByRole('link', { name: 'Jobs', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
});
