// Accessibility checks the browser tests share: axe-core's serious and critical findings on the
// page as it is, and the switch to the light theme from the tools drawer.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe-core's serious and critical findings, one line each (empty = none). */
export async function audit(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.html.slice(0, 120))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

/** Switches to the light theme through the tools drawer, as a user does. */
export async function useLightTheme(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open tools' }).click();
  await page.getByLabel('Light theme').check();
  await page.keyboard.press('Escape');
}
