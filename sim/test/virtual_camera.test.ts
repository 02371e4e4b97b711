// The virtual camera against a running simulator: a snapshot is a JPEG of the stated size (small);
// the picture follows the toolhead and shows what a print extrudes, in the file's filament colour,
// on a bed cleared when the print starts; /webcam/?action=stream is mjpg-streamer's multipart
// stream; nothing is rendered while nobody watches; the camera survives server.restart.

import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { decode } from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cameraOf } from '../camera/virtual_camera';
import { toPicture, viewOf, type Bed } from '../camera/scene';
import { readGcodeFixture } from '../components/file_manager/setup';
import { http, sleep, startTestSim, type TestSim } from './helpers';
import { printState, waitUntil } from './print_helpers';

const BED: Bed = { xmin: 0, xmax: 235, ymin: 0, ymax: 235 };

interface Picture {
  width: number;
  height: number;
  /** RGB at a bed position (millimetres). */
  at(x: number, y: number): [number, number, number];
}

function picture(jpeg: Buffer): Picture {
  const img = decode(jpeg, { useTArray: true });
  const view = viewOf(BED, img.width, img.height);
  return {
    width: img.width,
    height: img.height,
    at(x, y) {
      const [px, py] = toPicture(view, BED, x, y).map(Math.round) as [number, number];
      const i = (py * img.width + px) * 4;
      return [img.data[i] ?? 0, img.data[i + 1] ?? 0, img.data[i + 2] ?? 0];
    },
  };
}

async function snapshot(sim: TestSim, path = '/webcam/?action=snapshot'): Promise<Buffer> {
  // Past the camera's sharing of one picture between requests arriving together.
  await sleep(30);
  const res = await fetch(`${sim.url}${path}&_=${Date.now()}`);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** Whether a pixel within half a millimetre of a bed position passes `pred` (JPEG blurs lines). */
function near(pic: Picture, x: number, y: number, pred: (rgb: number[]) => boolean): boolean {
  for (const dx of [-0.5, 0, 0.5])
    for (const dy of [-0.5, 0, 0.5]) if (pred(pic.at(x + dx, y + dy))) return true;
  return false;
}

const isOrange = ([r, g, b]: number[]): boolean =>
  (r ?? 0) > 180 && (b ?? 0) < 90 && (g ?? 0) < 170;
const isBlue = ([r, , b]: number[]): boolean => (b ?? 0) > 180 && (r ?? 0) < 90;
const isBed = ([r, g, b]: number[]): boolean =>
  [r, g, b].every((v) => (v ?? 0) > 30 && (v ?? 0) < 110) && Math.abs((r ?? 0) - (b ?? 0)) < 30;

/** Reads an MJPEG stream for `ms`: the response head and the raw body. */
function readStream(sim: TestSim, path: string, ms: number) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (ok, fail) => {
      const chunks: Buffer[] = [];
      const req = request(`${sim.url}${path}`, (res) => {
        res.on('data', (c: Buffer) => chunks.push(c));
        setTimeout(() => {
          req.destroy();
          ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
        }, ms);
      });
      req.on('error', (e) => (chunks.length > 0 ? undefined : fail(e)));
      req.end();
    },
  );
}

/** The parts of a multipart/x-mixed-replace body with boundary `boundarydonotcross`. */
function parts(body: Buffer): { headers: Record<string, string>; data: Buffer }[] {
  const out: { headers: Record<string, string>; data: Buffer }[] = [];
  const marker = Buffer.from('--boundarydonotcross\r\n');
  expect(body.subarray(0, marker.length + 2).toString()).toBe(`\r\n${marker.toString()}`);
  let at = 2 + marker.length;
  for (;;) {
    const headEnd = body.indexOf('\r\n\r\n', at);
    if (headEnd < 0) break;
    const headers = Object.fromEntries(
      body
        .subarray(at, headEnd)
        .toString()
        .split('\r\n')
        .map((l) => l.split(': ') as [string, string]),
    );
    const length = Number(headers['Content-Length']);
    const data = body.subarray(headEnd + 4, headEnd + 4 + length);
    if (data.length < length) break;
    out.push({ headers, data });
    const next = headEnd + 4 + length;
    expect(body.subarray(next, next + 2 + marker.length).toString()).toBe(`\r\n${marker}`);
    at = next + 2 + marker.length;
  }
  return out;
}

describe('the virtual camera', () => {
  let sim: TestSim;
  beforeAll(async () => {
    sim = await startTestSim({ timeScale: 50 });
  });
  afterAll(() => sim.stop());

  it('renders nothing while nobody watches, even while the printer moves', async () => {
    await sim.klippy.runScript('G28\nG1 X100 Y100 F6000\nG1 X20 Y20');
    await sleep(300);
    expect(cameraOf(sim.app)?.rendered).toBe(0);
  });

  it('answers a snapshot: a JPEG of the stated size, under 60 KB, with no caching', async () => {
    const res = await fetch(`${sim.url}/webcam/?action=snapshot&cacheBust=1`);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toContain('no-cache');
    const jpeg = Buffer.from(await res.arrayBuffer());
    expect(jpeg.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(jpeg.length).toBeLessThan(60_000);
    const camera = sim.app.find('camera');
    const pic = picture(jpeg);
    expect([pic.width, pic.height]).toEqual([camera?.width, camera?.height]);
    expect([pic.width, pic.height]).toEqual([640, 480]);
    // Without the slash, and ustreamer's path, the same camera.
    expect(picture(await snapshot(sim, '/webcam?action=snapshot')).width).toBe(640);
    expect((await fetch(`${sim.url}/webcam/snapshot`)).status).toBe(200);
    expect((await fetch(`${sim.url}/webcam/?action=nothing`)).status).toBe(404);
  });

  it('shows the nozzle where the toolhead goes', async () => {
    await sim.klippy.runScript('G1 X200 Y200 F9000\nM400');
    const before = picture(await snapshot(sim));
    expect(before.at(200, 200).every((v) => v > 180)).toBe(true);
    expect(isBed(before.at(60, 60))).toBe(true);
    await sim.klippy.runScript('G1 X60 Y60 F9000\nM400');
    const after = picture(await snapshot(sim));
    expect(after.at(60, 60).every((v) => v > 180)).toBe(true);
    expect(isBed(after.at(200, 200))).toBe(true);
  });

  it('draws what is extruded, in orange without a print', async () => {
    await sim.klippy.runScript(
      'M109 S210\nG1 Z0.3 F600\nG1 X20 Y220 F6000\nG1 X100 Y220 E4 F1800\nG1 X100 Y210 Z5\nM400',
    );
    const pic = picture(await snapshot(sim));
    for (const x of [30, 60, 90]) expect(near(pic, x, 220, isOrange), `at x=${x}`).toBe(true);
    expect(isBed(pic.at(60, 180))).toBe(true);
  });

  it("a print clears the bed and extrudes in its file's filament colour", async () => {
    // The start and first moves of small.gcode with its slicer block, filament made blue.
    const lines = readGcodeFixture('small.gcode').toString('utf8').split('\n');
    const tail = lines.slice(29080).join('\n').replace('#FF8000', '#1E90FF');
    writeFileSync(
      join(sim.dataDir, 'gcodes', 'blue.gcode'),
      `${lines.slice(0, 3500).join('\n')}\n${tail}`,
    );
    await http(sim, 'POST', '/printer/print/start', { filename: 'blue.gcode' });
    let seen = false;
    const start = Date.now();
    while (!seen && Date.now() - start < 30_000) {
      await sleep(300);
      const pic = picture(await snapshot(sim));
      // The print is around the bed's centre.
      for (let x = 95; x <= 140 && !seen; x += 1)
        for (let y = 95; y <= 140 && !seen; y += 1) seen = isBlue(pic.at(x, y));
    }
    expect(seen).toBe(true);
    const pic = picture(await snapshot(sim));
    expect(near(pic, 60, 220, isOrange)).toBe(false);
    await http(sim, 'POST', '/printer/print/cancel');
    await waitUntil(() => printState(sim) === 'cancelled');
  });

  it('streams MJPEG framed as mjpg-streamer frames it, several frames a second', async () => {
    const { status, headers, body } = await readStream(sim, '/webcam/?action=stream&t=9', 1500);
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('multipart/x-mixed-replace;boundary=boundarydonotcross');
    const frames = parts(body);
    expect(frames.length).toBeGreaterThanOrEqual(4);
    for (const f of frames) {
      expect(f.headers['Content-Type']).toBe('image/jpeg');
      expect(f.headers['X-Timestamp']).toMatch(/^\d+\.\d{6}$/);
      expect(picture(f.data).width).toBe(640);
    }
  });

  it('caps the frame rate a stream asks, and stops rendering when the viewer goes', async () => {
    const camera = cameraOf(sim.app);
    // Keep the printer moving so every frame is a new picture.
    void sim.klippy.runScript('G1 X200 Y30 F600\nG1 X30 Y30 F600');
    const { body } = await readStream(sim, '/webcam?action=stream&fps=100', 1000);
    expect(parts(body).length).toBeLessThanOrEqual(18);
    await sleep(100);
    expect(camera?.watchers).toBe(0);
    const rendered = camera?.rendered;
    await sleep(400);
    expect(camera?.rendered).toBe(rendered);
  });

  it('shares one rendering between viewers and survives server.restart', async () => {
    const camera = sim.app.find('camera');
    const a: Buffer[] = [];
    const b: Buffer[] = [];
    const offA = camera?.subscribe(5, (j) => a.push(j));
    const offB = camera?.subscribe(5, (j) => b.push(j));
    await sleep(700);
    offA?.();
    offB?.();
    expect(a.length).toBeGreaterThanOrEqual(2);
    expect(a.some((frame) => b.includes(frame))).toBe(true);
    await http(sim, 'POST', '/server/restart');
    await sim.restarted();
    expect(sim.app.find('camera')).toBe(camera);
    expect(picture(await snapshot(sim)).width).toBe(640);
    const info = (await http(sim, 'GET', '/server/info')).body as {
      result: { components: string[] };
    };
    expect(info.result.components).not.toContain('camera');
  });
});
