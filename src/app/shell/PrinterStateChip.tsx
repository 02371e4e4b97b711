// The Klipper state in the app bar ("Ready", "Shutdown", ...), announced to screen readers.
import Box from '@mui/material/Box';
import { useTranslation } from '../../locales/react';
import { WARNING_TEXT_ON_LIGHT } from '../../components/colors';
import { useServer } from '../../state/server';

const PALETTE = {
  ready: 'success',
  startup: 'info',
  shutdown: 'error',
  error: 'error',
  disconnected: 'warning',
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
        // The main shades are too light for text on the light theme's bar: darker there.
        color: (theme) => {
          const palette = theme.palette[PALETTE[state]];
          if (theme.palette.mode === 'dark') return palette.main;
          return state === 'disconnected' ? WARNING_TEXT_ON_LIGHT : palette.dark;
        },
        borderColor: 'currentColor',
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
