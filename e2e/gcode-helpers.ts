// Helpers of the G-code preview browser tests: the card, its layer slider, its 2D picture, and where
// a point of the bed is on the canvas.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { browser, row } from './files-helpers';

/** The G-code preview card. */
export function previewCard(page: Page): Locator {
  return page.getByRole('region', { name: 'G-code preview', exact: true });
}

/** The 2D view (a canvas named after the layer it shows). */
export function layerView(page: Page): Locator {
  return previewCard(page).getByRole('img', { name: /^2D view of layer/ });
}

/**
 * Bring a card into view and wait for its body: it loads when its place is in view (until then
 * its place is the card's titled frame, marked busy).
 */
export async function showCard(page: Page, title: string): Promise<Locator> {
  const card = page.getByRole('region', { name: title, exact: true });
  await card.scrollIntoViewIfNeeded();
  await expect(card).not.toHaveAttribute('aria-busy', 'true', { timeout: 20_000 });
  await expect(card.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  return card;
}

/** Bring the G-code preview card into view. */
export async function showPreviewCard(page: Page): Promise<void> {
  await showCard(page, 'G-code preview');
}

/** Show a file's row in the dashboard's jobs card. */
export async function showJobRow(page: Page, name: string): Promise<void> {
  await showCard(page, 'Jobs');
  await expect(row(page, name)).toBeVisible({ timeout: 20_000 });
  await row(page, name).scrollIntoViewIfNeeded();
}

/** Open a file's menu in the dashboard's jobs card and pick 'Preview'. */
export async function previewFromJobs(page: Page, name: string): Promise<void> {
  await showJobRow(page, name);
  await browser(page)
    .getByRole('button', { name: `Actions for ${name}`, exact: true })
    .click();
  await page.getByRole('menuitem', { name: 'Preview', exact: true }).click();
}

/** The layer the slider shows (1 = first). */
export async function shownLayer(page: Page): Promise<number> {
  const text = await previewCard(page)
    .getByRole('slider', { name: 'Layer', exact: true })
    .getAttribute('aria-valuetext');
  const match = /^layer (\d+) of \d+$/.exec(text ?? '');
  expect(match, `the layer slider says '${text}'`).not.toBeNull();
  return Number(match?.[1]);
}

/**
 * A coarse picture of the 2D view: the mean of each of 16 × 16 blocks of its pixels (red, green,
 * blue and alpha summed), so that anti-aliasing details do not count but a changed layer or zoom does.
 */
export function picture(page: Page): Promise<number[]> {
  return layerView(page).evaluate((element) => {
    const canvas = element as HTMLCanvasElement;
    const { width, height } = canvas;
    const data = canvas.getContext('2d')?.getImageData(0, 0, width, height).data;
    const blocks = new Array<number>(256).fill(0);
    if (!data) return blocks;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        const block = Math.floor((y * 16) / height) * 16 + Math.floor((x * 16) / width);
        blocks[block] =
          (blocks[block] ?? 0) +
          (data[i] ?? 0) +
          (data[i + 1] ?? 0) +
          (data[i + 2] ?? 0) +
          (data[i + 3] ?? 0);
      }
    }
    const perBlock = (width * height) / 256;
    return blocks.map((sum) => Math.round(sum / perBlock));
  });
}

/** How far apart two pictures are: the largest difference of a block (0 = the same). */
export function difference(a: number[], b: number[]): number {
  return Math.max(...a.map((value, i) => Math.abs(value - (b[i] ?? 0))));
}

/** Wait until the picture stops changing (the lower layers' image builds over a few frames). */
export async function settledPicture(page: Page): Promise<number[]> {
  let last: number[] = [];
  await expect
    .poll(
      async () => {
        const now = await picture(page);
        const same = last.length > 0 && difference(now, last) === 0;
        last = now;
        return same;
      },
      { intervals: [200], timeout: 10_000 },
    )
    .toBe(true);
  return last;
}

/**
 * Where a bed point (mm) is on the page, with the view reset on a rectangular bed from (0, 0) to
 * (size, size): the bed fitted to the canvas less 8 px, Y up, centred.
 */
export async function bedPoint(
  page: Page,
  bedSize: number,
  [x, y]: [number, number],
): Promise<[number, number]> {
  const box = await layerView(page).boundingBox();
  if (!box) throw new Error('the 2D view is not on the page');
  const scale = Math.min((box.width - 16) / bedSize, (box.height - 16) / bedSize);
  return [
    box.x + box.width / 2 + scale * (x - bedSize / 2),
    box.y + box.height / 2 - scale * (y - bedSize / 2),
  ];
}
