// Helpers of the toolhead, outputs and limits browser tests: read the simulator's objects over HTTP
// and open the dashboard with a card in view.
import type { Locator, Page } from '@playwright/test';
import { expect, printerState, type Sim } from './fixtures';

/** One field of one Klipper object (the shared fixture helper). */
export { queryField as query } from './fixtures';

/**
 * Open the dashboard, wait for Klipper to be ready, and scroll until the card with this heading
 * is there with its body (a card's body loads when its place scrolls into view; until then the
 * place is the card's titled frame, marked busy).
 */
export async function openDashboard(page: Page, sim: Sim, heading: string): Promise<void> {
  await page.goto(`${sim.url}/`);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  await scrollTo(page, page.getByRole('heading', { name: heading, exact: true }));
  const card = page.getByRole('region', { name: heading, exact: true });
  await expect(card).not.toHaveAttribute('aria-busy', 'true', { timeout: 20_000 });
  await card.scrollIntoViewIfNeeded();
}

/**
 * Scroll down until this is on the page (parts of a card, like an LED's colour picker, load only
 * when their place scrolls into view), then bring it into view.
 */
export async function scrollTo(page: Page, target: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await target.isVisible()) return true;
        await page.mouse.wheel(0, 400);
        return false;
      },
      { timeout: 20_000, intervals: [250] },
    )
    .toBe(true);
  // A card's titled frame may give way to its body meanwhile: try again on the new element.
  await expect(() => target.scrollIntoViewIfNeeded({ timeout: 2000 })).toPass({ timeout: 20_000 });
}
