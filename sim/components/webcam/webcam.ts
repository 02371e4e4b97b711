// One webcam as Moonraker's webcam component keeps it: built from a `[webcam NAME]` section of
// moonraker.conf (source 'config'), from a post_item request (source 'database') or from its
// database row; validated when built (rotation 0/90/180/270, aspect ratio 'W:H'); updated field by
// field with each field converted to the type it already has; stored under Moonraker's database
// field names (namespace 'webcams', key = uid).

import type { Webcam } from '../../../protocol/webcams';
import { ServerError } from '../../errors';
import { conversionError, pyStr } from '../../python_values';

/** The request arguments, as the client sent them. */
export type RawArgs = Record<string, unknown>;

/** Moonraker's field → the database's field (besides location, rotation and extra_data). */
const DB_FIELDS = [
  ['name', 'name'],
  ['service', 'service'],
  ['target_fps', 'targetFps'],
  ['stream_url', 'urlStream'],
  ['snapshot_url', 'urlSnapshot'],
  ['flip_horizontal', 'flipX'],
  ['flip_vertical', 'flipY'],
  ['enabled', 'enabled'],
  ['target_fps_idle', 'targetFpsIdle'],
  ['aspect_ratio', 'aspectRatio'],
  ['icon', 'icon'],
] as const satisfies readonly (readonly [keyof Webcam, string])[];

/** Fields a post may change (all but source and uid). */
const UPDATABLE = [
  'name',
  'enabled',
  'icon',
  'aspect_ratio',
  'target_fps',
  'target_fps_idle',
  'location',
  'service',
  'stream_url',
  'snapshot_url',
  'flip_horizontal',
  'flip_vertical',
  'rotation',
  'extra_data',
] as const satisfies readonly (keyof Webcam)[];

type PyType = 'str' | 'int' | 'bool';

/** Python's int() of a received value, or null when it raises. */
function pyInt(value: unknown): number | null {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : null;
  if (typeof value === 'string') {
    const t = value.trim();
    return /^[+-]?\d+(_\d+)*$/.test(t) ? Number(t.replace(/_/g, '')) : null;
  }
  return null;
}

/** WebRequest's get_str / get_int / get_boolean: `def` when absent, Moonraker's errors. */
export function argOf(args: RawArgs, key: string, type: 'str', def?: string): string;
export function argOf(args: RawArgs, key: string, type: 'int', def?: number): number;
export function argOf(args: RawArgs, key: string, type: 'bool', def?: boolean): boolean;
export function argOf(
  args: RawArgs,
  key: string,
  type: PyType,
  def?: string | number | boolean,
): string | number | boolean {
  if (!(key in args)) {
    if (def === undefined) throw new ServerError(`No data for argument: ${key}`);
    return def;
  }
  const value = args[key];
  if (type === 'str') return pyStr(value);
  if (type === 'int') {
    const n = pyInt(value);
    if (n === null) throw conversionError(key, type, value);
    return n;
  }
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && ['true', 'false'].includes(value.toLowerCase()))
    return value.toLowerCase() === 'true';
  throw conversionError(key, type, value);
}

/** Python's str.isdigit() for the ASCII digits a ratio uses. */
const isDigits = (s: string): boolean => /^\d+$/.test(s);

/** The checks of Moonraker's WebCam constructor. */
export function validate(cam: Webcam): Webcam {
  if (![0, 90, 180, 270].includes(cam.rotation))
    throw new ServerError(`Invalid value for 'rotation': ${cam.rotation}`);
  const at = cam.aspect_ratio.indexOf(':');
  const prefix = at < 0 ? cam.aspect_ratio : cam.aspect_ratio.slice(0, at);
  const postfix = at < 0 ? '' : cam.aspect_ratio.slice(at + 1);
  if (!(isDigits(prefix) && at >= 0 && isDigits(postfix)))
    throw new ServerError(`Invalid value for 'aspect_ratio': ${cam.aspect_ratio}`);
  return cam;
}

/** A new camera from server.webcams.post_item (stream_url required, the rest defaulted). */
export function webcamFromRequest(args: RawArgs, uid: string): Webcam {
  return validate({
    name: argOf(args, 'name', 'str'),
    enabled: argOf(args, 'enabled', 'bool', true),
    icon: argOf(args, 'icon', 'str', 'mdiWebcam'),
    aspect_ratio: argOf(args, 'aspect_ratio', 'str', '4:3'),
    target_fps: argOf(args, 'target_fps', 'int', 15),
    target_fps_idle: argOf(args, 'target_fps_idle', 'int', 5),
    location: argOf(args, 'location', 'str', 'printer'),
    service: argOf(args, 'service', 'str', 'mjpegstreamer'),
    stream_url: argOf(args, 'stream_url', 'str'),
    snapshot_url: argOf(args, 'snapshot_url', 'str', ''),
    flip_horizontal: argOf(args, 'flip_horizontal', 'bool', false),
    flip_vertical: argOf(args, 'flip_vertical', 'bool', false),
    rotation: argOf(args, 'rotation', 'int', 0),
    source: 'database',
    extra_data: ('extra_data' in args ? args.extra_data : {}) as Record<string, unknown>,
    uid,
  });
}

/** Python's int() of a stored value (the database's own fields); throws when it raises. */
function storedInt(value: unknown): number {
  const n = pyInt(value);
  if (n === null) throw new Error(`invalid int: ${pyStr(value)}`);
  return n;
}

/** Python's bool() of a stored value. */
function truthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (value !== null && typeof value === 'object') return Object.keys(value).length > 0;
  return Boolean(value);
}

/** A camera from its database row (keyed by uid); throws on a row it cannot read. */
export function webcamFromDatabase(uid: string, row: Record<string, unknown>): Webcam {
  const get = (key: string, def: unknown): unknown => (key in row ? row[key] : def);
  if (!('name' in row)) throw new Error("KeyError: 'name'");
  return validate({
    name: pyStr(row.name),
    enabled: truthy(get('enabled', true)),
    icon: pyStr(get('icon', 'mdiWebcam')),
    aspect_ratio: pyStr(get('aspectRatio', '4:3')),
    target_fps: storedInt(get('targetFps', 15)),
    target_fps_idle: storedInt(get('targetFpsIdle', 5)),
    location: pyStr(get('location', 'printer')),
    service: pyStr(get('service', 'mjpegstreamer')),
    stream_url: pyStr(get('urlStream', '')),
    snapshot_url: pyStr(get('urlSnapshot', '')),
    flip_horizontal: truthy(get('flipX', false)),
    flip_vertical: truthy(get('flipY', false)),
    rotation: storedInt(get('rotation', get('rotate', 0))),
    source: 'database',
    extra_data: get('extra_data', {}) as Record<string, unknown>,
    uid,
  });
}

/** The row Moonraker stores for a camera. */
export function databaseRow(cam: Webcam): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [field, dbField] of DB_FIELDS) row[dbField] = cam[field];
  row.location = cam.location;
  row.rotation = cam.rotation;
  row.extra_data = cam.extra_data;
  return row;
}

/** The type an existing field has (Python's type(getattr(cam, field))). */
function typeOf(value: unknown): PyType | 'other' {
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return 'int';
  if (typeof value === 'string') return 'str';
  return 'other';
}

/**
 * Moonraker's WebCam.update: every updatable field present in the request is converted to its
 * current type and set, in the request's order; a failing conversion stops there (the fields set
 * before it stay set). Nothing is validated again.
 */
export function updateWebcam(cam: Webcam, args: RawArgs): void {
  const target = cam as unknown as Record<string, unknown>;
  for (const key of Object.keys(args)) {
    if (!(UPDATABLE as readonly string[]).includes(key)) continue;
    const type = typeOf(target[key]);
    target[key] =
      type === 'str'
        ? argOf(args, key, 'str')
        : type === 'int'
          ? argOf(args, key, 'int')
          : type === 'bool'
            ? argOf(args, key, 'bool')
            : args[key];
  }
}

/** The camera as the API answers it (a copy, in Moonraker's key order). */
export function webcamDict(cam: Webcam): Webcam {
  return {
    name: cam.name,
    enabled: cam.enabled,
    icon: cam.icon,
    aspect_ratio: cam.aspect_ratio,
    target_fps: cam.target_fps,
    target_fps_idle: cam.target_fps_idle,
    location: cam.location,
    service: cam.service,
    stream_url: cam.stream_url,
    snapshot_url: cam.snapshot_url,
    flip_horizontal: cam.flip_horizontal,
    flip_vertical: cam.flip_vertical,
    rotation: cam.rotation,
    source: cam.source,
    extra_data: structuredClone(cam.extra_data),
    uid: cam.uid,
  };
}
