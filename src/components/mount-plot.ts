// A time chart's life on an element (components/time-chart): fed from a store without re-rendering
// React (each change asks for a redraw, which reads the newest data once per frame), resized with
// the element, and taken down by the function it returns (a useEffect's cleanup), with whatever else
// follows the chart (`attach`, e.g. a legend's choice); and the options of a chart over time. The
// temperature and utilisation charts (both in lazy chunks: only they import this module).
import type { Theme } from '@mui/material/styles';
import type { TFunction } from '../locales/i18n';
import { tickLabel, timeTicks, type TickLabel } from '../lib/chart-ticks';
import { TimeChart } from './time-chart/time-chart';
import type { ChartData, ChartSeries, TimeChartOptions, ValueAxis } from './time-chart/types';

export type { ChartData, ChartSeries, ValueAxis };

export function mountPlot(
  element: HTMLElement,
  options: TimeChartOptions,
  data: () => ChartData,
  subscribe: (onChange: () => void) => () => void,
  attach?: (chart: TimeChart) => () => void,
): () => void {
  const chart = new TimeChart(element, options, data);
  const unsubscribe = subscribe(() => chart.redraw());
  const detach = attach?.(chart);
  return () => {
    unsubscribe();
    detach?.();
    chart.destroy();
  };
}

type AxisWords = `${'temperature' | `system${'.usage'}`}.axis`;

export interface TimeChartSettings {
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
  axes: ValueAxis[];
  series: ChartSeries[];
}

/**
 * The options of a chart over time, as the temperature and utilisation charts draw it: axes in the
 * theme's secondary text over divider-coloured grid lines, a time axis whose ticks are counted
 * back from the newest sample in round steps (lib/chart-ticks), and the mouse's read-out on the
 * card's surface, its time in seconds before the newest sample.
 */
export function timeChartOptions(o: TimeChartSettings): TimeChartOptions {
  const words = (label: TickLabel): string =>
    label.unit === 'now'
      ? o.t(`${o.axisWords}.now`)
      : o.t(`${o.axisWords}.${label.unit}`, { value: label.value });
  return {
    height: o.height,
    padding: [8, 16, 0, 0],
    look: {
      text: o.theme.palette.text.secondary,
      grid: o.theme.palette.divider,
      background: o.theme.palette.background.paper,
    },
    time: {
      range: (oldest, newest) => [Math.min(oldest, newest - o.minSpanS), newest],
      ticks: (min, max, widthPx) =>
        timeTicks(min, max, widthPx).map((tick) => ({ at: tick.at, label: words(tick.label) })),
      readout: (ago) => words(tickLabel(Math.round(ago), 1)),
    },
    axes: o.axes,
    series: o.series,
  };
}
