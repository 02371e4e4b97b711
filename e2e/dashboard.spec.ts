// (a) Opening the dashboard shows the main navigation and a ready printer.
import { expect, printerState, test } from './fixtures';

const SECTIONS = ['Dashboard', 'Console', 'Jobs', 'Tune', 'Configure', 'System', 'Settings'];

test('opening / shows the navigation and the printer state Ready', async ({ page, sim }) => {
  await page.goto(`${sim.url}/`);

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();
  for (const name of SECTIONS) {
    // Settings may carry the number of updates waiting ('Settings, 4 updates').
    await expect(
      nav.getByRole('link', { name: new RegExp(`^${name}(, \\d+ updates?)?$`) }),
    ).toBeVisible();
  }
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
});
