// Bed mesh rules of the /tune page (spec part 2 §3 'Current mesh', §4 'Bed mesh', §5 'Save mesh',
// §7 G-code, §9 constants): statistics of a matrix, the profile list, the colour scale of the flat
// map and the 3D surface, the matrix choice, the slider ranges and what they do, and the commands.
import { fixed } from './number-format';
import type { BedMesh } from '../../protocol/objects-config';

export type MatrixKind = 'probed_matrix' | 'mesh_matrix';

export const MATRIX_KINDS: readonly MatrixKind[] = ['probed_matrix', 'mesh_matrix'];

/** Scale slider (mm): the height axis reaches at least ±scale; 0 fits the axis to the mesh. */
export const MESH_SCALE = { min: 0, max: 0.2, step: 0.1 } as const;
/** Box-scale slider: the 3D box's height relative to its base (1 = a quarter of the bed's size). */
export const MESH_BOX_SCALE = { min: 1, max: 2, step: 0.5 } as const;
/** Chart height in px: wide screens, phones. */
export const MESH_CHART_HEIGHT = { wide: 525, phone: 225 } as const;

export const DEFAULT_PROFILE_NAME = 'default';

export interface MeshStats {
  min: number;
  max: number;
  /** max − min. */
  range: number;
  /** Population variance of the points (mean squared deviation from their mean), mm². */
  variance: number;
  mean: number;
  count: number;
}

/** The finite values of a matrix, row by row. */
function values(matrix: readonly (readonly number[])[] | undefined): number[] {
  const out: number[] = [];
  for (const row of matrix ?? []) for (const v of row) if (Number.isFinite(v)) out.push(v);
  return out;
}

/** True when the matrix holds at least one number (Klipper reports [[]] when none is loaded). */
export function hasPoints(matrix: readonly (readonly number[])[] | undefined): boolean {
  return values(matrix).length > 0;
}

/** Statistics of a matrix; null when it holds no number. */
export function meshStats(matrix: readonly (readonly number[])[] | undefined): MeshStats | null {
  const all = values(matrix);
  if (all.length === 0) return null;
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  for (const v of all) {
    if (v < min) min = v;
    if (v > max) max = v;
    sum += v;
  }
  const mean = sum / all.length;
  let squares = 0;
  for (const v of all) squares += (v - mean) ** 2;
  return { min, max, range: max - min, variance: squares / all.length, mean, count: all.length };
}

/** A mesh value as shown: 4 decimals, no negative zero. */
export function formatMeshValue(value: number): string {
  return fixed(Object.is(Number(value.toFixed(4)), -0) ? 0 : value, 4);
}

/** A mesh is loaded when the current mesh has a non-empty profile_name (spec §4). */
export function isMeshLoaded(mesh: Pick<BedMesh, 'profile_name'> | undefined): boolean {
  return (mesh?.profile_name ?? '') !== '';
}

export interface MeshProfileRow {
  name: string;
  active: boolean;
  /** max − min of the profile's points; null without points. */
  range: number | null;
}

/** The saved profiles by name (natural order), the active one marked. */
export function meshProfiles(mesh: Pick<BedMesh, 'profile_name' | 'profiles'> | undefined) {
  const profiles = mesh?.profiles ?? {};
  return Object.keys(profiles)
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))
    .map<MeshProfileRow>((name) => {
      const stats = meshStats(profiles[name]?.points);
      return { name, active: name === mesh?.profile_name, range: stats ? stats.range : null };
    });
}

/** The matrix to show: the chosen one, else the other when the chosen one is empty. */
export function chooseMatrix(
  mesh: Pick<BedMesh, MatrixKind> | undefined,
  kind: MatrixKind,
): { kind: MatrixKind; matrix: number[][] } | null {
  if (!mesh) return null;
  const other: MatrixKind = kind === 'probed_matrix' ? 'mesh_matrix' : 'probed_matrix';
  if (hasPoints(mesh[kind])) return { kind, matrix: mesh[kind] };
  if (hasPoints(mesh[other])) return { kind: other, matrix: mesh[other] };
  return null;
}

/** Evenly spaced coordinates from `from` to `to` (one value when count is 1). */
export function axisPositions(from: number, to: number, count: number): number[] {
  if (count <= 0) return [];
  if (count === 1) return [from];
  const step = (to - from) / (count - 1);
  return Array.from({ length: count }, (_, i) => from + i * step);
}

/**
 * The height axis: the mesh's own extent, widened to at least ±scale (the scale slider, §9);
 * never empty (a flat mesh gets ±0.05 mm, or ±scale).
 */
export function heightRange(stats: Pick<MeshStats, 'min' | 'max'>, scale: number) {
  let min = Math.min(stats.min, -scale);
  let max = Math.max(stats.max, scale);
  if (max - min < 1e-9) {
    min -= 0.05;
    max += 0.05;
  }
  return { min, max };
}

/** The 3D box's height for a bed of the given size (box-scale slider, §9). */
export function boxHeight(width: number, depth: number, boxScale: number): number {
  return (Math.max(width, depth, 1) / 4) * boxScale;
}

/** A value clamped to a slider's range and snapped to its step. */
export function snapToSlider(
  value: number,
  range: { min: number; max: number; step: number },
): number {
  const clamped = Math.min(range.max, Math.max(range.min, value));
  const steps = Math.round((clamped - range.min) / range.step);
  return Number((range.min + steps * range.step).toFixed(6));
}

/** Colour stops from low (blue) through level (green) to high (red). */
const STOPS: readonly [number, readonly [number, number, number]][] = [
  [0, [33, 102, 172]],
  [0.25, [67, 162, 202]],
  [0.5, [102, 189, 99]],
  [0.75, [253, 174, 97]],
  [1, [215, 48, 39]],
];

/** Position of `value` in [min, max] as 0..1 (0.5 for an empty range). */
export function scalePosition(value: number, min: number, max: number): number {
  if (!(max > min)) return 0.5;
  return Math.min(1, Math.max(0, (value - min) / (max - min)));
}

/** The colour of a position 0..1 on the scale, as [r, g, b] 0..255. */
export function scaleRgb(position: number): [number, number, number] {
  const p = Math.min(1, Math.max(0, position));
  for (let i = 1; i < STOPS.length; i++) {
    const [at, rgb] = STOPS[i]!;
    const [prevAt, prevRgb] = STOPS[i - 1]!;
    if (p <= at) {
      const f = (p - prevAt) / (at - prevAt);
      return [0, 1, 2].map((c) => Math.round(prevRgb[c]! + (rgb[c]! - prevRgb[c]!) * f)) as [
        number,
        number,
        number,
      ];
    }
  }
  const last = STOPS[STOPS.length - 1]![1];
  return [last[0], last[1], last[2]];
}

export function rgbHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b].map((c) => (c ?? 0).toString(16).padStart(2, '0')).join('')}`;
}

/** The colour of a height within [min, max], as #rrggbb. */
export function meshColour(value: number, min: number, max: number): string {
  return rgbHex(scaleRgb(scalePosition(value, min, max)));
}

/** The CSS gradient of the legend, low to high. */
export function scaleGradient(direction = 'to right'): string {
  return `linear-gradient(${direction}, ${STOPS.map(([at, rgb]) => `${rgbHex(rgb)} ${at * 100}%`).join(', ')})`;
}

/** Black or white text, whichever reads better on the background (WCAG relative luminance). */
export function textOn([r, g, b]: readonly number[]): '#000000' | '#ffffff' {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * lin(r ?? 0) + 0.7152 * lin(g ?? 0) + 0.0722 * lin(b ?? 0);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

export type MeshNameError = 'required' | 'invalidName';

/** Save mesh (§5): required; one word for Klipper's command line. */
export function checkProfileName(name: string): MeshNameError | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if (/[\s"';#]/.test(trimmed)) return 'invalidName';
  return null;
}

/** The remove-old-profile checkbox is offered only when the new name differs (§4). */
export function canRemoveOldProfile(newName: string, currentName: string): boolean {
  return currentName !== '' && newName.trim() !== currentName;
}

export const CALIBRATE_GCODE = 'BED_MESH_CALIBRATE';
export const CLEAR_GCODE = 'BED_MESH_CLEAR';
export const HOME_GCODE = 'G28';
export const SAVE_CONFIG_GCODE = 'SAVE_CONFIG';

export function loadProfileGcode(name: string): string {
  return `BED_MESH_PROFILE LOAD=${name}`;
}

export function removeProfileGcode(name: string): string {
  return `BED_MESH_PROFILE REMOVE=${name}`;
}

/** Save under `name`; with `removeOld`, the profile it was loaded from goes (when it differs). */
export function saveProfileGcode(name: string, currentName: string, removeOld: boolean): string {
  const lines = [`BED_MESH_PROFILE SAVE=${name.trim()}`];
  if (removeOld && canRemoveOldProfile(name, currentName))
    lines.push(removeProfileGcode(currentName));
  return lines.join('\n');
}

/** Leveling commands the printer's config offers (configfile.settings sections). */
export function levelingCommands(settings: Record<string, unknown> | undefined): string[] {
  if (!settings) return [];
  const out: string[] = [];
  if ('quad_gantry_level' in settings) out.push('QUAD_GANTRY_LEVEL');
  if ('z_tilt' in settings) out.push('Z_TILT_ADJUST');
  return out;
}

export interface MeshControls {
  calibrate: boolean;
  load: boolean;
  remove: boolean;
  save: boolean;
  clear: boolean;
  viewOptions: boolean;
  home: boolean;
}

/**
 * Which bed mesh controls are enabled (§4): load, remove, calibrate and save need a printer that
 * is neither printing nor busy; clear, save and the view options need a loaded mesh; everything
 * needs Klipper ready.
 */
export function meshControls(opts: { ready: boolean; busy: boolean; loaded: boolean }) {
  const { ready, busy, loaded } = opts;
  const free = ready && !busy;
  const controls: MeshControls = {
    calibrate: free,
    load: free,
    remove: free,
    save: free && loaded,
    clear: free && loaded,
    viewOptions: loaded,
    home: free,
  };
  return controls;
}
