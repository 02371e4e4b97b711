// A uPlot chart's life on an element: drawn at the element's width, fed from a store without
// re-rendering React (each change sets the data anew), resized with the element, and taken down
// by the function it returns (a useEffect's cleanup), with whatever else follows the plot (`attach`,
// e.g. a legend's choice); and the options of a chart over time. The
// temperature and utilisation charts (both in lazy chunks: only they import this module).
import type { Theme } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import uPlot from 'uplot';
import { timeTicks, type TickLabel } from '../lib/chart-ticks';

export function mountPlot(
  element: HTMLElement,
  options: Omit<uPlot.Options, 'width'>,
  data: () => uPlot.AlignedData,
  subscribe: (onChange: () => void) => () => void,
  attach?: (plot: uPlot) => () => void,
): () => void {
  const plot = new uPlot({ ...options, width: element.clientWidth || 300 }, data(), element);
  const unsubscribe = subscribe(() => plot.setData(data()));
  const detach = attach?.(plot);
  const resize = new ResizeObserver(() =>
    plot.setSize({ width: element.clientWidth, height: options.height }),
  );
  resize.observe(element);
  return () => {
    unsubscribe();
    detach?.();
    resize.disconnect();
    plot.destroy();
  };
}

type AxisWords = `${'temperature' | `system${'.usage'}`}.axis`;

type AxisStyle = Pick<uPlot.Axis, 'stroke' | 'grid' | 'ticks'>;

export interface TimeChartOptions {
  height: number;
  theme: Theme;
  t: TFunction;
  /**
   * Where the time axis' words are (the temperature chart's or the usage chart's area, which that
   * chart registers): `${axisWords}.now`, `${axisWords}.<unit>` with a value.
   */
  axisWords: AxisWords;
  /** The time axis shows at least this much, so a fresh chart is not stretched over a few samples. */
  minSpanS: number;
  /** The value scales (the time scale 'x' is the helper's). */
  scales: uPlot.Scales;
  /** The value axes, each in the charts' axis look unless it says otherwise. */
  axes: uPlot.Axis[];
  series: uPlot.Series[];
}

/**
 * The options of a chart over time, as the temperature and utilisation charts draw it: no legend,
 * no drag zoom, axes in the theme's secondary text over divider-coloured grid lines, and a time
 * axis whose ticks are counted back from the newest sample in round steps (lib/chart-ticks).
 */
export function timeChartOptions(o: TimeChartOptions): Omit<uPlot.Options, 'width'> {
  const style: AxisStyle = {
    stroke: o.theme.palette.text.secondary,
    grid: { stroke: o.theme.palette.divider, width: 1 },
    ticks: { stroke: o.theme.palette.divider, width: 1 },
  };
  const words = (label: TickLabel): string =>
    label.unit === 'now'
      ? o.t(`${o.axisWords}.now`)
      : o.t(`${o.axisWords}.${label.unit}`, { value: label.value });
  let labels = new Map<number, string>();
  return {
    height: o.height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    padding: [8, 16, 0, 0],
    scales: {
      x: { time: true, range: (_u, min, max) => [Math.min(min, max - o.minSpanS), max] },
      ...o.scales,
    },
    axes: [
      {
        ...style,
        splits: (u, _axis, min, max) => {
          const ticks = timeTicks(min, max, u.bbox.width / uPlot.pxRatio);
          labels = new Map(ticks.map((tick) => [tick.at, words(tick.label)]));
          return ticks.map((tick) => tick.at);
        },
        values: (_u, ticks) => ticks.map((tick) => labels.get(tick) ?? ''),
      },
      ...o.axes.map((axis) => ({ ...style, ...axis })),
    ],
    series: o.series,
  };
}
