// The installable app, against the virtual printer serving a copy of the build: the manifest is
// served, linked and valid, with icons that load at their sizes; Chromium finds the app
// installable; the service worker registers and controls the page, caches nothing of the printer's;
// with the simulator stopped a reload shows Printdeck's disconnected screen, not the browser's
// error page; and a rebuilt dashboard served in its place makes the open page offer to reload,
// which it only does when asked.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
import { expect, launchSim, printerState, test, writeDatabaseItem } from './fixtures';

const BUILD = path.resolve(process.env.PRINTDECK_STATIC_DIR ?? 'dist');
// Named here (this worker's own), made by the tests: loading the file to list its tests makes none.
/** The folder the simulator serves: the build, then the next version in its place. */
const SERVED = path.join(os.tmpdir(), `printdeck-pwa-served-${process.pid}`);
/** A second build of the same sources with another build hash: a new version of Printdeck. */
const NEXT = path.join(os.tmpdir(), `printdeck-pwa-next-${process.pid}`);

test.use({ serviceWorkers: 'allow', simArgs: ['--static', SERVED] });

test.beforeAll(() => {
  rmSync(SERVED, { recursive: true, force: true });
  cpSync(BUILD, SERVED, { recursive: true });
});

/** Builds the sources into `outDir`, with another build hash, for the base path `base`. */
function buildVersion(outDir: string, base = '/'): void {
  const script = `import('vite').then((vite) => vite.build({
    logLevel: 'error',
    define: { __BUILD_HASH__: JSON.stringify('next-version') },
    build: { outDir: ${JSON.stringify(outDir)}, emptyOutDir: true },
  }))`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    stdio: 'inherit',
    env: { ...process.env, PRINTDECK_BASE: base },
  });
}

test.afterAll(() => {
  rmSync(SERVED, { recursive: true, force: true });
  rmSync(NEXT, { recursive: true, force: true });
});

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

test('the manifest is served, linked from the page and valid, and its icons load', async ({
  page,
  sim,
}) => {
  await page.goto(`${sim.url}/`);
  const href = '/manifest.webmanifest';
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', href);
  const response = await page.request.get(`${sim.url}${href}`);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({
    name: 'Printdeck',
    short_name: 'Printdeck',
    display: 'standalone',
    start_url: '/',
    scope: '/',
    theme_color: '#1e1e1e',
    background_color: '#121212',
  });
  expect(manifest.description).toBeTruthy();
  const icons = [];
  for (const icon of manifest.icons) {
    const file = await page.request.get(new URL(icon.src, `${sim.url}${href}`).href);
    expect(file.headers()['content-type']).toBe(icon.type);
    icons.push(`${pngSize(await file.body())} ${icon.purpose ?? 'any'}`);
  }
  expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(pngSize(await (await page.request.get(`${sim.url}${apple}`)).body())).toBe('180x180');
  const worker = await page.request.get(`${sim.url}/sw.js`);
  expect(worker.headers()['content-type']).toMatch(/javascript/);
});

/** '#f5f5f5' → 'rgb(245, 245, 245)', as computed styles give colours. */
function rgb(hex: string | null): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex?.slice(at, at + 2) ?? '', 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test("the browser's bar takes the colour of Printdeck's top bar, in the theme the user chose", async ({
  page,
  sim,
}) => {
  // Before the app runs: the colours of both themes, by the system's.
  const html = await (await page.request.get(`${sim.url}/`)).text();
  expect(html).toContain(
    '<meta name="theme-color" content="#1e1e1e" media="(prefers-color-scheme: dark)" />',
  );
  expect(html).toContain(
    '<meta name="theme-color" content="#f5f5f5" media="(prefers-color-scheme: light)" />',
  );
  const bar = page.locator('meta[name="theme-color"]').first();
  const header = page.getByRole('banner');
  const headerColor = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
  for (const dark of [true, false]) {
    await writeDatabaseItem(sim.url, 'uiSettings.theme.isDark', dark);
    await page.goto(`${sim.url}/`);
    await expect(printerState(page)).toHaveText('Ready', { timeout: 20_000 });
    await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
    await expect(
      page.locator(`meta[name="theme-color"][content="${dark ? '#1e1e1e' : '#f5f5f5'}"]`),
    ).toHaveCount(2);
    expect(rgb(await bar.getAttribute('content'))).toBe(await headerColor());
  }
});

test('Chromium finds the app installable (the installability criteria of Lighthouse)', async ({
  sim,
}) => {
  // Not in the test's own context: Chromium never offers to install from an incognito profile,
  // which a fresh Playwright context is.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'printdeck-pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${sim.url}/`);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
      .toBe(`${sim.url}/sw.js`);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/** The page's load: a new one after every reload. */
const loadId = (page: Page) => page.evaluate(() => window.__printdeckLoadId);

test('offline reload shows the disconnected screen; a new version is offered, reloaded on demand', async ({
  page,
  sim,
}) => {
  test.setTimeout(120_000);
  buildVersion(NEXT);
  // The Content Security Policy admits the worker, its scripts and the manifest.
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${sim.url}/`);
  const state = page.getByLabel('Printer state', { exact: true });
  await expect(state).toHaveText('Ready', { timeout: 20_000 });

  // The worker registers under the base path and, on this first visit already, controls the page.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toBe(`${sim.url}/sw.js`);

  // A page opened now loads its chunk through the worker, which keeps it.
  await page.getByRole('link', { name: 'History', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'History', exact: true })).toBeVisible();

  // Nothing the printer served (API, socket, files, thumbnails) is in the worker's caches.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
    }
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.filter((url) => /^\/assets\/HistoryPage-.*\.js$/.test(url))).toHaveLength(1);
  expect(
    cached.filter((url) => /^\/(server|printer|machine|access|api|websocket)/.test(url)),
  ).toEqual([]);

  // The printer and the server of the dashboard gone: a reload still shows Printdeck.
  await sim.stop();
  await page.reload();
  await expect(page.getByText('Not connected to the printer')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();

  // A rebuilt dashboard deployed in its place, the printer back.
  rmSync(SERVED, { recursive: true, force: true });
  cpSync(NEXT, SERVED, { recursive: true });
  await sim.start();
  await page.getByRole('button', { name: 'Reconnect' }).click();
  await expect(state).toHaveText('Ready', { timeout: 20_000 });
  const before = await loadId(page);

  // The dashboard asks for a new version whenever its tab is shown again.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByText('A new version of Printdeck is ready.')).toBeVisible({
    timeout: 20_000,
  });
  const reload = page.getByRole('button', { name: 'Reload' });
  await expect(reload).toBeVisible();
  // Offered, not done: the page is still the same load a moment later.
  await page.waitForTimeout(1000);
  expect(await loadId(page)).toBe(before);

  await reload.click();
  await expect.poll(() => loadId(page).catch(() => before)).not.toBe(before);
  await expect(state).toHaveText('Ready', { timeout: 20_000 });
  // The page now runs the new version's scripts, and has nothing more to offer.
  const entry = /src="([^"]*\/assets\/index-[^"]+\.js)"/.exec(
    readFileSync(path.join(NEXT, 'index.html'), 'utf8'),
  )![1]!;
  await expect(page.locator('script[type="module"]')).toHaveAttribute('src', entry);
  await expect(page.getByText('A new version of Printdeck is ready.')).toHaveCount(0);
  expect(violations).toEqual([]);
});

test('under a base path: manifest, worker and offline reload stay below it', async ({ page }) => {
  test.setTimeout(90_000);
  const base = '/printdeck/';
  const dist = mkdtempSync(path.join(os.tmpdir(), 'printdeck-pwa-base-'));
  buildVersion(dist, base);
  const sim = await launchSim({
    timeScale: 1,
    auth: false,
    simArgs: ['--static', dist, '--base', base],
  });
  try {
    await page.goto(`${sim.url}${base}jobs`);
    await expect(printerState(page)).toHaveText('Ready', { timeout: 20_000 });
    const manifest = (await (
      await page.request.get(`${sim.url}${base}manifest.webmanifest`)
    ).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ start_url: base, scope: base, id: base });
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
      .toBe(`${sim.url}${base}sw.js`);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${sim.url}${base}`);
    await sim.stop();
    await page.reload();
    await expect(page.getByText('Not connected to the printer')).toBeVisible({ timeout: 20_000 });
  } finally {
    await sim.dispose();
    rmSync(dist, { recursive: true, force: true });
  }
});
