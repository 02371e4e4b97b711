// A yes/no question before something that cannot be undone. Its title often names a file or
// another thing from the printer: a long name wraps anywhere, at most three lines of the title and
// eight of the text show (the whole of each is its tooltip).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { clampLines } from './clamp';

interface Props {
  open: boolean;
  title: string;
  text?: string;
  confirmLabel?: string;
  onClose: (confirmed: boolean) => void;
}

export default function ConfirmDialog({ open, title, text, confirmLabel, onClose }: Props) {
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
        <Button onClick={() => onClose(false)}>{t('app.cancel')}</Button>
        <Button variant="contained" color="error" onClick={() => onClose(true)} autoFocus>
          {confirmLabel ?? t('app.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
