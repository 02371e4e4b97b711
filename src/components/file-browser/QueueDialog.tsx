// 'Add to queue' of a file's menu: how many copies (1 to 99, one by default) of the file to add
// at the end of the printer's job queue. The queue card hears of them by notify_job_queue_changed.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../locales/react';
import type { BrowserItem } from '../../lib/files';
import { copiesFrom, MAX_COPIES } from '../../lib/queue-copies';
import { queueCalls } from '../../moonraker/queue-calls';
import { showMessage } from '../../state/messages';
import { usePrinterScope } from '../../state/scope/context';
import queueMessages from '../../locales/en/queue.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(queueMessages);

export default function QueueDialog({ item, onClose }: { item: BrowserItem; onClose: () => void }) {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const [text, setText] = useState('1');
  const [busy, setBusy] = useState(false);
  const copies = copiesFrom(text);
  const add = async () => {
    if (copies === null || busy) return;
    setBusy(true);
    const filenames = Array.from({ length: copies }, () => item.path);
    const done = await scope.attempt((api) => queueCalls(api).post(filenames));
    setBusy(false);
    if (done === undefined) return;
    onClose();
    showMessage(t('queue.added', { name: item.name, n: copies }), 'success', 3000);
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
          {t('queue.addTitle', { name: item.name })}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            variant="standard"
            label={t('queue.quantity')}
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
