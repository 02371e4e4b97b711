// The interface's languages as a user meets them (issue 12; spec part 1 §1 locale rule, part 2
// §2 General): chosen in Settings › General and kept in Moonraker's database, the whole interface
// in that language after a reload, dates and numbers in its own format, Arabic right to left with
// nothing overlapping, a failed language load leaving the interface as it was.
import { readdirSync, readFileSync, utimesSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, type Sim } from './fixtures';

const SHOTS = process.env.PRINTDECK_SHOTS ?? '/tmp/shots-languages';
const LOCALES = path.resolve(import.meta.dirname, '..', 'src', 'locales');

type Messages = Record<string, Record<string, unknown>>;

/** A language's merged translation, as the dashboard fetches it. */
function messages(code: string): Messages {
  const folder = path.join(LOCALES, code);
  return Object.assign(
    {},
    ...readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as Messages),
  ) as Messages;
}

/** A message by its dotted key, e.g. 'routes.settings'. */
function text(all: Messages, key: string): string {
  const found = key.split('.').reduce<unknown>((node, part) => {
    return node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }, all);
  if (typeof found !== 'string') throw new Error(`no message ${key}`);
  return found;
}

const english = messages('en');

/** Settings › General's Language, chosen as a user does (the option reads the language's name). */
async function chooseLanguage(page: Page, from: Messages, name: string): Promise<void> {
  const general = page.getByRole('region', { name: text(from, 'settings.general.title') });
  await general
    .getByRole('combobox', { name: text(from, 'settings.general.language') })
    .click({ timeout: 30_000 });
  await page.getByRole('option', { name, exact: true }).click();
}

async function openGeneral(page: Page, sim: Sim): Promise<void> {
  await page.goto(`${sim.url}/settings#general`);
  await expect(
    page.getByRole('combobox', { name: text(english, 'settings.general.language') }),
  ).toBeVisible({ timeout: 30_000 });
}

/** The first pair of visible controls or headings whose boxes overlap (null when none do). */
async function overlapping(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const nodes = [...document.querySelectorAll('main button, main a[href], main h1, main h2')];
    const boxes = nodes
      .map((node) => ({ node, box: node.getBoundingClientRect() }))
      .filter(({ node, box }) => {
        const style = getComputedStyle(node);
        return box.width > 4 && box.height > 4 && style.visibility !== 'hidden';
      });
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.node.contains(b.node) || b.node.contains(a.node)) continue;
        const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (x > 2 && y > 2)
          return `${a.node.outerHTML.slice(0, 100)} overlaps ${b.node.outerHTML.slice(0, 100)}`;
      }
    return null;
  });
}

/** Whether the page is wider than the window (something pushed out sideways). */
async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1,
  );
}

test('German: the interface, dates and numbers in German, kept after a reload', async ({
  page,
  sim,
}) => {
  const german = messages('de');
  // Two sample prints dated in March, a month whose German name differs from the English one.
  const gcodes = path.join(sim.dataDir, 'gcodes');
  const march = new Date(2026, 2, 14, 16, 30).getTime() / 1000;
  for (const name of readdirSync(gcodes).filter((n) => n.endsWith('.gcode')))
    utimesSync(path.join(gcodes, name), march, march);

  await openGeneral(page, sim);
  await chooseLanguage(page, english, 'Deutsch');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const nav = page.getByRole('navigation', { name: text(german, 'app.mainNavigation') });
  await expect(nav.getByRole('link', { name: text(german, 'routes.settings') })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: text(german, 'routes.settings'), level: 1 }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: text(german, 'settings.general.title') }),
  ).toBeVisible();
  await expect
    .poll(async () => {
      const res = await fetch(
        `${sim.url}/server/database/item?namespace=printdeck&key=uiSettings.general.locale`,
      );
      return ((await res.json()) as { result?: { value?: unknown } }).result?.value;
    })
    .toBe('de');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de', { timeout: 20_000 });
  await expect(
    page.getByRole('link', { name: text(german, 'routes.dashboard') }).first(),
  ).toBeVisible();

  // The dashboard: the printer's state, temperatures with a decimal comma.
  await page.goto(`${sim.url}/`);
  await expect(page.getByLabel(text(german, 'app.printerState'), { exact: true })).toContainText(
    text(german, 'klippyState.ready'),
    { timeout: 20_000 },
  );
  await expect(page.getByText(/^\d+,\d °C$/).first()).toBeVisible({ timeout: 20_000 });

  // The jobs page: file dates with German month names.
  await page.goto(`${sim.url}/jobs`);
  const files = page.getByRole('region', {
    name: text(german, 'files.browser').replace('{{root}}', 'gcodes'),
  });
  await expect(files.getByText(/März/).first()).toBeVisible({ timeout: 20_000 });
  await expect(files.getByText(/\bMar\b/)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/jobs-1280-de.png` });
});

test('Arabic: right to left, nothing overlapping, on a desktop and a phone', async ({
  page,
  sim,
}) => {
  const arabic = messages('ar');
  await openGeneral(page, sim);
  await chooseLanguage(page, english, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(
    page.getByRole('heading', { name: text(arabic, 'routes.settings'), level: 1 }),
  ).toBeVisible();

  await page.goto(`${sim.url}/`);
  const nav = page.getByRole('navigation', { name: text(arabic, 'app.mainNavigation') });
  await expect(nav).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/°C/).first()).toBeVisible({ timeout: 20_000 });
  // The navigation sits on the right; the page's content reads from the right edge.
  const width = page.viewportSize()?.width ?? 1280;
  const navBox = await nav.boundingBox();
  expect(navBox && navBox.x + navBox.width / 2).toBeGreaterThan(width / 2);
  await expect.poll(() => overlapping(page)).toBeNull();
  expect(await overflowsSideways(page)).toBe(false);
  // A temperature and its unit read left to right inside the Arabic line ('21.5 °C').
  await expect(page.getByText(/^\u2066[\d٠-٩]+[.,٫][\d٠-٩] °C\u2069$/).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/dashboard-1280-ar.png` });
  await page.screenshot({
    path: `${SHOTS}/temperatures-ar.png`,
    clip: { x: 0, y: 320, width: 700, height: 120 },
  });

  await page.goto(`${sim.url}/settings`);
  await expect(
    page.getByRole('region', { name: text(arabic, 'settings.general.title') }),
  ).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => overlapping(page)).toBeNull();
  expect(await overflowsSideways(page)).toBe(false);
  await page.screenshot({ path: `${SHOTS}/settings-1280-ar.png` });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${sim.url}/`);
  await expect(page.getByText(/°C/).first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => overlapping(page)).toBeNull();
  expect(await overflowsSideways(page)).toBe(false);
  await page.screenshot({ path: `${SHOTS}/dashboard-390-ar.png`, fullPage: true });
});

test('Japanese: the interface in Japanese, looked at on a desktop and a phone', async ({
  page,
  sim,
}) => {
  const japanese = messages('ja');
  await openGeneral(page, sim);
  await chooseLanguage(page, english, '日本語');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(
    page.getByRole('heading', { name: text(japanese, 'routes.settings'), level: 1 }),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/settings-1280-ja.png` });
  await page.goto(`${sim.url}/`);
  await expect(page.getByText(/°C/).first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => overlapping(page)).toBeNull();
  await page.screenshot({ path: `${SHOTS}/dashboard-1280-ja.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => overflowsSideways(page)).toBe(false);
  await page.screenshot({ path: `${SHOTS}/dashboard-390-ja.png`, fullPage: true });
});

test('a language that fails to load leaves the interface as it was, without a message', async ({
  page,
  sim,
}) => {
  let asked = false;
  await page.route('**/locales/fr.json*', (route) => {
    asked = true;
    return route.fulfill({ status: 503, body: 'unavailable' });
  });
  await openGeneral(page, sim);
  await chooseLanguage(page, english, 'Français');
  await expect.poll(() => asked).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('heading', { name: text(english, 'routes.settings'), level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
