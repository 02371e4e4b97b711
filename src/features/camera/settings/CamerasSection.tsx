// Settings › Cameras (spec part 2 §2 'Settings sections', §3 'Camera', §9): the printer's cameras
// (Moonraker's webcams) with their type, stream address and enabled switch, added and edited in a
// dialog, removed after a confirmation; those of moonraker.conf listed as managed by the server,
// with a note saying where to change them; at most 3 in all (Add is disabled then, with the
// reason). Saved at once through Moonraker's webcam API; the camera views read the same store.
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../locales/react';
import { ManagedList } from '../../../components/managed-list/ManagedList';
import {
  canAddCamera,
  cameraFromDraft,
  isManaged,
  MAX_CAMERAS,
  NEW_CAMERA_ID,
  type Camera,
} from '../../../lib/cameras';
import { removeCamera, saveCamera, useCameras } from '../../../state/cameras';
import { usePrinterScope } from '../../../state/scope/context';
import cameraSettingsMessages from '../../../locales/en/cameraSettings.json';
import cameraSourceMessages from '../../../locales/en/cameraSource.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { CameraDialog } from './CameraDialog';
import { CameraRow } from './CameraRow';

registerEnglishArea(cameraSettingsMessages);
registerEnglishArea(cameraSourceMessages);

export default function CamerasSection() {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const cameras = useCameras((s) => s.cameras);
  const canAdd = canAddCamera(cameras);

  return (
    <ManagedList<Camera>
      id="camera-settings"
      title={t('cameraSettings.title')}
      addLabel={t('cameraSettings.add')}
      addDisabled={!canAdd}
      notes={[t('cameraSettings.intro'), cameras.some(isManaged) && t('cameraSource.managedNote')]}
      rows={cameras}
      rowKey={(camera) => camera.id}
      renderRow={(camera, { edit, remove }) => (
        <CameraRow camera={camera} onEdit={() => edit(camera)} onRemove={() => remove(camera)} />
      )}
      emptyText={t('cameraSettings.none')}
      footer={
        !canAdd && (
          <Typography variant="body2" color="text.secondary" role="note" sx={{ mt: 1 }}>
            {t('cameraSettings.limit', { max: MAX_CAMERAS })}
          </Typography>
        )
      }
      renderDialog={(stored, close) => (
        <CameraDialog
          camera={stored}
          takenNames={cameras.filter((c) => c.id !== stored?.id).map((c) => c.name)}
          onClose={close}
          onSave={(draft) => {
            saveCamera(scope, cameraFromDraft(draft, stored?.id ?? NEW_CAMERA_ID, stored));
            close();
          }}
        />
      )}
      removeTitle={(camera) => t('cameraSettings.removeTitle', { name: camera.name })}
      removeLabel={t('cameraSettings.removeConfirm')}
      onRemove={(camera) => removeCamera(scope, camera.id)}
    />
  );
}
