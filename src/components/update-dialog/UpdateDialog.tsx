// The update dialog (spec part 2 §2 'Update dialog', 650 wide): the running operation's progress
// lines as they come (newest in view, read out politely), 'Updating…' with a disabled Finish while
// busy, then the finished title and Finish. It cannot be dismissed by a click beside it.
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../../locales/react';
import { useUpdates } from '../../state/updates';
import versionsMessages from '../../locales/en/versions.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(versionsMessages);

export const UPDATE_DIALOG_WIDTH = 650;

export default function UpdateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const busy = useUpdates((s) => s.busy);
  const responses = useUpdates((s) => s.responses);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [responses]);

  return (
    <Dialog
      open
      onClose={(_, reason) => {
        if (!busy && reason !== 'backdropClick') onClose();
      }}
      fullWidth
      maxWidth={false}
      aria-labelledby="update-dialog-title"
      slotProps={{
        paper: { sx: { width: UPDATE_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } },
      }}
    >
      <DialogTitle
        id="update-dialog-title"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
      >
        {busy && <CircularProgress size={20} aria-hidden />}
        {busy ? t('versions.dialog.updating') : t('versions.dialog.finished')}
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        <Box
          ref={logRef}
          role="log"
          aria-live="polite"
          aria-label={t('versions.dialog.log')}
          tabIndex={0}
          sx={{
            fontFamily: 'monospace',
            fontSize: '0.8rem',
            lineHeight: 1.5,
            height: { xs: '50vh', sm: 320 },
            overflowY: 'auto',
            px: 2,
            py: 1,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {responses.length === 0 && (
            <Box sx={{ color: 'text.secondary' }}>{t('versions.dialog.waiting')}</Box>
          )}
          {responses.map((line, index) => (
            <div key={index}>{line.message}</div>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" disabled={busy} onClick={onClose}>
          {t('versions.dialog.finish')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
