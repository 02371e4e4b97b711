// Recover a dirty or invalid checkout: soft (reset to the remote) or hard (clone again), then
// confirm. The choice starts soft, the gentler one.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from '../../../locales/react';
import versionsMessages from '../../../locales/en/versions.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(versionsMessages);

interface Props {
  name: string;
  onClose: (choice: { hard: boolean } | null) => void;
}

export function RecoverDialog({ name, onClose }: Props) {
  const { t } = useTranslation();
  const [hard, setHard] = useState(false);
  return (
    <Dialog
      open
      onClose={() => onClose(null)}
      maxWidth="xs"
      fullWidth
      aria-labelledby="recover-title"
    >
      <DialogTitle id="recover-title">{t('versions.recoverTitle', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('versions.recoverText')}</DialogContentText>
        <FormLabel id="recover-kind">{t('versions.recoverKind')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="recover-kind"
          value={hard ? 'hard' : 'soft'}
          onChange={(event) => setHard(event.target.value === 'hard')}
        >
          <FormControlLabel value="soft" control={<Radio />} label={t('versions.soft')} />
          <FormControlLabel value="hard" control={<Radio />} label={t('versions.hard')} />
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(null)}>{t('app.cancel')}</Button>
        <Button variant="contained" color="warning" onClick={() => onClose({ hard })}>
          {t('versions.recover')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
