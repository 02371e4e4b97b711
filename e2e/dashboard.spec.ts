// (a) Opening the dashboard shows the main navigation and a ready printer.
import { expect, printerState, test } from './fixtures';

const SECTIONS = ['Dashboard', 'Console', 'Jobs', 'Tune', 'Configure', 'System', 'Settings'];

test('opening / shows the navigation and the printer state Ready', async ({ page, sim }) => {
  await page.goto(`${sim.url}/`);

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();
  for (const name of SECTIONS) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
});
