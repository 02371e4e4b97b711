// The cameras card and the camera page as a user sees them, against the virtual camera: an
// mjpgadaptive camera added in Settings › Cameras shows frames that change while the toolhead
// moves; an mjpgstream camera and a WebRTC camera (camera-streamer's signalling) show the same
// picture (their pixels compared after drawing both into a canvas); rotation 90 turns the view;
// the camera page shows one camera; a WebRTC camera without an address plays through
// remote.webrtc; axe on the card and the page (dark), and the camera page (light).
import type { Locator, Page } from '@playwright/test';
import { audit, useLightTheme } from './axe-helpers';
import { expect, printerState, test, type Sim } from './fixtures';

test.use({ viewport: { width: 1280, height: 1400 }, timeScale: 10 });

/** A webcam posted to Moonraker's API (what another client, or Settings, would save). */
async function postWebcam(sim: Sim, fields: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${sim.url}/server/webcams/item`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fields),
  });
  expect(res.ok, `POST /server/webcams/item answered ${res.status}`).toBe(true);
}

/** The picture (an <img> or a <video>) drawn into a 64 × 48 canvas: its RGB values. */
function pixels(target: Locator): Promise<number[]> {
  return target.evaluate((el: HTMLImageElement | HTMLVideoElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    ctx.drawImage(el, 0, 0, 64, 48);
    const data = ctx.getImageData(0, 0, 64, 48).data;
    return [...data].filter((_, i) => i % 4 !== 3);
  });
}

const meanDiff = (a: number[], b: number[]) =>
  a.reduce((sum, v, i) => sum + Math.abs(v - (b[i] ?? 0)), 0) / a.length;
/** How many values differ by more than 60 (a small moving part of the picture shows here). */
const changed = (a: number[], b: number[]) =>
  a.filter((v, i) => Math.abs(v - (b[i] ?? 0)) > 60).length;
const mean = (a: number[]) => a.reduce((s, v) => s + v, 0) / a.length;

async function addAdaptiveCamera(page: Page, sim: Sim, name: string): Promise<void> {
  await page.goto(`${sim.url}/settings#camera`);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  const section = page.getByRole('region', { name: 'Cameras', exact: true });
  await expect(section).toBeVisible({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Add camera' });
  await expect(async () => {
    if (!(await dialog.isVisible()))
      await section.getByRole('button', { name: 'Add camera' }).click({ timeout: 5_000 });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  // The new camera's defaults: mjpgadaptive at /webcam/?action=stream.
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await expect(dialog.getByRole('textbox', { name: 'Stream URL', exact: true })).toHaveValue(
    '/webcam/?action=stream',
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

const card = (page: Page) => page.getByRole('region', { name: 'Cameras', exact: true });

test('the cameras card shows the virtual camera by snapshots, MJPEG and WebRTC, turned', async ({
  page,
  sim,
}) => {
  test.setTimeout(180_000);
  await addAdaptiveCamera(page, sim, 'Adaptive');
  await postWebcam(sim, {
    name: 'Stream',
    service: 'mjpegstreamer',
    stream_url: '/webcam/?action=stream',
    snapshot_url: '/webcam/?action=snapshot',
  });
  await postWebcam(sim, {
    name: 'Rtc',
    service: 'webrtc-camerastreamer',
    stream_url: '/webcam/webrtc',
  });

  await page.goto(`${sim.url}/`);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  await expect(card(page)).toBeVisible({ timeout: 30_000 });

  // Snapshots arrive one after the other: the address changes and a frame rate shows.
  const adaptive = card(page).getByRole('img', { name: 'Adaptive' });
  await expect(adaptive).toBeVisible({ timeout: 20_000 });
  const firstSrc = await adaptive.getAttribute('src');
  await expect.poll(() => adaptive.getAttribute('src')).not.toBe(firstSrc);
  expect(firstSrc).toContain('action=snapshot');
  await expect(card(page).getByText(/^\d+ fps$/)).toBeVisible();

  // Home, then move the toolhead from its card: the picture changes.
  await page.getByRole('button', { name: 'Home all' }).click();
  await expect
    .poll(
      async () => (await fetch(`${sim.url}/printer/objects/query?toolhead=homed_axes`)).json(),
      {
        timeout: 30_000,
      },
    )
    .toMatchObject({ result: { status: { toolhead: { homed_axes: 'xyz' } } } });
  await page.waitForTimeout(1500);
  const before = await pixels(adaptive);
  for (const [axis, value] of [
    ['X', '60'],
    ['Y', '180'],
  ]) {
    const field = page.getByRole('textbox', { name: `${axis} position` });
    await field.fill(value as string);
    await field.press('Enter');
  }
  await expect
    .poll(async () => changed(await pixels(adaptive), before), { timeout: 30_000 })
    .toBeGreaterThan(3);

  // The MJPEG stream: the same picture size, not black.
  const stream = card(page).getByRole('img', { name: 'Stream' });
  await expect
    .poll(() => stream.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 20_000 })
    .toBeGreaterThan(0);
  const sizes = await Promise.all(
    [adaptive, stream].map((img) =>
      img.evaluate((el: HTMLImageElement) => [el.naturalWidth, el.naturalHeight]),
    ),
  );
  expect(sizes[1]).toEqual(sizes[0]);
  expect(mean(await pixels(stream))).toBeGreaterThan(10);

  // WebRTC: idle until Play, then the same picture as the stream.
  const video = card(page).locator('video[aria-label="Rtc"]');
  expect(await video.evaluate((v: HTMLVideoElement) => v.srcObject)).toBeNull();
  await card(page).getByRole('button', { name: 'Play Rtc' }).click();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && v.videoWidth > 0), {
      timeout: 60_000,
    })
    .toBe(true);
  await page.waitForTimeout(1500);
  const [fromVideo, fromStream] = [await pixels(video), await pixels(stream)];
  expect(mean(fromVideo)).toBeGreaterThan(10);
  expect(meanDiff(fromVideo, fromStream)).toBeLessThan(25);

  // Rotation 90 (a change on the server, followed by notify_webcams_changed): the view turns.
  const list = (await (await fetch(`${sim.url}/server/webcams/list`)).json()) as {
    result: { webcams: { name: string; uid: string }[] };
  };
  const uid = list.result.webcams.find((w) => w.name === 'Stream')?.uid;
  await postWebcam(sim, { uid, rotation: 90 });
  await expect
    .poll(() => stream.evaluate((img) => getComputedStyle(img).transform))
    .not.toBe('none');
  const box = await stream.boundingBox();
  await expect
    .poll(async () => {
      const b = await stream.boundingBox();
      return b ? b.height > b.width : false;
    })
    .toBe(true);
  expect(box).not.toBeNull();

  expect(await audit(page)).toEqual([]);

  // The camera page, from the view's link.
  await card(page).getByRole('link', { name: 'Open Adaptive on its own page' }).click();
  await expect(page.getByRole('heading', { name: 'Adaptive', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Adaptive' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Show Adaptive full screen' })).toBeVisible();
  expect(await audit(page)).toEqual([]);
});

test("a WebRTC camera without an address plays through Moonraker's remote.webrtc", async ({
  page,
  sim,
}) => {
  test.setTimeout(120_000);
  await postWebcam(sim, { name: 'Socket', service: 'webrtc-camerastreamer', stream_url: '' });
  const list = (await (await fetch(`${sim.url}/server/webcams/list`)).json()) as {
    result: { webcams: { name: string; uid: string }[] };
  };
  const uid = list.result.webcams.find((w) => w.name === 'Socket')?.uid ?? '';
  await page.goto(`${sim.url}/camera/${uid}`);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Play Socket' }).click({ timeout: 30_000 });
  const video = page.locator('video[aria-label="Socket"]');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && v.videoWidth > 0), {
      timeout: 60_000,
    })
    .toBe(true);
  expect(mean(await pixels(video))).toBeGreaterThan(10);
  await useLightTheme(page);
  expect(await audit(page)).toEqual([]);
});
