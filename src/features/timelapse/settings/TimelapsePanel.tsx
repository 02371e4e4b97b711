// The timelapse settings panel (spec part 2 §2 'Timelapse settings panel'): camera, mode, the
// hyperlapse cycle (hyperlapse only), toolhead parking (its fields only when parking, custom X/Y
// only for a custom position, retract and extrude only without firmware retraction), stream
// delay, verbose G-code, the render settings dialog and Reset; its rows are listed in rows.ts.
// Reads the timelapse store; the settings section and the timelapse page show it as it is.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../locales/react';
import { primaryText } from '../../../components/colors';
import { positionMax, type AxisLimits } from '../settings-rules';
import timelapseSettingsMessages from '../../../locales/en/timelapseSettings.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { usePrinterSetting } from '../../../state/printer';
import { usePrinterScope } from '../../../state/scope/context';
import { resetTimelapse, useTimelapse } from '../settings-store';
import { SettingsGrid } from '../../../components/settings-fields/SettingsGrid';
import { TimelapseRows } from './fields';
import { RenderSettingsDialog } from './RenderSettingsDialog';
import { GENERAL_ROWS, PARKING_ROWS } from './rows';

registerEnglishArea(timelapseSettingsMessages);

/** The look of the panel's two buttons (Edit and Reset). */
const ACTION = { size: 'small', variant: 'outlined', sx: { color: primaryText } } as const;

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

  return (
    <Box>
      <SettingsGrid>
        <TimelapseRows settings={settings} rows={GENERAL_ROWS} />
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
          <TimelapseRows settings={settings} rows={PARKING_ROWS} limits={limits} />
        </SettingsGrid>
      </Box>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 2 }}>
        <Typography variant="body2" sx={{ flexGrow: 1 }}>
          {t('timelapseSettings.renderSettings')}
        </Typography>
        <Button
          {...ACTION}
          aria-label={t('timelapseSettings.editRender')}
          onClick={() => setRenderOpen(true)}
        >
          {t('timelapseSettings.edit')}
        </Button>
        <Button {...ACTION} onClick={() => void resetTimelapse(scope)}>
          {t('timelapseSettings.reset')}
        </Button>
      </Box>
      <RenderSettingsDialog open={renderOpen} onClose={() => setRenderOpen(false)} />
    </Box>
  );
}
