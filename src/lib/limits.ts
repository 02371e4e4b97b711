// Limits and Retract card rules (spec part 1 §2 Limits / Retract, §7 G-code).
import type { SliderRange } from './sliders';
import { gcodeNumber } from './toolhead';

export const FACTOR_RANGE: SliderRange = { min: 1, max: 200, step: 1, overridable: false };
export const PRESSURE_ADVANCE_RANGE: SliderRange = { min: 0, max: 2, step: 0.001 };
export const SMOOTH_TIME_RANGE: SliderRange = { min: 0, max: 0.2, step: 0.001 };

/** M220 S<percent> (speed factor) or M221 S<percent> (extrusion factor). */
export function factorGcode(kind: 'speed' | 'flow', percent: number): string {
  return `${kind === 'speed' ? 'M220' : 'M221'} S${Math.round(percent)}`;
}

export function pressureAdvanceGcode(
  extruder: string,
  field: 'ADVANCE' | 'SMOOTH_TIME',
  value: number,
): string {
  return `SET_PRESSURE_ADVANCE EXTRUDER=${extruder} ${field}=${gcodeNumber(value, 4)}`;
}

/**
 * Klipper 0.13 replaced max_accel_to_decel by minimum_cruise_ratio: the control is whichever the
 * toolhead reports (minimum_cruise_ratio first).
 */
export type DecelMode = 'minimum_cruise_ratio' | 'max_accel_to_decel';

export function decelMode(toolhead: {
  minimum_cruise_ratio?: number;
  max_accel_to_decel?: number;
}): DecelMode | null {
  if (typeof toolhead.minimum_cruise_ratio === 'number') return 'minimum_cruise_ratio';
  if (typeof toolhead.max_accel_to_decel === 'number') return 'max_accel_to_decel';
  return null;
}

export type VelocityField = 'velocity' | 'accel' | 'square_corner_velocity' | DecelMode;

const VELOCITY_PARAM: Record<VelocityField, string> = {
  velocity: 'VELOCITY',
  accel: 'ACCEL',
  square_corner_velocity: 'SQUARE_CORNER_VELOCITY',
  max_accel_to_decel: 'ACCEL_TO_DECEL',
  minimum_cruise_ratio: 'MINIMUM_CRUISE_RATIO',
};

export function velocityLimitGcode(field: VelocityField, value: number): string {
  return `SET_VELOCITY_LIMIT ${VELOCITY_PARAM[field]}=${gcodeNumber(value, 4)}`;
}

/** configfile.settings.printer values the ranges come from (absent ones get Klipper's defaults). */
export interface PrinterLimits {
  max_velocity?: number;
  max_accel?: number;
  square_corner_velocity?: number;
  max_accel_to_decel?: number;
}

const positive = (value: number | undefined): number | undefined =>
  value !== undefined && Number.isFinite(value) && value > 0 ? value : undefined;

/**
 * Ranges of the velocity controls: velocity and acceleration from 1 to twice the configured value;
 * square corner velocity 0 to the configured one (default 5), step 0.1; accel-to-decel up to the
 * configured one or half the acceleration; minimum cruise ratio 0–0.99. Overridable (the user may type
 * more; Klipper has the last word).
 */
export function velocityRanges(config: PrinterLimits): Record<VelocityField, SliderRange> {
  const velocity = positive(config.max_velocity) ?? 300;
  const accel = positive(config.max_accel) ?? 3000;
  return {
    velocity: { min: 1, max: velocity * 2, step: 1, overridable: true },
    accel: { min: 1, max: accel * 2, step: 1, overridable: true },
    square_corner_velocity: {
      min: 0,
      max: positive(config.square_corner_velocity) ?? 5,
      step: 0.1,
      overridable: true,
    },
    max_accel_to_decel: {
      min: 1,
      max: positive(config.max_accel_to_decel) ?? accel / 2,
      step: 1,
      overridable: true,
    },
    // Klipper takes a ratio below 1.
    minimum_cruise_ratio: { min: 0, max: 0.99, step: 0.01 },
  };
}

export type RetractField =
  'retract_length' | 'retract_speed' | 'unretract_extra_length' | 'unretract_speed';

export const RETRACT_FIELDS: readonly RetractField[] = [
  'retract_length',
  'retract_speed',
  'unretract_extra_length',
  'unretract_speed',
];

/**
 * §2 Retract: a length's max is twice its default, or 15 when the default is 0; a speed's max is
 * twice its default, or 100 when the default is 0 (Klipper takes speeds from 1). Defaults are
 * configfile.settings.firmware_retraction.
 */
export function retractRange(field: RetractField, configured: number | undefined): SliderRange {
  const isSpeed = field.endsWith('_speed');
  const base = configured !== undefined && Number.isFinite(configured) ? configured : 0;
  const max = base > 0 ? base * 2 : isSpeed ? 100 : 15;
  return { min: isSpeed ? 1 : 0, max, step: isSpeed ? 1 : 0.01 };
}

export function retractionGcode(field: RetractField, value: number): string {
  return `SET_RETRACTION ${field.toUpperCase()}=${gcodeNumber(value, 4)}`;
}
