// The release a printer owner installs: `npm run release` packs the build under test
// (PRINTDECK_STATIC_DIR, else dist/) as printdeck.zip, the zip is unpacked into a fresh folder and
// that folder is served by the virtual printer as static files. The dashboard opens against the
// printer without a failed request, and Settings › Versions lists Printdeck at the release's
// version, a valid install (the release's owner is the configured repository's).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { unzipTo } from '../scripts/__tests__/unzip';
import { expect, launchSim, printerState, test } from './fixtures';

const ROOT = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

let work = '';
let served = '';
let version = '';

test.beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'printdeck-release-e2e-'));
  const zip = path.join(work, 'printdeck.zip');
  const build = path.resolve(ROOT, process.env.PRINTDECK_STATIC_DIR ?? 'dist');
  await run(process.execPath, ['scripts/release.mjs', '--out', zip], {
    cwd: ROOT,
    env: { ...process.env, PRINTDECK_STATIC_DIR: build },
  });
  served = path.join(work, 'printdeck');
  await unzipTo(zip, served);
  const pkg = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as {
    version: string;
  };
  version = `v${pkg.version}`;
});

test.afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

test('the unpacked release, served as static files, shows the dashboard and its own version', async ({
  page,
}) => {
  const sim = await launchSim({ timeScale: 1, auth: false, simArgs: ['--static', served] });
  try {
    const failures: string[] = [];
    page.on('requestfailed', (r) => failures.push(`failed ${r.url()}`));
    page.on('response', (r) => {
      if (r.status() >= 400) failures.push(`${r.status()} ${r.url()}`);
    });
    await page.goto(`${sim.url}/`);
    await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Temperatures' })).toBeVisible();
    // The served files are the release's: its release_info.json sits beside index.html.
    const info = (await (await page.request.get(`${sim.url}/release_info.json`)).json()) as {
      version: string;
    };
    expect(info.version).toBe(version);

    await page.goto(`${sim.url}/settings#versions`);
    const printdeck = page
      .getByRole('list', { name: 'Versions' })
      .getByRole('listitem', { name: 'Printdeck', exact: true });
    await expect(printdeck).toContainText(version, { timeout: 15_000 });
    await expect(printdeck).toContainText('Update available');
    await expect(printdeck.getByLabel('Notes about Printdeck')).toHaveCount(0);
    expect(failures).toEqual([]);
  } finally {
    await sim.dispose();
  }
});
