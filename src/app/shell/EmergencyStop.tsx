// The emergency stop: immediate unless the user asked to confirm it (confirmOnEstop).
import { Suspense, useState } from 'react';
import { lazy } from '../../components/lazy';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import PowerSettingsNew from '@mui/icons-material/PowerSettingsNew';
import { useTranslation } from '../../locales/react';
import { useServer } from '../../state/server';
import { useSettings } from '../../state/settings';
import { klippyCommand } from '../../state/session';

const ConfirmDialog = lazy(() => import('../../components/ConfirmDialog'));

export function EmergencyStop({ variant = 'icon' }: { variant?: 'icon' | 'button' }) {
  const { t } = useTranslation();
  const ready = useServer((s) => s.klippyState === 'ready' && s.klippyConnected);
  const confirm = useSettings((s) => s.general.confirmOnEstop);
  const [asking, setAsking] = useState(false);
  const stop = () => void klippyCommand('emergencyStop');
  const onClick = () => (confirm ? setAsking(true) : stop());
  const label = t('app.emergencyStop');
  return (
    <>
      {variant === 'icon' ? (
        <IconButton
          title={label}
          aria-label={label}
          color="error"
          disabled={!ready}
          onClick={onClick}
          sx={{
            bgcolor: 'error.main',
            color: '#fff',
            '&:hover': { bgcolor: 'error.dark' },
            '&.Mui-disabled': { bgcolor: 'action.disabledBackground' },
          }}
        >
          <PowerSettingsNew />
        </IconButton>
      ) : (
        <Button
          fullWidth
          variant="contained"
          color="error"
          startIcon={<PowerSettingsNew />}
          disabled={!ready}
          onClick={onClick}
        >
          {label}
        </Button>
      )}
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={asking}
            title={label}
            text={t('app.confirmEstop')}
            confirmLabel={label}
            onClose={(ok) => {
              setAsking(false);
              if (ok) stop();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
