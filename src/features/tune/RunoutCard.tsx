// Runout sensors (spec part 2 §2, §3): each sensor with filament detected or empty, and a switch
// that enables or disables it (SET_FILAMENT_SENSOR).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Texture from '@mui/icons-material/Texture';
import { useTranslation } from '../../locales/react';
import { clampLines } from '../../components/clamp';
import { ToggleSwitch } from '../../components/ToggleSwitch';
import { usePrinterField } from '../../state/printer';
import { StateBadge } from './EndstopsCard';
import { runGcode } from './running';
import { usePrinterScope } from '../../state/scope/context';
import { setFilamentSensorGcode, type RunoutSensor } from './sensors';
import { TuneCard } from './TuneCard';
import { useKlippyReady } from './usePrinterReady';
import tuneMessages from '../../locales/en/tune.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(tuneMessages);

function SensorRow({ sensor }: { sensor: RunoutSensor }) {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const ready = useKlippyReady();
  const detected = usePrinterField(sensor.object, 'filament_detected');
  const enabled = usePrinterField(sensor.object, 'enabled');
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gap: 1,
        py: 1,
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography
          component="span"
          title={sensor.name}
          sx={{ flexGrow: 1, minWidth: 0, ...clampLines(2) }}
        >
          {sensor.name}
        </Typography>
        {detected !== undefined && (
          <StateBadge
            good={detected}
            text={detected ? t('tune.runout.detected') : t('tune.runout.empty')}
          />
        )}
      </Box>
      <ToggleSwitch
        label={t('tune.runout.enable', { name: sensor.name })}
        checked={enabled === true}
        disabled={!ready || enabled === undefined}
        onChange={(on) => void runGcode(scope, setFilamentSensorGcode(sensor.name, on))}
      />
    </Box>
  );
}

export function RunoutCard({ sensors }: { sensors: RunoutSensor[] }) {
  const { t } = useTranslation();
  return (
    <TuneCard
      id="runout"
      title={t('tune.runout.title')}
      icon={<Texture fontSize="small" aria-hidden />}
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {sensors.map((sensor) => (
          <SensorRow key={sensor.object} sensor={sensor} />
        ))}
      </Box>
    </TuneCard>
  );
}
