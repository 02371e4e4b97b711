// The temperature chart follows the legend's choice: each series is shown or hidden on the plot as
// the printer's stored choice changes, without re-rendering React (uPlot redraws by itself).
import type { StoreApi } from 'zustand';
import { isShown, type LegendEntry } from '../../../../lib/chart-legend';
import type { ChartLegendsState } from '../../../../state/chart-legends';

/** What the legend needs of a plot: its series (the first is the time axis) and setSeries. */
export interface SeriesSwitch {
  series: readonly { show?: boolean }[];
  setSeries(index: number, options: { show: boolean }): void;
}

/** Shows and hides `entries` (series 1…n of `plot`) as `legends` says, now and on every change. */
export function followLegend(
  plot: SeriesSwitch,
  entries: readonly LegendEntry[],
  legends: Pick<StoreApi<ChartLegendsState>, 'getState' | 'subscribe'>,
): () => void {
  const apply = ({ selected }: ChartLegendsState) => {
    entries.forEach((entry, i) => {
      const show = isShown(selected, entry.name);
      if ((plot.series[i + 1]?.show ?? true) !== show) plot.setSeries(i + 1, { show });
    });
  };
  apply(legends.getState());
  return legends.subscribe(apply);
}
