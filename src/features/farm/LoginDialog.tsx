// Log in to one printer of the farm: its own account, kept for it (each printer keeps its login).
import { useState } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../locales/react';
import { EditDialog } from '../../components/EditDialog';
import { usePrinterScope } from '../../state/scope/context';
import { refusalOf } from './rules/fleet';
import farmMessages from '../../locales/en/farm.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(farmMessages);

export default function LoginDialog({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = () => {
    if (!username || busy) return;
    setBusy(true);
    setProblem(null);
    scope.session.login(username, password).then(
      () => onClose(),
      (error: unknown) => {
        setBusy(false);
        setProblem(t('farm.loginFailed', { message: refusalOf(error).message }));
      },
    );
  };
  return (
    <EditDialog
      title={t('farm.loginTitle', { name })}
      width={360}
      gap={2}
      saveDisabled={!username || busy}
      submitLabel={t('farm.logIn')}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t('farm.username')}
        value={username}
        autoComplete="username"
        autoFocus
        onChange={(e) => setUsername(e.target.value)}
      />
      <TextField
        label={t('farm.password')}
        type="password"
        value={password}
        autoComplete="current-password"
        onChange={(e) => setPassword(e.target.value)}
      />
      {problem && (
        <Typography role="alert" color="error" variant="body2">
          {problem}
        </Typography>
      )}
    </EditDialog>
  );
}
