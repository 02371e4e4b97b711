// The printer status card: titled with the printer state, a Status tab (progress, times, layers,
// flow) and a Reprint tab (the last jobs), with print controls in the header. Only the frame and the
// tab strip are on the first page; the tabs' contents and the controls are lazy chunks.
import { Suspense, useState } from 'react';
import { lazy } from '../../../../components/lazy';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Print from '@mui/icons-material/Print';
import { useTranslation } from '../../../../locales/react';
import { DashboardCard } from '../../../../components/DashboardCard';
import { displayedPrinterState } from '../../../../lib/printer-state';
import { usePrinterField, usePrintState, usePrintFilename } from '../../../../state/printer';
import { useServer } from '../../../../state/server';
import { TabStrip } from './TabStrip';

const StatusTab = lazy(() => import('./StatusTab'));
const ReprintTab = lazy(() => import('./ReprintTab'));
const StatusControls = lazy(() => import('./StatusControls'));

type Tab = 'status' | 'reprint';

export function StatusCard() {
  const { t } = useTranslation();
  const printState = usePrintState();
  const idleState = usePrinterField('idle_timeout', 'state');
  const filename = usePrintFilename();
  const klippyState = useServer((s) => s.klippyState);
  const klippyReady = useServer((s) => s.klippyState === 'ready' && s.klippyConnected);
  const withHistory = useServer((s) => s.components.includes('history'));
  const [chosen, setChosen] = useState<Tab | null>(null);

  const displayed = displayedPrinterState(printState, idleState);
  const title =
    !klippyReady && klippyState && klippyState !== 'ready'
      ? t(`klippyState.${klippyState}`)
      : t(`printerState.${displayed}`);
  const fileLoaded = filename !== '';
  const active = printState === 'printing' || printState === 'paused';
  const tab: Tab = !withHistory ? 'status' : (chosen ?? (fileLoaded ? 'status' : 'reprint'));
  const showControls = klippyReady && (active || fileLoaded);

  return (
    <DashboardCard
      id="status"
      title={title}
      icon={Print}
      actions={
        showControls ? (
          <Suspense fallback={null}>
            <StatusControls />
          </Suspense>
        ) : undefined
      }
    >
      {withHistory && (
        <TabStrip
          label={t('status.tabs')}
          idPrefix="status-card"
          value={tab}
          onChange={(value) => setChosen(value as Tab)}
          tabs={[
            { value: 'status', label: t('status.statusTab') },
            { value: 'reprint', label: t('status.reprintTab') },
          ]}
        />
      )}
      <Box
        role={withHistory ? 'tabpanel' : undefined}
        id={`status-card-panel-${tab}`}
        aria-labelledby={withHistory ? `status-card-tab-${tab}` : undefined}
        sx={{ minHeight: 56 }}
      >
        {tab === 'status' && !fileLoaded && !active ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('status.noFile')}
          </Typography>
        ) : (
          <Suspense fallback={null}>{tab === 'status' ? <StatusTab /> : <ReprintTab />}</Suspense>
        )}
      </Box>
    </DashboardCard>
  );
}
