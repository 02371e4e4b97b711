// The camera whose snapshots the timelapse takes. The component names a webcam by its name (its
// snapshot URL follows), so the name is what is posted; '' lets the server take the first one.
// Disabled cameras stay choosable but greyed.
import { useId } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../locales/react';
import type { TimelapseSettings } from '../../../../protocol/timelapse';
import timelapseSettingsMessages from '../../../locales/en/timelapseSettings.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { useCameras } from '../../../state/cameras';
import { usePrinterScope } from '../../../state/scope/context';
import { changeTimelapse } from '../settings-store';
import settingsMessages from '../../../locales/en/settings.json';

registerEnglishArea(timelapseSettingsMessages);
registerEnglishArea(settingsMessages);

export function CameraSelect({ settings }: { settings: TimelapseSettings }) {
  const { t } = useTranslation();
  const id = useId();
  const scope = usePrinterScope();
  const cameras = useCameras((s) => s.cameras);
  const managed = settings.blockedsettings.includes('camera');
  const known = settings.camera === '' || cameras.some((c) => c.name === settings.camera);
  return (
    <TextField
      id={id}
      select
      label={t('timelapseSettings.camera')}
      value={settings.camera}
      size="small"
      fullWidth
      disabled={managed}
      helperText={managed ? t('settings.managed') : ' '}
      // Readable: a disabled helper text is too faint (as the other settings rows).
      slotProps={{
        formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
        // '' is a real choice (the first camera): shown, with the label above it.
        inputLabel: { shrink: true },
        select: { displayEmpty: true },
      }}
      onChange={(event) => void changeTimelapse(scope, { camera: event.target.value })}
    >
      <MenuItem value="">{t('timelapseSettings.cameraFirst')}</MenuItem>
      {cameras.map((camera) => (
        <MenuItem
          key={camera.id}
          value={camera.name}
          sx={camera.enabled ? undefined : { color: 'text.disabled' }}
        >
          {camera.enabled
            ? camera.name
            : t('timelapseSettings.cameraDisabled', { name: camera.name })}
        </MenuItem>
      ))}
      {!known && <MenuItem value={settings.camera}>{settings.camera}</MenuItem>}
    </TextField>
  );
}
