// The paper test (Klipper's manual_probe, whatever started it: PROBE_CALIBRATE,
// Z_ENDSTOP_CALIBRATE, MANUAL_PROBE, a manual bed mesh): the Z position and the last tries below
// and above it, TESTZ steps and Klipper's halfway steps, Accept and Abort.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../locales/react';
import calibrationMessages from '../../locales/en/calibration.json';
import { registerEnglishArea } from '../../locales/lazy';
import { primaryText } from '../../components/colors';
import { fixed, ltr } from '../../lib/number-format';
import { usePrinterField } from '../../state/printer';
import {
  bisectTarget,
  stepLabel,
  testzCommand,
  TESTZ_STEPS,
  type Bisect,
} from './rules/probe-steps';
import { ToolDialog, WaitingToolActions, type WaitingToolProps } from './ToolDialog';

registerEnglishArea(calibrationMessages);

const mm = (value: number): string => ltr(`${fixed(value, 3)} mm`);

function Bound({ label, value }: { label: string; value: number | null | undefined }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2">
        {typeof value === 'number' ? mm(value) : t('calibration.probe.none')}
      </Typography>
    </Box>
  );
}

export default function ManualProbeDialog({ active, command, onClose }: WaitingToolProps) {
  const { t } = useTranslation();
  const z = usePrinterField('manual_probe', 'z_position');
  const lower = usePrinterField('manual_probe', 'z_position_lower');
  const upper = usePrinterField('manual_probe', 'z_position_upper');
  const busy = command.running !== null;
  const disabled = busy || !active;
  const send = (script: string) => void command.send(script);

  const stepButton = (step: number) => (
    <Button
      key={step}
      size="small"
      variant="outlined"
      disabled={disabled}
      aria-label={t('calibration.probe.step', { step: stepLabel(step) })}
      onClick={() => send(testzCommand(step))}
      sx={{ minWidth: 56, color: primaryText }}
    >
      {stepLabel(step)}
    </Button>
  );
  const bisectButton = (direction: Bisect) => {
    const target = bisectTarget(direction, z, lower, upper);
    const label = t(
      direction === '-' ? 'calibration.probe.bisectDown' : 'calibration.probe.bisectUp',
    );
    return (
      <Tooltip
        title={
          target === undefined ? '' : t('calibration.probe.bisectHint', { z: fixed(target, 3) })
        }
      >
        <span>
          <Button
            size="small"
            variant="outlined"
            disabled={disabled}
            sx={{ color: primaryText }}
            onClick={() => send(testzCommand(direction))}
          >
            {label}
          </Button>
        </span>
      </Tooltip>
    );
  };
  const group = (label: string, steps: number[], direction: Bisect) => (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {steps.map(stepButton)}
        {bisectButton(direction)}
      </Box>
    </Box>
  );

  return (
    <ToolDialog
      id="manual-probe"
      title={t('calibration.probe.title')}
      command={command}
      onDismiss={active ? undefined : onClose}
      actions={<WaitingToolActions active={active} command={command} onClose={onClose} />}
    >
      <Typography variant="body2" color="text.secondary">
        {active ? t('calibration.probe.intro') : t('calibration.probe.ended')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 3 }}>
        <Box>
          <Typography variant="caption" color="text.secondary" component="div" id="probe-z-label">
            {t('calibration.probe.position')}
          </Typography>
          <Typography
            variant="h4"
            component="output"
            aria-labelledby="probe-z-label"
            sx={{ display: 'block', fontVariantNumeric: 'tabular-nums' }}
          >
            {typeof z === 'number' ? mm(z) : '—'}
          </Typography>
        </Box>
        <Bound label={t('calibration.probe.lower')} value={lower} />
        <Bound label={t('calibration.probe.upper')} value={upper} />
      </Box>
      {group(
        t('calibration.probe.lowerGroup'),
        TESTZ_STEPS.filter((step) => step < 0),
        '-',
      )}
      {group(
        t('calibration.probe.raiseGroup'),
        TESTZ_STEPS.filter((step) => step > 0),
        '+',
      )}
    </ToolDialog>
  );
}
