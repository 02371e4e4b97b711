// 'Add to queue' of a file's menu, or of the selection's printable files: how many copies (1 to 99,
// one by default) of each file to add at the end of the printer's job queue, the files in the
// list's order, each file's copies side by side. The queue's views hear of them by
// notify_job_queue_changed.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../locales/react';
import type { BrowserItem } from '../../lib/files';
import { copiesFrom, copiesOfEach, MAX_COPIES } from '../../lib/queue-copies';
import { queueCalls } from '../../moonraker/queue-calls';
import { showMessage } from '../../state/messages';
import { usePrinterScope } from '../../state/scope/context';
import queueMessages from '../../locales/en/queue.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(queueMessages);

/** Files named in the dialog before '…'. */
const NAMED = 6;

export default function QueueDialog({
  items,
  onClose,
  onAdded,
}: {
  /** One file, or the selection's printable files in the list's order. */
  items: readonly BrowserItem[];
  onClose: () => void;
  /** The jobs were added (the dialog closes too). */
  onAdded?: () => void;
}) {
  const { t } = useTranslation();
  const single = items.length === 1 ? items[0] : undefined;
  const scope = usePrinterScope();
  const [text, setText] = useState('1');
  const [busy, setBusy] = useState(false);
  const copies = copiesFrom(text);
  const add = async () => {
    if (copies === null || busy) return;
    setBusy(true);
    const filenames = copiesOfEach(
      items.map((item) => item.path),
      copies,
    );
    const done = await scope.attempt((api) => queueCalls(api).post(filenames));
    setBusy(false);
    if (done === undefined) return;
    onClose();
    onAdded?.();
    showMessage(
      single
        ? t('queue.added', { name: single.name, n: copies })
        : t('queue.addedJobs', { n: filenames.length }),
      'success',
      3000,
    );
  };
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 320 } } }}
      aria-labelledby="queue-dialog-title"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
        noValidate
      >
        <DialogTitle id="queue-dialog-title" sx={{ overflowWrap: 'anywhere' }}>
          {single ? t('queue.addTitle', { name: single.name }) : t('queue.addSelectedTitle')}
        </DialogTitle>
        <DialogContent>
          {!single && (
            <Box
              component="ol"
              aria-label={t('queue.filesToAdd')}
              sx={{ m: 0, pl: 3, fontSize: 14, overflowWrap: 'anywhere' }}
            >
              {items.slice(0, NAMED).map((item) => (
                <li key={item.path}>{item.path}</li>
              ))}
              {items.length > NAMED && (
                <Box component="li" sx={{ listStyle: 'none' }}>
                  …
                </Box>
              )}
            </Box>
          )}
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            variant="standard"
            label={single ? t('queue.quantity') : t('queue.quantityEach')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onFocus={(event) => event.target.select()}
            error={copies === null}
            helperText={t('queue.quantityHint')}
            slotProps={{ htmlInput: { inputMode: 'numeric', min: 1, max: MAX_COPIES } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('queue.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={copies === null || busy}>
            {t('queue.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
