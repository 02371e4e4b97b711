// Reboot and Shut down the host: confirmed, disabled while printing (spec part 2 §4 'Services and
// host'). After a reboot the socket drops; the shell shows the disconnected screen and the
// connection comes back on its own (moonraker/connection.ts keeps probing).
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import PowerSettingsNew from '@mui/icons-material/PowerSettingsNew';
import RestartAlt from '@mui/icons-material/RestartAlt';
import { useTranslation } from '../../locales/react';
import ConfirmDialog from '../../components/ConfirmDialog';
import { primaryText } from '../../components/colors';
import { usePrinterCalls } from '../../state/scope/calls';
import { useJobRunning } from './use-job-running';
import systemMessages from '../../locales/en/system.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(systemMessages);

type HostAction = 'reboot' | 'shutdown';

export function HostControls() {
  const { t } = useTranslation();
  const printing = useJobRunning();
  const { attempt } = usePrinterCalls();
  const [asking, setAsking] = useState<HostAction | null>(null);
  const run = (action: HostAction) =>
    void attempt((api) => (action === 'reboot' ? api.machine.reboot() : api.machine.shutdown()));
  const button = (action: HostAction) => (
    <Button
      size="small"
      variant="outlined"
      color={action === 'shutdown' ? 'error' : 'primary'}
      startIcon={action === 'reboot' ? <RestartAlt /> : <PowerSettingsNew />}
      disabled={printing}
      onClick={() => setAsking(action)}
      sx={action === 'reboot' ? { color: primaryText } : undefined}
    >
      {t(action === 'reboot' ? 'system.host.reboot' : 'system.host.shutdown')}
    </Button>
  );
  return (
    <>
      <Tooltip title={printing ? t('system.host.printing') : ''}>
        <Box component="span" sx={{ display: 'inline-flex', gap: 1 }}>
          {button('reboot')}
          {button('shutdown')}
        </Box>
      </Tooltip>
      <ConfirmDialog
        open={asking !== null}
        title={t(asking === 'shutdown' ? 'system.host.shutdownTitle' : 'system.host.rebootTitle')}
        text={t(asking === 'shutdown' ? 'system.host.shutdownText' : 'system.host.rebootText')}
        confirmLabel={t(asking === 'shutdown' ? 'system.host.shutdown' : 'system.host.reboot')}
        onClose={(confirmed) => {
          if (confirmed && asking) run(asking);
          setAsking(null);
        }}
      />
    </>
  );
}
