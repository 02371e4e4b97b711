// A dashboard built for a base path (PRINTDECK_BASE=/printdeck/), served there by the virtual
// printer (--base) with Moonraker's API at the root, as behind a web server: the dashboard opens,
// its links stay under the base, /console and a printer's address open, a deep page survives a
// reload, and no request fails on the way. The build is made once for this file (a few seconds),
// or taken from PRINTDECK_BASE_STATIC_DIR when that names one.
import type { Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, launchSim, printerState, test } from './fixtures';

const BASE = '/printdeck/';
const ROOT = path.resolve(import.meta.dirname, '..');

let dist = process.env.PRINTDECK_BASE_STATIC_DIR ?? '';
let builtHere = '';

function build(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
    const child = spawn(
      process.execPath,
      [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
      {
        cwd: ROOT,
        env: { ...process.env, PRINTDECK_BASE: BASE },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (b: Buffer) => (output += b.toString()));
    child.stderr.on('data', (b: Buffer) => (output += b.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (${code}):\n${output}`)),
    );
  });
}

test.beforeAll(async () => {
  if (dist) return;
  test.setTimeout(180_000);
  builtHere = await mkdtemp(path.join(os.tmpdir(), 'printdeck-base-'));
  dist = path.join(builtHere, 'dist');
  await build(dist);
});

test.afterAll(async () => {
  if (builtHere) await rm(builtHere, { recursive: true, force: true });
});

/** Every request that failed or was answered with an error, as 'STATUS URL'. */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('requestfailed', (request) =>
    failures.push(`failed ${request.url()} (${request.failure()?.errorText ?? '?'})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  return failures;
}

test('the dashboard under /printdeck/: pages, a printer address and a reload, no failed request', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const sim = await launchSim({
    timeScale: 1,
    auth: false,
    simArgs: ['--static', dist, '--base', BASE],
  });
  try {
    const failures = watchFailures(page);
    const under = (rest: string) => `${sim.url}${BASE}${rest}`;
    await page.goto(under(''));
    await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Temperatures' })).toBeVisible();

    const nav = page.getByRole('navigation');
    await expect(nav.getByRole('link', { name: 'Console' })).toHaveAttribute(
      'href',
      `${BASE}console`,
    );
    await nav.getByRole('link', { name: 'Console' }).click();
    await expect(page).toHaveURL(under('console'));
    await expect(page.getByRole('log', { name: 'Console output' })).toBeVisible();

    // The printer's own address (its id as the printers list keeps it), then a reload there.
    const id = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('appInstances') ?? '[]') as { id: string }[])[0]?.id,
    );
    expect(id).toBeTruthy();
    await page.goto(under(`p/${id}/history`));
    await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(nav.getByRole('link', { name: 'Jobs' })).toHaveAttribute(
      'href',
      `${BASE}p/${id}/jobs`,
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL(under(`p/${id}/history`));
    await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });

    expect(failures).toEqual([]);
  } finally {
    await sim.dispose();
  }
});
