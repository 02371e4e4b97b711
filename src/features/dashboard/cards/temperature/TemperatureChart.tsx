// The temperature chart (Printdeck's canvas time chart, its own lazy chunk) and its legend. New
// samples go straight from the charts store to the chart through a store subscription, without
// re-rendering React; so does the legend's choice of the series shown (stored in the printer's
// database).
import { useEffect, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { TFunction } from '../../../../locales/i18n';
import { useTranslation } from '../../../../locales/react';
import {
  mountPlot,
  timeChartOptions,
  type ChartData,
  type ChartSeries,
} from '../../../../components/mount-plot';
import {
  isShown,
  legendEntries,
  type LegendEntry,
  type SelectedLegends,
} from '../../../../lib/chart-legend';
import { fixed } from '../../../../lib/number-format';
import type { SensorInfo } from '../../../../lib/temperature';
import { chartLegendsStore } from '../../../../state/chart-legends';
import { chartsStore, type ChartsState } from '../../../../state/charts';
import { useScoped } from '../../../../state/scope/context';
import { followLegend } from './follow-legend';
import { TemperatureLegend } from './TemperatureLegend';

export const CHART_HEIGHT = 260;
export const CHART_HEIGHT_MOBILE = 180;
/** The time axis shows at least this much, so a fresh chart is not stretched over a few samples. */
const CHART_MIN_SPAN_S = 60;

/** The samples from the window's oldest one on: a chart not yet full spans only what it has. */
function chartData(charts: ChartsState, entries: readonly LegendEntry[]): ChartData {
  const { series, first } = charts;
  const from = <T,>(values: T[]) => (first > 0 ? values.slice(first) : values);
  const times = from(charts.times);
  return {
    times: times.map((time) => time / 1000),
    values: entries.map((entry) => {
      const values = series[entry.sensor]?.[entry.part];
      return values ? from(values) : times.map(() => null);
    }),
  };
}

/** The series' looks: a solid temperature, a dashed target and a faint dotted power line. */
function chartSeries(
  entries: readonly LegendEntry[],
  labels: Record<string, string>,
  colors: Record<string, string>,
  selected: SelectedLegends,
  t: TFunction,
): ChartSeries[] {
  const list: ChartSeries[] = [];
  for (const entry of entries) {
    const stroke = colors[entry.sensor] ?? '#888';
    const name = labels[entry.sensor] ?? entry.sensor;
    const common = { stroke, show: isShown(selected, entry.name) };
    if (entry.part === 'temperature') {
      list.push({ ...common, label: name, width: 2, scale: '°C' });
    } else if (entry.part === 'target') {
      list.push({
        ...common,
        label: t('temperature.targetOf', { name }),
        width: 1,
        dash: [6, 4],
        scale: '°C',
      });
    } else {
      list.push({
        ...common,
        label: t('temperature.powerOf', { name }),
        width: 1,
        dash: [2, 3],
        scale: 'power',
        alpha: 0.5,
      });
    }
  }
  return list;
}

export default function TemperatureChart({
  sensors,
  colors,
}: {
  sensors: SensorInfo[];
  colors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('sm'));
  const charts = useScoped(chartsStore);
  const legends = useScoped(chartLegendsStore);
  const entries = useMemo(() => legendEntries(sensors), [sensors]);
  const labels = useMemo(
    () => Object.fromEntries(sensors.map((sensor) => [sensor.key, sensor.label])),
    [sensors],
  );
  const box = useRef<HTMLDivElement>(null);
  const height = mobile ? CHART_HEIGHT_MOBILE : CHART_HEIGHT;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    return mountPlot(
      element,
      timeChartOptions({
        height,
        theme,
        t,
        axisWords: 'temperature.axis',
        minSpanS: CHART_MIN_SPAN_S,
        axes: [
          {
            scale: '°C',
            side: 'left',
            range: (_min, max) => [0, Math.max(60, Math.ceil((max + 10) / 20) * 20)],
            steps: [20, 40, 60],
            label: (tick) => `${tick}°`,
            readout: (value) => `${fixed(value, 1)} °C`,
          },
          {
            scale: 'power',
            side: 'right',
            grid: false,
            range: () => [0, 1],
            steps: [0.25, 0.5],
            label: (tick) => `${Math.round(tick * 100)}%`,
          },
        ],
        series: chartSeries(entries, labels, colors, legends.getState().selected, t),
      }),
      () => chartData(charts.getState(), entries),
      (onChange) => charts.subscribe(onChange),
      (chart) => followLegend(chart, entries, legends),
    );
  }, [charts, legends, entries, labels, colors, height, theme, t]);

  return (
    <>
      <Box
        ref={box}
        role="img"
        aria-label={t('temperature.chart')}
        sx={{ width: '100%', height }}
      />
      <TemperatureLegend entries={entries} labels={labels} colors={colors} />
    </>
  );
}
