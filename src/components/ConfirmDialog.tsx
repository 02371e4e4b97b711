// A yes/no question before something that cannot be undone. Its title often names a file or
// another thing from the printer: a long name wraps anywhere, at most three lines of the title and
// eight of the text show (the whole of each is its tooltip). A plain question (tone 'primary')
// gets a primary button instead of the warning red.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../locales/react';
import { clampLines } from './clamp';

interface Props {
  open: boolean;
  title: string;
  text?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'error' (the default) for what cannot be undone; 'primary' for a plain question. */
  tone?: 'error' | 'primary';
  onClose: (confirmed: boolean) => void;
}

export default function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  tone = 'error',
  onClose,
}: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={() => onClose(false)}
      maxWidth="xs"
      fullWidth
      aria-labelledby="confirm-title"
    >
      <DialogTitle id="confirm-title">
        <Box component="span" title={title} sx={clampLines(3)}>
          {title}
        </Box>
      </DialogTitle>
      <DialogContent>
        <DialogContentText title={text} sx={clampLines(8)}>
          {text ?? t('app.areYouSure')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{cancelLabel ?? t('app.cancel')}</Button>
        <Button variant="contained" color={tone} onClick={() => onClose(true)} autoFocus>
          {confirmLabel ?? t('app.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
