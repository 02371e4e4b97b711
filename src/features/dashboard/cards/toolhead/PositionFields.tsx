// X, Y, Z position fields (G-code coordinates or the toolhead's): typing a value and Enter moves
// there with an absolute G1, only when the integer part changed. Homed axes are marked.
import { useState } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from '../../../../locales/react';
import { CompactInput } from '../../../../components/CompactInput';
import { ToggleSwitch } from '../../../../components/ToggleSwitch';
import {
  AXES,
  axisPosition,
  positionMoveGcode,
  unhomedAxes,
  type Axis,
} from '../../../../lib/toolhead';
import { usePrinter } from '../../../../state/printer';
import { usePrinterCalls } from '../../../../state/scope/calls';
import { writeSetting } from '../../../../state/session';
import { setSetting, useSettings } from '../../../../state/settings';
import { useHomedAxes, usePrinting, warningText } from './useMotion';
import { visuallyHidden } from '../../../../components/visually-hidden';
import toolheadMessages from '../../../../locales/en/toolhead.json';
import { registerEnglishArea } from '../../../../locales/lazy';

registerEnglishArea(toolheadMessages);

interface FieldProps {
  axis: Axis;
  useGcode: boolean;
  homed: boolean;
  printing: boolean;
  onRefused: (axis: Axis) => void;
}

function PositionField({ axis, useGcode, homed, printing, onRefused }: FieldProps) {
  const { t } = useTranslation();
  const { attempt } = usePrinterCalls();
  const value = usePrinter((s) =>
    axisPosition(
      useGcode ? s.status.gcode_move?.gcode_position : s.status.toolhead?.position,
      axis,
    ),
  );
  const xySpeed = useSettings((s) => s.general.defaultToolheadXYSpeed);
  const zSpeed = useSettings((s) => s.general.defaultToolheadZSpeed);
  const [draft, setDraft] = useState<string | null>(null);
  const name = axis.toUpperCase();
  const apply = () => {
    if (draft === null) return;
    if (!homed) {
      onRefused(axis);
      setDraft(null);
      return;
    }
    const gcode = positionMoveGcode(axis, value, draft, axis === 'z' ? zSpeed : xySpeed);
    setDraft(null);
    if (gcode) void attempt((api) => api.printer.gcodeScript(gcode));
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
      <Box
        component="span"
        sx={{ fontSize: '0.75rem', color: homed ? 'text.secondary' : warningText, mb: 0.25 }}
        title={homed ? t('toolhead.homed', { axis: name }) : t('toolhead.notHomed', { axis: name })}
      >
        <span aria-hidden="true">
          {name} {homed ? '✓' : '•'}
        </span>
        <Box component="span" sx={visuallyHidden}>
          {homed ? t('toolhead.homed', { axis: name }) : t('toolhead.notHomed', { axis: name })}
        </Box>
      </Box>
      <CompactInput
        label={t('toolhead.position', { axis: name })}
        unit="mm"
        width={110}
        inputMode="decimal"
        disabled={printing}
        value={draft ?? (value === undefined ? '' : value.toFixed(2))}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
          if (event.key === 'Escape') setDraft(null);
        }}
        onBlur={() => setDraft(null)}
      />
    </Box>
  );
}

export function PositionFields({ onRefused }: { onRefused: (axes: Axis[]) => void }) {
  const { t } = useTranslation();
  const homedAxes = useHomedAxes();
  const printing = usePrinting();
  const useGcode = useSettings((s) => s.general.useGcodeCoords);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 1.5 }}>
      {AXES.map((axis) => (
        <PositionField
          key={axis}
          axis={axis}
          useGcode={useGcode}
          homed={unhomedAxes([axis], homedAxes).length === 0}
          printing={printing}
          onRefused={(a) => onRefused([a])}
        />
      ))}
      <ToggleSwitch
        label={t('toolhead.useGcodeCoords')}
        checked={useGcode}
        onChange={(checked) => void setSetting(writeSetting, 'general', 'useGcodeCoords', checked)}
      />
    </Box>
  );
}
