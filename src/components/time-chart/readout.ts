// The read-out of the sample nearest the pointer: a dashed line at its time, a dot on each series
// shown there, and a box beside the line with the time and each series' value in its colour. For
// the mouse only; what the chart shows stays described by its accessible name and the card.
import { LABEL_GAP_PX, nearestIndex, toPx, toPxUp, type Box } from '../../lib/time-chart-maths';
import type { ChartData, ChartSeries, TimeChartOptions } from './types';

const LINE_HEIGHT_PX = 16;
const SWATCH_PX = 12;

export function drawReadout(
  ctx: CanvasRenderingContext2D,
  ratio: number,
  box: Box,
  pointerX: number,
  [xMin, xMax]: readonly [number, number],
  ranges: ReadonlyMap<string, readonly [number, number]>,
  options: TimeChartOptions,
  series: readonly ChartSeries[],
  { times, values }: ChartData,
): void {
  if (pointerX < box.left || pointerX > box.left + box.width) return;
  const index = nearestIndex(times, xMin + ((pointerX - box.left) / box.width) * (xMax - xMin));
  const time = times[index];
  const newest = times[times.length - 1];
  if (time === undefined || newest === undefined) return;
  const px = (css: number) => css * ratio;
  const x = toPx(time, xMin, xMax, box.left, box.width);

  const rows: { text: string; colour?: string }[] = [];
  if (options.time.readout) rows.push({ text: options.time.readout(newest - time) });
  ctx.setLineDash([]);
  series.forEach((s, i) => {
    const value = values[i]?.[index];
    const range = ranges.get(s.scale);
    const axis = options.axes.find((a) => a.scale === s.scale);
    if (!s.show || value === null || value === undefined || !range || !axis) return;
    rows.push({ text: `${s.label}: ${(axis.readout ?? axis.label)(value)}`, colour: s.stroke });
    ctx.fillStyle = s.stroke;
    ctx.beginPath();
    ctx.arc(px(x), px(toPxUp(value, range[0], range[1], box.top, box.height)), px(3), 0, 7);
    ctx.fill();
  });

  ctx.strokeStyle = options.look.text;
  ctx.lineWidth = Math.max(1, Math.round(ratio));
  ctx.setLineDash([px(4), px(4)]);
  ctx.beginPath();
  ctx.moveTo(Math.round(px(x)) + 0.5, px(box.top));
  ctx.lineTo(Math.round(px(x)) + 0.5, px(box.top + box.height));
  ctx.stroke();
  ctx.setLineDash([]);

  // The box on the right of the line, or on its left when it would leave the chart; rows in as
  // many columns as the plot's height needs.
  const perColumn = Math.max(1, Math.floor((box.height - 2 * LABEL_GAP_PX) / LINE_HEIGHT_PX));
  const textWidth = Math.max(...rows.map((row) => ctx.measureText(row.text).width / ratio), 0);
  const columnWidth = textWidth + SWATCH_PX + 3 * LABEL_GAP_PX;
  const width = Math.ceil(rows.length / perColumn) * columnWidth;
  const height = Math.min(rows.length, perColumn) * LINE_HEIGHT_PX + LABEL_GAP_PX;
  const chartWidth = ctx.canvas.width / ratio;
  const right = x + LABEL_GAP_PX;
  const left = Math.max(0, right + width <= chartWidth ? right : x - LABEL_GAP_PX - width);
  const top = box.top + LABEL_GAP_PX;
  ctx.fillStyle = options.look.background ?? '#fff';
  ctx.strokeStyle = options.look.grid;
  ctx.fillRect(px(left), px(top), px(width), px(height));
  ctx.strokeRect(px(left), px(top), px(width), px(height));
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  rows.forEach((row, i) => {
    const column = left + Math.floor(i / perColumn) * columnWidth;
    const y = top + LABEL_GAP_PX / 2 + ((i % perColumn) + 0.5) * LINE_HEIGHT_PX;
    if (row.colour) {
      ctx.fillStyle = row.colour;
      ctx.fillRect(px(column + LABEL_GAP_PX), px(y - 1), px(SWATCH_PX), px(2));
    }
    ctx.fillStyle = options.look.text;
    ctx.fillText(row.text, px(column + 2 * LABEL_GAP_PX + SWATCH_PX), px(y));
  });
}
