// Jobs: the gcodes file browser on the dashboard (400 px high) with a full-screen link to /jobs.
// The browser is its own chunk, loaded after the first paint.
import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Fullscreen from '@mui/icons-material/Fullscreen';
import Description from '@mui/icons-material/DescriptionOutlined';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DashboardCard } from '../../../../components/DashboardCard';

const FileBrowser = lazy(() => import('../../../../components/file-browser/FileBrowser'));

/** The whole browser is 400 px: the toolbar and the rows. */
export const JOBS_CARD_HEIGHT = 400;
const TOOLBAR_HEIGHT = 48;
const ROOTS = ['gcodes'];

export function JobsCard() {
  const { t } = useTranslation();
  return (
    <DashboardCard
      id="jobs"
      title={t('files.jobs')}
      icon={<Description fontSize="small" color="primary" />}
      actions={
        <IconButton size="small" component={Link} to="/jobs" aria-label={t('files.fullScreen')} title={t('files.fullScreen')}>
          <Fullscreen fontSize="small" />
        </IconButton>
      }
    >
      <Suspense fallback={<Box sx={{ height: JOBS_CARD_HEIGHT }} aria-busy="true" />}>
        <FileBrowser roots={ROOTS} name="dashboard" height={JOBS_CARD_HEIGHT - TOOLBAR_HEIGHT} />
      </Suspense>
    </DashboardCard>
  );
}
