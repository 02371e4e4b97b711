// A setting chosen from a short list of options.
import { useId } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../locales/react';
import settingsMessages from '../../locales/en/settings.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(settingsMessages);

export interface SelectOption {
  value: string;
  label: string;
}

interface Props {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  managed?: boolean;
}

export function SelectSetting({ label, value, options, onChange, managed = false }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <TextField
      id={id}
      select
      label={label}
      value={options.some((option) => option.value === value) ? value : ''}
      size="small"
      fullWidth
      disabled={managed}
      helperText={managed ? t('settings.managed') : ' '}
      // 'Managed by the server' readable (a disabled helper text is too faint: axe contrast).
      slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
      onChange={(event) => onChange(event.target.value)}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
