// The timelapse component's settings (moonraker-timelapse, reference §14.9): the defaults, the types
// the real component coerces to (Python's int / float / bool / str of each default), moonraker.conf's
// values read as its ConfigHelper reads them, and a POST's values read as Moonraker's WebRequest
// converts them. Pure: no I/O.

import type { Json } from '../../args';
import { type PyType } from '../../python_values';

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

/** A snapshot URL made absolute the way the component makes it (a path goes to localhost). */
export function absoluteSnapshotUrl(url: string): string {
  if (url.startsWith('http')) return url;
  return url.startsWith('/') ? `http://localhost${url}` : `http://localhost/${url}`;
}
