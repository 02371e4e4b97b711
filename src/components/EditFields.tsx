// The fields the add/edit dialogs share: the thing's name (the first field, focused when the
// dialog opens) and a choice among fixed options.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface NameFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The message under the field, or null. */
  error: string | null;
  required?: boolean;
  /** Less space above and below (a dialog with this field only). */
  dense?: boolean;
}

export function NameField({
  label,
  value,
  onChange,
  error,
  required = true,
  dense = false,
}: NameFieldProps) {
  return (
    <TextField
      autoFocus
      required={required}
      fullWidth
      margin={dense ? 'dense' : undefined}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== null}
      helperText={error ?? ' '}
    />
  );
}

interface SelectFieldProps<V extends string | number> {
  label: string;
  value: V;
  options: readonly V[];
  optionLabel: (option: V) => string;
  onChange: (value: V) => void;
  /** The line under the field (a space keeps its room). */
  helperText?: string;
}

export function SelectField<V extends string | number>({
  label,
  value,
  options,
  optionLabel,
  onChange,
  helperText,
}: SelectFieldProps<V>) {
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={String(value)}
      onChange={(event) => {
        const chosen = options.find((option) => String(option) === event.target.value);
        if (chosen !== undefined) onChange(chosen);
      }}
      helperText={helperText}
    >
      {options.map((option) => (
        <MenuItem key={option} value={String(option)}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
