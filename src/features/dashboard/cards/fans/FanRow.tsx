// One fan: the part fan ([fan], M106) and generic fans (SET_FAN_SPEED) have a slider honouring
// off_below (at least off_below as a percentage, or 0); heater, controller and temperature fans are
// read-only. The rpm shows when the fan reports one.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../locales/react';
import { SliderField } from '../../../../components/SliderField';
import {
  checkFanPercent,
  fanPercent,
  fanSpeedGcode,
  isControllableFan,
  outputLabel,
} from '../../../../lib/outputs';
import { finiteNumber } from '../../../../lib/status';
import { usePrinter, usePrinterSetting } from '../../../../state/printer';
import { usePrinterCalls } from '../../../../state/scope/calls';
import outputsMessages from '../../../../locales/en/outputs.json';
import { registerEnglishArea } from '../../../../locales/lazy';

registerEnglishArea(outputsMessages);

export function FanRow({ name }: { name: string }) {
  const { t } = useTranslation();
  const { attempt } = usePrinterCalls();
  const speed = usePrinter((s) => finiteNumber(s.status[name]?.speed));
  const rpm = usePrinter((s) => finiteNumber(s.status[name]?.rpm));
  const offBelow = finiteNumber(usePrinterSetting(name, 'off_below'));
  const label = t('outputs.speed', { name: outputLabel(name) });
  const percent = fanPercent(speed);
  const rpmText = rpm !== undefined ? t('outputs.rpm', { rpm: Math.round(rpm) }) : null;

  if (!isControllableFan(name)) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 36 }}>
        <Typography variant="body2" sx={{ flexGrow: 1 }}>
          {outputLabel(name)}
        </Typography>
        {rpmText && (
          <Typography variant="body2" color="text.secondary">
            {rpmText}
          </Typography>
        )}
        <Typography
          variant="body2"
          component="output"
          aria-label={label}
          sx={{ minWidth: 48, textAlign: 'right' }}
        >
          {percent === undefined ? '—' : `${percent} %`}
        </Typography>
      </Box>
    );
  }

  return (
    <SliderField
      label={label}
      value={percent}
      unit="%"
      min={0}
      max={100}
      actions={
        rpmText && (
          <Typography variant="body2" color="text.secondary">
            {rpmText}
          </Typography>
        )
      }
      validate={(value) => {
        const refused = checkFanPercent(value, offBelow);
        return refused ? t(`validation.${refused.error}`, refused.params) : null;
      }}
      onCommit={(value) => {
        const gcode = fanSpeedGcode(name, value);
        void attempt((api) => api.printer.gcodeScript(gcode));
      }}
    />
  );
}
