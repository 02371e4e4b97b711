// Moonraker's webcams (server.webcams.*) and Printdeck's cameras (design note point 5): a webcam
// read into a Camera (service → type, rotation, flips, frame rates, aspect ratio, the iframe's
// height from extra_data.height), what a post sends (only fields Moonraker knows, never source or
// uid as fields; the uid names the camera edited, the name a new one), and a list of webcams
// merged with a post's answer. Pure.
import type { Webcam, WebcamPost } from '../../protocol/webcams';
import { typeOfService } from './camera-services';
import {
  DEFAULT_ASPECT_RATIO,
  newCamera,
  parseNumber,
  parseRotation,
  type Camera,
} from './cameras';

const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : fallback;

/** The iframe's height kept in extra_data (a positive number, or its text). */
function extraHeight(extra: unknown): number | undefined {
  if (!extra || typeof extra !== 'object') return undefined;
  const n = parseNumber((extra as Record<string, unknown>).height, NaN);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * A webcam as Printdeck shows it; odd or missing values take the new camera's defaults (a service
 * Printdeck does not know shows as an MJPEG stream and keeps its text). Null without a name.
 */
export function webcamToCamera(raw: unknown): Camera | null {
  if (!raw || typeof raw !== 'object') return null;
  const w = raw as Partial<Record<keyof Webcam, unknown>>;
  if (typeof w.name !== 'string' || w.name === '') return null;
  const defaults = newCamera();
  const service = text(w.service, 'mjpegstreamer');
  return {
    id: text(w.uid) || w.name,
    source: w.source === 'config' ? 'config' : 'database',
    service,
    enabled: w.enabled !== false,
    name: w.name,
    type: typeOfService(service),
    fpstarget: parseNumber(w.target_fps, defaults.fpstarget),
    fpsidletarget: parseNumber(w.target_fps_idle, defaults.fpsidletarget),
    url: text(w.stream_url),
    flipX: w.flip_horizontal === true,
    flipY: w.flip_vertical === true,
    rotate: parseRotation(w.rotation),
    height: extraHeight(w.extra_data) ?? defaults.height,
    snapshotUrl: text(w.snapshot_url),
    aspectRatio: text(w.aspect_ratio, DEFAULT_ASPECT_RATIO) || DEFAULT_ASPECT_RATIO,
  };
}

/** Every webcam of a list answer (server.webcams.list, notify_webcams_changed) that reads. */
export function webcamsToCameras(list: unknown): Camera[] {
  const items = Array.isArray(list) ? list : [];
  return items.map(webcamToCamera).filter((c): c is Camera => c !== null);
}

/**
 * What server.webcams.post_item sends for `camera`: its uid when `editing` (Moonraker then renames
 * it when the name changed), else only the name (a new camera). Whole frame rates; the iframe's
 * height goes into the stored extra_data, which is sent whole (Moonraker replaces it), keeping
 * what other dashboards put there. Icon and location are left as the server has them.
 */
export function webcamPost(
  camera: Camera,
  editing: boolean,
  storedExtra: Readonly<Record<string, unknown>> = {},
): WebcamPost {
  const post: WebcamPost = {
    name: camera.name,
    enabled: camera.enabled,
    service: camera.service,
    target_fps: Math.round(camera.fpstarget),
    target_fps_idle: Math.round(camera.fpsidletarget),
    stream_url: camera.url,
    snapshot_url: camera.snapshotUrl,
    flip_horizontal: camera.flipX,
    flip_vertical: camera.flipY,
    rotation: camera.rotate,
    aspect_ratio: camera.aspectRatio,
  };
  const heightChanged = camera.type === 'iframe' && extraHeight(storedExtra) !== camera.height;
  if (heightChanged) post.extra_data = { ...storedExtra, height: camera.height };
  return editing ? { uid: camera.id, ...post } : post;
}

/**
 * The list after a post's answer: the camera that stood for it (`placeholder`, the id it had
 * while waiting) goes, and the answered one replaces the camera of its uid in place, or takes the
 * placeholder's place, or is added at the end (a notification may have brought it first).
 */
export function withAnswered(cameras: readonly Camera[], placeholder: string, answered: Camera) {
  const existing = cameras.findIndex((c) => c.id === answered.id);
  if (existing !== -1)
    return cameras
      .filter((c) => c.id !== placeholder || c.id === answered.id)
      .map((c) => (c.id === answered.id ? answered : c));
  const at = cameras.findIndex((c) => c.id === placeholder);
  if (at === -1) return [...cameras, answered];
  return cameras.map((c, i) => (i === at ? answered : c));
}
