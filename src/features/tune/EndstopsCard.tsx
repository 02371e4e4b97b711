// Endstops (spec part 2 §2, §3): Query asks Klipper (printer.query_endstops.status); each endstop
// then shows open or triggered, in colour and in words.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import Sensors from '@mui/icons-material/Sensors';
import { useTranslation } from '../../locales/react';
import { usePrinterCalls } from '../../state/scope/calls';
import { endstopRows, type EndstopRow } from './sensors';
import { TuneCard } from './TuneCard';
import { useKlippyReady } from './usePrinterReady';
import tuneMessages from '../../locales/en/tune.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(tuneMessages);

export function StateBadge({ good, text }: { good: boolean; text: string }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1,
        py: 0.25,
        borderRadius: 1,
        fontSize: '0.8125rem',
        fontWeight: 600,
        color: (theme) =>
          theme.palette.mode === 'dark'
            ? good
              ? theme.palette.success.light
              : theme.palette.error.light
            : good
              ? theme.palette.success.dark
              : theme.palette.error.dark,
        bgcolor: (theme) =>
          theme.palette.mode === 'dark' ? 'rgba(255,255,255,0.06)' : 'rgba(0,0,0,0.04)',
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'currentColor' }}
      />
      {text}
    </Box>
  );
}

export function EndstopsCard() {
  const { t } = useTranslation();
  const { attempt } = usePrinterCalls();
  const ready = useKlippyReady();
  const [rows, setRows] = useState<EndstopRow[] | null>(null);
  const [querying, setQuerying] = useState(false);
  const query = async () => {
    setQuerying(true);
    try {
      const result = await attempt((api) => api.printer.queryEndstops());
      if (result) setRows(endstopRows(result));
    } finally {
      setQuerying(false);
    }
  };
  return (
    <TuneCard
      id="endstops"
      title={t('tune.endstops.title')}
      icon={<Sensors fontSize="small" aria-hidden />}
      actions={
        <Button
          size="small"
          variant="contained"
          disabled={!ready || querying}
          onClick={() => void query()}
          startIcon={querying ? <CircularProgress size={14} color="inherit" /> : undefined}
        >
          {t('tune.endstops.query')}
        </Button>
      }
    >
      {rows === null ? (
        <Typography color="text.secondary">{t('tune.endstops.hint')}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('tune.endstops.table')}
          aria-live="polite"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {rows.map((row) => (
            <Box
              component="li"
              key={row.name}
              sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
            >
              <Typography component="span">{row.name}</Typography>
              <StateBadge
                good={!row.triggered}
                text={row.triggered ? t('tune.endstops.triggered') : t('tune.endstops.open')}
              />
            </Box>
          ))}
        </Box>
      )}
    </TuneCard>
  );
}
