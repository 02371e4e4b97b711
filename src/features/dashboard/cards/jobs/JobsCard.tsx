// Jobs: the gcodes file browser on the dashboard (400 px high) with a full-screen link to /jobs.
// The browser is its own chunk, loaded when the card scrolls into view.
import { Suspense } from 'react';
import { lazy } from '../../../../components/lazy';
import Box from '@mui/material/Box';
import Fullscreen from '@mui/icons-material/Fullscreen';
import Description from '@mui/icons-material/DescriptionOutlined';
import { useTranslation } from '../../../../locales/react';
import { CardAction } from '../../../../components/CardAction';
import { DashboardCard } from '../../../../components/DashboardCard';
import { WhenVisible } from '../../../../components/WhenVisible';
import { usePrinter } from '../../../../state/printer';
import { useServer } from '../../../../state/server';
import filesMessages from '../../../../locales/en/files.json';
import { registerEnglishArea } from '../../../../locales/lazy';

registerEnglishArea(filesMessages);

const FileBrowser = lazy(() => import('../../../../components/file-browser/FileBrowser'));

/** The whole browser is 400 px: the toolbar and the rows. */
export const JOBS_CARD_HEIGHT = 400;
const TOOLBAR_HEIGHT = 48;
const ROOTS = ['gcodes'];

export function JobsCard() {
  const { t } = useTranslation();
  // The cards above reach their real height once the printer's status arrives.
  const settled = useServer((s) => s.klippyState !== null && s.klippyState !== 'ready');
  const seeded = usePrinter((s) => s.status.print_stats !== undefined);
  return (
    <DashboardCard
      id="jobs"
      title={t('layout.cards.jobs')}
      icon={Description}
      actions={<CardAction label={t('files.fullScreen')} icon={Fullscreen} to="/jobs" />}
    >
      <WhenVisible height={JOBS_CARD_HEIGHT} armed={settled || seeded}>
        <Suspense fallback={<Box sx={{ height: JOBS_CARD_HEIGHT }} aria-busy="true" />}>
          <FileBrowser roots={ROOTS} name="dashboard" height={JOBS_CARD_HEIGHT - TOOLBAR_HEIGHT} />
        </Suspense>
      </WhenVisible>
    </DashboardCard>
  );
}
