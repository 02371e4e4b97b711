// The utilisation charts (a lazy chunk with the time chart): CPU (Moonraker, Klipper), memory (the system's
// use and Moonraker's share) and MCU load (load, awake, bandwidth per MCU), each with a legend of
// the newest values.
import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../locales/react';
import { useShallow } from 'zustand/react/shallow';
import { formatSize } from '../../lib/format';
import { mcuLoadMax } from '../../lib/system';
import { useProcStats, type ProcStatsState } from './proc-stats';
import UsageChart, { type ChartLine } from './UsageChart';
import systemMessages from '../../locales/en/system.json';
import { registerEnglishArea } from '../../locales/lazy';
import { fixed } from '../../lib/number-format';

registerEnglishArea(systemMessages);

const COLORS = ['#42a5f5', '#ef5350', '#66bb6a', '#ffa726', '#ab47bc', '#26c6da'];
const color = (i: number) => COLORS[i % COLORS.length] ?? '#888';
const percentMax = () => 100;

function newest(values: (number | null)[]): number | null {
  for (let i = values.length - 1; i >= 0; i--) {
    const value = values[i];
    if (value !== null && value !== undefined) return value;
  }
  return null;
}

function Legend({ lines }: { lines: ChartLine[] }) {
  const { t } = useTranslation();
  const values = useProcStats(useShallow((s) => lines.map((line) => newest(line.values(s)))));
  return (
    <Box
      component="ul"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignContent: 'flex-start',
        flexGrow: 1,
        columnGap: 2,
        listStyle: 'none',
        m: 0,
        p: 0,
        mb: 0.5,
      }}
    >
      {lines.map((line, i) => (
        <Box
          component="li"
          key={line.label}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
        >
          <Box
            aria-hidden
            sx={{
              width: 14,
              borderTop: `3px ${line.dash ? 'dashed' : 'solid'} ${line.stroke}`,
              flexShrink: 0,
            }}
          />
          <Typography variant="body2">
            {t('system.usage.latest', {
              label: line.label,
              value:
                values[i] === null || values[i] === undefined ? '—' : `${fixed(values[i], 1)} %`,
            })}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Section({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ mt: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 0.5 }}>
        <Typography variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {extra && (
          <Typography variant="body2" color="text.secondary">
            {extra}
          </Typography>
        )}
      </Box>
      {children}
    </Box>
  );
}

export default function UsageCharts() {
  const { t } = useTranslation();
  const mcuNames = useProcStats(useShallow((s) => Object.keys(s.mcus)));
  const memoryUsed = useProcStats((s) => s.latest.memoryUsed);
  const memoryTotal = useProcStats((s) => s.latest.memoryTotal);

  const cpuLines = useMemo<ChartLine[]>(
    () => [
      { label: t('system.usage.moonraker'), stroke: color(0), values: (s) => s.moonrakerCpu },
      { label: t('system.usage.klipper'), stroke: color(1), values: (s) => s.klipperCpu },
    ],
    [t],
  );
  const memoryLines = useMemo<ChartLine[]>(
    () => [
      { label: t('system.usage.system'), stroke: color(2), values: (s) => s.systemMemory },
      { label: t('system.usage.moonraker'), stroke: color(0), values: (s) => s.moonrakerMemory },
    ],
    [t],
  );
  const mcuLines = useMemo<ChartLine[]>(
    () =>
      mcuNames.flatMap((name, i) => {
        const label = name === 'mcu' ? 'mcu' : name.slice(4);
        const series = (s: ProcStatsState) => s.mcus[name];
        return [
          {
            label: t('system.usage.mcuLoad', { name: label }),
            stroke: color(3 + i),
            values: (s: ProcStatsState) => series(s)?.load ?? [],
          },
          {
            label: t('system.usage.mcuAwake', { name: label }),
            stroke: color(3 + i),
            dash: [6, 4],
            values: (s: ProcStatsState) => series(s)?.awake ?? [],
          },
          {
            label: t('system.usage.mcuBandwidth', { name: label }),
            stroke: color(3 + i),
            dash: [2, 3],
            values: (s: ProcStatsState) => series(s)?.bandwidth ?? [],
          },
        ];
      }),
    [mcuNames, t],
  );

  const memoryText =
    memoryUsed !== null && memoryTotal !== null
      ? t('system.usage.memoryOf', { used: formatSize(memoryUsed), total: formatSize(memoryTotal) })
      : undefined;

  return (
    <Box
      sx={(theme) => ({
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'minmax(0, 1fr)',
        [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      })}
    >
      <Section title={t('system.usage.cpu')}>
        <Legend lines={cpuLines} />
        <UsageChart title={t('system.usage.cpu')} lines={cpuLines} yMax={percentMax} />
      </Section>
      <Section title={t('system.usage.memory')} extra={memoryText}>
        <Legend lines={memoryLines} />
        <UsageChart title={t('system.usage.memory')} lines={memoryLines} yMax={percentMax} />
      </Section>
      {mcuLines.length > 0 && (
        <Section title={t('system.usage.mcu')}>
          <Legend lines={mcuLines} />
          <UsageChart title={t('system.usage.mcu')} lines={mcuLines} yMax={mcuLoadMax} />
        </Section>
      )}
    </Box>
  );
}
