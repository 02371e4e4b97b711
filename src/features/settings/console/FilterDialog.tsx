// The console filter's dialog (spec part 2 §3 'Console filter', §5): name, type, value and
// enabled. Errors show once a field was changed or Save was pressed; an invalid filter is not saved.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { primaryText } from '../../../components/colors';
import { ToggleSwitch } from '../../../components/ToggleSwitch';
import {
  FILTER_TYPES,
  validateFilter,
  type ConsoleFilter,
  type ConsoleFilterType,
  type FilterDraft,
} from '../../../lib/console';
import settingsListsMessages from '../../../locales/en/settingsLists.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(settingsListsMessages);

/** Spec §9 has no width for this dialog: the add-printer dialog's narrow form, a little wider. */
const DIALOG_WIDTH = 400;

/** The focused field's label and the text buttons in a primary colour readable on both themes. */
const READABLE = {
  '& .MuiInputLabel-root.Mui-focused': { color: primaryText },
  '& .MuiButton-text': { color: primaryText },
};

interface Props {
  /** The filter edited, or null for a new one. */
  filter: ConsoleFilter | null;
  filters: readonly ConsoleFilter[];
  onSave: (draft: FilterDraft & { enabled: boolean }) => void;
  onClose: () => void;
}

export function FilterDialog({ filter, filters, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<FilterDraft>({
    name: filter?.name ?? '',
    type: filter?.type ?? 'contains',
    value: filter?.value ?? '',
  });
  const [enabled, setEnabled] = useState(filter?.enabled ?? true);
  const [touched, setTouched] = useState({ name: false, value: false });
  const errors = validateFilter(draft, filters, filter?.id ?? null);
  const nameError = touched.name && errors.name ? t(`validation.${errors.name}`) : null;
  const valueError = touched.value && errors.value ? t(`validation.${errors.value}`) : null;

  const change = (patch: Partial<FilterDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setTouched((s) => ({
      name: s.name || 'name' in patch,
      value: s.value || 'value' in patch || (s.value && 'type' in patch),
    }));
  };

  const save = () => {
    setTouched({ name: true, value: true });
    if (errors.name || errors.value) return;
    onSave({ ...draft, name: draft.name.trim(), enabled });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      sx={READABLE}
      aria-labelledby="console-filter-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, m: 2 } } }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <DialogTitle id="console-filter-title">
          {filter ? t('settingsLists.filters.editTitle') : t('settingsLists.filters.addTitle')}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            autoFocus
            required
            fullWidth
            label={t('settingsLists.filters.name')}
            value={draft.name}
            onChange={(event) => change({ name: event.target.value })}
            error={nameError !== null}
            helperText={nameError ?? ' '}
          />
          <TextField
            select
            fullWidth
            label={t('settingsLists.filters.type')}
            value={draft.type}
            onChange={(event) => change({ type: event.target.value as ConsoleFilterType })}
          >
            {FILTER_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`settingsLists.filters.types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            required
            fullWidth
            multiline
            minRows={2}
            label={t('settingsLists.filters.value')}
            value={draft.value}
            onChange={(event) => change({ value: event.target.value })}
            error={valueError !== null}
            helperText={valueError ?? t('settingsLists.filters.valueHint')}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          />
          <ToggleSwitch
            label={t('settingsLists.filters.enabledField')}
            checked={enabled}
            onChange={setEnabled}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('app.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('app.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
