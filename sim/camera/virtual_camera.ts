// The virtual camera: a picture of the virtual printer seen from above (the bed, what has been
// printed so far, the nozzle where the toolhead is), encoded as JPEG. It is hardware, not a
// Moonraker component: started once with the simulator (it survives server.restart), it offers the
// `camera` service and serves /webcam/?action=stream|snapshot beside Moonraker's API (routes.ts).
// Nothing is drawn while nobody watches: frames are rendered only for a snapshot or while a
// subscriber (an MJPEG stream, a WebRTC viewer) is there, at most once per tick, shared by all.

import type { App } from '../app';
import { addRawRoute } from '../raw_http';
import { JpegEncoder } from './jpeg';
import { Raster } from './raster';
import { ExtrusionRecorder } from './recorder';
import { cameraRoute } from './routes';
import { drawBar, drawBed, drawNozzle, drawPrinted, sceneLook, sceneOf, type Bed } from './scene';

export interface VirtualCamera {
  readonly width: number;
  readonly height: number;
  /** A fresh JPEG of the printer now. */
  snapshot(): Buffer;
  /** Frames (JPEG) at about `fps` per second while subscribed; returns unsubscribe. */
  subscribe(fps: number, onFrame: (jpeg: Buffer) => void): () => void;
}

declare module '../app' {
  interface Services {
    camera: VirtualCamera;
  }
}

export const CAMERA_WIDTH = 640;
export const CAMERA_HEIGHT = 480;
/** The frame rate a stream gets when it asks none, and the most any subscriber gets. */
export const DEFAULT_FPS = 5;
export const MAX_FPS = 15;
/** JPEG quality: a frame of the bed stays well under 60 KB. */
const QUALITY = 70;
/**
 * A snapshot within this many ms of the last rendered frame gets that frame (requests arriving
 * together share one picture; streams share one per tick anyway).
 */
const FRESH_MS = 20;

/** One encoder for every camera of the process (it holds no picture between calls), made when
 * the first picture is. */
let encoder: JpegEncoder | null = null;

interface Subscriber {
  periodMs: number;
  due: number;
  onFrame: (jpeg: Buffer) => void;
}

/** Clamps a requested frame rate to 0.1…MAX_FPS (not a number → the default). */
export function clampFps(fps: number): number {
  if (!Number.isFinite(fps) || fps <= 0) return DEFAULT_FPS;
  return Math.min(MAX_FPS, Math.max(0.1, fps));
}

export class SimCamera implements VirtualCamera {
  readonly width = CAMERA_WIDTH;
  readonly height = CAMERA_HEIGHT;
  /** Frames rendered so far (tests check that nothing renders without viewers). */
  rendered = 0;
  private readonly raster = new Raster(CAMERA_WIDTH, CAMERA_HEIGHT);
  /** The bed and its grid, drawn once per bed size. */
  private readonly background = new Raster(CAMERA_WIDTH, CAMERA_HEIGHT);
  private backgroundBed = '';
  private readonly recorder: ExtrusionRecorder;
  private readonly subscribers = new Set<Subscriber>();
  private timer: NodeJS.Timeout | null = null;
  private timerPeriod = 0;
  private last: { at: number; jpeg: Buffer } | null = null;
  private lastLook = '';

  constructor(private readonly app: App) {
    this.recorder = new ExtrusionRecorder(app);
  }

  snapshot(): Buffer {
    const now = performance.now();
    if (this.last && now - this.last.at < FRESH_MS) return this.last.jpeg;
    return this.render(now);
  }

  subscribe(fps: number, onFrame: (jpeg: Buffer) => void): () => void {
    const sub: Subscriber = { periodMs: 1000 / clampFps(fps), due: 0, onFrame };
    this.subscribers.add(sub);
    this.retime();
    // The first frame at once, so a viewer sees the printer without waiting a period.
    queueMicrotask(() => {
      if (this.subscribers.has(sub)) this.deliver(performance.now(), [sub]);
    });
    return () => {
      if (this.subscribers.delete(sub)) this.retime();
    };
  }

  /** How many subscribers are watching. */
  get watchers(): number {
    return this.subscribers.size;
  }

  close(): void {
    this.subscribers.clear();
    this.retime();
    this.recorder.close();
  }

  private render(now: number): Buffer {
    const scene = sceneOf(this.app, this.recorder);
    // A printer standing still looks the same: the last picture again, nothing drawn nor encoded.
    const look = sceneLook(scene);
    if (this.last && look === this.lastLook) {
      this.last = { at: now, jpeg: this.last.jpeg };
      return this.last.jpeg;
    }
    this.lastLook = look;
    this.paintBackground(scene.bed);
    this.raster.copyFrom(this.background);
    drawPrinted(this.raster, scene);
    drawNozzle(this.raster, scene.bed, scene);
    drawBar(this.raster, scene);
    encoder ??= new JpegEncoder(QUALITY);
    const jpeg = encoder.encode({ data: this.raster.data, width: this.width, height: this.height });
    this.rendered++;
    this.last = { at: now, jpeg };
    return jpeg;
  }

  private paintBackground(bed: Bed): void {
    const key = `${bed.xmin},${bed.xmax},${bed.ymin},${bed.ymax}`;
    if (key === this.backgroundBed) return;
    drawBed(this.background, bed);
    this.backgroundBed = key;
  }

  /** One tick: one frame, shared by every subscriber whose period is over. */
  private tick(): void {
    const now = performance.now();
    // A little slack so a subscriber at the timer's own rate is never skipped by jitter.
    const due = [...this.subscribers].filter((s) => s.due <= now + this.timerPeriod / 4);
    if (due.length > 0) this.deliver(now, due);
  }

  private deliver(now: number, subs: Subscriber[]): void {
    const jpeg = this.snapshot();
    for (const s of subs) {
      s.due = Math.max(s.due + s.periodMs, now);
      try {
        s.onFrame(jpeg);
      } catch {
        // A viewer's failure is its own; the others keep their frames.
      }
    }
  }

  /** One timer at the fastest subscriber's rate; none when nobody watches. */
  private retime(): void {
    const period = Math.min(...[...this.subscribers].map((s) => s.periodMs));
    if (this.timer && period === this.timerPeriod) return;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.timerPeriod = 0;
    if (!Number.isFinite(period)) return;
    this.timerPeriod = period;
    this.timer = setInterval(() => this.tick(), period);
    this.timer.unref();
  }
}

const CAMERAS = new WeakMap<App, SimCamera>();

/** The app's running virtual camera, if started (tests look at its counters). */
export function cameraOf(app: App): SimCamera | undefined {
  return CAMERAS.get(app);
}

/**
 * Starts the virtual camera of a simulator: offers the `camera` service and serves its routes.
 * Returns how to stop it (at the simulator's close).
 */
export function startVirtualCamera(app: App): () => void {
  const camera = new SimCamera(app);
  CAMERAS.set(app, camera);
  app.provide('camera', camera);
  const removeRoute = addRawRoute(
    app,
    cameraRoute(() => camera),
  );
  return () => {
    removeRoute();
    camera.close();
    CAMERAS.delete(app);
  };
}
