// Save mesh (spec part 2 §5): the profile name (required, 'default' unless a profile is loaded) and
// 'Remove profile <old>', disabled when the new name is the loaded profile's.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../locales/react';
import { canRemoveOldProfile, checkProfileName, DEFAULT_PROFILE_NAME } from '../../../lib/bed-mesh';
import tuneMessages from '../../../locales/en/tune.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(tuneMessages);

interface Props {
  /** The loaded mesh's profile name ('' when none). */
  current: string;
  onClose: (result: { name: string; removeOld: boolean } | null) => void;
}

export function SaveMeshDialog({ current, onClose }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(current || DEFAULT_PROFILE_NAME);
  const [removeOld, setRemoveOld] = useState(false);
  const [touched, setTouched] = useState(false);
  const error = checkProfileName(name);
  const removable = canRemoveOldProfile(name, current);
  const submit = () => {
    setTouched(true);
    if (error) return;
    onClose({ name: name.trim(), removeOld: removable && removeOld });
  };
  return (
    <Dialog
      open
      onClose={() => onClose(null)}
      maxWidth="xs"
      fullWidth
      aria-labelledby="save-mesh-title"
    >
      <DialogTitle id="save-mesh-title">{t('tune.profiles.saveTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t('tune.profiles.saveName')}
          value={name}
          required
          error={touched && error !== null}
          helperText={touched && error ? t(`tune.profiles.errors.${error}`) : ' '}
          onChange={(event) => {
            setName(event.target.value);
            setTouched(true);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit();
          }}
        />
        {current !== '' && (
          <FormControlLabel
            control={
              <Checkbox
                checked={removable && removeOld}
                disabled={!removable}
                onChange={(event) => setRemoveOld(event.target.checked)}
              />
            }
            label={t('tune.profiles.removeOld', { name: current })}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(null)}>{t('app.cancel')}</Button>
        <Button variant="contained" disabled={error !== null} onClick={submit}>
          {t('tune.profiles.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
