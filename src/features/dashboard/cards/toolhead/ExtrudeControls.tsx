// Extrude and retract with length and speed (§5: at least 0.1, at most the extruder's extrude-only
// distance and velocity), disabled with the reason while the extruder is below min_extrude_temp;
// the active extruder is chosen here when the printer has several (ACTIVATE_EXTRUDER).
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { primaryText } from '../../../../components/colors';
import { useTranslation } from '../../../../locales/react';
import { ChoiceButtons } from '../../../../components/ChoiceButtons';
import { useShallow } from 'zustand/react/shallow';
import { CompactInput } from '../../../../components/CompactInput';
import {
  activateExtruderGcode,
  checkExtrudeField,
  extrudeGcode,
  extrudeLimits,
  extruderNames,
  type FieldCheck,
} from '../../../../lib/toolhead';
import { sensorLabel } from '../../../../lib/temperature';
import { usePrinter } from '../../../../state/printer';
import { usePrinterCalls } from '../../../../state/scope/calls';
import { useSettings } from '../../../../state/settings';
import { usePrinting, warningText } from './useMotion';
import toolheadMessages from '../../../../locales/en/toolhead.json';
import { registerEnglishArea } from '../../../../locales/lazy';

registerEnglishArea(toolheadMessages);

export function ExtrudeControls() {
  const { t } = useTranslation();
  const { attempt } = usePrinterCalls();
  const active = usePrinter((s) => s.status.toolhead?.extruder ?? 'extruder');
  const extruders = usePrinter(useShallow((s) => extruderNames(Object.keys(s.status))));
  const canExtrude = usePrinter((s) => s.status[active]?.can_extrude === true);
  const limits = usePrinter(useShallow((s) => extrudeLimits(s.status, active)));
  const printing = usePrinting();
  const defaultLength = useSettings((s) => s.general.defaultExtrudeLength);
  const defaultSpeed = useSettings((s) => s.general.defaultExtrudeSpeed);
  const [length, setLength] = useState<string | null>(null);
  const [speed, setSpeed] = useState<string | null>(null);
  const lengthText = length ?? String(defaultLength);
  const speedText = speed ?? String(defaultSpeed);
  const lengthCheck = checkExtrudeField(lengthText, limits.maxLength);
  const speedCheck = checkExtrudeField(speedText, limits.maxSpeed);
  const message = (check: FieldCheck) =>
    check.ok ? null : t(`validation.${check.error}`, check.params);
  const valid = lengthCheck.ok && speedCheck.ok;
  const disabled = !canExtrude || !valid || printing;

  const run = (direction: 1 | -1) => {
    if (!lengthCheck.ok || !speedCheck.ok) return;
    const gcode = extrudeGcode(lengthCheck.value, speedCheck.value, direction);
    void attempt((api) => api.printer.gcodeScript(gcode));
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {extruders.length > 1 && (
        <ChoiceButtons
          label={t('toolhead.activeExtruder')}
          value={active}
          disabled={printing}
          options={extruders.map((name) => ({ value: name, text: sensorLabel(name) }))}
          onChange={(name) =>
            void attempt((api) => api.printer.gcodeScript(activateExtruderGcode(name)))
          }
        />
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
        <CompactInput
          label={t('toolhead.extrudeLength')}
          unit="mm"
          width={110}
          inputMode="decimal"
          value={lengthText}
          error={message(lengthCheck)}
          onChange={(event) => setLength(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && setLength(null)}
        />
        <CompactInput
          label={t('toolhead.extrudeSpeed')}
          unit="mm/s"
          width={120}
          inputMode="decimal"
          value={speedText}
          error={message(speedCheck)}
          onChange={(event) => setSpeed(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && setSpeed(null)}
        />
        <Button
          size="small"
          variant="outlined"
          sx={{ color: primaryText }}
          disabled={disabled}
          onClick={() => run(-1)}
        >
          {t('toolhead.retract')}
        </Button>
        <Button size="small" variant="contained" disabled={disabled} onClick={() => run(1)}>
          {t('toolhead.extrude')}
        </Button>
      </Box>
      {!canExtrude && (
        <Typography variant="body2" role="status" sx={{ color: warningText }}>
          {t('toolhead.coldExtrude')}
        </Typography>
      )}
    </Box>
  );
}
