// The timelapse component's settings (moonraker-timelapse, reference §14.9): the defaults, the types
// the real component coerces to (Python's int / float / bool / str of each default), moonraker.conf's
// values read as its ConfigHelper reads them, and a POST's values read as Moonraker's WebRequest
// converts them. Pure: no I/O.

import type { Json } from '../../args';
import { ServerError } from '../../errors';

export type PyType = 'str' | 'bool' | 'int' | 'float';

/** The settings object as the component holds it (the database may add keys of its own). */
export type SettingsObject = Record<string, Json>;

/** Every setting with its default and the Python type of that default, in the real order. */
export const DEFAULTS: readonly (readonly [string, PyType, Json])[] = [
  ['enabled', 'bool', true],
  ['mode', 'str', 'layermacro'],
  ['camera', 'str', ''],
  ['snapshoturl', 'str', 'http://localhost:8080/?action=snapshot'],
  ['stream_delay_compensation', 'float', 0.05],
  ['gcode_verbose', 'bool', false],
  ['parkhead', 'bool', false],
  ['parkpos', 'str', 'back_left'],
  ['park_custom_pos_x', 'float', 10.0],
  ['park_custom_pos_y', 'float', 10.0],
  ['park_custom_pos_dz', 'float', 0.0],
  ['park_travel_speed', 'int', 100],
  ['park_retract_speed', 'int', 15],
  ['park_extrude_speed', 'int', 15],
  ['park_retract_distance', 'float', 1.0],
  ['park_extrude_distance', 'float', 1.0],
  ['park_time', 'float', 0.1],
  ['fw_retract', 'bool', false],
  ['hyperlapse_cycle', 'int', 30],
  ['autorender', 'bool', true],
  ['constant_rate_factor', 'int', 23],
  ['output_framerate', 'int', 30],
  ['pixelformat', 'str', 'yuv420p'],
  ['time_format_code', 'str', '%Y%m%d_%H%M'],
  ['extraoutputparams', 'str', ''],
  ['variable_fps', 'bool', false],
  ['targetlength', 'int', 10],
  ['variable_fps_min', 'int', 5],
  ['variable_fps_max', 'int', 60],
  ['rotation', 'int', 0],
  ['flip_x', 'bool', false],
  ['flip_y', 'bool', false],
  ['duplicatelastframe', 'int', 5],
  ['previewimage', 'bool', true],
  ['saveframes', 'bool', false],
];

const DEFAULT_TYPES = new Map(DEFAULTS.map(([key, type]) => [key, type]));

/** Settings whose change makes the component send `_SET_TIMELAPSE_SETUP` to Klipper. */
export const GCODE_SETTINGS = new Set([
  'enabled',
  'parkhead',
  'parkpos',
  'park_custom_pos_x',
  'park_custom_pos_y',
  'park_custom_pos_dz',
  'park_travel_speed',
  'park_retract_speed',
  'park_extrude_speed',
  'park_retract_distance',
  'park_extrude_distance',
  'park_time',
  'fw_retract',
]);

export function defaultSettings(): SettingsObject {
  return Object.fromEntries(DEFAULTS.map(([key, , value]) => [key, value]));
}

/**
 * Python's type of a held value (what `type(self.config[key])` sees). JSON cannot tell 1.0 from 1,
 * so a number of a setting whose default is a float stays a float.
 */
export function pyTypeOf(key: string, value: Json): PyType | 'other' {
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'string') return 'str';
  if (typeof value === 'number')
    return DEFAULT_TYPES.get(key) === 'float' || !Number.isInteger(value) ? 'float' : 'int';
  return 'other';
}

/** Python's str() of a received value, as Moonraker's conversion errors print it. */
export function pyStr(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(', ')}]`;
  if (typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${pyRepr(k)}: ${pyRepr(v)}`)
      .join(', ')}}`;
  return String(value);
}

function pyRepr(value: unknown): string {
  return typeof value === 'string'
    ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
    : pyStr(value);
}

const INT_TEXT = /^[+-]?\d+(_\d+)*$/;
const FLOAT_TEXT = /^[+-]?((\d+(_\d+)*)?\.?\d+(_\d+)*([eE][+-]?\d+)?|\d+(_\d+)*\.)$/;

/** Python's int(text) (whitespace around, a sign, `_` between digits), or null. */
export function pyIntOfText(text: string): number | null {
  const t = text.trim();
  return INT_TEXT.test(t) ? Number(t.replace(/_/g, '')) : null;
}

/** Python's float(text) for finite numbers, or null. */
export function pyFloatOfText(text: string): number | null {
  const t = text.trim();
  if (!FLOAT_TEXT.test(t)) return null;
  const n = Number(t.replace(/_/g, ''));
  return Number.isFinite(n) ? n : null;
}

function convertError(key: string, type: PyType, value: unknown): ServerError {
  return new ServerError(
    `Unable to convert argument [${key}] to <class '${type}'>: value received: ${pyStr(value)}`,
  );
}

/**
 * A POSTed value converted to `type` as Moonraker's WebRequest does: `get` for a str (the value as
 * sent, not converted), `get_boolean` ('true'/'false' in any case, or a boolean), `get_int` and
 * `get_float` (Python's int() and float(): numbers, booleans, numeric text).
 */
export function convertPosted(key: string, type: PyType, value: unknown): Json {
  switch (type) {
    case 'str':
      return value as Json;
    case 'bool':
      if (typeof value === 'boolean') return value;
      if (typeof value === 'string' && ['true', 'false'].includes(value.toLowerCase()))
        return value.toLowerCase() === 'true';
      throw convertError(key, type, value);
    case 'int': {
      if (typeof value === 'boolean') return value ? 1 : 0;
      if (typeof value === 'number' && Number.isFinite(value)) return Math.trunc(value);
      const n = typeof value === 'string' ? pyIntOfText(value) : null;
      if (n === null) throw convertError(key, type, value);
      return n;
    }
    case 'float': {
      if (typeof value === 'boolean') return value ? 1 : 0;
      if (typeof value === 'number' && Number.isFinite(value)) return value;
      const n = typeof value === 'string' ? pyFloatOfText(value) : null;
      if (n === null) throw convertError(key, type, value);
      return n;
    }
  }
}

export class ConfValueError extends Error {}

const TRUE_WORDS = ['1', 'yes', 'true', 'on'];
const FALSE_WORDS = ['0', 'no', 'false', 'off'];

/** A moonraker.conf value read as configparser's get / getboolean / getint / getfloat read it. */
export function convertConf(section: string, option: string, type: PyType, text: string): Json {
  const fail = (why: string): never => {
    throw new ConfValueError(
      `[${section}]: Option '${option}' encountered the following error while parsing: ${why}`,
    );
  };
  switch (type) {
    case 'str':
      return text;
    case 'bool': {
      const word = text.toLowerCase();
      if (TRUE_WORDS.includes(word)) return true;
      if (FALSE_WORDS.includes(word)) return false;
      return fail(`Not a boolean: ${text}`);
    }
    case 'int':
      return pyIntOfText(text) ?? fail(`invalid literal for int() with base 10: '${text}'`);
    case 'float':
      return pyFloatOfText(text) ?? fail(`could not convert string to float: '${text}'`);
  }
}

/** A snapshot URL made absolute the way the component makes it (a path goes to localhost). */
export function absoluteSnapshotUrl(url: string): string {
  if (url.startsWith('http')) return url;
  return url.startsWith('/') ? `http://localhost${url}` : `http://localhost/${url}`;
}
