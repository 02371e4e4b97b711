// /jobs: the gcodes root browser with bulk actions, up to 816 px high, and beside it (below it on
// screens under 1536 px, where the files' columns need the whole width) the panels features declare
// for this page (the job queue, …), found by the shell and handed down through JobsPanelsProvider:
// this page imports no other feature.
import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { useTranslation } from '../../locales/react';
import FileBrowser from '../../components/file-browser/FileBrowser';
import { useJobsPanels, type RegisteredJobsPanel } from '../../components/jobs-panels';
import { PageHeading } from '../../components/PageHeading';

export const JOBS_MAX_HEIGHT = 816;
const ROOTS = ['gcodes'];
/** A panel's width beside the files. */
const PANEL_WIDTH = 360;

const shown = () => false;

function Panel({ panel }: { panel: RegisteredJobsPanel }) {
  const useHidden = panel.useHidden ?? shown;
  const { Body } = panel;
  if (useHidden()) return null;
  return (
    <Suspense fallback={null}>
      <Body />
    </Suspense>
  );
}

export default function JobsPage() {
  const { t } = useTranslation();
  const panels = useJobsPanels();
  return (
    <>
      <PageHeading title={t('routes.jobs')} />
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', xl: 'row' },
          alignItems: { xl: 'flex-start' },
          gap: 2,
        }}
      >
        <Card sx={{ flex: 1, minWidth: 0 }}>
          <FileBrowser roots={ROOTS} name="jobs" bulkActions maxHeight={JOBS_MAX_HEIGHT} />
        </Card>
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            gap: 2,
            flex: { xl: `0 0 ${PANEL_WIDTH}px` },
            minWidth: 0,
            // No panel to show (the printer lacks them all): the files take the whole width.
            '&:empty': { display: 'none' },
          }}
        >
          {panels.map((panel) => (
            <Panel key={panel.id} panel={panel} />
          ))}
        </Box>
      </Box>
    </>
  );
}
