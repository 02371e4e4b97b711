// Add or rename a macro category: a name, required and unique case-insensitively (spec part 2 §5).
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { primaryText } from '../../../components/colors';
import { categoryNameError } from '../../../lib/macro-categories';
import type { MacroCategory } from '../../../lib/macros';
import macroSettingsMessages from '../../../locales/en/macroSettings.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(macroSettingsMessages);

interface Props {
  /** The category renamed; undefined to add one. */
  category?: MacroCategory;
  categories: readonly MacroCategory[];
  onSave: (name: string) => void;
  onClose: () => void;
}

export function CategoryDialog({ category, categories, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(category?.name ?? '');
  const [touched, setTouched] = useState(false);
  const error = categoryNameError(name, categories, category?.id);
  const title = category ? t('macroSettings.renameCategory') : t('macroSettings.newCategory');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error) return;
    onSave(name.trim());
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="macro-category-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="macro-category-title">{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('macroSettings.name')}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setTouched(true);
            }}
            error={touched && error !== null}
            helperText={touched && error ? t(`validation.${error}`) : ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} sx={{ color: primaryText }}>
            {t('app.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={touched && error !== null}>
            {t('app.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
