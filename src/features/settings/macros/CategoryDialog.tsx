// Add or rename a macro category: a name, required and unique case-insensitively (spec part 2 §5).
import { useState } from 'react';
import { useTranslation } from '../../../locales/react';
import { EditDialog } from '../../../components/EditDialog';
import { NameField } from '../../../components/EditFields';
import { useFieldErrors } from '../../../components/use-field-errors';
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
  const error = categoryNameError(name, categories, category?.id);
  const { shows, touch, submit } = useFieldErrors<'name'>(error === null, () =>
    onSave(name.trim()),
  );
  const message = shows('name') && error ? t(`validation.${error}`) : null;

  return (
    <EditDialog
      title={category ? t('macroSettings.renameCategory') : t('macroSettings.newCategory')}
      saveDisabled={message !== null}
      onSubmit={submit}
      onClose={onClose}
    >
      <NameField
        label={t('macroSettings.name')}
        value={name}
        onChange={(value) => {
          setName(value);
          touch('name');
        }}
        error={message}
        required={false}
        dense
      />
    </EditDialog>
  );
}
