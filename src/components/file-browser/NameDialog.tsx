// The name dialog (max width 320): a new folder, a new file or a rename. Required, 'Already exists'
// for a sibling's name, and for a new file one of the root's extensions when the root restricts
// them; saves only when valid.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../locales/react';
import { validateNewFileName, type NewFileError } from '../../lib/file-editing';
import { validateName } from '../../lib/files';
import type { MessageKey } from '../../locales/keys';
import filesMessages from '../../locales/en/files.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(filesMessages);

interface Props {
  title: string;
  initial: string;
  siblings: string[];
  /** The renamed item's own name (allowed). */
  current?: string;
  /** A new file: the extensions the root accepts (none: any name). */
  accepts?: string[];
  onSave: (name: string) => void;
  onClose: () => void;
}

const MESSAGES: Record<NewFileError, MessageKey> = {
  required: 'files.required',
  exists: 'files.alreadyExists',
  invalid: 'files.invalidName',
  extension: 'files.extensionNeeded',
};

export default function NameDialog({
  title,
  initial,
  siblings,
  current,
  accepts,
  onSave,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const error = accepts
    ? validateNewFileName(value, siblings, accepts)
    : validateName(value, siblings, current);
  const shown = touched ? error : error === 'exists' || error === 'invalid' ? error : null;
  const save = () => {
    setTouched(true);
    if (!error) onSave(value.trim());
  };
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 320 } } }}
      aria-labelledby="name-dialog-title"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
        noValidate
      >
        <DialogTitle id="name-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            variant="standard"
            label={t('files.name')}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setTouched(true);
            }}
            onFocus={(event) => {
              const dot = event.target.value.lastIndexOf('.');
              if (dot > 0) event.target.setSelectionRange(0, dot);
            }}
            error={shown !== null}
            helperText={shown ? t(MESSAGES[shown], { accepts: accepts?.join(' ') ?? '' }) : ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('files.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={error !== null}>
            {t('files.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
