// Drawing the 2D layer view on a canvas. Moves are traced into Path2D objects in world coordinates
// (mm) once per layer and selection, then stroked under the view's transform, so panning and zooming
// only re-stroke; line widths are in mm and so follow the zoom.
import { MOVE_KIND, type GcodeObject, type ParsedGcode } from '../../../../lib/gcode/types';
import type { BedShape, Transform } from '../../../../lib/gcode/view2d';

export interface Palette {
  bedFill: string;
  grid: string;
  bedOutline: string;
  /** Lower layers, opaque (overlaps do not darken). */
  lower: string;
  /** Lower layers of excluded objects. */
  lowerExcluded: string;
  /** The layer below the current one when lower layers are not grouped. */
  previous: string;
  /** Extrusion colour per tool. */
  tools: readonly string[];
  excluded: string;
  travel: string;
  retract: string;
  unretract: string;
  object: string;
  currentObject: string;
  excludedObject: string;
  nozzle: string;
}

export function paletteFor(dark: boolean): Palette {
  return dark
    ? {
        bedFill: '#262626',
        grid: '#323232',
        bedOutline: '#6b6b6b',
        lower: '#34414d',
        lowerExcluded: '#2f3338',
        previous: '#4f6476',
        tools: ['#42a5f5', '#ffa726', '#66bb6a', '#ef5350', '#ab47bc', '#26c6da'],
        excluded: '#5c5c5c',
        travel: '#9e9e9e',
        retract: '#ff5252',
        unretract: '#69f0ae',
        object: '#bdbdbd',
        currentObject: '#ffd54f',
        excludedObject: '#7a7a7a',
        nozzle: '#ffffff',
      }
    : {
        bedFill: '#f2f4f6',
        grid: '#e1e5e9',
        bedOutline: '#8d959e',
        lower: '#d2dae2',
        lowerExcluded: '#e8eaec',
        previous: '#aebdca',
        tools: ['#1976d2', '#ef6c00', '#2e7d32', '#c62828', '#6a1b9a', '#00838f'],
        excluded: '#c4c4c4',
        travel: '#6e6e6e',
        retract: '#d32f2f',
        unretract: '#2e7d32',
        object: '#5f6368',
        currentObject: '#e65100',
        excludedObject: '#9e9e9e',
        nozzle: '#000000',
      };
}

/** Draw in world coordinates (mm) on a canvas of `dpr` device pixels per CSS pixel. */
export function setWorldTransform(ctx: CanvasRenderingContext2D, t: Transform, dpr: number): void {
  ctx.setTransform(t.a * dpr, 0, 0, t.d * dpr, t.e * dpr, t.f * dpr);
}

/** Draw in CSS pixels. */
export function setPixelTransform(ctx: CanvasRenderingContext2D, dpr: number): void {
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
}

/** The bed: its surface with a 10 mm grid when `background`, and its outline. */
export function paintBed(
  ctx: CanvasRenderingContext2D,
  bed: BedShape,
  palette: Palette,
  background: boolean,
  pxPerMm: number,
): void {
  const outline = new Path2D();
  let minX: number, minY: number, maxX: number, maxY: number;
  if (bed.kind === 'circle') {
    outline.arc(0, 0, bed.radius, 0, Math.PI * 2);
    [minX, minY, maxX, maxY] = [-bed.radius, -bed.radius, bed.radius, bed.radius];
  } else {
    outline.rect(bed.minX, bed.minY, bed.maxX - bed.minX, bed.maxY - bed.minY);
    [minX, minY, maxX, maxY] = [bed.minX, bed.minY, bed.maxX, bed.maxY];
  }
  if (background) {
    ctx.fillStyle = palette.bedFill;
    ctx.fill(outline);
    // Grid lines only when they are at least 4 px apart.
    const step = 10 * pxPerMm >= 4 ? 10 : 50;
    const grid = new Path2D();
    for (let x = Math.ceil(minX / step) * step; x <= maxX; x += step) {
      grid.moveTo(x, minY);
      grid.lineTo(x, maxY);
    }
    for (let y = Math.ceil(minY / step) * step; y <= maxY; y += step) {
      grid.moveTo(minX, y);
      grid.lineTo(maxX, y);
    }
    ctx.save();
    ctx.clip(outline);
    ctx.strokeStyle = palette.grid;
    ctx.lineWidth = 1 / pxPerMm;
    ctx.stroke(grid);
    ctx.restore();
  }
  ctx.strokeStyle = palette.bedOutline;
  ctx.lineWidth = 1.5 / pxPerMm;
  ctx.stroke(outline);
}

/** Adds segments to a path, continuing the line when a segment starts where the last ended. */
class Polyline {
  readonly path = new Path2D();
  private last = -2;

  add(positions: Float32Array, move: number): void {
    const p = move * 3;
    if (this.last !== move - 1) this.path.moveTo(positions[p] ?? 0, positions[p + 1] ?? 0);
    this.path.lineTo(positions[p + 3] ?? 0, positions[p + 4] ?? 0);
    this.last = move;
  }
}

/**
 * The extruding moves [from, to) into two paths: kept and excluded (`mask[object]` set). For the
 * lower layers' image and the layer below the current one.
 */
export function traceExtrusions(
  result: ParsedGcode,
  from: number,
  to: number,
  mask: Uint8Array,
): { kept: Path2D; excluded: Path2D } {
  const kept = new Polyline();
  const excluded = new Polyline();
  const { kind, object, positions } = result;
  for (let i = from; i < to; i++) {
    if (kind[i] !== MOVE_KIND.extrude) continue;
    if (mask[object[i] ?? 0] === 1) excluded.add(positions, i);
    else kept.add(positions, i);
  }
  return { kept: kept.path, excluded: excluded.path };
}

/** The current layer's moves up to the chosen one, traced once per selection. */
export interface LayerPaths {
  /** Extrusions per tool (index = tool). */
  tools: Path2D[];
  excluded: Path2D;
  travel: Path2D | null;
  /** Centres of the retraction and unretraction icons, x y interleaved. */
  retracts: number[];
  unretracts: number[];
  /** Where the last shown move ends. */
  end: [number, number] | null;
}

export function traceLayer(
  result: ParsedGcode,
  from: number,
  to: number,
  mask: Uint8Array,
  travels: boolean,
  retractions: boolean,
): LayerPaths {
  const tools: Polyline[] = [];
  const excluded = new Polyline();
  const travel = travels ? new Polyline() : null;
  const retracts: number[] = [];
  const unretracts: number[] = [];
  const { kind, object, positions, tool } = result;
  for (let i = from; i < to; i++) {
    const k = kind[i];
    if (k === MOVE_KIND.extrude) {
      if (mask[object[i] ?? 0] === 1) {
        excluded.add(positions, i);
        continue;
      }
      const t = tool[i] ?? 0;
      const line = (tools[t] ??= new Polyline());
      line.add(positions, i);
    } else if (k === MOVE_KIND.travel) {
      travel?.add(positions, i);
    } else if (retractions) {
      const list = k === MOVE_KIND.retract ? retracts : unretracts;
      list.push(positions[i * 3 + 3] ?? 0, positions[i * 3 + 4] ?? 0);
    }
  }
  const endIndex = (to > from ? to : from) * 3;
  return {
    tools: Array.from(tools, (line) => line?.path ?? new Path2D()),
    excluded: excluded.path,
    travel: travel?.path ?? null,
    retracts,
    unretracts,
    end: to > 0 ? [positions[endIndex] ?? 0, positions[endIndex + 1] ?? 0] : null,
  };
}

export interface StrokeOptions {
  /** mm */
  extrusionWidth: number;
  /** mm */
  travelWidth: number;
  /** mm, the icons' diameter */
  iconSize: number;
  /** CSS pixels per mm (for minimum widths in pixels). */
  pxPerMm: number;
}

/** Lines of at least `minPx` pixels, else `mm` wide. */
function width(mm: number, minPx: number, pxPerMm: number): number {
  return Math.max(mm, minPx / pxPerMm);
}

export function strokeExtrusions(
  ctx: CanvasRenderingContext2D,
  path: Path2D,
  colour: string,
  options: StrokeOptions,
): void {
  ctx.strokeStyle = colour;
  ctx.lineWidth = width(options.extrusionWidth, 0.75, options.pxPerMm);
  ctx.stroke(path);
}

export function paintLayer(
  ctx: CanvasRenderingContext2D,
  paths: LayerPaths,
  palette: Palette,
  options: StrokeOptions,
): void {
  const { pxPerMm } = options;
  if (paths.travel) {
    ctx.save();
    ctx.strokeStyle = palette.travel;
    ctx.lineWidth = width(options.travelWidth, 0.75, pxPerMm);
    ctx.setLineDash([4 / pxPerMm, 3 / pxPerMm]);
    ctx.stroke(paths.travel);
    ctx.restore();
  }
  strokeExtrusions(ctx, paths.excluded, palette.excluded, options);
  paths.tools.forEach((path, tool) => {
    strokeExtrusions(ctx, path, palette.tools[tool % palette.tools.length] ?? '#888', options);
  });
  const radius = width(options.iconSize, 4, pxPerMm) / 2;
  const icons = (points: number[], colour: string, filled: boolean) => {
    if (points.length === 0) return;
    const path = new Path2D();
    for (let i = 0; i < points.length; i += 2) {
      const x = points[i] ?? 0;
      const y = points[i + 1] ?? 0;
      path.moveTo(x + radius, y);
      path.arc(x, y, radius, 0, Math.PI * 2);
    }
    if (filled) {
      ctx.fillStyle = colour;
      ctx.fill(path);
    } else {
      ctx.strokeStyle = colour;
      ctx.lineWidth = 1.25 / pxPerMm;
      ctx.stroke(path);
    }
  };
  icons(paths.retracts, palette.retract, true);
  icons(paths.unretracts, palette.unretract, false);
}

/** Where the nozzle is (following a print): a ring around the end of the last move done. */
export function paintNozzle(
  ctx: CanvasRenderingContext2D,
  at: [number, number],
  palette: Palette,
  pxPerMm: number,
): void {
  ctx.strokeStyle = palette.nozzle;
  ctx.lineWidth = 2 / pxPerMm;
  ctx.beginPath();
  ctx.arc(at[0], at[1], 5 / pxPerMm, 0, Math.PI * 2);
  ctx.stroke();
}

export interface ObjectMarks {
  objects: readonly GcodeObject[];
  /** Per object: excluded. */
  excluded: readonly boolean[];
  /** Index of the object being printed, or -1. */
  current: number;
}

/** Radius in CSS pixels of the marker of an object with a centre but no polygon. */
export const MARKER_PX = 7;

/** The objects' outlines (or markers): excluded ones dashed and crossed, the current one marked. */
export function paintObjects(
  ctx: CanvasRenderingContext2D,
  marks: ObjectMarks,
  palette: Palette,
  pxPerMm: number,
): void {
  marks.objects.forEach((object, i) => {
    const excluded = marks.excluded[i] === true;
    const current = i === marks.current;
    const path = new Path2D();
    const polygon = object.polygon && object.polygon.length >= 3 ? object.polygon : null;
    if (polygon) {
      polygon.forEach(([x, y], j) => (j === 0 ? path.moveTo(x, y) : path.lineTo(x, y)));
      path.closePath();
    } else if (object.center) {
      path.arc(object.center[0], object.center[1], MARKER_PX / pxPerMm, 0, Math.PI * 2);
    } else {
      return;
    }
    ctx.save();
    ctx.strokeStyle = excluded
      ? palette.excludedObject
      : current
        ? palette.currentObject
        : palette.object;
    ctx.lineWidth = (current ? 2.5 : 1.25) / pxPerMm;
    if (excluded) ctx.setLineDash([5 / pxPerMm, 4 / pxPerMm]);
    ctx.stroke(path);
    if (excluded && object.center) {
      // A cross over the centre.
      const r = 5 / pxPerMm;
      const [cx, cy] = object.center;
      ctx.setLineDash([]);
      ctx.beginPath();
      ctx.moveTo(cx - r, cy - r);
      ctx.lineTo(cx + r, cy + r);
      ctx.moveTo(cx - r, cy + r);
      ctx.lineTo(cx + r, cy - r);
      ctx.stroke();
    }
    ctx.restore();
  });
}
