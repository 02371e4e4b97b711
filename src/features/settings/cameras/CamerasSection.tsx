// Settings › Cameras (spec part 2 §2 'Settings sections', §3 'Camera', §9): the printer's cameras
// with their type, stream address and enabled switch, added and edited in a dialog, removed after
// a confirmation; at most 3 (Add is disabled then, with the reason). Saved at once in Moonraker's
// database (cameras.cameras); the camera views read the same store.
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
  MAX_CAMERAS,
  NEW_CAMERA_ID,
  type Camera,
} from '../../../lib/cameras';
import { removeCamera, saveCamera, setCameraEnabled, useCameras } from '../../../state/cameras';
import cameraSettingsMessages from '../../../locales/en/cameraSettings.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { CameraDialog } from './CameraDialog';
import { ListRow } from '../components/ListRow';

registerEnglishArea(cameraSettingsMessages);

/** What the dialog shows: a camera being edited, a new one, or nothing. */
type Editing = { camera: Camera | null } | null;

function CameraRow({
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
  return (
    <ListRow
      name={name}
      detail={
        <>
          {t(`cameraSettings.types.${camera.type}`)} ·{' '}
          <Box component="span" dir="ltr" sx={{ fontFamily: 'monospace' }}>
            {camera.url || t('cameraSettings.noUrl')}
          </Box>
        </>
      }
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

export default function CamerasSection() {
  const { t } = useTranslation();
  const cameras = useCameras((s) => s.cameras);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Camera | null>(null);
  // The name stays in the question while it fades out.
  const [asked, setAsked] = useState('');
  const canAdd = canAddCamera(cameras);

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
          onClose={() => setEditing(null)}
          onSave={(draft) => {
            const stored = editing.camera;
            saveCamera(cameraFromDraft(draft, stored?.id ?? NEW_CAMERA_ID, stored));
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('cameraSettings.removeTitle', { name: asked })}
        confirmLabel={t('cameraSettings.removeConfirm')}
        onClose={(confirmed) => {
          if (confirmed && removing) removeCamera(removing.id);
          setRemoving(null);
        }}
      />
    </PageCard>
  );
}
