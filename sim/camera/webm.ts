// The virtual camera as a video file a browser's <video> plays (an `ipstream` camera):
// `GET /webcam/stream.webm` answers a live WebM (VP8) stream, encoded per viewer by an ffmpeg child
// (ffmpeg_child.ts) from the camera's JPEG frames and sent as it comes (chunked, no length, not
// cached). `fps` asks another frame rate, as the MJPEG stream does. Requests are bounded: a fixed
// number of encoders at once (one more is refused with 503), each stopped — with its camera
// subscription — when its viewer goes; without ffmpeg the answer is a 503 that says so.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { App } from '../app';
import { addRawRoute, type RawRoute } from '../raw_http';
import { FFMPEG_PATH, FfmpegChild, hasFfmpeg, mjpegInputArgs, vp8Args } from './ffmpeg_child';
import { clampFps, type VirtualCamera } from './virtual_camera';

export const WEBM_PATH = '/webcam/stream.webm';

export interface WebmOptions {
  /** Path of ffmpeg (default Debian's). */
  ffmpeg?: string;
  /** Encoders at once; one more viewer is refused (503). */
  maxStreams?: number;
  bitrateKbps?: number;
  /** The frame rate when the request asks none. */
  fps?: number;
}

const DEFAULTS: Required<WebmOptions> = {
  ffmpeg: FFMPEG_PATH,
  maxStreams: 4,
  bitrateKbps: 800,
  fps: 10,
};

const HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Cache-Control': 'no-store, no-cache, must-revalidate, max-age=0',
  Pragma: 'no-cache',
};

/** ffmpeg's arguments: MJPEG on stdin, VP8 in a live WebM (no cues, no seeking) on stdout. */
export function webmArgs(fps: number, bitrateKbps: number): string[] {
  return [
    ...mjpegInputArgs(fps),
    ...vp8Args(fps, bitrateKbps),
    // Each packet leaves at once (a still picture encodes to a few bytes a frame).
    ...['-flush_packets', '1', '-f', 'webm', '-live', '1', '-cluster_time_limit', '1000', 'pipe:1'],
  ];
}

/** The WebM streams of one simulator. */
export class WebmService {
  readonly options: Required<WebmOptions>;
  /** The running encoders (tests look at their processes). */
  readonly streams = new Set<FfmpegChild>();
  /** Every encoder ever started, stopped ones too. */
  readonly history: FfmpegChild[] = [];

  constructor(
    private readonly camera: () => VirtualCamera | undefined,
    private readonly log: (message: string) => void,
    options: WebmOptions = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  route(): RawRoute {
    return (req, res, url) => {
      if (url.pathname !== WEBM_PATH) return false;
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const fps = clampFps(Number(url.searchParams.get('fps') ?? this.options.fps));
      this.serve(req, res, fps);
      return true;
    };
  }

  closeAll(): void {
    for (const stream of [...this.streams]) stream.stop();
    this.streams.clear();
  }

  private refuse(res: ServerResponse, message: string): void {
    res.writeHead(503, {
      ...HEADERS,
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(message),
    });
    res.end(message);
  }

  private serve(req: IncomingMessage, res: ServerResponse, fps: number): void {
    const o = this.options;
    const camera = this.camera();
    if (!hasFfmpeg(o.ffmpeg))
      return this.refuse(res, `The video stream needs ffmpeg, and ${o.ffmpeg} is missing`);
    if (!camera) return this.refuse(res, 'The virtual camera is not running');
    if (req.method === 'HEAD') {
      res.writeHead(200, { ...HEADERS, 'Content-Type': 'video/webm' });
      res.end();
      return;
    }
    if (this.streams.size >= o.maxStreams)
      return this.refuse(res, `Too many video streams (at most ${o.maxStreams})`);

    let unsubscribe = (): void => undefined;
    const ffmpeg = FfmpegChild.spawn(o.ffmpeg, webmArgs(fps, o.bitrateKbps), 'pipe', (reason) => {
      this.log(`Video stream ended: ${reason}`);
      finish();
      res.destroy();
    });
    const finish = (): void => {
      unsubscribe();
      ffmpeg.stop();
      this.streams.delete(ffmpeg);
    };
    this.streams.add(ffmpeg);
    this.history.push(ffmpeg);
    res.writeHead(200, { ...HEADERS, 'Content-Type': 'video/webm' });
    // The response's back-pressure holds ffmpeg's output; ffmpeg then falls behind and frames drop.
    ffmpeg.stdout?.pipe(res);
    unsubscribe = camera.subscribe(fps, (jpeg) => ffmpeg.write(jpeg));
    res.once('close', finish);
    req.once('close', () => {
      if (req.destroyed && !res.writableFinished) finish();
    });
  }
}

const SERVICES = new WeakMap<App, WebmService>();

/** The simulator's WebM streams, while served. */
export function webmOf(app: App): WebmService | undefined {
  return SERVICES.get(app);
}

/** Serves the virtual camera's WebM stream beside Moonraker's API; returns how to stop. */
export function startWebm(app: App, options?: WebmOptions): () => void {
  const service = new WebmService(
    () => app.find('camera'),
    (msg) => app.logs?.moonraker('webcam', msg),
    options,
  );
  SERVICES.set(app, service);
  const remove = addRawRoute(app, service.route());
  return () => {
    remove();
    service.closeAll();
    SERVICES.delete(app);
  };
}
