// Macro categories as a user: Settings › Macros creates a category, its page moves two macros into
// it (the edit dialog) and the Macros card groups them; rename and remove (they go back to
// Uncategorized); the category page's search and All off; everything survives a reload; an unknown
// category goes back to the section; axe on the section and the page, dark and light, 1280 and 390.
import type { Locator, Page } from '@playwright/test';
import { audit, transitionsOver, useLightTheme } from './axe-helpers';
import { expect, printerState, test, type Sim } from './fixtures';

test.use({ viewport: { width: 1280, height: 1000 } });

function categories(page: Page): Locator {
  return page.getByRole('list', { name: 'Categories' });
}

async function openSection(page: Page, sim: Sim): Promise<void> {
  await page.goto(`${sim.url}/settings#macros`);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  await expect(categories(page).getByRole('link', { name: /Uncategorized/ })).toBeVisible({
    timeout: 15_000,
  });
}

async function addCategory(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add category' }).click();
  const dialog = page.getByRole('dialog', { name: 'New category' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/** On a category page: opens a macro's dialog and moves it to `category`. */
async function moveMacro(page: Page, macro: string, category: string): Promise<void> {
  await page.getByRole('button', { name: `Edit ${macro}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${macro}` });
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: category, exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/** The dashboard's Macros card, scrolled into view (a card's body loads when it comes into view). */
async function macrosCard(page: Page, sim: Sim): Promise<Locator> {
  await page.goto(`${sim.url}/`);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  const card = page.getByRole('region', { name: 'Macros' });
  await card.scrollIntoViewIfNeeded();
  return card;
}

async function dbMacros(sim: Sim): Promise<Record<string, unknown>> {
  const res = await fetch(`${sim.url}/server/database/item?namespace=printdeck&key=macros`);
  const body = (await res.json()) as { result: { value: Record<string, unknown> } };
  return body.result.value;
}

test('a category gets two macros: the card groups them; rename; remove sends them back', async ({
  page,
  sim,
}) => {
  test.setTimeout(150_000);
  await openSection(page, sim);
  await addCategory(page, 'Print flow');
  // The name rule: unique case-insensitively.
  await page.getByRole('button', { name: 'Add category' }).click();
  const dialog = page.getByRole('dialog', { name: 'New category' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('print FLOW');
  await expect(dialog.getByText('Already exists')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('');
  await expect(dialog.getByText('Required')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const flow = categories(page).getByRole('link', { name: /Print flow/ });
  await expect(flow).toContainText('0 macros');
  await categories(page)
    .getByRole('link', { name: /Uncategorized/ })
    .click();
  await expect(page).toHaveURL(/\/settings\/macros\/0$/);
  await expect(page.getByRole('heading', { name: 'Uncategorized', level: 1 })).toBeVisible();
  await moveMacro(page, 'PRINT_START', 'Print flow');
  await moveMacro(page, 'PRINT_END', 'Print flow');
  await expect(page.getByRole('button', { name: 'Edit PRINT_START' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to the settings' }).click();
  await expect(flow).toContainText('2 macros');

  // The card groups them; a group opens and stays open after a reload.
  const card = await macrosCard(page, sim);
  const group = card.getByRole('button', { name: /^Print flow/ });
  await expect(group).toBeVisible({ timeout: 15_000 });
  await expect(card.getByRole('button', { name: /^Uncategorized/ })).toBeVisible();
  await group.click();
  const buttons = card.getByRole('group', { name: 'Print flow' });
  await expect(buttons.getByRole('button', { name: 'PRINT_START', exact: true })).toBeVisible();
  await expect(buttons.getByRole('button', { name: 'PRINT_END', exact: true })).toBeVisible();
  await expect(buttons.getByRole('button', { name: 'PAUSE', exact: true })).toHaveCount(0);
  expect(await audit(page)).toEqual([]);
  if (process.env.SHOTS) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 1000 });
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: `${process.env.SHOTS}/card-dark-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 1000 });
  }
  await macrosCard(page, sim);
  await expect(
    card.getByRole('group', { name: 'Print flow' }).getByRole('button', { name: 'PRINT_END' }),
  ).toBeVisible({ timeout: 20_000 });

  // Rename; remove: the macros are Uncategorized again and the card shows plain buttons.
  await openSection(page, sim);
  await page.getByRole('button', { name: 'Rename Print flow' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename category' });
  await rename.getByRole('textbox', { name: 'Name' }).fill('Start and end');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(categories(page).getByRole('link', { name: /Start and end/ })).toBeVisible();
  await page.reload();
  await expect(categories(page).getByRole('link', { name: /Start and end/ })).toContainText(
    '2 macros',
    { timeout: 20_000 },
  );
  await page.getByRole('button', { name: 'Remove Start and end' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(categories(page).getByRole('link', { name: /Start and end/ })).toHaveCount(0);
  const stored = await dbMacros(sim);
  expect(stored.categories).toEqual([]);
  await macrosCard(page, sim);
  await expect(card.getByRole('button', { name: 'PRINT_START', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(card.getByRole('button', { name: /^Uncategorized/ })).toHaveCount(0);
});

test('the category page: search, All off hides them from the card, an alias and a colour', async ({
  page,
  sim,
}) => {
  await page.goto(`${sim.url}/settings/macros/0`);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Edit PAUSE' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('searchbox', { name: 'Search macros' }).fill('print_');
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(2);
  await page.getByRole('button', { name: 'All off' }).click();
  await expect(page.getByRole('switch', { name: 'Show PRINT_START' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Show PAUSE' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search macros' }).fill('');
  await expect(page.getByRole('switch', { name: 'Show PAUSE' })).toBeChecked();

  await page.getByRole('button', { name: 'Edit PAUSE' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit PAUSE' });
  await dialog.getByRole('textbox', { name: 'Alias' }).fill('Hold on');
  await dialog.getByRole('textbox', { name: 'Colour' }).fill('#c62828');
  await dialog.getByRole('switch', { name: 'Disabled while printing' }).check();
  // Persistent: Escape does not close it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Show PRINT_END' })).not.toBeChecked({
    timeout: 20_000,
  });
  await expect(page.getByRole('button', { name: 'Edit PAUSE' })).toContainText('Hold on');

  const card = await macrosCard(page, sim);
  await expect(card.getByRole('button', { name: 'Hold on', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(card.getByRole('button', { name: 'PRINT_START', exact: true })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'PRINT_END', exact: true })).toHaveCount(0);
  // The card's cog goes to Settings › Macros.
  await card.getByRole('link', { name: 'Macro settings' }).click();
  await expect(page).toHaveURL(/\/settings#macros$/);
  await expect(categories(page)).toBeVisible({ timeout: 15_000 });
  const stored = (await dbMacros(sim)).stored as { name: string; color: string }[];
  expect(stored.find((m) => m.name === 'pause')).toMatchObject({
    color: '#c62828',
    disabledWhilePrinting: true,
  });
});

test('an unknown category goes back to Settings › Macros', async ({ page, sim }) => {
  await page.goto(`${sim.url}/settings/macros/nope`);
  await expect(page).toHaveURL(/\/settings#macros$/, { timeout: 20_000 });
  await expect(categories(page)).toBeVisible({ timeout: 15_000 });
});

for (const width of [1280, 390]) {
  test(`axe: the section, the page and the dialog, dark and light, at ${width} px`, async ({
    page,
    sim,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await openSection(page, sim);
    await addCategory(page, 'Cleaning and purging');
    const check = async (name: string) => {
      await transitionsOver(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      expect(await audit(page), name).toEqual([]);
      if (process.env.SHOTS)
        await page.screenshot({ path: `${process.env.SHOTS}/${name}-${width}.png` });
    };
    await check('section-dark');
    await categories(page)
      .getByRole('link', { name: /Uncategorized/ })
      .click();
    await expect(page.getByRole('button', { name: 'Edit PAUSE' })).toBeVisible();
    await check('page-dark');
    await page.getByRole('button', { name: 'Edit PAUSE' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit PAUSE' })).toBeVisible();
    await check('dialog-dark');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await useLightTheme(page);
    await check('page-light');
    await page.getByRole('button', { name: 'Edit PAUSE' }).click();
    await check('dialog-light');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('link', { name: 'Back to the settings' }).click();
    await expect(categories(page)).toBeVisible();
    await check('section-light');
  });
}
