// The temperature card's presets menu (its own chunk, loaded when opened): each stored preset
// (targets, then its G-code), and Cooldown (TURN_OFF_HEATERS; asks first while the printer is
// printing, paused or busy — spec §5). Presets are edited in Settings.
import { useState } from 'react';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AcUnit from '@mui/icons-material/AcUnit';
import Whatshot from '@mui/icons-material/WhatshotOutlined';
import { useTranslation } from 'react-i18next';
import ConfirmDialog from '../../../../components/ConfirmDialog';
import { cooldownNeedsConfirm } from '../../../../lib/presets';
import { printerStatusStore } from '../../../../state/printer';
import { applyPreset, cooldown, usePresets } from '../../../../state/presets';
import { usePrinterScope } from '../../../../state/scope/context';
import presetsMessages from '../../../../locales/en/presets.json';
import { registerEnglishArea } from '../../../../locales/lazy';

registerEnglishArea(presetsMessages);

interface Props {
  anchor: HTMLElement | null;
  onClose: () => void;
}

export default function PresetsMenu({ anchor, onClose }: Props) {
  const { t } = useTranslation();
  const presets = usePresets((s) => s.presets);
  const scope = usePrinterScope();
  const [confirming, setConfirming] = useState(false);

  const onCooldown = () => {
    onClose();
    const { status } = scope.get(printerStatusStore).getState();
    if (cooldownNeedsConfirm(status.print_stats?.state, status.idle_timeout?.state))
      setConfirming(true);
    else void cooldown(scope);
  };

  return (
    <>
      <Menu
        open={anchor !== null}
        anchorEl={anchor}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          list: { 'aria-label': t('presets.menu') },
          // A long preset name ends in an ellipsis inside a menu no wider than the window.
          paper: { sx: { maxWidth: 'min(420px, calc(100vw - 32px))' } },
        }}
      >
        {presets.map((preset) => (
          <MenuItem
            key={preset.id}
            onClick={() => {
              onClose();
              void applyPreset(scope, preset);
            }}
          >
            <ListItemIcon>
              <Whatshot fontSize="small" />
            </ListItemIcon>
            <ListItemText
              title={preset.name}
              slotProps={{ primary: { noWrap: true } }}
              sx={{ minWidth: 0 }}
            >
              {preset.name}
            </ListItemText>
          </MenuItem>
        ))}
        {presets.length === 0 && (
          <MenuItem disabled>
            <ListItemText secondary={t('presets.none')} />
          </MenuItem>
        )}
        <Divider />
        <MenuItem onClick={onCooldown}>
          <ListItemIcon>
            <AcUnit fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('presets.cooldown')}</ListItemText>
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirming}
        title={t('presets.busyTitle')}
        text={t('presets.busyText')}
        confirmLabel={t('presets.turnOff')}
        onClose={(confirmed) => {
          setConfirming(false);
          if (confirmed) void cooldown(scope);
        }}
      />
    </>
  );
}
