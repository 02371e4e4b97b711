// Print controls in the status card's header: Pause, Resume, Cancel (confirmed) while a print runs
// or is paused, all disabled while one is pending, and the print menu (Exclude objects); Clear file
// and Reprint when a finished file is loaded (through the print-start flow: the print checks ask
// first). PAUSE, RESUME, CANCEL_PRINT and SDCARD_RESET_FILE are sent as console entries (spec part
// 1 §4).
import { Suspense, useState, type ReactNode } from 'react';
import { lazy } from '../../../../components/lazy';
import { usePrintStart } from '../../../../components/print-start/use-print-start';
import IconButton from '@mui/material/IconButton';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Stop from '@mui/icons-material/Stop';
import Clear from '@mui/icons-material/Clear';
import Replay from '@mui/icons-material/Replay';
import { useTranslation } from '../../../../locales/react';
import { usePrintState, usePrintFilename } from '../../../../state/printer';
import { usePrinterScope } from '../../../../state/scope/context';
import { sendPrintCommand } from './print-commands';

// Shown only while printing or paused: its own chunk.
const PrintMenu = lazy(() => import('./PrintMenu').then((m) => ({ default: m.PrintMenu })));

const ConfirmDialog = lazy(() => import('../../../../components/ConfirmDialog'));

function Control(props: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  icon: ReactNode;
}) {
  return (
    <IconButton
      size="small"
      title={props.label}
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.icon}
    </IconButton>
  );
}

export default function StatusControls() {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const printState = usePrintState();
  const filename = usePrintFilename();
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const printStart = usePrintStart();
  const printing = printState === 'printing';
  const paused = printState === 'paused';

  const run = async (work: () => Promise<unknown>) => {
    setPending(true);
    try {
      await work();
    } finally {
      setPending(false);
    }
  };

  if (printing || paused)
    return (
      <>
        <Control
          label={t('status.pause')}
          disabled={pending || !printing}
          onClick={() => void run(() => sendPrintCommand(scope, 'PAUSE'))}
          icon={<Pause fontSize="small" />}
        />
        <Control
          label={t('status.resume')}
          disabled={pending || !paused}
          onClick={() => void run(() => sendPrintCommand(scope, 'RESUME'))}
          icon={<PlayArrow fontSize="small" />}
        />
        <Control
          label={t('status.cancel')}
          disabled={pending}
          onClick={() => setConfirming(true)}
          icon={<Stop fontSize="small" />}
        />
        {confirming && (
          <Suspense fallback={null}>
            <ConfirmDialog
              open
              title={t('status.cancelTitle')}
              text={t('status.cancelText')}
              confirmLabel={t('status.cancelConfirm')}
              onClose={(confirmed) => {
                setConfirming(false);
                if (confirmed) void run(() => sendPrintCommand(scope, 'CANCEL_PRINT'));
              }}
            />
          </Suspense>
        )}
        <Suspense fallback={null}>
          <PrintMenu />
        </Suspense>
      </>
    );

  if (!filename) return null;
  return (
    <>
      <Control
        label={t('status.clearFile')}
        disabled={pending}
        onClick={() => void run(() => sendPrintCommand(scope, 'SDCARD_RESET_FILE'))}
        icon={<Clear fontSize="small" />}
      />
      <Control
        label={t('status.reprint')}
        disabled={pending || printStart.pending}
        onClick={() => printStart.start(filename)}
        icon={<Replay fontSize="small" />}
      />
      {printStart.dialogs}
    </>
  );
}
