// The cost of the prints per week or per month (the current one and the five before): the sum of the
// known costs, and how many prints of the period have no known cost, so a partial sum never passes
// for the whole. Only the jobs of those periods are read (period-jobs.ts).
import { useEffect, useMemo, useState } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { numberLocale } from '../../../lib/number-format';
import { costTotals, shownPeriodsStart, type CostPeriod } from '../../../lib/print-cost';
import { useTranslation } from '../../../locales/react';
import { usePrinterScope } from '../../../state/scope/context';
import { FiguresCard } from '../FiguresCard';
import { ensurePeriodJobs, usePeriodJobs } from './period-jobs';
import { useJobCosts, useMoney } from './use-costs';
import historyMessages from '../../../locales/en/history.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(historyMessages);

/** Periods shown, newest first. */
const PERIODS_SHOWN = 6;

function periodLabel(start: number, period: CostPeriod, locale: string): string {
  const options: Intl.DateTimeFormatOptions =
    period === 'month'
      ? { month: 'long', year: 'numeric' }
      : { day: 'numeric', month: 'short', year: 'numeric' };
  try {
    return new Intl.DateTimeFormat(locale, options).format(start);
  } catch {
    return new Intl.DateTimeFormat('en', options).format(start);
  }
}

export function CostTotals() {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const [period, setPeriod] = useState<CostPeriod>('week');
  /** Seconds: the oldest period shown starts here. */
  const since = useMemo(
    () => shownPeriodsStart(Date.now(), period, PERIODS_SHOWN) / 1000,
    [period],
  );
  // Moonraker keeps jobs that started strictly after `since`: one second earlier keeps a job
  // started at midnight, and the filter below leaves out the second before.
  useEffect(() => ensurePeriodJobs(scope, since - 1), [scope, since]);
  const jobs = usePeriodJobs((s) => s.jobs);
  const finished = useMemo(
    () => jobs.filter((job) => job.status !== 'in_progress' && job.start_time >= since),
    [jobs, since],
  );
  const costs = useJobCosts(finished);
  const money = useMoney();

  const rows = useMemo(
    () =>
      costTotals(
        finished.map((job) => ({
          start_time: job.start_time,
          total: costs.get(job.job_id)?.total ?? null,
        })),
        period,
      ),
    [finished, costs, period],
  );
  const locale = numberLocale();

  return (
    <FiguresCard
      id="history-costs"
      title={t('history.cost.totals')}
      columns={PERIODS_SHOWN}
      actions={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={period}
          aria-label={t('history.cost.period')}
          onChange={(_, next: CostPeriod | null) => {
            if (next) setPeriod(next);
          }}
        >
          <ToggleButton value="week">{t('history.cost.perWeek')}</ToggleButton>
          <ToggleButton value="month">{t('history.cost.perMonth')}</ToggleButton>
        </ToggleButtonGroup>
      }
      figures={rows.map((row) => {
        const label = periodLabel(row.start, period, locale);
        return {
          key: String(row.start),
          label: period === 'week' ? t('history.cost.weekOf', { date: label }) : label,
          value: row.known > 0 ? money(row.total) : t('history.cost.unknown'),
          note:
            row.unknown > 0
              ? t('history.cost.someUnknown', {
                  count: row.unknown,
                  total: row.known + row.unknown,
                })
              : undefined,
        };
      })}
      empty={period === 'week' ? t('history.cost.noPrintsWeeks') : t('history.cost.noPrintsMonths')}
    />
  );
}
