// Settings › Theme as a user drives it (spec part 2 §2 'Settings sections', §3 UI settings): a
// custom logo served by the printer shows in the top bar and stays after a reload, an invalid
// address says 'Invalid URL' and is not saved, an image that does not load falls back to Printdeck's
// logo, and the way back to it; the theme (primary colour, logo) is painted from this browser's
// mirror before the printer's socket answers. The primary colour's own checks are in settings.spec.ts.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { audit } from './axe-helpers';
import { expect, printerState, readDatabaseItem, test, type Sim } from './fixtures';

test.use({ timeScale: 5 });

const LOGO_PATH = '/server/files/config/logo.png';

/** A small PNG of one colour (the printer serves it as a file of its config root). */
function png(size: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(size * 3).fill(Buffer.from([r, g, b])),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Puts logo.png in the printer's config folder, as one copies a file onto the printer (the virtual
 * printer's upload takes only configuration files into that root), and checks it is served.
 */
async function uploadLogo(sim: Sim): Promise<void> {
  await writeFile(path.join(sim.dataDir, 'config', 'logo.png'), png(64, [255, 87, 34]));
  const response = await fetch(`${sim.url}${LOGO_PATH}`);
  expect(response.headers.get('content-type')).toBe('image/png');
}

/** A UI setting as the database holds it (undefined when it was never saved). */
const stored = (sim: Sim, path: string): Promise<unknown> =>
  readDatabaseItem(sim.url, `uiSettings.${path}`);

function themeSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Theme', exact: true });
}

async function openTheme(page: Page, sim: Sim): Promise<Locator> {
  await page.goto(`${sim.url}/settings#theme`);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  const theme = themeSection(page);
  await expect(theme.getByRole('radiogroup', { name: 'Logo' })).toBeVisible({ timeout: 30_000 });
  return theme;
}

/** The top bar's logo: its address, its text alternative, and whether it was drawn. */
async function topBarLogo(page: Page): Promise<{ src: string; alt: string; loaded: boolean }> {
  const link = page.getByRole('banner').getByRole('link').first();
  return link.locator('img').evaluate((img: HTMLImageElement) => ({
    src: img.getAttribute('src') ?? '',
    alt: img.alt,
    loaded: img.complete && img.naturalWidth > 0,
  }));
}

/** The top bar shows the printer's logo.png, drawn, named after the printer. */
async function expectCustomLogo(page: Page, sim: Sim): Promise<void> {
  await expect
    .poll(() => topBarLogo(page))
    .toMatchObject({
      src: `${sim.url}${LOGO_PATH}`,
      loaded: true,
    });
  const name = (await page.getByRole('banner').getByRole('link').first().textContent()) ?? '';
  expect(name.trim()).not.toBe('');
  await expect(page.getByRole('banner').getByRole('img', { name: name.trim() })).toBeVisible();
}

async function expectOwnLogo(page: Page): Promise<void> {
  await expect
    .poll(() => topBarLogo(page))
    .toMatchObject({
      src: expect.stringMatching(/\/favicon\.svg$/) as unknown as string,
      alt: '',
      loaded: true,
    });
}

test('a custom logo from the printer: shown in the top bar, refused when invalid, kept after a reload, and back to Printdeck’s', async ({
  page,
  sim,
}) => {
  await uploadLogo(sim);
  const theme = await openTheme(page, sim);
  await expect(theme.getByRole('radio', { name: "Printdeck's logo" })).toBeChecked();
  await expectOwnLogo(page);

  await theme.getByRole('radio', { name: 'Custom image' }).check();
  const address = theme.getByRole('textbox', { name: 'Image address' });
  await address.fill('logo.png');
  await expect(theme.getByText('Invalid URL')).toBeVisible();
  await address.fill('ftp://printer.local/logo.png');
  await expect(theme.getByText('Invalid URL')).toBeVisible();
  await page.waitForTimeout(1000);
  expect(await stored(sim, 'theme.logo')).toBeUndefined();
  await expectOwnLogo(page);

  await address.fill(LOGO_PATH);
  await expect(theme.getByText('Invalid URL')).toBeHidden();
  await expect.poll(() => stored(sim, 'theme.logo')).toBe(LOGO_PATH);
  await expectCustomLogo(page, sim);
  await expect(theme.getByRole('img', { name: 'Logo preview' })).toHaveAttribute(
    'src',
    `${sim.url}${LOGO_PATH}`,
  );
  expect(await audit(page)).toEqual([]);

  await page.reload();
  await expectCustomLogo(page, sim);
  await expect(themeSection(page).getByRole('radio', { name: 'Custom image' })).toBeChecked({
    timeout: 30_000,
  });
  await expect(themeSection(page).getByRole('textbox', { name: 'Image address' })).toHaveValue(
    LOGO_PATH,
  );

  // An image that does not load: Printdeck's logo in the top bar, and the preview says why.
  const missing = `${sim.url}/server/files/config/missing.png`;
  await themeSection(page).getByRole('textbox', { name: 'Image address' }).fill(missing);
  await expect.poll(() => stored(sim, 'theme.logo')).toBe(missing);
  await expect(themeSection(page).getByText('The image could not be loaded')).toBeVisible();
  await expectOwnLogo(page);

  await themeSection(page).getByRole('radio', { name: "Printdeck's logo" }).check();
  await expect.poll(() => stored(sim, 'theme.logo')).toBe('');
  await expect(themeSection(page).getByRole('textbox', { name: 'Image address' })).toBeHidden();
  await expectOwnLogo(page);
  await page.reload();
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  await expectOwnLogo(page);
});

test('the primary colour and the logo are painted after a reload before the printer’s socket answers', async ({
  page,
  sim,
}) => {
  await uploadLogo(sim);
  const theme = await openTheme(page, sim);
  await theme.getByRole('textbox', { name: 'Primary colour' }).fill('#8e24aa');
  await expect.poll(() => stored(sim, 'theme.primaryColor')).toBe('#8e24aa');
  await theme.getByRole('radio', { name: 'Custom image' }).check();
  await theme.getByRole('textbox', { name: 'Image address' }).fill(LOGO_PATH);
  await expect.poll(() => stored(sim, 'theme.logo')).toBe(LOGO_PATH);

  // The socket never opens now: nothing can come from Moonraker's database.
  let socketTried = false;
  await page.routeWebSocket(/\/websocket/, (ws) => {
    socketTried = true;
    void ws.close();
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Not connected to the printer' })).toBeVisible({
    timeout: 20_000,
  });
  expect(socketTried).toBe(true);
  // The screen's text button is drawn in the primary colour.
  await expect(page.getByRole('button', { name: 'Refresh' })).toHaveCSS(
    'color',
    'rgb(142, 36, 170)',
  );
  await expectCustomLogo(page, sim);
});
