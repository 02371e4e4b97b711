// The temperature card's presets menu (its own chunk, loaded when opened): each stored preset
// (targets, then its G-code), and Cooldown (TURN_OFF_HEATERS; asks first while the printer is
// printing, paused or busy — spec §5). Presets are edited in Settings.
import { useState } from 'react';
import { useTranslation } from '../../../../locales/react';
import ConfirmDialog from '../../../../components/ConfirmDialog';
import PresetMenu from '../../../../components/PresetMenu';
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
      <PresetMenu
        anchor={anchor}
        onClose={onClose}
        alignRight
        presets={presets}
        label={t('presets.menu')}
        noneText={t('presets.none')}
        cooldownText={t('presets.cooldown')}
        onPreset={(preset) => {
          onClose();
          void applyPreset(scope, preset);
        }}
        onCooldown={onCooldown}
      />
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
