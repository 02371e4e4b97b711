// Power devices, one row per device with its switch (the tools drawer's list and the /system card).
// A switch is off limits while the device starts or reports an error, and while printing when the
// device is locked while printing; confirmOnPowerDeviceChange asks first.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../locales/react';
import type { PowerDevice } from '../../../protocol/machine';
import { powerAction, powerBlock } from '../../lib/power';
import { togglePowerDevice, usePower } from '../../state/power';
import { usePrinter } from '../../state/printer';
import { usePrinterScope } from '../../state/scope/context';
import { useSettings } from '../../state/settings';
import ConfirmDialog from '../ConfirmDialog';
import { ToggleSwitch } from '../ToggleSwitch';
import powerMessages from '../../locales/en/power.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(powerMessages);

function usePrinting(): boolean {
  return usePrinter((s) => {
    const state = s.status.print_stats?.state;
    return state === 'printing' || state === 'paused';
  });
}

function DeviceRow({
  device,
  printing,
  onToggle,
}: {
  device: PowerDevice;
  printing: boolean;
  onToggle: (device: PowerDevice) => void;
}) {
  const { t } = useTranslation();
  const busy = usePower((s) => s.busy[device.device] === true);
  const block = powerBlock(device, printing);
  const status = t(`power.status.${device.status}`);
  return (
    <Box component="li" sx={{ px: 2, py: 0.5, listStyle: 'none' }}>
      <ToggleSwitch
        label={device.device}
        checked={device.status === 'on'}
        disabled={block !== null || busy}
        onChange={() => onToggle(device)}
        placement="start"
      />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: -0.5 }}>
        {block === 'printing' ? `${status} · ${t('power.lockedWhilePrinting')}` : status}
      </Typography>
    </Box>
  );
}

export function PowerDeviceList({ labelledBy }: { labelledBy?: string }) {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const devices = usePower((s) => s.devices);
  const printing = usePrinting();
  const confirm = useSettings((s) => s.general.confirmOnPowerDeviceChange);
  // The device asked about stays while the dialog closes, so its title does not change.
  const [asking, setAsking] = useState<PowerDevice | null>(null);
  const [open, setOpen] = useState(false);
  const toggle = (device: PowerDevice) => {
    if (!confirm) {
      void togglePowerDevice(scope, device.device);
      return;
    }
    setAsking(device);
    setOpen(true);
  };
  if (devices.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
        {t('power.none')}
      </Typography>
    );
  }
  const askingOn = asking ? powerAction(asking.status) === 'on' : false;
  return (
    <>
      <Box component="ul" aria-labelledby={labelledBy} sx={{ m: 0, p: 0 }}>
        {devices.map((device) => (
          <DeviceRow key={device.device} device={device} printing={printing} onToggle={toggle} />
        ))}
      </Box>
      <ConfirmDialog
        open={open}
        title={
          askingOn
            ? t('power.confirmOn', { device: asking?.device ?? '' })
            : t('power.confirmOff', { device: asking?.device ?? '' })
        }
        confirmLabel={askingOn ? t('power.switchOn') : t('power.switchOff')}
        onClose={(confirmed) => {
          if (confirmed && asking) void togglePowerDevice(scope, asking.device);
          setOpen(false);
        }}
      />
    </>
  );
}
