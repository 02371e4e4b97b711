// One utilisation chart (Printdeck's canvas time chart, in the lazy charts chunk): percent over
// time, new samples taken straight from the proc-stats store through a subscription, without
// re-rendering React.
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from '../../locales/react';
import { mountPlot, timeChartOptions, type ChartData } from '../../components/mount-plot';
import { fixed } from '../../lib/number-format';
import { roundSteps } from '../../lib/time-chart-maths';
import { procStatsStore, type ProcStatsState } from './proc-stats';
import { useScoped } from '../../state/scope/context';
import systemMessages from '../../locales/en/system.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(systemMessages);

export const CHART_HEIGHT = 260;
export const CHART_HEIGHT_MOBILE = 180;
const MIN_SPAN_S = 60;
/** Steps of the percent axis: 0.01, 0.02, 0.025, 0.05 … 1, 2, 2.5, 5, 10, 20, 25, 50 … */
const PERCENT_STEPS = roundSteps(-2, 3);

export interface ChartLine {
  label: string;
  stroke: string;
  dash?: number[];
  values: (state: ProcStatsState) => (number | null)[];
}

interface Props {
  title: string;
  lines: ChartLine[];
  /** The y axis' top for the highest value shown. */
  yMax: (highest: number) => number;
}

function chartData(state: ProcStatsState, lines: ChartLine[]): ChartData {
  return { times: state.times, values: lines.map((line) => line.values(state)) };
}

export default function UsageChart({ title, lines, yMax }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('sm'));
  const box = useRef<HTMLDivElement>(null);
  const stats = useScoped(procStatsStore);
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
        axisWords: 'system.usage.axis',
        minSpanS: MIN_SPAN_S,
        axes: [
          {
            scale: '%',
            side: 'left',
            range: (_min, max) => [0, yMax(Number.isFinite(max) ? max : 0)],
            steps: PERCENT_STEPS,
            label: (tick) => `${tick}%`,
            readout: (value) => `${fixed(value, 1)} %`,
          },
        ],
        series: lines.map((line) => ({
          label: line.label,
          stroke: line.stroke,
          width: 2,
          dash: line.dash,
          scale: '%',
          show: true,
        })),
      }),
      () => chartData(stats.getState(), lines),
      (onChange) => stats.subscribe(onChange),
    );
  }, [lines, yMax, height, theme, t, stats]);

  return (
    <Box
      ref={box}
      role="img"
      aria-label={t('system.usage.chart', { title })}
      sx={{ width: '100%', height }}
    />
  );
}
