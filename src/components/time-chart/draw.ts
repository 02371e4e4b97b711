// One frame of a time chart on its canvas, in device pixels: value axes (labels, tick marks, grid),
// the time axis below, then each series shown as a line clipped to the plot, a missing sample
// breaking it.
import {
  LABEL_GAP_PX,
  MIN_VALUE_GAP_PX,
  TICK_SIZE_PX,
  chooseStep,
  crisp,
  extent,
  plotBox,
  toPx,
  toPxUp,
  traceLine,
  valueTicks,
} from '../../lib/time-chart-maths';
import { drawReadout } from './readout';
import type { ChartData, ChartSeries, TimeChartOptions } from './types';

const FONT_FAMILY =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/**
 * Draws `data` on `ctx`, a canvas `width` × `height` CSS pixels at `ratio` device pixels each, with
 * the read-out of the sample nearest `pointerX` (CSS pixels from the left) when there is one.
 */
export function drawChart(
  ctx: CanvasRenderingContext2D,
  width: number,
  height: number,
  ratio: number,
  options: TimeChartOptions,
  series: readonly ChartSeries[],
  data: ChartData,
  pointerX: number | null = null,
): void {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  const { times, values } = data;
  const oldest = times[0];
  const newest = times[times.length - 1];
  if (oldest === undefined || newest === undefined) return;

  const side = (s: 'left' | 'right') => options.axes.some((axis) => axis.side === s);
  const box = plotBox(width, height, { left: side('left'), right: side('right') }, options.padding);
  if (box.width <= 0 || box.height <= 0) return;
  const right = box.left + box.width;
  const bottom = box.top + box.height;
  const [xMin, xMax] = options.time.range(oldest, newest);
  const px = (css: number) => css * ratio;

  ctx.font = `${px(12)}px ${FONT_FAMILY}`;
  ctx.fillStyle = options.look.text;
  const lineWidth = Math.max(1, Math.round(ratio));
  // Grid lines and tick marks share a colour and width: one path, stroked once.
  const grid: Array<[number, number, number, number]> = [];

  // Value axes: the range of the series shown on each, then round ticks inside it.
  const ranges = new Map<string, readonly [number, number]>();
  for (const axis of options.axes) {
    const own = series.map((s) => s.scale === axis.scale && s.show);
    const [lo, hi] = extent(values, own);
    const [min, max] = axis.range(lo, hi);
    ranges.set(axis.scale, [min, max]);
    const step = chooseStep(axis.steps, max - min, box.height, MIN_VALUE_GAP_PX);
    const onLeft = axis.side === 'left';
    const edge = onLeft ? box.left : right;
    const out = onLeft ? -1 : 1;
    ctx.textAlign = onLeft ? 'right' : 'left';
    ctx.textBaseline = 'middle';
    for (const value of valueTicks(min, max, step)) {
      const y = toPxUp(value, min, max, box.top, box.height);
      const yd = crisp(y, ratio, lineWidth);
      grid.push([px(edge), yd, px(edge + out * TICK_SIZE_PX), yd]);
      if (axis.grid !== false) grid.push([px(box.left), yd, px(right), yd]);
      ctx.fillText(axis.label(value), px(edge + out * (TICK_SIZE_PX + LABEL_GAP_PX)), px(y));
    }
  }

  // The time axis below the plot.
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  for (const tick of options.time.ticks(xMin, xMax, box.width)) {
    const x = toPx(tick.at, xMin, xMax, box.left, box.width);
    const xd = crisp(x, ratio, lineWidth);
    grid.push([xd, px(box.top), xd, px(bottom + TICK_SIZE_PX)]);
    ctx.fillText(tick.label, px(x), px(bottom + TICK_SIZE_PX + LABEL_GAP_PX));
  }
  ctx.strokeStyle = options.look.grid;
  ctx.lineWidth = lineWidth;
  ctx.beginPath();
  for (const [x1, y1, x2, y2] of grid) {
    ctx.moveTo(x1, y1);
    ctx.lineTo(x2, y2);
  }
  ctx.stroke();

  // The series, inside the plot (lines on its edges kept whole).
  ctx.save();
  ctx.beginPath();
  ctx.rect(px(box.left), px(box.top - 2), px(box.width), px(box.height + 4));
  ctx.clip();
  ctx.lineJoin = 'round';
  series.forEach((s, i) => {
    const range = ranges.get(s.scale);
    const column = values[i];
    if (!s.show || !range || !column) return;
    const [min, max] = range;
    // Points on whole device pixels (the middle of one for odd widths): a level line stays crisp,
    // in its full colour, instead of smeared over the rows it straddles.
    const width = Math.max(1, Math.round(px(s.width)));
    ctx.strokeStyle = s.stroke;
    ctx.lineWidth = width;
    ctx.globalAlpha = s.alpha ?? 1;
    ctx.setLineDash((s.dash ?? []).map(px));
    ctx.beginPath();
    traceLine(
      ctx,
      times,
      column,
      (time) => crisp(toPx(time, xMin, xMax, box.left, box.width), ratio, width),
      (v) => crisp(toPxUp(v, min, max, box.top, box.height), ratio, width),
    );
    ctx.stroke();
  });
  ctx.restore();
  if (pointerX !== null) {
    drawReadout(ctx, ratio, box, pointerX, [xMin, xMax], ranges, options, series, data);
  }
}
