// Change your own password (spec part 2 §5 'Change password'): the current one, and a new one of
// at least 4 characters that is not the username. A refusal keeps the dialog open with the spec's
// message; success closes it and says 'Password changed' for 2000 ms.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../../../locales/react';
import { checkPassword } from '../../../lib/accounts';
import { changePassword } from '../../../state/accounts';
import { usePrinterScope } from '../../../state/scope/context';
import { showMessage } from '../../../state/messages';
import accountsMessages from '../../../locales/en/accounts.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { AccountField, useAccountError } from './fields';

registerEnglishArea(accountsMessages);

/** How long 'Password changed' shows (spec part 1 §8). */
export const PASSWORD_CHANGED_MS = 2000;

interface Props {
  username: string;
  onClose: () => void;
}

export default function ChangePasswordDialog({ username, onClose }: Props) {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const message = useAccountError();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [touched, setTouched] = useState({ current: false, next: false });
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const currentError = current === '' ? ({ key: 'validation.required' } as const) : null;
  const nextError = checkPassword(next, username);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ current: true, next: true });
    if (currentError || nextError || busy) return;
    setBusy(true);
    setFailed(false);
    const outcome = await changePassword(scope, current, next);
    setBusy(false);
    if (outcome === 'ok') {
      showMessage(t('accounts.passwordChanged'), 'success', PASSWORD_CHANGED_MS);
      onClose();
    } else setFailed(true);
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="change-password-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="change-password-title">{t('accounts.changePassword')}</DialogTitle>
        <DialogContent>
          {/* The user name lets a password manager file the new password under the account. */}
          <input type="hidden" autoComplete="username" value={username} readOnly />
          <AccountField
            label={t('accounts.currentPassword')}
            value={current}
            onChange={(value) => {
              setCurrent(value);
              setTouched((s) => ({ ...s, current: true }));
            }}
            message={touched.current ? message(currentError) : ''}
            password
            autoComplete="current-password"
            autoFocus
          />
          <AccountField
            label={t('accounts.newPassword')}
            value={next}
            onChange={(value) => {
              setNext(value);
              setTouched((s) => ({ ...s, next: true }));
            }}
            message={touched.next ? message(nextError) : ''}
            password
            autoComplete="new-password"
          />
          {failed && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {t('accounts.passwordWrong')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('accounts.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('accounts.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
