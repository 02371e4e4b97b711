// Log in with username and password to the printer the page shows. No client-side rules: any
// failure reads 'Invalid credentials'.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../locales/react';
import { usePrinterScope } from '../../state/scope/context';
import authMessages from '../../locales/en/auth.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(authMessages);

export default function LoginPage() {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await scope.session.login(username, password);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100%' }}>
      <Card sx={{ width: '100%', maxWidth: 380 }}>
        <CardContent>
          <Box
            component="form"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Stack spacing={2}>
              <Typography variant="h5" component="h1">
                {t('auth.title')}
              </Typography>
              <TextField
                label={t('auth.username')}
                autoComplete="username"
                autoFocus
                value={username}
                onChange={(e) => setUsername(e.target.value)}
              />
              <TextField
                label={t('auth.password')}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              {failed && (
                <Alert severity="error" role="alert">
                  {t('auth.invalidCredentials')}
                </Alert>
              )}
              <Button type="submit" variant="contained" disabled={busy}>
                {t('auth.login')}
              </Button>
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
