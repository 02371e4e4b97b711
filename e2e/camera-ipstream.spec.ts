// An ipstream camera as a user sees it, against the virtual camera's WebM video (`--webcam-video`
// lists it as the printer's camera `printer_video`): the camera page plays it in a muted <video>
// whose picture arrives and moves on (readyState ≥ 2, currentTime advancing, a picture that is not
// black); axe on the page in the dark and the light theme.
import { audit, useLightTheme } from './axe-helpers';
import { expect, printerState, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 1000 }, simArgs: ['--webcam-video'] });

test('an ipstream camera plays the virtual camera as a video', async ({ page, sim }) => {
  test.setTimeout(120_000);
  const list = (await (await fetch(`${sim.url}/server/webcams/list`)).json()) as {
    result: { webcams: { name: string; uid: string; service: string }[] };
  };
  const camera = list.result.webcams.find((w) => w.name === 'printer_video');
  expect(camera?.service).toBe('ipstream');
  await page.goto(`${sim.url}/camera/${camera?.uid ?? ''}`);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  const video = page.getByLabel('printer_video', { exact: true });
  await expect(video).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && v.videoWidth > 0), {
      timeout: 60_000,
    })
    .toBe(true);
  expect(await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight])).toEqual([
    640, 480,
  ]);
  // It plays on: its time moves.
  const t0 = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(t0 + 1);
  // The bed's picture, not a black frame.
  const brightness = await video.evaluate((v: HTMLVideoElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    ctx.drawImage(v, 0, 0, 64, 48);
    const data = ctx.getImageData(0, 0, 64, 48).data;
    let sum = 0;
    for (let i = 0; i < data.length; i += 4) sum += (data[i] ?? 0) + (data[i + 1] ?? 0);
    return sum / (data.length / 2);
  });
  expect(brightness).toBeGreaterThan(10);
  expect(await audit(page)).toEqual([]);
  await useLightTheme(page);
  expect(await audit(page)).toEqual([]);
});
