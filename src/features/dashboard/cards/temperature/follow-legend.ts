// The temperature chart follows the legend's choice: each series is shown or hidden on the chart as
// the printer's stored choice changes, without re-rendering React (the chart redraws by itself).
import type { StoreApi } from 'zustand';
import { isShown, type LegendEntry } from '../../../../lib/chart-legend';
import type { ChartLegendsState } from '../../../../state/chart-legends';

/** What the legend needs of a chart: its series (in the entries' order) and setSeries. */
export interface SeriesSwitch {
  series: readonly { show?: boolean }[];
  setSeries(index: number, options: { show: boolean }): void;
}

/** Shows and hides `entries` (the series of `plot`, in order) as `legends` says, now and on every change. */
export function followLegend(
  plot: SeriesSwitch,
  entries: readonly LegendEntry[],
  legends: Pick<StoreApi<ChartLegendsState>, 'getState' | 'subscribe'>,
): () => void {
  const apply = ({ selected }: ChartLegendsState) => {
    entries.forEach((entry, i) => {
      const show = isShown(selected, entry.name);
      if ((plot.series[i]?.show ?? true) !== show) plot.setSeries(i, { show });
    });
  };
  apply(legends.getState());
  return legends.subscribe(apply);
}
