// Timelapse settings (spec part 2 §3 'Timelapse settings', §5 timelapse rules, §9 defaults and
// the length estimate; Moonraker reference §14.9): the component's defaults, an answer read
// safely, which fields show, each field's rule, seconds ↔ milliseconds and the video's length.
// Pure.
import type {
  TimelapseParkPosition,
  TimelapseSettings,
  TimelapseSettingsChange,
} from '../../../protocol/timelapse';
import { checkNumber, type SettingCheck } from '../../lib/settings-validation';

export const TIMELAPSE_MODES = ['layermacro', 'hyperlapse'] as const;

/** The positions the panel offers (spec part 2 §2), in its order. */
export const PARK_POSITIONS: readonly TimelapseParkPosition[] = [
  'front_left',
  'front_right',
  'center',
  'back_left',
  'back_right',
  'custom',
];

export const PIXEL_FORMATS = ['yuv420p', 'yuv444p'] as const;

export const CRF_MIN = 0;
export const CRF_MAX = 51;

/** The component's defaults (spec §9, reference §14.9). */
export const TIMELAPSE_DEFAULTS: TimelapseSettings = {
  enabled: true,
  mode: 'layermacro',
  camera: '',
  snapshoturl: 'http://localhost:8080/?action=snapshot',
  stream_delay_compensation: 0.05,
  gcode_verbose: false,
  parkhead: false,
  parkpos: 'back_left',
  park_custom_pos_x: 10,
  park_custom_pos_y: 10,
  park_custom_pos_dz: 0,
  park_travel_speed: 100,
  park_retract_speed: 15,
  park_extrude_speed: 15,
  park_retract_distance: 1,
  park_extrude_distance: 1,
  park_time: 0.1,
  fw_retract: false,
  hyperlapse_cycle: 30,
  autorender: true,
  constant_rate_factor: 23,
  output_framerate: 30,
  pixelformat: 'yuv420p',
  time_format_code: '%Y%m%d_%H%M',
  extraoutputparams: '',
  variable_fps: false,
  targetlength: 10,
  variable_fps_min: 5,
  variable_fps_max: 60,
  rotation: 0,
  flip_x: false,
  flip_y: false,
  duplicatelastframe: 5,
  previewimage: true,
  saveframes: false,
  blockedsettings: [],
};

type Key = keyof TimelapseSettings;

/** The settings from an answer: each value of the default's type, else the default. */
export function parseTimelapseSettings(raw: unknown): TimelapseSettings {
  const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const out: Record<string, unknown> = { ...TIMELAPSE_DEFAULTS };
  for (const key of Object.keys(TIMELAPSE_DEFAULTS) as Key[]) {
    const value = source[key];
    const fallback = TIMELAPSE_DEFAULTS[key];
    if (Array.isArray(fallback)) {
      if (Array.isArray(value)) out[key] = value.filter((v): v is string => typeof v === 'string');
    } else if (typeof value === typeof fallback) {
      out[key] = value;
    }
  }
  return out as unknown as TimelapseSettings;
}

/** What may be posted of a change: never snapshoturl or blockedsettings, never a blocked key. */
export function postableChange(
  change: TimelapseSettingsChange,
  blocked: readonly string[],
): TimelapseSettingsChange {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(change)) {
    if (key === 'snapshoturl' || key === 'blockedsettings' || blocked.includes(key)) continue;
    if (!(key in TIMELAPSE_DEFAULTS) || value === undefined) continue;
    out[key] = value;
  }
  return out as TimelapseSettingsChange;
}

/** Reset: every default a client may change, the blocked ones excepted. */
export function resetChange(blocked: readonly string[]): TimelapseSettingsChange {
  return postableChange(TIMELAPSE_DEFAULTS, blocked);
}

/** The panel's fields that depend on other settings (spec part 2 §2 'Timelapse settings panel'). */
export type ConditionalField =
  | 'hyperlapse_cycle'
  | 'park_time'
  | 'park_travel_speed'
  | 'parkpos'
  | 'park_custom_pos_x'
  | 'park_custom_pos_y'
  | 'park_custom_pos_dz'
  | 'fw_retract'
  | 'park_retract_distance'
  | 'park_retract_speed'
  | 'park_extrude_distance'
  | 'park_extrude_speed'
  | 'targetlength'
  | 'variable_fps_min'
  | 'variable_fps_max'
  | 'output_framerate';

type Shown = Pick<
  TimelapseSettings,
  'mode' | 'parkhead' | 'parkpos' | 'fw_retract' | 'variable_fps'
>;

/** Whether a conditional field shows for these settings. */
export function fieldShown(field: ConditionalField, s: Shown): boolean {
  switch (field) {
    case 'hyperlapse_cycle':
      return s.mode === 'hyperlapse';
    case 'park_custom_pos_x':
    case 'park_custom_pos_y':
      return s.parkhead && s.parkpos === 'custom';
    case 'park_retract_distance':
    case 'park_retract_speed':
    case 'park_extrude_distance':
    case 'park_extrude_speed':
      return s.parkhead && !s.fw_retract;
    case 'targetlength':
    case 'variable_fps_min':
    case 'variable_fps_max':
      return s.variable_fps;
    case 'output_framerate':
      return !s.variable_fps;
    default:
      return s.parkhead;
  }
}

/** The numeric fields and their rule (spec §5). */
export type NumberField =
  | 'stream_delay_compensation'
  | 'hyperlapse_cycle'
  | 'park_time'
  | 'park_travel_speed'
  | 'park_custom_pos_x'
  | 'park_custom_pos_y'
  | 'park_custom_pos_dz'
  | 'park_retract_distance'
  | 'park_retract_speed'
  | 'park_extrude_distance'
  | 'park_extrude_speed'
  | 'constant_rate_factor'
  | 'output_framerate'
  | 'targetlength'
  | 'variable_fps_min'
  | 'variable_fps_max'
  | 'duplicatelastframe';

/** The axes' position_max from Klipper's configfile settings (undefined when unknown). */
export interface AxisLimits {
  maxX?: number;
  maxY?: number;
}

function atMost(check: SettingCheck<number>, max: number | undefined): SettingCheck<number> {
  if (!check.ok || max === undefined || check.value <= max) return check;
  // The spec words this violation with the minimum's message.
  return { ok: false, error: { rule: 'min', values: { min: max } } };
}

/**
 * A typed value of a numeric field, as shown (stream delay and park time in milliseconds: the
 * rule is the same, >= 0, in either unit).
 */
export function checkTimelapseNumber(
  field: NumberField,
  text: string,
  limits: AxisLimits = {},
): SettingCheck<number> {
  switch (field) {
    case 'hyperlapse_cycle':
      return checkNumber(text, { min: 1 });
    case 'park_retract_speed':
    case 'park_extrude_speed':
      return checkNumber(text, { positive: true });
    case 'park_custom_pos_x':
      return atMost(checkNumber(text, { min: 0 }), limits.maxX);
    case 'park_custom_pos_y':
      return atMost(checkNumber(text, { min: 0 }), limits.maxY);
    case 'constant_rate_factor': {
      const check = checkNumber(text, { min: CRF_MIN });
      if (check.ok && check.value > CRF_MAX)
        return { ok: false, error: { rule: 'max', values: { max: CRF_MAX } } };
      return check;
    }
    default:
      return checkNumber(text, { min: 0 });
  }
}

/** The fields kept in seconds and shown in milliseconds. */
export const MS_FIELDS: readonly NumberField[] = ['stream_delay_compensation', 'park_time'];

/** Seconds → milliseconds, without floating-point noise (0.05 → 50). */
export function secondsToMs(seconds: number): number {
  return Math.round(seconds * 1000 * 1e6) / 1e6;
}

/** Milliseconds → seconds (50 → 0.05). */
export function msToSeconds(ms: number): number {
  return Math.round((ms / 1000) * 1e9) / 1e9;
}

/** A number from configfile.settings (Klipper gives numbers; a string is read too). */
export function positionMax(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

export interface LengthEstimate {
  /** Frames per second of the video. */
  fps: number;
  /** The video's length in seconds. */
  seconds: number;
}

type LengthSettings = Pick<
  TimelapseSettings,
  | 'variable_fps'
  | 'output_framerate'
  | 'targetlength'
  | 'variable_fps_min'
  | 'variable_fps_max'
  | 'duplicatelastframe'
>;

/**
 * Spec §9: (frames + duplicated last frames) / fps; with variable fps, fps is the frame count
 * divided by the target length, clamped between min and max.
 */
export function estimateLength(frames: number, s: LengthSettings): LengthEstimate {
  let fps = s.output_framerate;
  if (s.variable_fps) {
    const wanted = s.targetlength > 0 ? frames / s.targetlength : s.variable_fps_max;
    fps = Math.min(Math.max(wanted, s.variable_fps_min), s.variable_fps_max);
  }
  if (!(fps > 0)) return { fps: 0, seconds: 0 };
  return { fps, seconds: (frames + s.duplicatelastframe) / fps };
}
