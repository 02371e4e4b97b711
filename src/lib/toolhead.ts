// Toolhead card rules (spec part 1 §2 Toolhead, §5 extrude, §7 G-code): homing, jogs, position
// fields, Z adjust and the Z offset save, extrude and retract, calibration helpers.
import { fixed } from './number-format';
import type { PrinterStatus, SectionSettings } from '../../protocol/objects';

export type Axis = 'x' | 'y' | 'z';
export const AXES: readonly Axis[] = ['x', 'y', 'z'];
const AXIS_INDEX: Record<Axis, number> = { x: 0, y: 1, z: 2 };

export type HomeTarget = 'all' | 'x' | 'y' | 'z' | 'xy';

/** G28 for everything, or G28 with the named axes. */
export function homeGcode(target: HomeTarget): string {
  if (target === 'all') return 'G28';
  return `G28 ${target.toUpperCase().split('').join(' ')}`;
}

/** A number as G-code writes it: no float noise, no exponent, no trailing zeros. */
export function gcodeNumber(value: number, decimals = 4): string {
  const rounded = Number(value.toFixed(decimals));
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/** Feed rate in mm/min from a speed in mm/s. */
export function feedRate(speedMmS: number): number {
  return Math.round(speedMmS * 60);
}

/** Axes of `axes` not in toolhead.homed_axes ('xyz', 'xy', '' ...). */
export function unhomedAxes(axes: readonly Axis[], homedAxes: string | undefined): Axis[] {
  const homed = (homedAxes ?? '').toLowerCase();
  return axes.filter((axis) => !homed.includes(axis));
}

/**
 * A relative jog: G91, G1 on one axis at speed × 60, back to G90. An inverted axis moves the other
 * way (the button's direction is what the user sees).
 */
export function jogGcode(axis: Axis, distance: number, speedMmS: number, inverted = false): string {
  const signed = inverted ? -distance : distance;
  return `G91\nG1 ${axis.toUpperCase()}${gcodeNumber(signed)} F${feedRate(speedMmS)}\nG90`;
}

/**
 * The absolute move a position field sends, or null: a field moves only when the integer part of
 * the typed value differs from the current position's (spec §2 Toolhead).
 */
export function positionMoveGcode(
  axis: Axis,
  current: number | undefined,
  typed: string,
  speedMmS: number,
): string | null {
  const text = typed.trim();
  if (text === '') return null;
  const target = Number(text);
  if (!Number.isFinite(target)) return null;
  if (current !== undefined && Math.trunc(target) === Math.trunc(current)) return null;
  return `G90\nG1 ${axis.toUpperCase()}${gcodeNumber(target)} F${feedRate(speedMmS)}`;
}

/** The position an axis shows: gcode_move.gcode_position or toolhead.position. */
export function axisPosition(
  position: readonly number[] | undefined,
  axis: Axis,
): number | undefined {
  const value = position?.[AXIS_INDEX[axis]];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Baby stepping: SET_GCODE_OFFSET Z_ADJUST=±d MOVE=1. */
export function zAdjustGcode(distance: number, direction: 1 | -1): string {
  return `SET_GCODE_OFFSET Z_ADJUST=${gcodeNumber(direction * Math.abs(distance), 4)} MOVE=1`;
}

/** The Z offset as the card shows it (gcode_move.homing_origin[2], 3 decimals). */
export function formatZOffset(offset: number | undefined): string {
  return fixed(offset ?? 0, 3);
}

export type ZOffsetTarget = 'endstop' | 'probe';

/**
 * Where the Z offset can be saved: to the Z endstop when stepper_z has position_endstop, to the probe
 * when the printer has a [probe] or [bltouch] (either or both; none for a printer with neither).
 */
export function zOffsetTargets(
  settings: Record<string, SectionSettings | undefined> | undefined,
): ZOffsetTarget[] {
  const targets: ZOffsetTarget[] = [];
  if (settings?.stepper_z?.position_endstop !== undefined) targets.push('endstop');
  if (settings?.probe || settings?.bltouch) targets.push('probe');
  return targets;
}

export function zOffsetApplyGcode(target: ZOffsetTarget): string {
  return target === 'endstop' ? 'Z_OFFSET_APPLY_ENDSTOP' : 'Z_OFFSET_APPLY_PROBE';
}

/**
 * Calibration helpers, each offered only when the printer's config makes Klipper register it: the
 * probe's paper test with a [probe] or [bltouch], the Z endstop's with stepper_z's
 * position_endstop, the screw and gantry tools with their sections.
 */
export const CALIBRATIONS = [
  { sections: ['probe', 'bltouch'], command: 'PROBE_CALIBRATE' },
  { sections: [], command: 'Z_ENDSTOP_CALIBRATE' },
  { sections: ['bed_screws'], command: 'BED_SCREWS_ADJUST' },
  { sections: ['screws_tilt_adjust'], command: 'SCREWS_TILT_CALCULATE' },
  { sections: ['z_tilt'], command: 'Z_TILT_ADJUST' },
  { sections: ['quad_gantry_level'], command: 'QUAD_GANTRY_LEVEL' },
] as const;

export type CalibrationCommand = (typeof CALIBRATIONS)[number]['command'];

export function calibrationCommands(
  config: Record<string, Record<string, string> | undefined> | undefined,
): CalibrationCommand[] {
  if (!config) return [];
  return CALIBRATIONS.filter((c) =>
    c.command === 'Z_ENDSTOP_CALIBRATE'
      ? config.stepper_z?.position_endstop !== undefined
      : c.sections.some((section) => section in config),
  ).map((c) => c.command);
}

/** Extruders of the printer ("extruder", "extruder1", ...), in order. */
export function extruderNames(names: readonly string[]): string[] {
  return names
    .filter((name) => /^extruder\d*$/.test(name))
    .sort((a, b) => Number(a.slice(8) || 0) - Number(b.slice(8) || 0));
}

export function activateExtruderGcode(name: string): string {
  return `ACTIVATE_EXTRUDER EXTRUDER=${name}`;
}

export interface ExtrudeLimits {
  maxLength: number;
  maxSpeed: number;
}

/** Klipper's default max_extrude_only_distance. */
export const KLIPPER_MAX_EXTRUDE_ONLY_DISTANCE = 50;

/**
 * The extruder's extrude-only limits from configfile.settings: its values, else Klipper's defaults
 * (distance 50 mm; velocity max_velocity × (4 × nozzle² / filament area)).
 */
export function extrudeLimits(status: PrinterStatus, extruder: string): ExtrudeLimits {
  const settings = status.configfile?.settings ?? {};
  const section = settings[extruder] ?? {};
  const num = (value: unknown): number | undefined =>
    typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
  const maxLength = num(section.max_extrude_only_distance) ?? KLIPPER_MAX_EXTRUDE_ONLY_DISTANCE;
  let maxSpeed = num(section.max_extrude_only_velocity);
  if (maxSpeed === undefined) {
    const nozzle = num(section.nozzle_diameter) ?? 0.4;
    const filament = num(section.filament_diameter) ?? 1.75;
    const maxVelocity =
      num(settings.printer?.max_velocity) ?? num(status.toolhead?.max_velocity) ?? 300;
    const ratio = (4 * nozzle * nozzle) / (Math.PI * (filament / 2) ** 2);
    maxSpeed = maxVelocity * ratio;
  }
  return { maxLength, maxSpeed: Math.floor(maxSpeed * 100) / 100 };
}

export const EXTRUDE_MIN = 0.1;

export type ExtrudeError = 'required' | 'invalidNumber' | 'min' | 'max';
export type FieldCheck =
  { ok: true; value: number } | { ok: false; error: ExtrudeError; params?: Record<string, number> };

/** Extrude length or speed: a number at least 0.1 and at most the extruder's limit. */
export function checkExtrudeField(input: string, max: number): FieldCheck {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'required' };
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, error: 'invalidNumber' };
  if (value < EXTRUDE_MIN) return { ok: false, error: 'min', params: { min: EXTRUDE_MIN } };
  if (value > max) return { ok: false, error: 'max', params: { max } };
  return { ok: true, value };
}

/** Extrude (direction 1) or retract (-1): relative extrusion, one G1 E move at speed × 60. */
export function extrudeGcode(length: number, speedMmS: number, direction: 1 | -1): string {
  return `M83\nG1 E${gcodeNumber(direction * length)} F${feedRate(speedMmS)}`;
}

export const MOTORS_OFF_GCODE = 'M84';
