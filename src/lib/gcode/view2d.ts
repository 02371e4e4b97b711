// The 2D layer view's rules (spec part 1 §2 'G-code preview card', §9): the bed from the printer's
// config, the world ↔ canvas transform with zoom, pan and flips, which layer and move a file
// position falls in, the moves of a layer, hit tests on the objects, and the layer slider rules.
// Pure: no canvas, no DOM.
import type { GcodeObject, ParsedGcode } from './types';

/** Zoom of the 2D view: 0.95 to 20 (spec). */
export const ZOOM_MIN = 0.95;
export const ZOOM_MAX = 20;
/** Bed size 0 to 100 when the printer does not say (spec §9). */
export const DEFAULT_BED_SIZE = 100;
/** Print radius of a delta printer that does not say (spec §9). */
export const DEFAULT_DELTA_RADIUS = 100;

export type BedShape =
  | { kind: 'rect'; minX: number; minY: number; maxX: number; maxY: number }
  | { kind: 'circle'; radius: number };

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return 1;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom));
}

function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

type ConfigSettings = Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;

/**
 * The bed as configfile.settings describes it: a delta printer (`printer.kinematics`) is a circle
 * of `print_radius` (else `delta_radius`, else 100); any other is the rectangle of stepper_x and
 * stepper_y's `position_min` / `position_max` (0 to 100 for what is missing).
 */
export function bedFromConfig(settings: ConfigSettings | undefined): BedShape {
  const printer = settings?.printer;
  if (printer?.kinematics === 'delta') {
    const radius = numberOf(printer.print_radius) ?? numberOf(printer.delta_radius);
    return { kind: 'circle', radius: radius && radius > 0 ? radius : DEFAULT_DELTA_RADIUS };
  }
  const axis = (name: string): [number, number] => {
    const section = settings?.[name];
    const min = numberOf(section?.position_min) ?? 0;
    const max = numberOf(section?.position_max) ?? DEFAULT_BED_SIZE;
    return max > min ? [min, max] : [0, DEFAULT_BED_SIZE];
  };
  const [minX, maxX] = axis('stepper_x');
  const [minY, maxY] = axis('stepper_y');
  return { kind: 'rect', minX, minY, maxX, maxY };
}

/** The bed's extent: [minX, minY, maxX, maxY]. */
export function bedExtent(bed: BedShape): [number, number, number, number] {
  if (bed.kind === 'circle') return [-bed.radius, -bed.radius, bed.radius, bed.radius];
  return [bed.minX, bed.minY, bed.maxX, bed.maxY];
}

/** What the user did to the view, over the bed fitted to the canvas. */
export interface ViewState {
  zoom: number;
  /** Canvas pixels the bed's centre is moved by. */
  panX: number;
  panY: number;
}

export const RESET_VIEW: ViewState = { zoom: 1, panX: 0, panY: 0 };

export interface ViewGeometry {
  bed: BedShape;
  /** Canvas size in CSS pixels. */
  width: number;
  height: number;
  flipHorizontal: boolean;
  flipVertical: boolean;
  /** Empty pixels kept around the bed when fitted. */
  margin?: number;
}

/**
 * An axis-aligned world (mm) → canvas (px) map: x' = a·x + e, y' = d·y + f. Without flips X grows to
 * the right and Y upwards (the bed seen from above, its front at the bottom).
 */
export interface Transform {
  a: number;
  d: number;
  e: number;
  f: number;
}

/** Pixels per mm at zoom 1: the bed fits the canvas. */
export function fitScale(geometry: ViewGeometry): number {
  const [minX, minY, maxX, maxY] = bedExtent(geometry.bed);
  const margin = geometry.margin ?? 8;
  const width = Math.max(1, geometry.width - 2 * margin);
  const height = Math.max(1, geometry.height - 2 * margin);
  return Math.max(1e-6, Math.min(width / (maxX - minX), height / (maxY - minY)));
}

export function viewTransform(geometry: ViewGeometry, view: ViewState): Transform {
  const [minX, minY, maxX, maxY] = bedExtent(geometry.bed);
  const scale = fitScale(geometry) * clampZoom(view.zoom);
  const a = geometry.flipHorizontal ? -scale : scale;
  const d = geometry.flipVertical ? scale : -scale;
  const centerX = (minX + maxX) / 2;
  const centerY = (minY + maxY) / 2;
  return {
    a,
    d,
    e: geometry.width / 2 + view.panX - a * centerX,
    f: geometry.height / 2 + view.panY - d * centerY,
  };
}

export function toCanvas(t: Transform, x: number, y: number): [number, number] {
  return [t.a * x + t.e, t.d * y + t.f];
}

export function toWorld(t: Transform, cx: number, cy: number): [number, number] {
  // `+ 0` turns −0 into 0.
  return [(cx - t.e) / t.a + 0, (cy - t.f) / t.d + 0];
}

/** Zoom by a factor keeping the world point under the canvas point (cx, cy) where it is. */
export function zoomAt(
  geometry: ViewGeometry,
  view: ViewState,
  factor: number,
  cx: number,
  cy: number,
): ViewState {
  const zoom = clampZoom(view.zoom * factor);
  if (zoom === view.zoom) return view;
  const before = viewTransform(geometry, view);
  const [wx, wy] = toWorld(before, cx, cy);
  const after = viewTransform(geometry, { zoom, panX: view.panX, panY: view.panY });
  const [nx, ny] = toCanvas(after, wx, wy);
  return { zoom, panX: view.panX + cx - nx, panY: view.panY + cy - ny };
}

export function panBy(view: ViewState, dx: number, dy: number): ViewState {
  return { ...view, panX: view.panX + dx, panY: view.panY + dy };
}

/** The moves of a layer: [first, end) (end excluded); empty for a layer that does not exist. */
export function layerMoveRange(result: ParsedGcode, layer: number): [number, number] {
  if (layer < 0 || layer >= result.layerCount) return [0, 0];
  const first = result.layerFirstMove[layer] ?? 0;
  const end =
    layer + 1 < result.layerCount ? (result.layerFirstMove[layer + 1] ?? 0) : result.moveCount;
  return [first, Math.max(first, end)];
}

/** The layer a move belongs to (the last layer starting at or before it); 0 with no layers. */
export function layerOfMove(result: ParsedGcode, move: number): number {
  let low = 0;
  let high = result.layerCount - 1;
  if (high < 0) return 0;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((result.layerFirstMove[mid] ?? 0) <= move) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * How many moves a printer that has read the file up to `filePosition` has done: the moves whose
 * line starts before that byte (binary search; file positions increase).
 */
export function movesBeforeFilePosition(result: ParsedGcode, filePosition: number): number {
  let low = 0;
  let high = result.moveCount;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((result.filePosition[mid] ?? 0) < filePosition) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The layer the printer is in at this file position (that of its last move done). */
export function layerOfFilePosition(result: ParsedGcode, filePosition: number): number {
  const done = movesBeforeFilePosition(result, filePosition);
  return layerOfMove(result, Math.max(0, done - 1));
}

/** What the layer and move sliders show. */
export interface LayerSelection {
  /** The layer count the selection was made for. */
  layerCount: number;
  /** 0-based; shown as layer + 1. */
  layer: number;
  /** Moves of the layer shown (0 … its move count); null: all of them. */
  moves: number | null;
}

/** The selection for a file: its first layer, whole (spec: a layer count change resets). */
export function firstLayer(layerCount: number): LayerSelection {
  return { layerCount, layer: 0, moves: null };
}

/** Keep the selection while the layer count stays; a new layer count starts at the first layer. */
export function withLayerCount(selection: LayerSelection, layerCount: number): LayerSelection {
  return selection.layerCount === layerCount ? selection : firstLayer(layerCount);
}

/** Pick a layer (clamped); it shows whole. */
export function selectLayer(selection: LayerSelection, layer: number): LayerSelection {
  const last = Math.max(0, selection.layerCount - 1);
  const clamped = Math.min(last, Math.max(0, Math.round(layer)));
  return { ...selection, layer: clamped, moves: null };
}

/** Pick how many moves of the layer show (clamped to the layer's moves; all of them → null). */
export function selectMoves(
  selection: LayerSelection,
  moves: number,
  layerMoves: number,
): LayerSelection {
  const clamped = Math.min(layerMoves, Math.max(0, Math.round(moves)));
  return { ...selection, moves: clamped >= layerMoves ? null : clamped };
}

/** The selection that follows the print: the layer and moves done at that file position. */
export function followSelection(result: ParsedGcode, filePosition: number): LayerSelection {
  const done = movesBeforeFilePosition(result, filePosition);
  const layer = layerOfMove(result, Math.max(0, done - 1));
  const [first, end] = layerMoveRange(result, layer);
  const moves = Math.min(end - first, Math.max(0, done - first));
  return { layerCount: result.layerCount, layer, moves: moves >= end - first ? null : moves };
}

/** Is the point inside the polygon (even-odd rule)? */
export function pointInPolygon(
  x: number,
  y: number,
  polygon: readonly (readonly [number, number])[],
): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i] ?? [0, 0];
    const [xj, yj] = polygon[j] ?? [0, 0];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * The object at a world point: inside its polygon (3 points or more), else within `markerRadius`
 * of its centre. The last defined wins where they overlap (it is drawn on top).
 */
export function objectAt(
  objects: readonly GcodeObject[],
  x: number,
  y: number,
  markerRadius: number,
): GcodeObject | null {
  for (let i = objects.length - 1; i >= 0; i--) {
    const object = objects[i];
    if (!object) continue;
    if (object.polygon && object.polygon.length >= 3) {
      if (pointInPolygon(x, y, object.polygon)) return object;
    } else if (object.center) {
      const [cx, cy] = object.center;
      if (Math.hypot(x - cx, y - cy) <= markerRadius) return object;
    }
  }
  return null;
}

/** Klipper's command to stop printing an object (names with blanks are quoted). */
export function excludeObjectGcode(name: string): string {
  return /\s/.test(name) ? `EXCLUDE_OBJECT NAME="${name}"` : `EXCLUDE_OBJECT NAME=${name}`;
}

/** Is this object among Klipper's excluded ones (Klipper upper-cases names)? */
export function isExcluded(name: string, excluded: readonly string[]): boolean {
  const upper = name.toUpperCase();
  return excluded.some((other) => other.toUpperCase() === upper);
}

/** Per move object index (0 = none, i + 1 = objects[i]) → 1 when that object is excluded. */
export function excludedMask(
  objects: readonly GcodeObject[],
  excluded: readonly string[],
): Uint8Array {
  const mask = new Uint8Array(objects.length + 1);
  objects.forEach((object, i) => {
    if (isExcluded(object.name, excluded)) mask[i + 1] = 1;
  });
  return mask;
}
