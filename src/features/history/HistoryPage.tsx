// The history page: totals (with the history component) and the job table.
import { useEffect } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../locales/react';
import { PageHeading } from '../../components/PageHeading';
import { ensureHistory } from '../../state/history';
import { usePrinterScope } from '../../state/scope/context';
import { useServer } from '../../state/server';
import { HistoryStats } from './HistoryStats';
import { HistoryTable } from './HistoryTable';
import historyMessages from '../../locales/en/history.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(historyMessages);

export default function HistoryPage() {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const withHistory = useServer((s) => s.components.includes('history'));
  useEffect(() => {
    if (withHistory) ensureHistory(scope);
  }, [withHistory, scope]);
  return (
    <>
      <PageHeading title={t('routes.history')} />
      {withHistory ? (
        <>
          <HistoryStats />
          <HistoryTable />
        </>
      ) : (
        <Typography color="text.secondary">{t('history.unavailable')}</Typography>
      )}
    </>
  );
}
