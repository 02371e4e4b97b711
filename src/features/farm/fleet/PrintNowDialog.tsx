// After a file dropped on a farm tile is uploaded: 'Print <file> now?'. Only Print starts it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { clampLines } from '../../../components/clamp';
import fleetMessages from '../../../locales/en/fleet.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(fleetMessages);

export default function PrintNowDialog({
  file,
  printer,
  onClose,
}: {
  file: string;
  printer: string;
  onClose: (confirmed: boolean) => void;
}) {
  const { t } = useTranslation();
  const title = t('fleet.drop.printNow', { file: file });
  const text = t('fleet.drop.printNowText', { file: file, name: printer });
  return (
    <Dialog
      open
      onClose={() => onClose(false)}
      maxWidth="xs"
      fullWidth
      aria-labelledby="print-now-title"
    >
      <DialogTitle id="print-now-title">
        <Box component="span" title={title} sx={clampLines(3)}>
          {title}
        </Box>
      </DialogTitle>
      <DialogContent>
        <DialogContentText title={text} sx={clampLines(6)}>
          {text}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{t('fleet.drop.notNow')}</Button>
        <Button variant="contained" onClick={() => onClose(true)} autoFocus>
          {t('fleet.drop.print')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
