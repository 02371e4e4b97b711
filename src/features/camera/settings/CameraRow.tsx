// One camera of Settings › Cameras: its switch, name, type and stream address, and its edit and
// remove buttons — or, for a camera of moonraker.conf (managed by the server), a disabled switch
// and 'Managed by the server' where the buttons would be.
import Box from '@mui/material/Box';
import { useTranslation } from '../../../locales/react';
import { ListRow } from '../../../components/managed-list/ListRow';
import { isManaged, type Camera } from '../../../lib/cameras';
import { setCameraEnabled } from '../../../state/cameras';
import { usePrinterScope } from '../../../state/scope/context';
import cameraSettingsMessages from '../../../locales/en/cameraSettings.json';
import cameraSourceMessages from '../../../locales/en/cameraSource.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(cameraSettingsMessages);
registerEnglishArea(cameraSourceMessages);

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
  const scope = usePrinterScope();
  const name = camera.name || '—';
  const detail = (
    <>
      {t(`cameraSettings.types.${camera.type}`)} ·{' '}
      <Box component="span" dir="ltr" sx={{ fontFamily: 'monospace' }}>
        {camera.url || t('cameraSettings.noUrl')}
      </Box>
    </>
  );
  return (
    <ListRow
      name={name}
      detail={detail}
      enabled={{
        checked: camera.enabled,
        label: t('cameraSettings.enabled', { name }),
        onChange: (checked) => setCameraEnabled(scope, camera.id, checked),
      }}
      editLabel={t('cameraSettings.edit', { name })}
      removeLabel={t('cameraSettings.remove', { name })}
      onEdit={onEdit}
      onRemove={onRemove}
      managed={isManaged(camera) ? t('cameraSource.managed') : undefined}
    />
  );
}
