// The utilisation card: only once chart data exists for Klipper, Moonraker or the memory (spec
// part 2 §2); its charts are a lazy chunk with the time chart.
import { Suspense } from 'react';
import { lazy } from '../../components/lazy';
import LinearProgress from '@mui/material/LinearProgress';
import ShowChart from '@mui/icons-material/ShowChart';
import { useTranslation } from '../../locales/react';
import { useProcStats, type ProcStatsState } from './proc-stats';
import { SystemCard } from './SystemCard';
import systemMessages from '../../locales/en/system.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(systemMessages);

const UsageCharts = lazy(() => import('./UsageCharts'));

const hasValue = (values: (number | null)[]) => values.some((value) => value !== null);

export function hasChartData(state: ProcStatsState): boolean {
  return (
    state.times.length > 0 &&
    (hasValue(state.moonrakerCpu) || hasValue(state.klipperCpu) || hasValue(state.systemMemory))
  );
}

export function UsageCard() {
  const { t } = useTranslation();
  const show = useProcStats(hasChartData);
  if (!show) return null;
  return (
    <SystemCard id="usage" title={t('system.usage.title')} icon={<ShowChart fontSize="small" />}>
      <Suspense fallback={<LinearProgress aria-label={t('system.usage.title')} />}>
        <UsageCharts />
      </Suspense>
    </SystemCard>
  );
}
