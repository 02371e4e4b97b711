// Home all / X / Y / Z / XY, motors off and the calibration helpers the printer's config offers.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Home from '@mui/icons-material/Home';
import { primaryText } from '../../../../components/colors';
import { useTranslation } from '../../../../locales/react';
import { useShallow } from 'zustand/react/shallow';
import {
  calibrationCommands,
  homeGcode,
  MOTORS_OFF_GCODE,
  type HomeTarget,
} from '../../../../lib/toolhead';
import { usePrinter } from '../../../../state/printer';
import { useHomedAxes, usePrinting } from './useMotion';
import toolheadMessages from '../../../../locales/en/toolhead.json';
import { registerEnglishArea } from '../../../../locales/lazy';
import { useSendGcode } from '../use-gcode';

registerEnglishArea(toolheadMessages);

const TARGETS: HomeTarget[] = ['x', 'y', 'z', 'xy'];

export function HomeControls() {
  const { t } = useTranslation();
  const send = useSendGcode();
  const printing = usePrinting();
  const homed = useHomedAxes();
  const calibrations = usePrinter(
    useShallow((s) => calibrationCommands(s.status.configfile?.config)),
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Button
        size="small"
        variant="contained"
        startIcon={<Home />}
        disabled={printing}
        onClick={() => send(homeGcode('all'))}
      >
        {t('toolhead.homeAll')}
      </Button>
      {TARGETS.map((target) => {
        const axes = target.toUpperCase();
        const done = target.split('').every((axis) => homed.includes(axis));
        return (
          <Button
            key={target}
            size="small"
            variant={done ? 'contained' : 'outlined'}
            sx={done ? undefined : { color: primaryText }}
            disabled={printing}
            aria-label={t('toolhead.homeAxis', { axis: axes })}
            onClick={() => send(homeGcode(target))}
          >
            {axes}
          </Button>
        );
      })}
      <Button
        size="small"
        variant="outlined"
        sx={{ color: primaryText }}
        disabled={printing}
        onClick={() => send(MOTORS_OFF_GCODE)}
      >
        {t('toolhead.motorsOff')}
      </Button>
      {calibrations.map((command) => (
        <Button
          key={command}
          size="small"
          variant="outlined"
          sx={{ color: primaryText }}
          disabled={printing}
          onClick={() => send(command)}
        >
          {command}
        </Button>
      ))}
    </Box>
  );
}
