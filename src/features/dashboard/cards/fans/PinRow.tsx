// One output pin: a PWM pin has a slider 0..scale (SET_PIN VALUE=), a digital pin an on/off switch.
// Klipper reports value as 0..1 and configfile.settings has pwm and scale.
import Box from '@mui/material/Box';
import { useTranslation } from '../../../../locales/react';
import { SliderField } from '../../../../components/SliderField';
import { ToggleSwitch } from '../../../../components/ToggleSwitch';
import { outputLabel, pinDisplayValue, setPinGcode } from '../../../../lib/outputs';
import { finiteNumber } from '../../../../lib/status';
import { usePrinter, usePrinterSetting } from '../../../../state/printer';
import { usePrinterCalls } from '../../../../state/scope/calls';
import outputsMessages from '../../../../locales/en/outputs.json';
import { registerEnglishArea } from '../../../../locales/lazy';

registerEnglishArea(outputsMessages);

export function PinRow({ name }: { name: string }) {
  const { t } = useTranslation();
  const { attempt } = usePrinterCalls();
  const value = usePrinter((s) => finiteNumber(s.status[name]?.value));
  const pwm = usePrinterSetting(name, 'pwm') === true;
  const scale = finiteNumber(usePrinterSetting(name, 'scale')) ?? 1;
  const label = outputLabel(name);
  const send = (next: number) => {
    const gcode = setPinGcode(name, next);
    void attempt((api) => api.printer.gcodeScript(gcode));
  };

  if (!pwm) {
    return (
      <Box sx={{ display: 'flex' }}>
        <ToggleSwitch
          label={label}
          placement="start"
          checked={(value ?? 0) > 0}
          disabled={value === undefined}
          onChange={(on) => send(on ? scale : 0)}
        />
      </Box>
    );
  }
  return (
    <SliderField
      label={t('outputs.value', { name: label })}
      value={pinDisplayValue(value, scale)}
      min={0}
      max={scale}
      step={scale > 10 ? 1 : 0.01}
      onCommit={send}
    />
  );
}
