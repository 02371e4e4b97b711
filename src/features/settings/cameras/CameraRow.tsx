// One camera of Settings › Cameras: its switch, name, type and stream address, and its edit and
// remove buttons — or, for a camera of moonraker.conf (managed by the server), a disabled switch
// and 'Managed by the server' where the buttons would be.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isManaged, type Camera } from '../../../lib/cameras';
import { setCameraEnabled } from '../../../state/cameras';
import cameraSettingsMessages from '../../../locales/en/cameraSettings.json';
import cameraSourceMessages from '../../../locales/en/cameraSource.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { ListRow } from '../components/ListRow';

registerEnglishArea(cameraSettingsMessages);
registerEnglishArea(cameraSourceMessages);

/** A row like ListRow's, its actions replaced by the reason there are none. */
function ManagedRow({ camera, detail }: { camera: Camera; detail: ReactNode }) {
  const { t } = useTranslation();
  const name = camera.name || '—';
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Switch
        size="small"
        checked={camera.enabled}
        disabled
        slotProps={{ input: { 'aria-label': t('cameraSettings.enabled', { name }) } }}
      />
      <Box sx={{ minWidth: 0, width: 0, flexGrow: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div" noWrap>
          {detail}
        </Typography>
      </Box>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ maxWidth: { xs: '6.5rem', sm: '10rem' }, textAlign: 'end', lineHeight: 1.3 }}
      >
        {t('cameraSource.managed')}
      </Typography>
    </Box>
  );
}

export function CameraRow({
  camera,
  onEdit,
  onRemove,
}: {
  camera: Camera;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const name = camera.name || '—';
  const detail = (
    <>
      {t(`cameraSettings.types.${camera.type}`)} ·{' '}
      <Box component="span" dir="ltr" sx={{ fontFamily: 'monospace' }}>
        {camera.url || t('cameraSettings.noUrl')}
      </Box>
    </>
  );
  if (isManaged(camera)) return <ManagedRow camera={camera} detail={detail} />;
  return (
    <ListRow
      name={name}
      detail={detail}
      enabled={{
        checked: camera.enabled,
        label: t('cameraSettings.enabled', { name }),
        onChange: (checked) => setCameraEnabled(camera.id, checked),
      }}
      editLabel={t('cameraSettings.edit', { name })}
      removeLabel={t('cameraSettings.remove', { name })}
      onEdit={onEdit}
      onRemove={onRemove}
    />
  );
}
