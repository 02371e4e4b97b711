// The arithmetic of Printdeck's time charts (components/time-chart): where the plot sits inside the
// chart, how a value maps to a pixel, which round step the value axes use, where their ticks go, the
// range of the series shown, and how a line is traced with gaps where samples are missing. No DOM
// here: the drawing calls these with the element's size and the device pixel ratio.

/** Space the chart keeps for each value axis (labels and tick marks), and below for the time axis. */
export const AXIS_SIZE_PX = 50;
/** Length of a tick mark, outside the plot. */
export const TICK_SIZE_PX = 10;
/** Between a tick mark's end and its label. */
export const LABEL_GAP_PX = 5;
/** The least distance between two labels of a value axis, in CSS pixels. */
export const MIN_VALUE_GAP_PX = 30;

/** Round steps 1, 2, 2.5 and 5 times the powers of ten from 10^from to 10^to. */
export function roundSteps(from: number, to: number): number[] {
  const steps: number[] = [];
  for (let exp = from; exp <= to; exp++) {
    for (const mult of [1, 2, 2.5, 5]) steps.push(Number((mult * 10 ** exp).toPrecision(3)));
  }
  return steps;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Padding around the plot and its axes: top, right, bottom, left (CSS pixels). */
export type Padding = readonly [number, number, number, number];

/**
 * The plot's rectangle in a chart `width` × `height` CSS pixels: the time axis below, a value axis
 * on the left and/or the right, then the padding.
 */
export function plotBox(
  width: number,
  height: number,
  axes: { left: boolean; right: boolean },
  padding: Padding,
): Box {
  const [top, right, bottom, left] = padding;
  const x = left + (axes.left ? AXIS_SIZE_PX : 0);
  const w = width - x - right - (axes.right ? AXIS_SIZE_PX : 0);
  const h = height - top - bottom - AXIS_SIZE_PX;
  return { left: x, top, width: Math.max(0, w), height: Math.max(0, h) };
}

/** Where `value` falls along `length` pixels from `start` for a scale [min, max]. */
export function toPx(value: number, min: number, max: number, start: number, length: number) {
  return max === min ? start : start + ((value - min) / (max - min)) * length;
}

/** The same, for a vertical scale whose minimum is at the bottom of [top, top + length]. */
export function toPxUp(value: number, min: number, max: number, top: number, length: number) {
  return top + length - toPx(value, min, max, 0, length);
}

/**
 * The smallest of `steps` that puts ticks at least `minGapPx` apart over `span` drawn `lengthPx`
 * long (the largest when none does).
 */
export function chooseStep(
  steps: readonly number[],
  span: number,
  lengthPx: number,
  minGapPx: number,
): number {
  const largest = steps[steps.length - 1] ?? 1;
  if (!(span > 0) || !(lengthPx > 0)) return largest;
  return steps.find((step) => (step / span) * lengthPx >= minGapPx) ?? largest;
}

/** The multiples of `step` in [min, max], lowest first. */
export function valueTicks(min: number, max: number, step: number): number[] {
  if (!(step > 0) || !Number.isFinite(min) || !Number.isFinite(max)) return [];
  const ticks: number[] = [];
  for (let k = Math.ceil(min / step - 1e-9); k * step <= max + step * 1e-9; k++) {
    // Rounded so 0.1 steps read 0.3, not 0.30000000000000004.
    ticks.push(Number((k * step).toPrecision(12)));
  }
  return ticks;
}

/**
 * The lowest and highest values of the series shown on one scale (±Infinity when none has a
 * value), which that scale's range is computed from.
 */
export function extent(
  values: readonly (readonly (number | null | undefined)[])[],
  shown: readonly boolean[],
): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  values.forEach((column, i) => {
    if (!shown[i]) return;
    for (const value of column) {
      if (value === null || value === undefined || !Number.isFinite(value)) continue;
      if (value < min) min = value;
      if (value > max) max = value;
    }
  });
  return [min, max];
}

/** What tracing a line needs of a canvas path. */
export interface PathSink {
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
}

/**
 * Traces the points (x[i], y[i]) onto `path` through the `toX`/`toY` mappings; a missing value
 * ends the line there, and the next value starts a new one.
 */
export function traceLine(
  path: PathSink,
  xs: readonly number[],
  ys: readonly (number | null | undefined)[],
  toX: (x: number) => number,
  toY: (y: number) => number,
): void {
  let drawing = false;
  for (let i = 0; i < xs.length; i++) {
    const y = ys[i];
    if (y === null || y === undefined || !Number.isFinite(y)) {
      drawing = false;
      continue;
    }
    const px = toX(xs[i]!);
    const py = toY(y);
    if (drawing) path.lineTo(px, py);
    else path.moveTo(px, py);
    drawing = true;
  }
}

/** The canvas' size in device pixels for an element `width` × `height` CSS pixels. */
export function deviceSize(width: number, height: number, ratio: number) {
  const r = ratio > 0 ? ratio : 1;
  return { width: Math.round(width * r), height: Math.round(height * r) };
}

/**
 * A crisp line of `widthPx` device pixels at `pos` CSS pixels: odd widths sit on the middle of
 * a device pixel, even widths on its edge.
 */
export function crisp(pos: number, ratio: number, widthPx: number): number {
  return Math.round(pos * ratio) + (widthPx % 2) / 2;
}

/** The index of the time in `times` (ascending) nearest to `at`; -1 when there is none. */
export function nearestIndex(times: readonly number[], at: number): number {
  if (times.length === 0 || !Number.isFinite(at)) return -1;
  let lo = 0;
  let hi = times.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid]! < at) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 && at - times[lo - 1]! <= times[lo]! - at ? lo - 1 : lo;
}
