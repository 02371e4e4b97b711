// Timelapse settings (spec part 2 §3 'Timelapse settings', §5 timelapse rules, §9 defaults and
// the length estimate; Moonraker reference §14.9): the component's defaults (kept in protocol/,
// which the simulator's tests share), an answer read safely, which fields show, each field's rule, seconds ↔ milliseconds and the video's length.
// Pure, but for making the labels' English texts known when the table loads.
import {
  TIMELAPSE_DEFAULTS,
  type TimelapseParkPosition,
  type TimelapseSettings,
  type TimelapseSettingsChange,
} from '../../../protocol/timelapse';
import { checkNumber, type SettingCheck } from '../../lib/settings-validation';
import type { MessageKey } from '../../locales/keys';
import timelapseSettingsMessages from '../../locales/en/timelapseSettings.json';
import { registerEnglishArea } from '../../locales/lazy';

// The labels this table names are in the timelapse settings area.
registerEnglishArea(timelapseSettingsMessages);

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

export { TIMELAPSE_DEFAULTS };

export const CRF_MIN = 0;
export const CRF_MAX = 51;

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
export const CONDITIONAL_FIELDS = [
  'hyperlapse_cycle',
  'park_time',
  'park_travel_speed',
  'parkpos',
  'park_custom_pos_x',
  'park_custom_pos_y',
  'park_custom_pos_dz',
  'fw_retract',
  'park_retract_distance',
  'park_retract_speed',
  'park_extrude_distance',
  'park_extrude_speed',
  'targetlength',
  'variable_fps_min',
  'variable_fps_max',
  'output_framerate',
] as const;

export type ConditionalField = (typeof CONDITIONAL_FIELDS)[number];

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

/** Whether a setting's field shows for these settings: always, unless another setting hides it. */
export function shownFor(field: keyof TimelapseSettings, s: Shown): boolean {
  const conditional: readonly string[] = CONDITIONAL_FIELDS;
  return !conditional.includes(field) || fieldShown(field as ConditionalField, s);
}

/** The axes' position_max from Klipper's configfile settings (undefined when unknown). */
export interface AxisLimits {
  maxX?: number;
  maxY?: number;
}

/** A numeric field: its label and its rule (spec §5). */
export interface NumberSpec {
  label: MessageKey;
  /** The least value allowed. */
  min?: number;
  /** Only values above 0. */
  positive?: boolean;
  /** The greatest value allowed. */
  max?: number;
  /** At most the axis' position_max, when Klipper gives one. */
  axis?: keyof AxisLimits;
  /** Kept in seconds, shown and typed in milliseconds (the rule is the same in either unit). */
  unit?: 'ms';
}

/** Every numeric field of the panel and the render dialog, declared once. */
export const NUMBER_FIELDS = {
  stream_delay_compensation: { label: 'timelapseSettings.streamDelay', min: 0, unit: 'ms' },
  hyperlapse_cycle: { label: 'timelapseSettings.hyperlapseCycle', min: 1 },
  park_time: { label: 'timelapseSettings.parkTime', min: 0, unit: 'ms' },
  park_travel_speed: { label: 'timelapseSettings.parkTravelSpeed', min: 0 },
  park_custom_pos_x: { label: 'timelapseSettings.customX', min: 0, axis: 'maxX' },
  park_custom_pos_y: { label: 'timelapseSettings.customY', min: 0, axis: 'maxY' },
  park_custom_pos_dz: { label: 'timelapseSettings.parkDz', min: 0 },
  park_retract_distance: { label: 'timelapseSettings.retractDistance', min: 0 },
  park_retract_speed: { label: 'timelapseSettings.retractSpeed', positive: true },
  park_extrude_distance: { label: 'timelapseSettings.extrudeDistance', min: 0 },
  park_extrude_speed: { label: 'timelapseSettings.extrudeSpeed', positive: true },
  constant_rate_factor: { label: 'timelapseSettings.crf', min: CRF_MIN, max: CRF_MAX },
  output_framerate: { label: 'timelapseSettings.frameRate', min: 0 },
  targetlength: { label: 'timelapseSettings.targetLength', min: 0 },
  variable_fps_min: { label: 'timelapseSettings.fpsMin', min: 0 },
  variable_fps_max: { label: 'timelapseSettings.fpsMax', min: 0 },
  duplicatelastframe: { label: 'timelapseSettings.duplicateLastFrame', min: 0 },
} as const satisfies { [K in keyof TimelapseSettings]?: NumberSpec };

export type NumberField = keyof typeof NUMBER_FIELDS;

/** A typed value of a numeric field, as shown (stream delay and park time in milliseconds). */
export function checkTimelapseNumber(
  field: NumberField,
  text: string,
  limits: AxisLimits = {},
): SettingCheck<number> {
  const spec: NumberSpec = NUMBER_FIELDS[field];
  const check = checkNumber(text, { min: spec.min, positive: spec.positive });
  if (!check.ok) return check;
  if (spec.max !== undefined && check.value > spec.max)
    return { ok: false, error: { rule: 'max', values: { max: spec.max } } };
  const bound = spec.axis && limits[spec.axis];
  // The spec words a position beyond the axis with the minimum's message, naming the limit.
  if (bound !== undefined && check.value > bound)
    return { ok: false, error: { rule: 'min', values: { min: bound } } };
  return check;
}

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
