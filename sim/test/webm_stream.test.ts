// The virtual camera as a WebM video (an ipstream camera's address): GET /webcam/stream.webm answers
// a live WebM stream (EBML header, 'webm' doc type, VP8 frames flowing), its encoder stops when the
// viewer goes, a viewer more than the bound is refused, and without ffmpeg the answer says why.
// `--webcam-video` lists the video as a camera of the printer.

import { get, createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cameraOf, type VirtualCamera } from '../camera/virtual_camera';
import { WEBM_PATH, WebmService, webmOf } from '../camera/webm';
import { isAlive, RpcClient, startTestSim, waitUntil, type TestSim } from './helpers';

/** The EBML magic number every Matroska/WebM file starts with. */
const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/** Opens the stream; resolves with the response once headers are in. */
function open(url: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => get(url, resolve).once('error', reject));
}

/** Reads from a response until `bytes` arrived (or it ends); returns what came. */
async function readAtLeast(res: IncomingMessage, bytes: number, timeoutMs = 8000) {
  const chunks: Buffer[] = [];
  let size = 0;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`only ${size} bytes arrived`)), timeoutMs);
    const done = (): void => {
      clearTimeout(timer);
      res.off('data', onData);
      resolve();
    };
    const onData = (chunk: Buffer): void => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= bytes) done();
    };
    res.on('data', onData);
    res.once('end', done);
  });
  return Buffer.concat(chunks);
}

const text = async (res: IncomingMessage): Promise<string> =>
  (await readAtLeast(res, Number.POSITIVE_INFINITY)).toString('utf8');

describe('the virtual camera as a WebM video', () => {
  let sim: TestSim;
  beforeAll(async () => {
    sim = await startTestSim({ webcamVideo: true });
  });
  afterAll(() => sim.stop());

  it('streams WebM (VP8) to a viewer and stops the encoder when the viewer goes', async () => {
    const res = await open(`${sim.url}${WEBM_PATH}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/webm');
    expect(res.headers['cache-control']).toContain('no-store');
    // The header, then frames: a still bed picture is a key frame of some KiB, then small ones.
    const data = await readAtLeast(res, 8000);
    expect(data.subarray(0, 4)).toEqual(EBML);
    expect(data.subarray(0, 64).includes(Buffer.from('webm'))).toBe(true);
    expect(data.includes(Buffer.from('V_VP8'))).toBe(true);
    const service = webmOf(sim.app);
    const encoder = service?.history.at(-1);
    expect(isAlive(encoder?.pid)).toBe(true);
    expect(cameraOf(sim.app)?.watchers).toBe(1);

    res.destroy();
    await waitUntil(() => !isAlive(encoder?.pid), 5000);
    expect(service?.streams.size).toBe(0);
    expect(cameraOf(sim.app)?.watchers).toBe(0);
  }, 20000);

  it('refuses a viewer beyond the bound, and HEAD starts no encoder', async () => {
    const service = webmOf(sim.app);
    const max = service?.options.maxStreams ?? 0;
    const started = service?.history.length ?? 0;
    const head = await fetch(`${sim.url}${WEBM_PATH}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(service?.history.length).toBe(started);
    const viewers = await Promise.all(
      Array.from({ length: max }, () => open(`${sim.url}${WEBM_PATH}?fps=1`)),
    );
    expect(viewers.map((v) => v.statusCode)).toEqual(Array(max).fill(200));
    const refused = await open(`${sim.url}${WEBM_PATH}`);
    expect(refused.statusCode).toBe(503);
    expect(await text(refused)).toBe(`Too many video streams (at most ${max})`);
    for (const v of viewers) v.destroy();
    await waitUntil(() => service?.streams.size === 0, 5000);
    const pids = service?.history.slice(started).map((e) => e.pid) ?? [];
    await waitUntil(() => pids.every((pid) => !isAlive(pid)), 5000);
  }, 30000);

  it('is listed as an ipstream camera with --webcam-video', async () => {
    const rpc = await RpcClient.connect(sim);
    try {
      const { webcams } = await rpc.call<{ webcams: { name: string }[] }>('server.webcams.list');
      expect(webcams).toEqual([
        expect.objectContaining({
          name: 'printer_video',
          service: 'ipstream',
          stream_url: '/webcam/stream.webm',
          snapshot_url: '/webcam/?action=snapshot',
          source: 'config',
        }),
      ]);
    } finally {
      rpc.close();
    }
  });
});

describe('the WebM video without ffmpeg', () => {
  it('answers 503 naming the missing program, and starts nothing', async () => {
    const camera: VirtualCamera = {
      width: 640,
      height: 480,
      snapshot: () => Buffer.alloc(0),
      subscribe: () => () => undefined,
    };
    const service = new WebmService(
      () => camera,
      () => undefined,
      { ffmpeg: '/nonexistent/ffmpeg' },
    );
    const route = service.route();
    const server = createServer((req, res) => {
      void route(req, res, new URL(req.url ?? '/', 'http://x'));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const port = (server.address() as AddressInfo).port;
      const res = await fetch(`http://127.0.0.1:${port}${WEBM_PATH}`);
      expect(res.status).toBe(503);
      expect(await res.text()).toBe(
        'The video stream needs ffmpeg, and /nonexistent/ffmpeg is missing',
      );
      expect(service.history).toEqual([]);
    } finally {
      server.close();
    }
  });
});
