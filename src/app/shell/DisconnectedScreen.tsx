// Shown while the socket is not open: the address, what is happening, and what the user can do.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../locales/react';
import { LoadingBar } from '../../components/LoadingBar';
import { useConnection } from '../../state/connection';
import { reconnect } from '../../state/session';

export default function DisconnectedScreen() {
  const { t } = useTranslation();
  const apiUrl = useConnection((s) => s.apiUrl);
  const connecting = useConnection((s) => s.socketStatus === 'connecting' || s.checking);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', pt: { xs: 2, sm: 8 } }}>
      <Card
        component="section"
        aria-labelledby="disconnected-title"
        sx={{ width: '100%', maxWidth: 520 }}
      >
        {connecting && <LoadingBar label={t('connection.connecting')} />}
        <CardContent>
          <Typography id="disconnected-title" variant="h6" component="h1" gutterBottom>
            {t('connection.title')}
          </Typography>
          <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all', mb: 1 }}>
            {apiUrl}
          </Typography>
          <Typography role="status" color="text.secondary">
            {connecting ? t('connection.connecting') : t('connection.noConnection')}
          </Typography>
        </CardContent>
        <CardActions>
          {!connecting && (
            <Button variant="contained" onClick={() => void reconnect()}>
              {t('connection.reconnect')}
            </Button>
          )}
          <Button onClick={() => window.location.reload()}>{t('connection.refresh')}</Button>
        </CardActions>
      </Card>
    </Box>
  );
}
