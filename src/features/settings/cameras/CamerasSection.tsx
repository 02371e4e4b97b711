// Settings › Cameras (spec part 2 §2 'Settings sections', §3 'Camera', §9): the printer's cameras
// (Moonraker's webcams) with their type, stream address and enabled switch, added and edited in a
// dialog, removed after a confirmation; those of moonraker.conf listed as managed by the server,
// with a note saying where to change them; at most 3 in all (Add is disabled then, with the
// reason). Saved at once through Moonraker's webcam API; the camera views read the same store.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import ConfirmDialog from '../../../components/ConfirmDialog';
import { primaryText } from '../../../components/colors';
import { PageCard } from '../../../components/PageCard';
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

/** What the dialog shows: a camera being edited, a new one, or nothing. */
type Editing = { camera: Camera | null } | null;

export default function CamerasSection() {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const cameras = useCameras((s) => s.cameras);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Camera | null>(null);
  // The name stays in the question while it fades out.
  const [asked, setAsked] = useState('');
  const canAdd = canAddCamera(cameras);
  const anyManaged = cameras.some(isManaged);

  return (
    <PageCard
      id="camera-settings"
      title={t('cameraSettings.title')}
      divided
      actions={
        <Button
          size="small"
          variant="outlined"
          startIcon={<Add />}
          sx={{ color: primaryText }}
          disabled={!canAdd}
          onClick={() => setEditing({ camera: null })}
        >
          {t('cameraSettings.add')}
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('cameraSettings.intro')}
      </Typography>
      {anyManaged && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('cameraSource.managedNote')}
        </Typography>
      )}
      {cameras.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('cameraSettings.none')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('cameraSettings.title')}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {cameras.map((camera) => (
            <CameraRow
              key={camera.id}
              camera={camera}
              onEdit={() => setEditing({ camera })}
              onRemove={() => {
                setAsked(camera.name);
                setRemoving(camera);
              }}
            />
          ))}
        </Box>
      )}
      {!canAdd && (
        <Typography variant="body2" color="text.secondary" role="note" sx={{ mt: 1 }}>
          {t('cameraSettings.limit', { max: MAX_CAMERAS })}
        </Typography>
      )}
      {editing && (
        <CameraDialog
          camera={editing.camera}
          takenNames={cameras.filter((c) => c.id !== editing.camera?.id).map((c) => c.name)}
          onClose={() => setEditing(null)}
          onSave={(draft) => {
            const stored = editing.camera;
            saveCamera(scope, cameraFromDraft(draft, stored?.id ?? NEW_CAMERA_ID, stored));
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('cameraSettings.removeTitle', { name: asked })}
        confirmLabel={t('cameraSettings.removeConfirm')}
        onClose={(confirmed) => {
          if (confirmed && removing) removeCamera(scope, removing.id);
          setRemoving(null);
        }}
      />
    </PageCard>
  );
}
