// The bed mesh's commands: home, calibrate, clear and the leveling commands the config offers
// (QUAD_GANTRY_LEVEL, Z_TILT_ADJUST). A running command shows a spinner and the page stays usable.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Home from '@mui/icons-material/Home';
import { useTranslation } from '../../../locales/react';
import { primaryText } from '../../../components/colors';
import { useShallow } from 'zustand/react/shallow';
import {
  CALIBRATE_GCODE,
  CLEAR_GCODE,
  HOME_GCODE,
  levelingCommands,
  type MeshControls,
} from '../../../lib/bed-mesh';
import { usePrinter } from '../../../state/printer';
import { runGcode, useCommandRunning } from '../running';
import { usePrinterScope } from '../../../state/scope/context';
import tuneMessages from '../../../locales/en/tune.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(tuneMessages);

function CommandButton({
  command,
  label,
  disabled,
  variant = 'outlined',
  icon,
}: {
  command: string;
  label: string;
  disabled: boolean;
  variant?: 'outlined' | 'contained';
  icon?: React.ReactNode;
}) {
  const scope = usePrinterScope();
  const running = useCommandRunning(command.split(/\s/)[0] ?? command);
  return (
    <Button
      size="small"
      variant={variant}
      disabled={disabled || running}
      aria-busy={running}
      startIcon={running ? <CircularProgress size={14} color="inherit" /> : icon}
      onClick={() => void runGcode(scope, command)}
      sx={variant === 'outlined' && !disabled && !running ? { color: primaryText } : undefined}
    >
      {label}
    </Button>
  );
}

export function MeshActions({ controls }: { controls: MeshControls }) {
  const { t } = useTranslation();
  const leveling = usePrinter(useShallow((s) => levelingCommands(s.status.configfile?.settings)));
  const calibrating = useCommandRunning(CALIBRATE_GCODE);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <CommandButton
        command={HOME_GCODE}
        label={t('tune.mesh.home')}
        disabled={!controls.home}
        icon={<Home />}
      />
      {leveling.map((command) => (
        <CommandButton key={command} command={command} label={command} disabled={!controls.home} />
      ))}
      <CommandButton
        command={CALIBRATE_GCODE}
        label={calibrating ? t('tune.mesh.calibrating') : t('tune.mesh.calibrate')}
        disabled={!controls.calibrate}
        variant="contained"
      />
      <CommandButton
        command={CLEAR_GCODE}
        label={t('tune.mesh.clear')}
        disabled={!controls.clear}
      />
    </Box>
  );
}
