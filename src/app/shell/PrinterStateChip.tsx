// The Klipper state in the app bar ("Ready", "Shutdown", ...), announced to screen readers.
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useServer } from '../../state/server';

const COLOR = {
  ready: 'success.main',
  startup: 'info.main',
  shutdown: 'error.main',
  error: 'error.main',
  disconnected: 'warning.main',
} as const;

export function PrinterStateChip() {
  const { t } = useTranslation();
  const state = useServer((s) => s.klippyState);
  if (!state) return null;
  return (
    <Box
      role="status"
      aria-label={t('app.printerState')}
      aria-live="polite"
      sx={{
        px: 1.25,
        py: 0.25,
        border: 1,
        borderColor: COLOR[state],
        color: COLOR[state],
        borderRadius: 4,
        fontSize: '0.8rem',
        fontWeight: 600,
        whiteSpace: 'nowrap',
      }}
    >
      {t(`klippyState.${state}`)}
    </Box>
  );
}
