// The console filter's dialog (spec part 2 §3 'Console filter', §5): name, type, value and
// enabled. Errors show once a field was changed or Save was pressed; an invalid filter is not saved.
import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../locales/react';
import { EditDialog } from '../../../components/EditDialog';
import { NameField, SelectField } from '../../../components/EditFields';
import { useFieldErrors } from '../../../components/use-field-errors';
import { ToggleSwitch } from '../../../components/ToggleSwitch';
import {
  FILTER_TYPES,
  validateFilter,
  type ConsoleFilter,
  type FilterDraft,
} from '../../../lib/console';
import settingsListsMessages from '../../../locales/en/settingsLists.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(settingsListsMessages);

/** Spec §9 has no width for this dialog: the add-printer dialog's narrow form, a little wider. */
const DIALOG_WIDTH = 400;

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
  const errors = validateFilter(draft, filters, filter?.id ?? null);
  const { shows, touch, submit } = useFieldErrors<'name' | 'value'>(
    !errors.name && !errors.value,
    () => onSave({ ...draft, name: draft.name.trim(), enabled }),
  );
  const nameError = shows('name') && errors.name ? t(`validation.${errors.name}`) : null;
  const valueError = shows('value') && errors.value ? t(`validation.${errors.value}`) : null;

  const change = (patch: Partial<FilterDraft>, field?: 'name' | 'value') => {
    setDraft((d) => ({ ...d, ...patch }));
    if (field) touch(field);
  };

  return (
    <EditDialog
      title={filter ? t('settingsLists.filters.editTitle') : t('settingsLists.filters.addTitle')}
      width={DIALOG_WIDTH}
      gap={2}
      onSubmit={submit}
      onClose={onClose}
    >
      <NameField
        label={t('settingsLists.filters.name')}
        value={draft.name}
        onChange={(name) => change({ name }, 'name')}
        error={nameError}
      />
      <SelectField
        label={t('settingsLists.filters.type')}
        value={draft.type}
        options={FILTER_TYPES}
        optionLabel={(type) => t(`settingsLists.filters.types.${type}`)}
        onChange={(type) => change({ type })}
      />
      <TextField
        required
        fullWidth
        multiline
        minRows={2}
        label={t('settingsLists.filters.value')}
        value={draft.value}
        onChange={(event) => change({ value: event.target.value }, 'value')}
        error={valueError !== null}
        helperText={valueError ?? t('settingsLists.filters.valueHint')}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <ToggleSwitch
        label={t('settingsLists.filters.enabledField')}
        checked={enabled}
        onChange={setEnabled}
      />
    </EditDialog>
  );
}
