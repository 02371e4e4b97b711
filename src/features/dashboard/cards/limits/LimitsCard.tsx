// Limits: speed and flow factors 1–200 % (M220 / M221, reset to 100), the active extruder's pressure
// advance and smooth time (SET_PRESSURE_ADVANCE), and the toolhead's velocity limits
// (SET_VELOCITY_LIMIT) with minimum_cruise_ratio or max_accel_to_decel, whichever Klipper reports.
import IconButton from '@mui/material/IconButton';
import Box from '@mui/material/Box';
import Speed from '@mui/icons-material/Speed';
import RestartAlt from '@mui/icons-material/RestartAlt';
import { useTranslation } from '../../../../locales/react';
import { useShallow } from 'zustand/react/shallow';
import { DashboardCard } from '../../../../components/DashboardCard';
import { SliderField } from '../../../../components/SliderField';
import {
  decelMode,
  FACTOR_RANGE,
  factorGcode,
  PRESSURE_ADVANCE_RANGE,
  pressureAdvanceGcode,
  SMOOTH_TIME_RANGE,
  velocityLimitGcode,
  velocityRanges,
  type VelocityField,
} from '../../../../lib/limits';
import { finiteNumber } from '../../../../lib/status';
import { usePrinter } from '../../../../state/printer';
import type { MessageKey } from '../../../../locales/keys';
import limitsMessages from '../../../../locales/en/limits.json';
import { registerEnglishArea } from '../../../../locales/lazy';
import { useSendGcode } from '../use-gcode';

registerEnglishArea(limitsMessages);

function Factor({ kind }: { kind: 'speed' | 'flow' }) {
  const { t } = useTranslation();
  const send = useSendGcode();
  const factor = usePrinter((s) =>
    finiteNumber(
      kind === 'speed' ? s.status.gcode_move?.speed_factor : s.status.gcode_move?.extrude_factor,
    ),
  );
  const label = kind === 'speed' ? t('limits.speedFactor') : t('limits.flowFactor');
  const percent = factor === undefined ? undefined : Math.round(factor * 100);
  const reset = t('limits.reset', { name: label });
  return (
    <SliderField
      label={label}
      value={percent}
      unit="%"
      {...FACTOR_RANGE}
      onCommit={(value) => send(factorGcode(kind, value))}
      actions={
        <IconButton
          size="small"
          aria-label={reset}
          title={reset}
          disabled={percent === 100}
          onClick={() => send(factorGcode(kind, 100))}
        >
          <RestartAlt fontSize="small" />
        </IconButton>
      }
    />
  );
}

function PressureAdvance() {
  const { t } = useTranslation();
  const send = useSendGcode();
  const extruder = usePrinter((s) => s.status.toolhead?.extruder ?? 'extruder');
  const advance = usePrinter((s) => finiteNumber(s.status[extruder]?.pressure_advance));
  const smooth = usePrinter((s) => finiteNumber(s.status[extruder]?.smooth_time));
  return (
    <>
      <SliderField
        label={t('limits.pressureAdvance')}
        value={advance}
        unit="s"
        {...PRESSURE_ADVANCE_RANGE}
        onCommit={(value) => send(pressureAdvanceGcode(extruder, 'ADVANCE', value))}
      />
      <SliderField
        label={t('limits.smoothTime')}
        value={smooth}
        unit="s"
        {...SMOOTH_TIME_RANGE}
        onCommit={(value) => send(pressureAdvanceGcode(extruder, 'SMOOTH_TIME', value))}
      />
    </>
  );
}

const VELOCITY_LABEL: Record<VelocityField, MessageKey> = {
  velocity: 'limits.velocity',
  accel: 'limits.accel',
  square_corner_velocity: 'limits.squareCornerVelocity',
  max_accel_to_decel: 'limits.accelToDecel',
  minimum_cruise_ratio: 'limits.minimumCruiseRatio',
};

const VELOCITY_UNIT: Record<VelocityField, string | undefined> = {
  velocity: 'mm/s',
  accel: 'mm/s²',
  square_corner_velocity: 'mm/s',
  max_accel_to_decel: 'mm/s²',
  minimum_cruise_ratio: undefined,
};

function VelocityLimits() {
  const { t } = useTranslation();
  const send = useSendGcode();
  const toolhead = usePrinter(
    useShallow((s) => ({
      velocity: finiteNumber(s.status.toolhead?.max_velocity),
      accel: finiteNumber(s.status.toolhead?.max_accel),
      square_corner_velocity: finiteNumber(s.status.toolhead?.square_corner_velocity),
      minimum_cruise_ratio: finiteNumber(s.status.toolhead?.minimum_cruise_ratio),
      max_accel_to_decel: finiteNumber(s.status.toolhead?.max_accel_to_decel),
    })),
  );
  const config = usePrinter(
    useShallow((s) => {
      const printer = s.status.configfile?.settings?.printer ?? {};
      return {
        max_velocity: finiteNumber(printer.max_velocity),
        max_accel: finiteNumber(printer.max_accel),
        square_corner_velocity: finiteNumber(printer.square_corner_velocity),
        max_accel_to_decel: finiteNumber(printer.max_accel_to_decel),
      };
    }),
  );
  const ranges = velocityRanges(config);
  const mode = decelMode(toolhead);
  const fields: VelocityField[] = ['velocity', 'accel', 'square_corner_velocity'];
  if (mode) fields.push(mode);
  return (
    <>
      {fields.map((field) => (
        <SliderField
          key={field}
          label={t(VELOCITY_LABEL[field])}
          value={toolhead[field]}
          unit={VELOCITY_UNIT[field]}
          fieldWidth={132}
          {...ranges[field]}
          onCommit={(value) => send(velocityLimitGcode(field, value))}
        />
      ))}
    </>
  );
}

export function LimitsCard() {
  const { t } = useTranslation();
  return (
    <DashboardCard id="limits" title={t('layout.cards.limits')} icon={Speed}>
      <Box sx={{ px: 2, pb: 2 }}>
        <Factor kind="speed" />
        <Factor kind="flow" />
        <Box component="hr" sx={{ m: 0, border: 0, borderTop: 1, borderColor: 'divider', my: 1 }} />
        <PressureAdvance />
        <Box component="hr" sx={{ m: 0, border: 0, borderTop: 1, borderColor: 'divider', my: 1 }} />
        <VelocityLimits />
      </Box>
    </DashboardCard>
  );
}
