// What the virtual camera sees, read from the simulator (sceneOf), and how it is drawn (drawScene):
// the bed from above at the printer's real size (its stepper limits), a 10 mm grid, what has been
// printed so far in the filament's colour, the nozzle at the toolhead's live position, and a
// text-free status bar (heating, printing progress).

import type { App } from '../app';
import type { Raster, Rgb } from './raster';
import type { ExtrusionRecorder } from './recorder';
import type { InProgress, PrintedTrace } from './trace';

export interface Bed {
  xmin: number;
  xmax: number;
  ymin: number;
  ymax: number;
}

export interface Scene {
  bed: Bed;
  /** The toolhead's live position, or null when Klipper is not running. */
  nozzle: { x: number; y: number; z: number } | null;
  homed: boolean;
  /** 0…1 of the current print, or null when none runs. */
  progress: number | null;
  /** The extruder's target is above 0 (drawn as a warm nozzle). */
  heating: boolean;
  /** The bed heater's target is above 0. */
  bedHeating: boolean;
  /** What has been printed so far, and the segment the nozzle is laying now. */
  trace: PrintedTrace | null;
  current: InProgress | null;
}

const DEFAULT_BED: Bed = { xmin: 0, xmax: 235, ymin: 0, ymax: 235 };

const COLOURS = {
  background: [28, 30, 34],
  bed: [52, 56, 62],
  grid: [68, 73, 80],
  gridMajor: [88, 94, 102],
  frame: [120, 126, 134],
  nozzle: [230, 230, 230],
  nozzleHot: [255, 120, 40],
  bedHot: [230, 60, 50],
  shadow: [12, 12, 14],
  bar: [40, 43, 48],
  progress: [70, 160, 90],
  idle: [90, 96, 104],
} satisfies Record<string, Rgb>;

/** Reads what the camera sees from the simulator, now. */
export function sceneOf(app: App, recorder: ExtrusionRecorder | null = null): Scene {
  const current = recorder?.settle() ?? null;
  const trace = recorder?.trace ?? null;
  const printer = app.klippy.printer;
  if (!printer) {
    const idle = { nozzle: null, homed: false, progress: null, current: null };
    const cold = { heating: false, bedHeating: false };
    return { bed: DEFAULT_BED, trace, ...idle, ...cold };
  }
  const th = printer.toolhead;
  const [rx, ry] = th.rails;
  const bed = rx && ry ? { xmin: rx.min, xmax: rx.max, ymin: ry.min, ymax: ry.max } : DEFAULT_BED;
  const [x, y, z] = th.livePosition(printer.clock.now());
  const target = printer.extruder?.heater.target ?? 0;
  const job = printer.job;
  const printing = job.state === 'printing' || job.state === 'paused';
  return {
    bed,
    nozzle: { x, y, z },
    homed: th.homedAxes.length > 0,
    progress: printing ? job.progress : null,
    heating: target > 0,
    bedHeating: (printer.heaters.get('heater_bed')?.target ?? 0) > 0,
    trace,
    current,
  };
}

/** A key that changes whenever the picture would (what is drawn, to a tenth of a millimetre). */
export function sceneLook(scene: Scene): string {
  const n = scene.nozzle;
  const bed = scene.bed;
  return [
    bed.xmin,
    bed.xmax,
    bed.ymin,
    bed.ymax,
    n ? `${n.x.toFixed(1)},${n.y.toFixed(1)},${n.z.toFixed(1)}` : '-',
    scene.heating,
    scene.bedHeating,
    scene.progress === null ? '-' : scene.progress.toFixed(3),
    scene.trace?.version ?? '-',
    scene.current ? `${scene.current.x0},${scene.current.y0}` : '-',
  ].join('|');
}

/** Where the bed lies in the picture: a uniform scale that fits it above the status bar. */
export interface View {
  scale: number;
  /** Picture x of bed x = xmin. */
  left: number;
  /** Picture y of bed y = ymin (the front of the printer, at the bottom). */
  bottom: number;
}

export const BAR_HEIGHT = 16;
const MARGIN = 16;

export function viewOf(bed: Bed, width: number, height: number): View {
  const w = Math.max(1, bed.xmax - bed.xmin);
  const h = Math.max(1, bed.ymax - bed.ymin);
  const availW = width - 2 * MARGIN;
  const availH = height - BAR_HEIGHT - 2 * MARGIN;
  const scale = Math.min(availW / w, availH / h);
  const left = (width - w * scale) / 2;
  const bottom = MARGIN + (availH + h * scale) / 2;
  return { scale, left, bottom };
}

export function toPicture(view: View, bed: Bed, x: number, y: number): [number, number] {
  return [view.left + (x - bed.xmin) * view.scale, view.bottom - (y - bed.ymin) * view.scale];
}

/** The static part: background, bed and grid. */
export function drawBed(r: Raster, bed: Bed): void {
  const view = viewOf(bed, r.width, r.height);
  r.clear(COLOURS.background);
  const [x0, y1] = toPicture(view, bed, bed.xmin, bed.ymin);
  const [x1, y0] = toPicture(view, bed, bed.xmax, bed.ymax);
  r.fillRect(x0, y0, x1, y1, COLOURS.bed);
  for (let gx = Math.ceil(bed.xmin / 10) * 10; gx <= bed.xmax; gx += 10) {
    const [px] = toPicture(view, bed, gx, bed.ymin);
    r.fillRect(px, y0, px + 1, y1, gx % 50 === 0 ? COLOURS.gridMajor : COLOURS.grid);
  }
  for (let gy = Math.ceil(bed.ymin / 10) * 10; gy <= bed.ymax; gy += 10) {
    const [, py] = toPicture(view, bed, bed.xmin, gy);
    r.fillRect(x0, py, x1, py + 1, gy % 50 === 0 ? COLOURS.gridMajor : COLOURS.grid);
  }
  r.strokeRect(x0 - 2, y0 - 2, x1 + 2, y1 + 2, 2, COLOURS.frame);
}

/** The nozzle: a shadow on the bed, offset by the height, and the nozzle disc itself. */
export function drawNozzle(r: Raster, bed: Bed, scene: Scene): void {
  if (!scene.nozzle) return;
  const view = viewOf(bed, r.width, r.height);
  const [px, py] = toPicture(view, bed, scene.nozzle.x, scene.nozzle.y);
  const lift = Math.min(40, Math.max(0, scene.nozzle.z) * 0.6);
  r.disc(px + lift, py + lift, 6, COLOURS.shadow);
  r.disc(px, py, 9, COLOURS.shadow);
  r.disc(px, py, 7, scene.heating ? COLOURS.nozzleHot : COLOURS.nozzle);
  r.line(px - 14, py, px + 14, py, 1, COLOURS.nozzle);
  r.line(px, py - 14, px, py + 14, 1, COLOURS.nozzle);
}

/**
 * The status bar: two lamps (the nozzle's heater, the bed's: lit while heating) and the progress of
 * the current print (a thin idle strip without one).
 */
export function drawBar(r: Raster, scene: Scene): void {
  const top = r.height - BAR_HEIGHT;
  r.fillRect(0, top, r.width, r.height, COLOURS.bar);
  r.fillRect(
    MARGIN,
    top + 4,
    MARGIN + 8,
    top + 12,
    scene.heating ? COLOURS.nozzleHot : COLOURS.idle,
  );
  r.fillRect(
    MARGIN + 12,
    top + 4,
    MARGIN + 20,
    top + 12,
    scene.bedHeating ? COLOURS.bedHot : COLOURS.idle,
  );
  const left = MARGIN + 28;
  const inner = r.width - MARGIN - left;
  r.fillRect(left, top + 6, left + inner, top + 10, COLOURS.idle);
  if (scene.progress === null) return;
  r.fillRect(left, top + 4, left + inner * scene.progress, top + 12, COLOURS.progress);
}

/** The printed trace, and the segment being laid up to the nozzle. */
export function drawPrinted(r: Raster, scene: Scene): void {
  const { bed, trace } = scene;
  if (!trace) return;
  const view = viewOf(bed, r.width, r.height);
  trace.paint(r, (x, y) => toPicture(view, bed, x, y));
  const cur = scene.current;
  if (!cur || !scene.nozzle) return;
  const [ax, ay] = toPicture(view, bed, cur.x0, cur.y0);
  const [bx, by] = toPicture(view, bed, scene.nozzle.x, scene.nozzle.y);
  r.line(ax, ay, bx, by, Math.max(1, view.scale * 0.45), trace.shade(cur.ink, cur.z));
}

export function drawScene(r: Raster, scene: Scene): void {
  drawBed(r, scene.bed);
  drawPrinted(r, scene);
  drawNozzle(r, scene.bed, scene);
  drawBar(r, scene);
}
