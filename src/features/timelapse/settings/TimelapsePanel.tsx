// The timelapse settings panel (spec part 2 §2 'Timelapse settings panel'): camera, mode, the
// hyperlapse cycle (hyperlapse only), toolhead parking (its fields only when parking, custom X/Y
// only for a custom position, retract and extrude only without firmware retraction), stream
// delay, verbose G-code, the render settings dialog and Reset. Reads the timelapse store; the
// settings section and the timelapse page show it as it is.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { primaryText } from '../../../components/colors';
import {
  PARK_POSITIONS,
  TIMELAPSE_MODES,
  fieldShown,
  positionMax,
  type AxisLimits,
} from '../settings-rules';
import timelapseSettingsMessages from '../../../locales/en/timelapseSettings.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { usePrinterSetting } from '../../../state/printer';
import { usePrinterScope } from '../../../state/scope/context';
import { resetTimelapse, useTimelapse } from '../settings-store';
import { SettingsGrid } from '../../../components/settings-fields/SettingsGrid';
import { CameraSelect } from './CameraSelect';
import { TimelapseNumber, TimelapseSelect, TimelapseSwitch } from './fields';
import { RenderSettingsDialog } from './RenderSettingsDialog';

registerEnglishArea(timelapseSettingsMessages);

export function TimelapsePanel() {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const settings = useTimelapse((s) => s.settings);
  const maxX = positionMax(usePrinterSetting('stepper_x', 'position_max'));
  const maxY = positionMax(usePrinterSetting('stepper_y', 'position_max'));
  const [renderOpen, setRenderOpen] = useState(false);

  if (!settings) {
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {t('timelapseSettings.loading')}
      </Typography>
    );
  }
  const limits: AxisLimits = { maxX, maxY };
  const shown = (field: Parameters<typeof fieldShown>[0]) => fieldShown(field, settings);
  const modes = TIMELAPSE_MODES.map((value) => ({
    value,
    label: t(`timelapseSettings.modes.${value}`),
  }));
  const positions = PARK_POSITIONS.map((value) => ({
    value,
    label: t(`timelapseSettings.positions.${value}`),
  }));

  return (
    <Box>
      <SettingsGrid>
        <CameraSelect settings={settings} />
        <TimelapseSelect
          settings={settings}
          field="mode"
          label="timelapseSettings.mode"
          options={modes}
        />
        {shown('hyperlapse_cycle') && (
          <TimelapseNumber
            settings={settings}
            field="hyperlapse_cycle"
            label="timelapseSettings.hyperlapseCycle"
          />
        )}
        <TimelapseNumber
          settings={settings}
          field="stream_delay_compensation"
          label="timelapseSettings.streamDelay"
        />
        <TimelapseSwitch
          settings={settings}
          field="gcode_verbose"
          label="timelapseSettings.gcodeVerbose"
        />
      </SettingsGrid>

      <Typography
        component="h3"
        variant="subtitle2"
        id="timelapse-parking-title"
        sx={{ mt: 2, mb: 0.5 }}
      >
        {t('timelapseSettings.parking')}
      </Typography>
      <Box role="group" aria-labelledby="timelapse-parking-title">
        <SettingsGrid>
          <TimelapseSwitch
            settings={settings}
            field="parkhead"
            label="timelapseSettings.parkhead"
          />
          {shown('parkpos') && (
            <TimelapseSelect
              settings={settings}
              field="parkpos"
              label="timelapseSettings.parkpos"
              options={positions}
            />
          )}
          {shown('park_custom_pos_x') && (
            <TimelapseNumber
              settings={settings}
              field="park_custom_pos_x"
              label="timelapseSettings.customX"
              limits={limits}
            />
          )}
          {shown('park_custom_pos_y') && (
            <TimelapseNumber
              settings={settings}
              field="park_custom_pos_y"
              label="timelapseSettings.customY"
              limits={limits}
            />
          )}
          {shown('park_custom_pos_dz') && (
            <TimelapseNumber
              settings={settings}
              field="park_custom_pos_dz"
              label="timelapseSettings.parkDz"
            />
          )}
          {shown('park_time') && (
            <TimelapseNumber
              settings={settings}
              field="park_time"
              label="timelapseSettings.parkTime"
            />
          )}
          {shown('park_travel_speed') && (
            <TimelapseNumber
              settings={settings}
              field="park_travel_speed"
              label="timelapseSettings.parkTravelSpeed"
            />
          )}
          {shown('fw_retract') && (
            <TimelapseSwitch
              settings={settings}
              field="fw_retract"
              label="timelapseSettings.fwRetract"
            />
          )}
          {shown('park_retract_distance') && (
            <TimelapseNumber
              settings={settings}
              field="park_retract_distance"
              label="timelapseSettings.retractDistance"
            />
          )}
          {shown('park_retract_speed') && (
            <TimelapseNumber
              settings={settings}
              field="park_retract_speed"
              label="timelapseSettings.retractSpeed"
            />
          )}
          {shown('park_extrude_distance') && (
            <TimelapseNumber
              settings={settings}
              field="park_extrude_distance"
              label="timelapseSettings.extrudeDistance"
            />
          )}
          {shown('park_extrude_speed') && (
            <TimelapseNumber
              settings={settings}
              field="park_extrude_speed"
              label="timelapseSettings.extrudeSpeed"
            />
          )}
        </SettingsGrid>
      </Box>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 2 }}>
        <Typography variant="body2" sx={{ flexGrow: 1 }}>
          {t('timelapseSettings.renderSettings')}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          sx={{ color: primaryText }}
          aria-label={t('timelapseSettings.editRender')}
          onClick={() => setRenderOpen(true)}
        >
          {t('timelapseSettings.edit')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          sx={{ color: primaryText }}
          onClick={() => void resetTimelapse(scope)}
        >
          {t('timelapseSettings.reset')}
        </Button>
      </Box>
      <RenderSettingsDialog open={renderOpen} onClose={() => setRenderOpen(false)} />
    </Box>
  );
}
