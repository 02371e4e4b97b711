// /timelapse as a user drives it (issue 13 'Done when'): with the timelapse component and the
// virtual camera, a print whose layer-change G-code takes a frame (TIMELAPSE_TAKE_FRAME after each
// SET_PRINT_STATS_INFO CURRENT_LAYER=, as a slicer's layer-change G-code does) → the page counts
// the frames per layer and the preview shows the last one; Render → its progress, then the video
// in the file list, and it plays in the browser; axe finds nothing serious on the page.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { audit } from './axe-helpers';
import { expect, logIn, routeOf, test } from './fixtures';
import { chooseFiles, fixture, openReady, row, rowAction, statusHeading } from './files-helpers';

const FILE = 'timelapse-small.gcode';
/** The first layers kept: frames are taken at the start of layers 2 … LAYERS. */
const LAYERS = 10;

/**
 * small.gcode cut to its first layers and its end (so the print takes seconds), with a frame taken
 * at each layer change.
 */
function timelapseGcode(): Buffer {
  const lines = fixture('small.gcode').toString('utf8').split('\n');
  const cut = lines.findIndex(
    (line) => line.trim() === `SET_PRINT_STATS_INFO CURRENT_LAYER=${LAYERS + 1}`,
  );
  const end = lines.findIndex((line) => line.startsWith('EXCLUDE_OBJECT_END'));
  expect(cut).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(cut);
  const kept = [...lines.slice(0, cut), ...lines.slice(end)];
  const out: string[] = [];
  for (const line of kept) {
    out.push(line);
    if (line.startsWith('SET_PRINT_STATS_INFO CURRENT_LAYER=')) out.push('TIMELAPSE_TAKE_FRAME');
  }
  return Buffer.from(out.join('\n'));
}

async function printState(url: string): Promise<string> {
  const response = await fetch(`${url}/printer/objects/query?print_stats=state`);
  const body = (await response.json()) as {
    result: { status: { print_stats: { state: string } } };
  };
  return body.result.status.print_stats.state;
}

async function serverFrameCount(url: string): Promise<number> {
  const response = await fetch(`${url}/machine/timelapse/lastframeinfo`);
  const body = (await response.json()) as { result: { count?: number; framecount?: number } };
  return Number(body.result.framecount ?? body.result.count ?? 0);
}

/** The video has data to show, and its time runs once it is played. */
async function expectPlays(player: Locator): Promise<void> {
  await expect
    .poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(2);
  await player.evaluate((v: HTMLVideoElement) => v.play());
  await expect
    .poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(0);
}

const timelapseFiles = (page: Page) => page.getByRole('region', { name: 'timelapse files' });

test.use({
  viewport: { width: 1280, height: 1000 },
  timeScale: 40,
  simArgs: ['--timelapse', '--webcam'],
});

test('a print takes a frame per layer; render shows its progress; the video plays', async ({
  page,
  sim,
}) => {
  test.setTimeout(240_000);
  // Rendered on request here, not at the print's end.
  await fetch(`${sim.url}/machine/timelapse/settings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ autorender: false }),
  });
  await openReady(page, `${sim.url}/jobs`);
  await chooseFiles(page, [{ name: FILE, buffer: timelapseGcode() }]);
  await expect(row(page, FILE)).toBeVisible({ timeout: 20_000 });
  await rowAction(page, FILE, 'Print');
  await expect(statusHeading(page, 'Printing')).toBeVisible({ timeout: 20_000 });

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Timelapse' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Timelapse' })).toBeVisible();
  // Counted as the layers go: every count the page shows, until the print is over.
  const counts = new Set<number>();
  await expect
    .poll(
      async () => {
        const text =
          (await page
            .getByRole('status')
            .filter({ hasText: /^Frames taken/ })
            .textContent()) ?? '';
        counts.add(Number(/\d+/.exec(text)?.[0] ?? 0));
        return printState(sim.url);
      },
      { timeout: 150_000, intervals: [250] },
    )
    .toBe('complete');
  // One frame at each layer change (2 … LAYERS); the simulator may miss a snapshot when the
  // machine is very busy (moonraker-timelapse then sends an error and does not count it).
  const frames = await serverFrameCount(sim.url);
  expect(frames).toBeGreaterThanOrEqual(LAYERS - 3);
  expect(frames).toBeLessThanOrEqual(LAYERS - 1);
  await expect(page.getByText(`Frames taken: ${frames}`, { exact: true })).toBeVisible();
  expect([...counts].filter((n) => n > 0 && n < frames).length).toBeGreaterThan(0);
  const preview = page.getByRole('img', { name: `Frame ${frames} of ${frames}` });
  await expect(preview).toHaveAttribute(
    'src',
    new RegExp(`/server/files/timelapse_frames/frame${String(frames).padStart(6, '0')}\\.jpg`),
  );
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // The slider looks back through the frames.
  const slider = page.getByRole('slider', { name: /^Frame/ });
  await slider.fill('1');
  await expect(page.getByRole('img', { name: `Frame 1 of ${frames}` })).toHaveAttribute(
    'src',
    /frame000001\.jpg/,
  );
  await slider.fill(String(frames));

  // Render: its progress shows (caught as soon as it is in the page), then the video is listed.
  const progress = page.waitForSelector(
    '[role="progressbar"][aria-labelledby="timelapse-render-progress"]',
    {
      timeout: 60_000,
    },
  );
  await page.getByRole('button', { name: 'Render', exact: true }).click();
  await progress;
  const video = timelapseFiles(page).getByRole('button', { name: /^timelapse_.*\.mp4$/ });
  await expect(video).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('button', { name: 'Render', exact: true })).toBeEnabled();
  // Its preview image is the row's thumbnail, not a row of its own.
  await expect(
    timelapseFiles(page).getByRole('button', { name: /^timelapse_.*\.jpg$/ }),
  ).toHaveCount(0);

  await video.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const player = dialog.locator('video');
  await expectPlays(player);
  expect(await audit(page), 'video dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();

  expect(await audit(page), 'page').toEqual([]);
  // The frames can be saved as a zip in the timelapse root.
  await page.getByRole('button', { name: 'Save frames' }).click();
  await expect(
    timelapseFiles(page).getByRole('button', { name: /^timelapse_.*_frames\.zip$/ }),
  ).toBeVisible({
    timeout: 30_000,
  });
});

test('an empty timelapse page: nothing to render, and axe finds nothing serious', async ({
  page,
  sim,
}) => {
  await openReady(page, `${sim.url}/timelapse`);
  await expect(page.getByText('No frames taken yet')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Render', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save frames' })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Mode' })).toBeVisible();
  expect(await audit(page)).toEqual([]);
});

test.describe('without a camera', () => {
  test.use({ simArgs: ['--timelapse'] });

  test("a frame that fails says 'Error taking timelapse frame' on the dashboard", async ({
    page,
    sim,
  }) => {
    await openReady(page, `${sim.url}/`);
    // The default snapshot address (port 8080) has no camera behind it.
    const sent = await fetch(`${sim.url}/printer/gcode/script?script=TIMELAPSE_TAKE_FRAME`, {
      method: 'POST',
    });
    expect(sent.ok).toBe(true);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Error taking timelapse frame' }),
    ).toBeVisible({ timeout: 15_000 });
    expect(await serverFrameCount(sim.url)).toBe(0);
  });
});

test.describe('on a printer that wants a login', () => {
  test.use({ auth: true, simArgs: ['--timelapse'] });

  test('a video plays: its address carries the access token, which Moonraker asks for', async ({
    page,
    sim,
  }) => {
    // A two-second video in the timelapse folder, made as the render makes them.
    const folder = path.join(sim.dataDir, 'timelapse');
    mkdirSync(folder, { recursive: true });
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=160x120:rate=10'],
      ...['-pix_fmt', 'yuv420p', path.join(folder, 'timelapse_secured.mp4')],
    ]);
    const plain = await fetch(`${sim.url}/server/files/timelapse/timelapse_secured.mp4`);
    expect(plain.status).toBe(401);

    await page.goto(`${sim.url}/timelapse`);
    await logIn(page, 'printdeck', 'printdeck');
    await expect.poll(() => routeOf(page)).not.toBe('/login');
    await page.goto(`${sim.url}/timelapse`);
    await timelapseFiles(page)
      .getByRole('button', { name: 'timelapse_secured.mp4', exact: true })
      .click();
    const player = page.getByRole('dialog').locator('video');
    await expect(player).toHaveAttribute('src', /[?&]access_token=/);
    await expectPlays(player);
  });
});
