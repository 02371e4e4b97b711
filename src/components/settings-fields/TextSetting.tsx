// A typed setting (a number, a list, a name): the field keeps what is typed, each valid change is
// saved at once, an invalid one shows the rule's message and is not saved. When the field is left,
// it shows the saved value again (normalised: a sorted list, a trimmed name); a change that comes
// from elsewhere (another browser, the settings loading) replaces it while it is not being edited.
import { useEffect, useId, useRef, useState } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../locales/react';
import type { MessageKey } from '../../locales/keys';
import type { SettingCheck, SettingError } from '../../lib/settings-validation';
import settingsMessages from '../../locales/en/settings.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(settingsMessages);

/** The spec's messages (part 2 §5): the shared ones from core, the rest from this page's area. */
const MESSAGES: Record<SettingError['rule'], MessageKey> = {
  required: 'validation.required',
  invalidNumber: 'validation.invalidNumber',
  min: 'validation.min',
  max: 'validation.max',
  greaterThanZero: 'settings.validation.greaterThanZero',
  arrayOfNumbers: 'settings.validation.arrayOfNumbers',
  colour: 'settings.validation.colour',
};

interface Props<T> {
  label: string;
  value: T;
  check: (text: string) => SettingCheck<T>;
  format: (value: T) => string;
  onSave: (value: T) => void;
  /** Shown under the field while it is valid. */
  hint?: string;
  managed?: boolean;
  inputMode?: 'decimal' | 'text';
}

export function TextSetting<T>({
  label,
  value,
  check,
  format,
  onSave,
  hint,
  managed = false,
  inputMode = 'text',
}: Props<T>) {
  const { t } = useTranslation();
  const id = useId();
  const shown = format(value);
  const [text, setText] = useState(shown);
  const editing = useRef(false);
  /** A value that was never typed here (an empty name by default) is not reproached. */
  const [edited, setEdited] = useState(false);

  useEffect(() => {
    if (!editing.current) setText(shown);
  }, [shown]);

  const result = check(text);
  const error =
    result.ok || !edited
      ? undefined
      : t(MESSAGES[result.error.rule], 'values' in result.error ? result.error.values : {});
  const helper = managed ? t('settings.managed') : (error ?? hint);

  return (
    <TextField
      id={id}
      label={label}
      value={text}
      size="small"
      fullWidth
      disabled={managed}
      error={!!error}
      helperText={helper ?? ' '}
      slotProps={{
        htmlInput: { inputMode, spellCheck: false },
        // 'Managed by the server' readable (a disabled helper text is too faint: axe contrast).
        formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
      }}
      onFocus={() => {
        editing.current = true;
      }}
      onBlur={() => {
        editing.current = false;
        if (check(text).ok) setText(shown);
      }}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        setEdited(true);
        const checked = check(next);
        if (checked.ok && format(checked.value) !== shown) onSave(checked.value);
      }}
    />
  );
}
