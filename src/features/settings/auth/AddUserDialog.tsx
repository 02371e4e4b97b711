// Add a user (spec part 2 §5 'User'): username required, at most 60 characters, not taken;
// password required, at least 4 characters, not the username in any case.
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../../../locales/react';
import { checkPassword, checkUsername } from '../../../lib/accounts';
import { addUser } from '../../../state/accounts';
import { usePrinterScope } from '../../../state/scope/context';
import accountsMessages from '../../../locales/en/accounts.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { AccountField, useAccountError } from './fields';

registerEnglishArea(accountsMessages);

interface Props {
  taken: readonly string[];
  onClose: () => void;
}

export default function AddUserDialog({ taken, onClose }: Props) {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const message = useAccountError();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState({ username: false, password: false });
  const [busy, setBusy] = useState(false);
  const usernameError = checkUsername(username, taken);
  const passwordError = checkPassword(password, username);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ username: true, password: true });
    if (usernameError || passwordError || busy) return;
    setBusy(true);
    const created = await addUser(scope, username, password);
    setBusy(false);
    if (created) onClose();
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="add-user-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="add-user-title">{t('accounts.addUser')}</DialogTitle>
        <DialogContent>
          <AccountField
            label={t('accounts.username')}
            value={username}
            onChange={(value) => {
              setUsername(value);
              setTouched((s) => ({ ...s, username: true }));
            }}
            message={touched.username ? message(usernameError) : ''}
            autoComplete="off"
            autoFocus
          />
          <AccountField
            label={t('accounts.password')}
            value={password}
            onChange={(value) => {
              setPassword(value);
              setTouched((s) => ({ ...s, password: true }));
            }}
            message={touched.password ? message(passwordError) : ''}
            password
            autoComplete="new-password"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('accounts.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('accounts.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
