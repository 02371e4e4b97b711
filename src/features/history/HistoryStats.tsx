// Totals of the print history: jobs, times, filament, longest and averages; reset with confirmation.
import { Suspense, useState } from 'react';
import { lazy } from '../../components/lazy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../locales/react';
import { formatDuration, formatLength } from '../../lib/format';
import { resetTotals, useHistory } from '../../state/history';
import { usePrinterScope } from '../../state/scope/context';
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
  const stats: { key: string; label: string; value: string }[] = totals
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
    <Card component="section" aria-labelledby="history-stats-title" sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, minHeight: 48 }}>
        <Typography
          id="history-stats-title"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600, flexGrow: 1 }}
        >
          {t('history.statistics')}
        </Typography>
        <Button size="small" color="error" disabled={!totals} onClick={() => setConfirming(true)}>
          {t('history.resetTotals')}
        </Button>
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(9, 1fr)' },
          gap: 2,
          px: 2,
          pb: 2,
          m: 0,
        }}
      >
        {stats.map((stat) => (
          <Box key={stat.key}>
            <Typography
              component="dt"
              variant="caption"
              color="text.secondary"
              id={`history-stat-${stat.key}`}
            >
              {stat.label}
            </Typography>
            <Typography
              component="dd"
              variant="body1"
              sx={{ m: 0, fontWeight: 500 }}
              aria-labelledby={`history-stat-${stat.key}`}
            >
              {stat.value}
            </Typography>
          </Box>
        ))}
      </Box>
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
    </Card>
  );
}
