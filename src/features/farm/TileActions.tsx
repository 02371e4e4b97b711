// What a tile offers for its printer: pause, resume, cancel (confirmed), mark the bed cleared after
// a print ended, and log in when the printer wants a login. A refusal is shown on the tile, in the
// printer's own words; it never reaches another printer's tile.
import { Suspense, useState } from 'react';
import { lazy } from '../../components/lazy';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../locales/react';
import type { MoonrakerApi } from '../../moonraker/api';
import { usePrinterScope } from '../../state/scope/context';
import { ActionButtons, type ActionButton } from './ActionButtons';
import { refusalOf } from './rules/fleet';
import type { TileState } from './rules/tile-state';
import farmMessages from '../../locales/en/farm.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(farmMessages);

const ConfirmDialog = lazy(() => import('../../components/ConfirmDialog'));
const LoginDialog = lazy(() => import('./LoginDialog'));

/** Klipper forgets the ended print: print_stats back to standby, the printer ready for the next. */
export const CLEAR_BED_GCODE = 'SDCARD_RESET_FILE';

export function TileActions({ state, name }: { state: TileState; name: string }) {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [loggingIn, setLoggingIn] = useState(false);

  const run = async (work: (api: MoonrakerApi) => Promise<unknown>) => {
    const api = scope.api;
    if (!api) return;
    setBusy(true);
    setProblem(null);
    try {
      await work(api);
    } catch (error) {
      if (!scope.isClosed) setProblem(refusalOf(error).message);
    } finally {
      if (!scope.isClosed) setBusy(false);
    }
  };

  const buttons: ActionButton[] = [];
  if (state === 'printing')
    buttons.push({
      key: 'pause',
      label: t('farm.pause'),
      onClick: () => void run((a) => a.print.pause()),
    });
  if (state === 'paused')
    buttons.push({
      key: 'resume',
      label: t('farm.resume'),
      onClick: () => void run((a) => a.print.resume()),
    });
  if (state === 'printing' || state === 'paused')
    buttons.push({
      key: 'cancel',
      label: t('farm.cancel'),
      color: 'error',
      onClick: () => setConfirming(true),
    });
  if (state === 'complete' || state === 'cancelled' || state === 'error')
    buttons.push({
      key: 'clear',
      label: t('farm.clearBed'),
      onClick: () => void run((a) => a.printer.gcodeScript(CLEAR_BED_GCODE)),
    });
  if (state === 'login')
    buttons.push({ key: 'login', label: t('farm.logIn'), onClick: () => setLoggingIn(true) });

  if (buttons.length === 0 && !problem) return null;
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <ActionButtons
          disabled={busy}
          buttons={buttons.map((b) => ({
            ...b,
            title: b.key === 'clear' ? t('farm.clearBedHint') : undefined,
            ariaLabel: `${b.label} (${name})`,
          }))}
        />
      </Box>
      {problem && (
        <Typography
          role="alert"
          variant="body2"
          color="error"
          sx={{ mt: 0.5, wordBreak: 'break-word' }}
        >
          {problem}
        </Typography>
      )}
      <Suspense fallback={null}>
        {confirming && (
          <ConfirmDialog
            open
            title={t('farm.cancelConfirm', { name })}
            confirmLabel={t('farm.cancel')}
            onClose={(confirmed) => {
              setConfirming(false);
              if (confirmed) void run((a) => a.print.cancel());
            }}
          />
        )}
        {loggingIn && <LoginDialog name={name} onClose={() => setLoggingIn(false)} />}
      </Suspense>
    </Box>
  );
}
