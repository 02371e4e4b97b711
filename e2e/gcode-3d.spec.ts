// Issue 8: the G-code preview's 3D view, as a user. Preview small.gcode from its menu and switch to
// 3D: the part is drawn (its lines are counted by the view and its pixels on
// the canvas); a lower layer draws less; orbit changes the picture and 'Reset view' brings it
// back; without WebGL the view says so.
import type { Locator, Page } from '@playwright/test';
import { openReady, rowAction } from './files-helpers';
import { expect, routeOf, test } from './fixtures';
import { previewCard } from './gcode-helpers';

/** Preview small.gcode from /jobs; resolves once the 2D view shows its first layer. */
async function previewSmall(page: Page, simUrl: string): Promise<Locator> {
  await openReady(page, `${simUrl}/jobs`);
  await rowAction(page, 'small.gcode', 'Preview');
  await expect.poll(() => routeOf(page)).toBe('/');
  // The menu closed before the page changed: nothing is left hidden from assistive technology.
  await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', 'true');
  // Previewing brings the card into view and loads its body.
  const card = previewCard(page);
  const layer = card.getByRole('slider', { name: 'Layer', exact: true });
  await expect(layer).toHaveAttribute('aria-valuetext', 'layer 1 of 100', { timeout: 30_000 });
  return card;
}

/** Moves the layer slider with the keyboard, as a user would. */
async function pickLayer(card: Locator, key: 'End' | 'Home' | 'PageDown', text: string) {
  const layer = card.getByRole('slider', { name: 'Layer', exact: true });
  await layer.press(key);
  await expect(layer).toHaveAttribute('aria-valuetext', text);
}

/** The 3D view's root, once the whole picture is on the canvas. */
async function settled(card: Locator): Promise<Locator> {
  const view = card.getByTestId('gcode-3d');
  await expect(view).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await expect(view).toHaveAttribute('data-picture', 'complete', { timeout: 30_000 });
  return view;
}

/**
 * The 3D canvas's pixels, counted in the page: the part's (the extrusion colour is orange, red well
 * above blue, on both themes; the background and the bed grid are grey-blue) with a coarse
 * signature (its pixels per cell of an 8 × 8 grid) to compare pictures, and the faint ones of moves
 * not printed yet (a fifth of the way to the orange).
 */
function canvasCounts(canvas: Locator): Promise<{ count: number; cells: number[]; faint: number }> {
  return canvas.evaluate((node) => {
    const source = node as HTMLCanvasElement;
    const copy = document.createElement('canvas');
    copy.width = source.width;
    copy.height = source.height;
    const ctx = copy.getContext('2d');
    if (!ctx) throw new Error('no 2D context');
    ctx.drawImage(source, 0, 0);
    const { data, width, height } = ctx.getImageData(0, 0, copy.width, copy.height);
    const cells = new Array<number>(64).fill(0);
    let count = 0;
    let faint = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const p = 4 * (y * width + x);
        const warm = (data[p] ?? 0) - (data[p + 2] ?? 0);
        if (warm > 60) {
          count += 1;
          const cell = Math.floor((8 * y) / height) * 8 + Math.floor((8 * x) / width);
          cells[cell] = (cells[cell] ?? 0) + 1;
        } else if (warm > 12) faint += 1;
      }
    }
    return { count, cells, faint };
  });
}

/** Pixels of the part on the 3D canvas, and their signature. */
async function partPixels(canvas: Locator): Promise<{ count: number; cells: number[] }> {
  const { count, cells } = await canvasCounts(canvas);
  return { count, cells };
}

/** Pixels in the faint colour of moves not printed yet. */
async function faintPixels(canvas: Locator): Promise<number> {
  return (await canvasCounts(canvas)).faint;
}

function differs(a: number[], b: number[]): number {
  return a.reduce((sum, v, i) => sum + Math.abs(v - (b[i] ?? 0)), 0);
}

test.describe('G-code preview in 3D', () => {
  test('preview small.gcode, switch to 3D: the part shows; layers, orbit and reset view', async ({
    page,
    sim,
  }) => {
    const card = await previewSmall(page, sim.url);
    // The 2D view starts at layer 1; switching to 3D shows the whole part (the slider goes to the
    // last layer) until the user picks one.
    await card.getByRole('button', { name: '3D', exact: true }).click();
    await expect(card.getByRole('slider', { name: 'Layer', exact: true })).toHaveAttribute(
      'aria-valuetext',
      'layer 100 of 100',
    );

    const view = await settled(card);
    await expect(
      card.getByRole('img', { name: '3D view of the G-code, layers 1 to 100 of 100', exact: true }),
    ).toBeVisible();
    const canvas = card.getByRole('img', { name: /^3D view of the G-code/ });
    // Every extruding move of the cube is in the picture (small.gcode has some 22,900).
    const all = Number(await view.getAttribute('data-segments'));
    expect(all).toBeGreaterThan(20_000);
    const whole = await partPixels(canvas);
    expect(whole.count, 'the part covers a good share of the canvas').toBeGreaterThan(5_000);

    // Half the layers: fewer lines, fewer pixels of the part.
    for (let i = 0; i < 5; i++) await card.getByRole('slider', { name: 'Layer' }).press('PageDown');
    const layer = await card.getByRole('slider', { name: 'Layer' }).getAttribute('aria-valuetext');
    const shown = Number(/^layer (\d+) of 100$/.exec(layer ?? '')?.[1]);
    expect(shown).toBeLessThan(100);
    await expect(
      card.getByRole('img', { name: `3D view of the G-code, layers 1 to ${shown} of 100` }),
    ).toBeVisible();
    await expect
      .poll(async () => Number(await view.getAttribute('data-segments')))
      .toBeLessThan(all);
    await settled(card);
    await expect.poll(async () => (await partPixels(canvas)).count).toBeLessThan(whole.count);

    // Back to the whole part, then orbit: the picture changes; 'Reset view' brings it back.
    await pickLayer(card, 'End', 'layer 100 of 100');
    await settled(card);
    await expect
      .poll(async () => differs((await partPixels(canvas)).cells, whole.cells))
      .toBeLessThan(whole.count / 50);
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the 3D canvas has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 150, box.y + box.height / 2 + 40, { steps: 8 });
    await page.mouse.up();
    await settled(card);
    const turned = await partPixels(canvas);
    expect(differs(turned.cells, whole.cells), 'the part turned').toBeGreaterThan(whole.count / 10);

    await card.getByRole('button', { name: 'Reset view', exact: true }).click();
    await settled(card);
    await expect
      .poll(async () => differs((await partPixels(canvas)).cells, whole.cells))
      .toBeLessThan(whole.count / 50);

    // Travel moves are a switch of the view.
    await card.getByRole('switch', { name: 'Travel moves' }).check();
    await settled(card);
    await expect(card.getByRole('switch', { name: 'Travel moves' })).toBeChecked();
  });

  test.describe('during a print', () => {
    test.use({ timeScale: 10 });

    test('printed moves in full colour, the rest faint, and the printed part grows', async ({
      page,
      sim,
    }) => {
      test.setTimeout(90_000);
      await openReady(page, `${sim.url}/jobs`);
      await rowAction(page, 'small.gcode', 'Print');
      await expect(page.getByRole('heading', { name: 'Printing', exact: true })).toBeVisible({
        timeout: 20_000,
      });
      await page.getByRole('link', { name: 'Dashboard' }).click();
      const card = previewCard(page);
      await card.scrollIntoViewIfNeeded();
      await card.getByRole('button', { name: 'Load current file' }).click();
      const layer = card.getByRole('slider', { name: 'Layer', exact: true });
      await expect(layer).toBeVisible({ timeout: 30_000 });
      // The whole part, not the layer being printed.
      await card.getByRole('switch', { name: 'Follow progress' }).uncheck();
      await pickLayer(card, 'End', 'layer 100 of 100');
      await card.getByRole('button', { name: '3D', exact: true }).click();
      await settled(card);
      const canvas = card.getByRole('img', { name: /^3D view of the G-code/ });
      // Most of the cube is still to print: faint; its bottom is printed: full colour.
      const faint = await faintPixels(canvas);
      const printed = (await partPixels(canvas)).count;
      expect(faint).toBeGreaterThan(5_000);
      expect(printed).toBeLessThan(faint);
      // As the print goes on, more of the cube turns full colour.
      await expect
        .poll(async () => (await partPixels(canvas)).count, { timeout: 40_000 })
        .toBeGreaterThan(printed + 500);
    });
  });

  test('without WebGL 2 the 3D view says so and the 2D view still works', async ({ page, sim }) => {
    await page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        type: string,
        ...rest: unknown[]
      ) {
        if (type === 'webgl2' || type === 'webgl') return null;
        return (original as (...args: unknown[]) => RenderingContext | null).call(
          this,
          type,
          ...rest,
        );
      } as typeof HTMLCanvasElement.prototype.getContext;
    });
    const card = await previewSmall(page, sim.url);
    await card.getByRole('button', { name: '3D', exact: true }).click();
    await expect(card.getByText(/The 3D view needs WebGL 2/)).toBeVisible({ timeout: 30_000 });
    await card.getByRole('button', { name: '2D', exact: true }).click();
    // The layer the 3D switch chose (the last) stays.
    await expect(card.getByRole('img', { name: /^2D view of layer 100 of 100/ })).toBeVisible();
  });
});
