// The text fields of the account dialogs: a value, whether it was edited (its message shows from
// then on, or after a submit), and the message of the account rules.
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../locales/react';
import type { AccountError } from '../../../lib/accounts';
import accountsMessages from '../../../locales/en/accounts.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(accountsMessages);

export function useAccountError(): (error: AccountError | null) => string {
  const { t } = useTranslation();
  return (error) => {
    if (!error) return '';
    if (error.key === 'cannotMatchUsername') return t('accounts.validation.cannotMatchUsername');
    return 'values' in error ? t(error.key, error.values) : t(error.key);
  };
}

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The message to show ('' = none). */
  message: string;
  password?: boolean;
  autoComplete: string;
  autoFocus?: boolean;
}

export function AccountField({
  label,
  value,
  onChange,
  message,
  password,
  autoComplete,
  autoFocus,
}: FieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      type={password ? 'password' : 'text'}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      required
      fullWidth
      margin="dense"
      error={message !== ''}
      helperText={message || ' '}
    />
  );
}
