// Dashboard layout: layout-edit mode from the tools drawer, dragging cards between the two columns
// with the mouse and with the keyboard, enabling and disabling cards, 'Reset layout', and the layout
// (and each card's collapsed state) kept in Moonraker's database, so a reload and another browser
// show the same dashboard.
import type { Locator, Page } from '@playwright/test';
import { openReady } from './files-helpers';
import { expect, test, writeDatabaseItem } from './fixtures';

// Wide enough for the two columns side by side.
test.use({ viewport: { width: 1440, height: 900 } });

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const handle = (page: Page, title: string) =>
  page.getByRole('button', { name: `Move ${title}`, exact: true });
const shown = (page: Page, title: string) =>
  page.getByRole('checkbox', { name: `Show ${title}`, exact: true });
const column = (page: Page, n: number) =>
  page.getByRole('group', { name: `Column ${n}`, exact: true });

/**
 * Where a card is once it has rendered: a card below the fold is a named, busy placeholder until it
 * scrolls into view, and then the card takes its place.
 */
type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;

async function placed(element: Locator): Promise<Box | null> {
  const found: { box: Box | null } = { box: null };
  // The placeholder may be swapped for the card between two steps: try again until both hold.
  await expect(async () => {
    await element.scrollIntoViewIfNeeded({ timeout: 2000 });
    await expect(element).not.toHaveAttribute('aria-busy', 'true', { timeout: 2000 });
    found.box = await element.boundingBox({ timeout: 2000 });
    expect(found.box).not.toBeNull();
  }).toPass();
  return found.box;
}

/** 1 or 2: which half of the main area the element is in. */
async function columnOf(page: Page, element: Locator): Promise<number> {
  const main = await page.getByRole('main').boundingBox();
  const box = await placed(element);
  if (!main || !box) throw new Error('not on the page');
  return box.x + box.width / 2 < main.x + main.width / 2 ? 1 : 2;
}

/**
 * Pick a card up from the keyboard: focus its handle, press the key, and wait until the drag has
 * started — the screen-reader announcement names the card ('Picked up …', at once replaced by
 * '… is now in column 1, position 2.') — and dnd-kit listens for the arrow keys.
 */
async function pickUp(page: Page, title: string, key: 'Space' | 'Enter'): Promise<void> {
  await handle(page, title).focus();
  await page.keyboard.press(key);
  await expect(page.locator('[aria-live="assertive"]')).toHaveText(
    new RegExp(`^(Picked up ${title}\\.|${title} is now in column)`),
  );
  // dnd-kit's keyboard sensor adds its key listener in a setTimeout(0) when the drag starts; a timer
  // set now runs after that one, so the next key press is heard.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/**
 * Press an arrow key while a card is picked up and wait until it is announced at its new place
 * (any position in the column when `position` is left out).
 */
async function moveWith(page: Page, key: string, title: string, col: number, position?: number) {
  await page.keyboard.press(key);
  const place = `${title} is now in column ${col}, position `;
  await expect(page.locator('[aria-live="assertive"]')).toHaveText(
    position === undefined ? new RegExp(`^${place}\\d+\\.$`) : `${place}${position}.`,
  );
}

async function enterLayout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open tools' }).click();
  await page.getByRole('button', { name: 'Adjust dashboard layout' }).click();
  await expect(page.getByRole('toolbar', { name: 'Layout editing' })).toBeVisible();
}

async function storedLayout(
  url: string,
): Promise<{ container1: { id: string }[]; container2: { id: string }[] }> {
  const response = await fetch(`${url}/server/database/item?namespace=printdeck&key=layout`);
  const body = (await response.json()) as {
    result: {
      value: {
        layouts: { dashboard: { container1: { id: string }[]; container2: { id: string }[] } };
      };
    };
  };
  return body.result.value.layouts.dashboard;
}

/** The default: status and temperatures in the first column, jobs in the second. */
async function expectDefault(page: Page): Promise<void> {
  await expect(card(page, 'Temperatures')).toBeVisible();
  await expect(card(page, 'Jobs')).toBeVisible();
  expect(await columnOf(page, card(page, 'Temperatures'))).toBe(1);
  expect(await columnOf(page, card(page, 'Jobs'))).toBe(2);
}

/** The edited layout: temperatures in the second column, jobs hidden. */
async function expectEdited(page: Page): Promise<void> {
  await expect(card(page, 'Temperatures')).toBeVisible();
  expect(await columnOf(page, card(page, 'Temperatures'))).toBe(2);
  await expect(card(page, 'Jobs')).toHaveCount(0);
}

test('with the mouse: drag a card to the other column, disable one, reload, reset', async ({
  page,
  sim,
}) => {
  await openReady(page, `${sim.url}/`);
  await expectDefault(page);

  await enterLayout(page);
  // Every card shows in layout mode, with its checkbox and drag handle, and no collapse control.
  for (const title of ['Printer status', 'Temperatures', 'Jobs']) {
    await expect(shown(page, title)).toBeChecked();
    await expect(handle(page, title)).toBeVisible();
  }
  await expect(page.getByRole('button', { name: /^Collapse / })).toHaveCount(0);

  // Drag the temperature card by its handle below the jobs card in column 2.
  const from = await handle(page, 'Temperatures').boundingBox();
  const jobs = await column(page, 2).getByRole('region', { name: 'Jobs' }).boundingBox();
  if (!from || !jobs) throw new Error('handle or target not on the page');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(jobs.x + jobs.width / 2, jobs.y + jobs.height + 10, { steps: 15 });
  await page.mouse.move(jobs.x + jobs.width / 2, jobs.y + jobs.height + 20, { steps: 5 });
  await page.mouse.up();
  await expect(column(page, 2).getByRole('region', { name: 'Temperatures' })).toBeVisible();

  await shown(page, 'Jobs').uncheck();
  // A disabled card still shows while editing.
  await expect(column(page, 2).getByRole('region', { name: 'Jobs' })).toBeVisible();
  await page.getByRole('button', { name: 'Exit layout' }).click();
  await expect(page.getByRole('toolbar', { name: 'Layout editing' })).toHaveCount(0);
  await expectEdited(page);
  // Saved: temperatures right below jobs in the second column.
  await expect
    .poll(async () => {
      const ids = (await storedLayout(sim.url)).container2.map((c) => c.id);
      return ids.indexOf('temperature') - ids.indexOf('jobs');
    })
    .toBe(1);

  await openReady(page, `${sim.url}/`);
  await expectEdited(page);

  await enterLayout(page);
  await page.getByRole('button', { name: 'Reset layout' }).click();
  await expect(shown(page, 'Jobs')).toBeChecked();
  await page.getByRole('button', { name: 'Exit layout' }).click();
  await expectDefault(page);
  await openReady(page, `${sim.url}/`);
  await expectDefault(page);
});

test('with the keyboard only: pick up, move between columns, drop, disable, exit', async ({
  page,
  sim,
}) => {
  await openReady(page, `${sim.url}/`);
  await enterLayout(page);

  await pickUp(page, 'Temperatures', 'Space');
  await page.keyboard.press('ArrowRight');
  await expect(column(page, 2).getByRole('region', { name: 'Temperatures' })).toBeVisible();
  await expect(page.locator('[aria-live="assertive"]')).toContainText('column 2');
  await page.keyboard.press('Space');
  // Dropped: the card stays in column 2 and the drop is written to the database.
  await expect
    .poll(async () => (await storedLayout(sim.url)).container2.map((c) => c.id))
    .toContain('temperature');

  // Within a column: Jobs one place up or down, whichever way it can go.
  const before = (await storedLayout(sim.url)).container2.map((c) => c.id);
  const up = before.indexOf('jobs') > 0;
  await pickUp(page, 'Jobs', 'Enter');
  const from = before.indexOf('jobs') + 1;
  await moveWith(page, up ? 'ArrowUp' : 'ArrowDown', 'Jobs', 2, up ? from - 1 : from + 1);
  await page.keyboard.press('Enter');
  const swapped = [...before];
  const at = before.indexOf('jobs');
  const other = up ? at - 1 : at + 1;
  [swapped[at], swapped[other]] = [before[other] ?? '', 'jobs'];
  await expect
    .poll(async () => (await storedLayout(sim.url)).container2.map((c) => c.id))
    .toEqual(swapped);

  // Escape cancels a move.
  await pickUp(page, 'Jobs', 'Space');
  await moveWith(page, 'ArrowLeft', 'Jobs', 1);
  await page.keyboard.press('Escape');
  await expect(column(page, 2).getByRole('region', { name: 'Jobs' })).toBeVisible();
  await expect(page.locator('[aria-live="assertive"]')).toHaveText('Moving Jobs was cancelled.');
  // dnd-kit gives the focus back to the handle a frame after the drag ends; a focus moved before
  // that would be taken back, and Space would pick the card up again.
  await expect(handle(page, 'Jobs')).toBeFocused();

  await shown(page, 'Jobs').focus();
  await page.keyboard.press('Space');
  await expect(shown(page, 'Jobs')).not.toBeChecked();
  await page.getByRole('button', { name: 'Exit layout' }).focus();
  await page.keyboard.press('Enter');

  await openReady(page, `${sim.url}/`);
  await expectEdited(page);

  await enterLayout(page);
  await page.getByRole('button', { name: 'Reset layout' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Exit layout' }).focus();
  await page.keyboard.press('Enter');
  await expectDefault(page);
});

test("the layout and collapsed cards come from Moonraker's database, in any browser", async ({
  page,
  sim,
  browser,
}) => {
  // Another client wrote a layout: temperatures alone in column 2, jobs disabled.
  await writeDatabaseItem(sim.url, 'layout.layouts.dashboard', {
    container1: [
      { id: 'status', enabled: true, collapsed: false },
      { id: 'jobs', enabled: false, collapsed: false },
    ],
    container2: [{ id: 'temperature', enabled: true, collapsed: false }],
  });
  await openReady(page, `${sim.url}/`);
  await expectEdited(page);

  // Collapsing a card is part of the layout too.
  await page.getByRole('button', { name: 'Collapse Temperatures' }).click();
  await expect(page.getByRole('table', { name: 'Temperatures' })).toHaveCount(0);

  // A fresh browser (nothing in its local storage) shows the same.
  const other = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const second = await other.newPage();
    await openReady(second, `${sim.url}/`);
    await expectEdited(second);
    await expect(second.getByRole('button', { name: 'Expand Temperatures' })).toBeVisible();
    await expect(second.getByRole('table', { name: 'Temperatures' })).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test('one column on a phone, the first container first', async ({ page, sim }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openReady(page, `${sim.url}/`);
  const temperatures = await placed(card(page, 'Temperatures'));
  const jobs = await placed(card(page, 'Jobs'));
  const status = await page.getByRole('region').first().boundingBox();
  if (!temperatures || !jobs || !status) throw new Error('cards missing');
  expect(Math.round(jobs.x)).toBe(Math.round(temperatures.x));
  expect(Math.round(jobs.width)).toBe(Math.round(temperatures.width));
  expect(status.y).toBeLessThan(temperatures.y);
});
