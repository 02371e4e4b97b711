// Accessibility checks the browser tests share: axe-core's serious and critical findings on the
// page as it is, and the switch to the light theme from the tools drawer.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe-core's serious and critical findings, one line each (empty = none). */
export async function audit(page: Page): Promise<string[]> {
  // Only violations are read: axe then skips the details of what passed (about a fifth faster).
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
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

/**
 * Switches to the light theme through the tools drawer, as a user does, and waits until it is
 * painted: the page's background is the light one and the controls' colour transitions (MUI's
 * take up to 250 ms) are over, so that an audit right after never sees colours half-way.
 */
export async function useLightTheme(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open tools' }).click();
  await page.getByLabel('Light theme').check();
  await page.keyboard.press('Escape');
  await page.waitForFunction(
    () => getComputedStyle(document.body).backgroundColor === 'rgb(243, 244, 246)',
  );
  await transitionsOver(page);
}

/**
 * Waits until no CSS transition runs: a dialog's fade-in (MUI's takes 225 ms) or a colour change
 * is over, so that an audit sees the colours as they stay. axe blends text with the opacity of its
 * ancestors: a dialog audited while it fades in reads as low contrast. Transitions only: a
 * spinner's animation runs for ever.
 */
export async function transitionsOver(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running',
      ),
  );
}
