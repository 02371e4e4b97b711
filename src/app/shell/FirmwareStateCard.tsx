// Klipper is not ready, or there are warnings: the state as title, its message (not 'Printer is
// ready'), the warnings panel, and the restart commands; in the error state, a button to open the
// configuration file and line the message names (lazy). The restarts go to the printer the card
// shows.
import { Suspense } from 'react';
import { lazy } from '../../components/lazy';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../locales/react';
import { primaryText } from '../../components/colors';
import WarningsPanel from '../../components/warnings/WarningsPanel';
import { mcuLinkFault, mcuSection } from '../../lib/firmware-link';
import { klippyMessage } from '../../lib/printer-state';
import { useServer } from '../../state/server';
import { usePrinterScope } from '../../state/scope/context';

const ConfigErrorButton = lazy(() => import('./ConfigErrorButton'));

export default function FirmwareStateCard() {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const state = useServer((s) => s.klippyState);
  const connected = useServer((s) => s.klippyConnected);
  const rawMessage = useServer((s) => s.klippyMessage);
  if (!state) return null;
  const title = t(`klippyState.${state}`);
  const message = klippyMessage(rawMessage, connected);
  const ready = state === 'ready' && connected;
  // A board Klipper cannot reach: said in plain words above Klipper's own.
  const unreachable = mcuLinkFault(state, connected, rawMessage);
  const border = ready ? 'warning.main' : state === 'startup' ? 'info.main' : 'error.main';
  return (
    <Card component="section" aria-label={title} sx={{ mb: 2, borderColor: border }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {unreachable && (
          <Typography sx={{ mb: 1 }}>
            {unreachable.mcu
              ? t('firmware.mcuUnreachable', { section: mcuSection(unreachable.mcu) })
              : t('firmware.mcuUnreachableUnnamed')}
          </Typography>
        )}
        {message !== 'Printer is ready' && (
          <Typography
            component="pre"
            sx={{
              whiteSpace: 'pre-wrap',
              // Klipper's message names what it refused (a section, a file): a long name wraps,
              // and a very long message scrolls within the card.
              overflowWrap: 'anywhere',
              maxHeight: '40vh',
              overflowY: 'auto',
              fontFamily: 'monospace',
              fontSize: '0.85rem',
              m: 0,
            }}
          >
            {message}
          </Typography>
        )}
        <WarningsPanel />
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {state === 'error' && rawMessage !== '' && (
          <Suspense fallback={null}>
            <ConfigErrorButton message={rawMessage} />
          </Suspense>
        )}
        <Button
          variant="outlined"
          sx={{ color: primaryText }}
          onClick={() => void scope.session.klippyCommand('restart')}
        >
          {t('firmware.restart')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void scope.session.klippyCommand('firmwareRestart')}
        >
          {t('firmware.firmwareRestart')}
        </Button>
      </CardActions>
    </Card>
  );
}
