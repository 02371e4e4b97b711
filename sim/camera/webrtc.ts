// WebRTC for the virtual camera: the same picture as its MJPEG stream, as a VP8 video track (werift),
// encoded per viewer by an ffmpeg child. Three ways to negotiate, as a printer offers them:
// camera-streamer's `POST /webcam/webrtc`, go2rtc's `POST /webcam/api/webrtc?src=NAME`
// (webrtc_routes.ts), and `remote.webrtc` over Moonraker's socket (below). Like the camera, it is
// started once with the simulator (startWebrtc); `remote.webrtc` is registered by the webcam
// component at each start (registerRemoteWebrtc), since server.restart clears the registry.
// Nothing runs while nobody watches: a viewer's encoder and camera subscription start when its
// connection is up and stop when it goes.

import type { WebrtcAnswer } from '../../protocol/webcams';
import type { App } from '../app';
import { ServerError } from '../errors';
import { addRawRoute } from '../raw_http';
import { FFMPEG_PATH, hasFfmpeg } from './ffmpeg_child';
import { Viewer, WebrtcError } from './webrtc_peer';
import { cameraStreamerRoute, go2rtcRoute } from './webrtc_routes';

export interface WebrtcOptions {
  /** Path of ffmpeg (default Debian's). */
  ffmpeg?: string;
  /** Frames per second sent to a viewer. */
  fps?: number;
  bitrateKbps?: number;
  /** A viewer whose connection is not up after this long closes (ms). */
  connectTimeoutMs?: number;
  /** camera-streamer's keep-alive: no pong for this long closes the viewer (ms). */
  keepAliveTimeoutMs?: number;
  /** A streaming viewer that sends no RTCP for this long is closed (ms). */
  silenceTimeoutMs?: number;
  /** Viewers at once; one more is refused (503). */
  maxViewers?: number;
}

const DEFAULTS: Required<WebrtcOptions> = {
  ffmpeg: FFMPEG_PATH,
  fps: 10,
  bitrateKbps: 1000,
  connectTimeoutMs: 15_000,
  keepAliveTimeoutMs: 30_000,
  silenceTimeoutMs: 10_000,
  maxViewers: 8,
};

export interface NewViewer {
  keepAlive?: boolean;
  /** camera-streamer's `timeout_s`: the viewer closes after this many ms (0 = never). */
  maxDurationMs?: number;
}

/** The viewers of one simulator. */
export class WebrtcService {
  readonly viewers = new Map<string, Viewer>();
  /** Every viewer ever created, closed ones too (tests look at their encoders). */
  readonly history: Viewer[] = [];
  readonly options: Required<WebrtcOptions>;

  constructor(
    private readonly app: App,
    options: WebrtcOptions = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** A new viewer; refused with a clear message without ffmpeg, camera or room. */
  create(extra: NewViewer = {}): Viewer {
    const o = this.options;
    if (!hasFfmpeg(o.ffmpeg))
      throw new WebrtcError(
        `WebRTC needs ffmpeg to encode the video, and ${o.ffmpeg} is missing`,
        503,
      );
    if (!this.app.find('camera')) throw new WebrtcError('The virtual camera is not running', 503);
    if (this.viewers.size >= o.maxViewers)
      throw new WebrtcError(`Too many WebRTC viewers (at most ${o.maxViewers})`, 503);
    const viewer = new Viewer({
      ffmpeg: o.ffmpeg,
      fps: o.fps,
      bitrateKbps: o.bitrateKbps,
      camera: () => this.app.find('camera'),
      connectTimeoutMs: o.connectTimeoutMs,
      maxDurationMs: extra.maxDurationMs ?? 0,
      keepAlive: extra.keepAlive ?? false,
      keepAliveTimeoutMs: o.keepAliveTimeoutMs,
      silenceTimeoutMs: o.silenceTimeoutMs,
      onClose: (v, reason) => {
        this.viewers.delete(v.id);
        this.app.logs?.moonraker('webrtc', `Viewer ${v.id} closed: ${reason}`);
      },
    });
    this.viewers.set(viewer.id, viewer);
    this.history.push(viewer);
    return viewer;
  }

  /** The browser's offer → our complete answer; the viewer closes if negotiation fails. */
  async answerOffer(sdp: string): Promise<{ viewer: Viewer; sdp: string }> {
    const viewer = this.create();
    try {
      return { viewer, sdp: await viewer.answer(sdp) };
    } catch (e) {
      viewer.close('negotiation failed');
      throw e;
    }
  }

  get(id: string): Viewer | undefined {
    return this.viewers.get(id);
  }

  closeAll(): void {
    for (const v of [...this.viewers.values()]) v.close('server closed');
  }
}

const SERVICES = new WeakMap<App, WebrtcService>();

/** The simulator's WebRTC viewers (made on first use). */
export function webrtcOf(app: App, options?: WebrtcOptions): WebrtcService {
  let service = SERVICES.get(app);
  if (!service) SERVICES.set(app, (service = new WebrtcService(app, options)));
  return service;
}

/**
 * Serves camera-streamer's and go2rtc's signalling beside Moonraker's API. Returns how to stop:
 * the routes go, every viewer closes.
 */
export function startWebrtc(app: App, options?: WebrtcOptions): () => void {
  const service = webrtcOf(app, options);
  const removers = [
    addRawRoute(app, cameraStreamerRoute(service)),
    addRawRoute(app, go2rtcRoute(service)),
  ];
  return () => {
    for (const remove of removers) remove();
    service.closeAll();
    SERVICES.delete(app);
  };
}

/** The webcam a remote.webrtc `id` names: its uid, else its name. */
function knownWebcam(app: App, id: string): boolean {
  const webcams = app.find('webcams')?.list() ?? [];
  return webcams.some((w) => w.uid === id) || webcams.some((w) => w.name === id);
}

/**
 * remote.webrtc `{id, type: 'offer', sdp}` → `{type: 'answer', sdp}`, the answer complete with its
 * candidates (no trickling over the socket). Every webcam of the simulator shows the virtual camera.
 */
export function registerRemoteWebrtc(app: App): void {
  app.registry.register('POST', '/remote/webrtc', async ({ args }): Promise<WebrtcAnswer> => {
    const id = args.str('id');
    const type = args.str('type', 'offer');
    const sdp = args.str('sdp');
    if (type !== 'offer') throw new ServerError(`Expected an offer, got '${type}'`, 400);
    if (!knownWebcam(app, id)) throw new ServerError(`Webcam ${id} not found`, 404);
    try {
      const answer = await webrtcOf(app).answerOffer(sdp);
      return { type: 'answer', sdp: answer.sdp };
    } catch (e) {
      if (e instanceof WebrtcError) throw new ServerError(e.message, e.status);
      throw e;
    }
  });
}
