// Cameras (spec part 2 §3 'Camera', §5 'Camera', §9; design note point 5): the camera model (a
// Moonraker webcam as Printdeck shows it: lib/webcams maps the two), a new camera's defaults, the
// dialog's draft and its validation, the at-most-3 rule, ids, the active camera falling back to
// 'all' when its camera goes, and the previous version's list (database key `cameras`). Pure.
import { serviceForType, signallingOfService, type WebrtcSignalling } from './camera-services';
import { generateId } from './entries';

export const CAMERA_TYPES = ['mjpgadaptive', 'mjpgstream', 'ipstream', 'iframe', 'webrtc'] as const;
export type CameraType = (typeof CAMERA_TYPES)[number];

/** Clockwise rotation in degrees; 0 is 'none'. */
export const CAMERA_ROTATIONS = [0, 90, 180, 270] as const;
export type CameraRotation = (typeof CAMERA_ROTATIONS)[number];

/** 'config': a [webcam] section of moonraker.conf, managed by the server (read-only here). */
export type CameraSource = 'config' | 'database';

export interface Camera {
  /** Moonraker's uid (NEW_CAMERA_ID while new in the dialog). */
  id: string;
  source: CameraSource;
  /** Moonraker's service text, kept as it is while the type stays (lib/camera-services). */
  service: string;
  enabled: boolean;
  name: string;
  type: CameraType;
  /** Frames per second while the page is in view (1–60). */
  fpstarget: number;
  /** Frames per second while the window is not focused (1–60). */
  fpsidletarget: number;
  /** The stream's address (may be empty for webrtc). */
  url: string;
  flipX: boolean;
  flipY: boolean;
  rotate: CameraRotation;
  /** The frame's height in pixels; used by the iframe type only. */
  height: number;
  /** A single picture's address (may be empty). */
  snapshotUrl: string;
  /** 'W:H', as Moonraker keeps it (default '4:3'). */
  aspectRatio: string;
}

/** 'all' shows every enabled camera; otherwise one camera's id. */
export type ActiveCamera = 'all' | (string & {});

export interface CamerasState {
  cameras: Camera[];
  activeCamera: ActiveCamera;
}

export const NEW_CAMERA_ID = '-1';
export const MAX_CAMERAS = 3;
export const CAMERA_FPS_MIN = 1;
export const CAMERA_FPS_MAX = 60;
export const CAMERA_HEIGHT_MIN = 1;
export const DEFAULT_CAMERA_URL = '/webcam/?action=stream';
export const DEFAULT_SNAPSHOT_URL = '/webcam/?action=snapshot';
export const DEFAULT_CAMERA_HEIGHT = 720;
export const DEFAULT_ASPECT_RATIO = '4:3';

/**
 * Spec §9: a new camera is enabled, not flipped, mjpgadaptive at 15 fps (5 when idle); stored by
 * the dashboard (source 'database'), 4:3, with the default snapshot address.
 */
export function newCamera(): Camera {
  return {
    id: NEW_CAMERA_ID,
    source: 'database',
    service: 'mjpegstreamer-adaptive',
    enabled: true,
    name: '',
    type: 'mjpgadaptive',
    fpstarget: 15,
    fpsidletarget: 5,
    url: DEFAULT_CAMERA_URL,
    flipX: false,
    flipY: false,
    rotate: 0,
    height: DEFAULT_CAMERA_HEIGHT,
    snapshotUrl: DEFAULT_SNAPSHOT_URL,
    aspectRatio: DEFAULT_ASPECT_RATIO,
  };
}

/** A stream address's snapshot twin (`action=stream` → `action=snapshot`), else ''. */
export function snapshotOfStream(url: string): string {
  return /([?&])action=stream(?=&|#|$)/.test(url)
    ? url.replace(/([?&])action=stream(?=&|#|$)/, '$1action=snapshot')
    : '';
}

/** Spec §9: at most 3 cameras; Add is disabled at 3. */
export function canAddCamera(cameras: readonly unknown[]): boolean {
  return cameras.length < MAX_CAMERAS;
}

function isCameraType(value: unknown): value is CameraType {
  return typeof value === 'string' && (CAMERA_TYPES as readonly string[]).includes(value);
}

export function parseRotation(value: unknown): CameraRotation {
  const n = value === 'none' ? 0 : Number(value);
  return (CAMERA_ROTATIONS as readonly number[]).includes(n) ? (n as CameraRotation) : 0;
}

export function parseNumber(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/**
 * What the previous version kept in Printdeck's namespace (`cameras.cameras`: a list, or an object
 * keyed by id; moved to the webcam API once, see state/cameras) and the active camera
 * (`cameras.activeCamera`; 'all' when missing or naming no stored camera). Entries without a name
 * are dropped; missing fields take the new camera's defaults, the snapshot address follows the
 * stream's. At most 3 are kept.
 */
export function parseCameras(stored: unknown): CamerasState {
  const root = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const raw = root.cameras;
  const list: unknown[] = Array.isArray(raw)
    ? raw
    : raw && typeof raw === 'object'
      ? Object.entries(raw as Record<string, unknown>).map(([id, c]) =>
          c && typeof c === 'object' ? { id, ...(c as object) } : c,
        )
      : [];
  const defaults = newCamera();
  const cameras: Camera[] = [];
  const ids = new Set<string>();
  list.forEach((item, index) => {
    if (!item || typeof item !== 'object') return;
    const c = item as Record<string, unknown>;
    if (typeof c.name !== 'string') return;
    let id = typeof c.id === 'string' && c.id !== NEW_CAMERA_ID ? c.id : `camera${index}`;
    if (ids.has(id)) id = `${id}-${index}`;
    ids.add(id);
    const type = isCameraType(c.type) ? c.type : defaults.type;
    const url = typeof c.url === 'string' ? c.url : '';
    cameras.push({
      id,
      source: 'database',
      service: serviceForType(type, 'camerastreamer'),
      enabled: c.enabled !== false,
      name: c.name,
      type,
      fpstarget: parseNumber(c.fpstarget, defaults.fpstarget),
      fpsidletarget: parseNumber(c.fpsidletarget, defaults.fpsidletarget),
      url,
      flipX: c.flipX === true,
      flipY: c.flipY === true,
      rotate: parseRotation(c.rotate),
      height: parseNumber(c.height, defaults.height),
      snapshotUrl: snapshotOfStream(url),
      aspectRatio: defaults.aspectRatio,
    });
  });
  const kept = cameras.slice(0, MAX_CAMERAS);
  const active = root.activeCamera;
  const activeCamera =
    typeof active === 'string' && kept.some((c) => c.id === active) ? active : 'all';
  return { cameras: kept, activeCamera };
}

// ---------------------------------------------------------------------------------------------
// Editing

/** The dialog's fields: the numbers are the fields' text. */
export interface CameraDraft {
  enabled: boolean;
  name: string;
  type: CameraType;
  fpstarget: string;
  fpsidletarget: string;
  url: string;
  flipX: boolean;
  flipY: boolean;
  rotate: CameraRotation;
  height: string;
  /** WebRTC only: who answers the offer at the camera's address. */
  signalling: WebrtcSignalling;
  snapshotUrl: string;
  aspectRatio: string;
}

export function cameraDraft(camera: Camera | null): CameraDraft {
  const c = camera ?? newCamera();
  return {
    enabled: c.enabled,
    name: c.name,
    type: c.type,
    signalling: signallingOfService(c.service),
    snapshotUrl: c.snapshotUrl,
    aspectRatio: c.aspectRatio,
    fpstarget: String(c.fpstarget),
    fpsidletarget: String(c.fpsidletarget),
    url: c.url,
    flipX: c.flipX,
    flipY: c.flipY,
    rotate: c.rotate,
    height: String(c.height),
  };
}

/** 'taken': another camera has the name; 'format': an aspect ratio not written 'W:H'. */
export type CameraFieldError = 'required' | 'invalidNumber' | 'min' | 'max' | 'taken' | 'format';
export type CameraField = 'name' | 'url' | 'fpstarget' | 'fpsidletarget' | 'height' | 'aspectRatio';
export type CameraErrors = Partial<Record<CameraField, CameraFieldError>>;

/** A number field's error: empty is 'required' only when the field is required. */
function numberError(
  text: string,
  required: boolean,
  min: number,
  max: number,
): CameraFieldError | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return required ? 'required' : undefined;
  const n = Number(trimmed);
  if (!Number.isFinite(n)) return 'invalidNumber';
  if (n < min) return 'min';
  if (n > max) return 'max';
  return undefined;
}

/** Every type needs an address but WebRTC (without one its offer goes through Moonraker). */
export function urlRequired(draft: Pick<CameraDraft, 'type'>): boolean {
  return draft.type !== 'webrtc';
}

/** Moonraker's aspect ratio: two whole numbers 'W:H' (here both above 0). */
export function isAspectRatio(text: string): boolean {
  return /^[1-9]\d*:[1-9]\d*$/.test(text.trim());
}

/**
 * Spec §5 'Camera': name, url and fpstarget required (the url not for webrtc); both fps within 1–60 (the idle target may be left empty); the
 * height required for iframe (a number >= 1). Moonraker names a camera uniquely: a name in
 * `takenNames` (the other cameras') is refused; the aspect ratio is 'W:H' (other types than iframe).
 */
export function validateCamera(
  draft: CameraDraft,
  takenNames: readonly string[] = [],
): CameraErrors {
  const errors: CameraErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = 'required';
  else if (takenNames.includes(name)) errors.name = 'taken';
  if (urlRequired(draft) && draft.url.trim() === '') errors.url = 'required';
  const fps = numberError(draft.fpstarget, true, CAMERA_FPS_MIN, CAMERA_FPS_MAX);
  if (fps) errors.fpstarget = fps;
  const idle = numberError(draft.fpsidletarget, false, CAMERA_FPS_MIN, CAMERA_FPS_MAX);
  if (idle) errors.fpsidletarget = idle;
  if (draft.type === 'iframe') {
    const height = numberError(draft.height, true, CAMERA_HEIGHT_MIN, Number.POSITIVE_INFINITY);
    if (height) errors.height = height;
  } else if (!isAspectRatio(draft.aspectRatio)) {
    errors.aspectRatio = 'format';
  }
  return errors;
}

export function cameraIsValid(errors: CameraErrors): boolean {
  return Object.keys(errors).length === 0;
}

/** The bound a 'min' or 'max' error of this field names in its message. */
export function cameraErrorBound(field: CameraField, error: 'min' | 'max'): number {
  if (field === 'height') return CAMERA_HEIGHT_MIN;
  return error === 'min' ? CAMERA_FPS_MIN : CAMERA_FPS_MAX;
}

/**
 * The camera a valid draft saves, keeping `id` and its source. An empty idle target saves the
 * default (5); a type other than iframe keeps the stored height (or the default) untouched, and
 * iframe the stored aspect ratio. The service follows the type (lib/camera-services).
 */
export function cameraFromDraft(draft: CameraDraft, id: string, stored: Camera | null): Camera {
  const defaults = newCamera();
  const idle = draft.fpsidletarget.trim();
  return {
    id,
    source: stored?.source ?? 'database',
    service: serviceForType(draft.type, draft.signalling, stored?.service),
    enabled: draft.enabled,
    name: draft.name.trim(),
    type: draft.type,
    fpstarget: Number(draft.fpstarget.trim()),
    fpsidletarget: idle === '' ? defaults.fpsidletarget : Number(idle),
    url: draft.url.trim(),
    flipX: draft.flipX,
    flipY: draft.flipY,
    rotate: draft.rotate,
    height:
      draft.type === 'iframe' ? Number(draft.height.trim()) : (stored?.height ?? defaults.height),
    snapshotUrl: draft.snapshotUrl.trim(),
    aspectRatio:
      draft.type === 'iframe'
        ? (stored?.aspectRatio ?? defaults.aspectRatio)
        : draft.aspectRatio.trim(),
  };
}

/** A camera from moonraker.conf: the dashboard neither edits nor removes it. */
export function isManaged(camera: Pick<Camera, 'source'>): boolean {
  return camera.source === 'config';
}

/** A new camera's id: unique among `cameras` (`now` and `random` passed in, as everywhere). */
export function cameraId(cameras: readonly Camera[], now: number, random: number): string {
  return generateId(
    cameras.map((c) => c.id),
    now,
    random,
  );
}

/**
 * The list after saving `camera`: an existing one is replaced in place; a new one (NEW_CAMERA_ID)
 * gets a real id and is added at the end — unless there are already 3 (then null: nothing saved).
 */
export function withCamera(
  cameras: readonly Camera[],
  camera: Camera,
  now: number,
  random: number,
): Camera[] | null {
  const index = cameras.findIndex((c) => c.id === camera.id);
  if (index !== -1) return cameras.map((c, i) => (i === index ? camera : c));
  if (!canAddCamera(cameras)) return null;
  const id = camera.id === NEW_CAMERA_ID ? cameraId(cameras, now, random) : camera.id;
  return [...cameras, { ...camera, id }];
}

/** The state without camera `id`; the active camera falls back to 'all' when it was that one. */
export function withoutCamera(state: CamerasState, id: string): CamerasState {
  return {
    cameras: state.cameras.filter((c) => c.id !== id),
    activeCamera: state.activeCamera === id ? 'all' : state.activeCamera,
  };
}

/** The active camera as chosen: 'all', or an id of a stored camera (anything else is 'all'). */
export function activeCameraOf(cameras: readonly Camera[], choice: string): ActiveCamera {
  return choice !== 'all' && cameras.some((c) => c.id === choice) ? choice : 'all';
}
