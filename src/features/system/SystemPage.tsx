// /system: the host overview with its controls, disk usage, power devices, services, logs and the
// utilisation charts (spec part 2 §2 'System page'). The charts' store of the printer starts
// listening when this page first shows it.
import { Suspense } from 'react';
import { lazy } from '../../components/lazy';
import Box from '@mui/material/Box';
import { useTranslation } from '../../locales/react';
import { PageColumns } from '../../components/PageColumns';
import { PageHeading } from '../../components/PageHeading';
import { DiskCard } from './DiskCard';
import { LogsCard } from './LogsCard';
import { OverviewCard } from './OverviewCard';
import { ServicesCard } from './ServicesCard';
import { UsageCard } from './UsageCard';
import systemMessages from '../../locales/en/system.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(systemMessages);

const PowerDevicesCard = lazy(() => import('../../components/power/PowerDevicesCard'));

/** Two columns from this width, as the dashboard's. */
export const SYSTEM_TWO_COLUMNS_FROM = 1200;

export default function SystemPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('routes.system')} />
      <PageColumns from={SYSTEM_TWO_COLUMNS_FROM}>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <OverviewCard />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <DiskCard />
          <ServicesCard />
          <Suspense fallback={null}>
            <PowerDevicesCard />
          </Suspense>
          <LogsCard />
        </Box>
      </PageColumns>
      <Box sx={{ mt: 2 }}>
        <UsageCard />
      </Box>
    </>
  );
}
