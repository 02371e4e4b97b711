// The temperature chart (uPlot, its own lazy chunk). New samples go straight from the charts store
// into uPlot through a store subscription, without re-rendering React.
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { mountPlot, timeChartOptions } from '../../../../components/mount-plot';
import type { SensorInfo } from '../../../../lib/temperature';
import { chartsStore, type ChartsState } from '../../../../state/charts';
import { useScoped } from '../../../../state/scope/context';

export const CHART_HEIGHT = 260;
export const CHART_HEIGHT_MOBILE = 180;
/** The time axis shows at least this much, so a fresh chart is not stretched over a few samples. */
const CHART_MIN_SPAN_S = 60;

function chartData(charts: ChartsState, sensors: SensorInfo[]): uPlot.AlignedData {
  const { times, series } = charts;
  const data: (number | null)[][] = [times.map((time) => time / 1000)];
  for (const sensor of sensors) {
    const entry = series[sensor.key];
    const blank = () => times.map(() => null);
    data.push(entry?.temperature ?? blank());
    if (sensor.kind !== 'sensor') {
      data.push(entry?.target ?? blank());
      data.push(entry?.power ?? blank());
    }
  }
  return data as uPlot.AlignedData;
}

function chartSeries(
  sensors: SensorInfo[],
  colors: Record<string, string>,
  t: TFunction,
): uPlot.Series[] {
  const list: uPlot.Series[] = [{}];
  for (const sensor of sensors) {
    const stroke = colors[sensor.key] ?? '#888';
    list.push({ label: sensor.label, stroke, width: 2, scale: '°C', points: { show: false } });
    if (sensor.kind !== 'sensor') {
      list.push({
        label: t('temperature.targetOf', { name: sensor.label }),
        stroke,
        width: 1,
        dash: [6, 4],
        scale: '°C',
        points: { show: false },
      });
      list.push({
        label: t('temperature.powerOf', { name: sensor.label }),
        stroke,
        width: 1,
        dash: [2, 3],
        scale: 'power',
        alpha: 0.5,
        points: { show: false },
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
        scales: {
          '°C': { range: (_u, _min, max) => [0, Math.max(60, Math.ceil((max + 10) / 20) * 20)] },
          power: { range: [0, 1] },
        },
        axes: [
          {
            scale: '°C',
            incrs: [20, 40, 60],
            values: (_u, ticks) => ticks.map((tick) => `${tick}°`),
          },
          {
            scale: 'power',
            side: 1,
            grid: { show: false },
            incrs: [0.25, 0.5],
            values: (_u, ticks) => ticks.map((tick) => `${Math.round(tick * 100)}%`),
          },
        ],
        series: chartSeries(sensors, colors, t),
      }),
      () => chartData(charts.getState(), sensors),
      (onChange) => charts.subscribe(onChange),
    );
  }, [charts, sensors, colors, height, theme, t]);

  return (
    <Box ref={box} role="img" aria-label={t('temperature.chart')} sx={{ width: '100%', height }} />
  );
}
