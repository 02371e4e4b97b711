// The queue's actions in a title bar (the card's and the /jobs panel's): start or pause the
// queue, and remove every job after asking.
import { Suspense, useState } from 'react';
import { lazy } from '../../../components/lazy';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Pause from '@mui/icons-material/Pause';
import ClearAll from '@mui/icons-material/ClearAll';
import { CardAction } from '../../../components/CardAction';
import { useTranslation } from '../../../locales/react';
import { usePrinterScope } from '../../../state/scope/context';
import { queueActions, useQueue } from '../store';
import queueMessages from '../../../locales/en/queue.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(queueMessages);

const ConfirmDialog = lazy(() => import('../../../components/ConfirmDialog'));

export function QueueActions() {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const paused = useQueue((s) => s.state === 'paused');
  const queued = useQueue((s) => s.jobs.length > 0);
  const [confirmAll, setConfirmAll] = useState(false);
  return (
    <>
      <CardAction
        label={paused ? t('queue.start') : t('queue.pause')}
        icon={paused ? PlayArrow : Pause}
        onClick={() => void (paused ? queueActions.start(scope) : queueActions.pause(scope))}
      />
      {queued && (
        <CardAction
          label={t('queue.removeAll')}
          icon={ClearAll}
          onClick={() => setConfirmAll(true)}
        />
      )}
      {confirmAll && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={t('queue.removeAllTitle')}
            confirmLabel={t('queue.removeAll')}
            onClose={(confirmed) => {
              setConfirmAll(false);
              if (confirmed) void queueActions.removeAll(scope);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
