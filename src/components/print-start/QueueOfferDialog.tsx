// The printer is busy: where its Moonraker has the job queue, the file can be added to the end of
// the queue instead ('Add to queue'); without it, the dialog only says so and starts nothing.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../../locales/react';
import { queueCalls } from '../../moonraker/queue-calls';
import { showMessage } from '../../state/messages';
import { usePrinterScope } from '../../state/scope/context';
import printStartMessages from '../../locales/en/printStart.json';
import { registerEnglishArea } from '../../locales/lazy';
import type { Question } from './questions';

registerEnglishArea(printStartMessages);

type Props = Extract<Question, { kind: 'queue' | 'busy' }>;

export function QueueOfferDialog({ kind, name, filename, current, answer }: Props) {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const [adding, setAdding] = useState(false);
  const queue = kind === 'queue';

  const add = async () => {
    setAdding(true);
    const done = await scope.attempt((api) => queueCalls(api).post([filename]));
    setAdding(false);
    if (done === undefined) return;
    const key = done.queue_state === 'paused' ? 'printStart.queuedPaused' : 'printStart.queued';
    showMessage(t(key, { name }), 'success', 5000);
    answer(true);
  };

  return (
    <Dialog
      open
      onClose={() => answer(false)}
      maxWidth="xs"
      fullWidth
      aria-labelledby="print-start-busy-title"
    >
      <DialogTitle id="print-start-busy-title">{t('printStart.busyTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
          {t(queue ? 'printStart.busyQueue' : 'printStart.busyNoQueue', { name, current })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => answer(false)}>
          {t(queue ? 'printStart.cancel' : 'printStart.close')}
        </Button>
        {queue && (
          <Button variant="contained" disabled={adding} onClick={() => void add()} autoFocus>
            {t('printStart.addToQueue')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
