// Totals of the print history: jobs, times, filament, longest and averages; reset with confirmation.
import { Suspense, useState } from 'react';
import { lazy } from '../../components/lazy';
import Button from '@mui/material/Button';
import { useTranslation } from '../../locales/react';
import { formatDuration, formatLength } from '../../lib/format';
import { resetTotals, useHistory } from '../../state/history';
import { usePrinterScope } from '../../state/scope/context';
import { FiguresCard, type Figure } from './FiguresCard';
import historyMessages from '../../locales/en/history.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(historyMessages);

const ConfirmDialog = lazy(() => import('../../components/ConfirmDialog'));

export function HistoryStats() {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const totals = useHistory((s) => s.totals);
  const [confirming, setConfirming] = useState(false);
  const jobs = totals?.total_jobs ?? 0;
  const avg = (value: number | undefined) => (jobs > 0 && value !== undefined ? value / jobs : 0);
  const stats: Figure[] = totals
    ? [
        { key: 'jobs', label: t('history.totalJobs'), value: String(totals.total_jobs) },
        { key: 'time', label: t('history.totalTime'), value: formatDuration(totals.total_time) },
        {
          key: 'printTime',
          label: t('history.totalPrintTime'),
          value: formatDuration(totals.total_print_time),
        },
        {
          key: 'filament',
          label: t('history.totalFilament'),
          value: formatLength(totals.total_filament_used),
        },
        {
          key: 'longestJob',
          label: t('history.longestJob'),
          value: formatDuration(totals.longest_job),
        },
        {
          key: 'longestPrint',
          label: t('history.longestPrint'),
          value: formatDuration(totals.longest_print),
        },
        {
          key: 'avgTime',
          label: t('history.averageTime'),
          value: formatDuration(avg(totals.total_time)),
        },
        {
          key: 'avgPrint',
          label: t('history.averagePrintTime'),
          value: formatDuration(avg(totals.total_print_time)),
        },
        {
          key: 'avgFilament',
          label: t('history.averageFilament'),
          value: formatLength(avg(totals.total_filament_used)),
        },
      ]
    : [];
  return (
    <FiguresCard
      id="history-stats"
      title={t('history.statistics')}
      columns={9}
      actions={
        <Button size="small" color="error" disabled={!totals} onClick={() => setConfirming(true)}>
          {t('history.resetTotals')}
        </Button>
      }
      figures={stats}
    >
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={t('history.resetTotals')}
            text={t('history.resetTotalsText')}
            confirmLabel={t('history.reset')}
            onClose={(confirmed) => {
              setConfirming(false);
              if (confirmed) void resetTotals(scope);
            }}
          />
        </Suspense>
      )}
    </FiguresCard>
  );
}
