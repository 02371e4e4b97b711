// The history page: totals (with the history component), the cost per week or month (where the
// printer records spools or energy) and the job table.
import { useEffect } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../locales/react';
import { PageHeading } from '../../components/PageHeading';
import { ensureHistory } from '../../state/history';
import { usePrinterScope } from '../../state/scope/context';
import { useServer } from '../../state/server';
import { HistoryStats } from './HistoryStats';
import { HistoryTable } from './HistoryTable';
import { CostTotals } from './cost/CostTotals';
import { useCostsShown } from './cost/use-costs';
import historyMessages from '../../locales/en/history.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(historyMessages);

export default function HistoryPage() {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const withHistory = useServer((s) => s.components.includes('history'));
  const costsShown = useCostsShown();
  useEffect(() => {
    if (withHistory) ensureHistory(scope);
  }, [withHistory, scope]);
  return (
    <>
      <PageHeading title={t('routes.history')} />
      {withHistory ? (
        <>
          <HistoryStats />
          {costsShown && <CostTotals />}
          <HistoryTable />
        </>
      ) : (
        <Typography color="text.secondary">{t('history.unavailable')}</Typography>
      )}
    </>
  );
}
