// The camera's dialog (spec part 2 §3 'Camera', §5 'Camera'): name (unique among the cameras, as
// Moonraker names them), stream type (for WebRTC who answers the offer: camera-streamer or go2rtc)
// and URL, the snapshot URL, target and idle frame rates, rotation with the aspect ratio (the
// height for iframe), flips and enabled. Errors show once a field changed or Save was pressed; an
// invalid camera is not saved.
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../locales/react';
import { EditDialog } from '../../../components/EditDialog';
import { NameField, SelectField } from '../../../components/EditFields';
import { useFieldErrors } from '../../../components/use-field-errors';
import { ToggleSwitch } from '../../../components/ToggleSwitch';
import {
  CAMERA_ROTATIONS,
  CAMERA_TYPES,
  cameraDraft,
  cameraErrorBound,
  cameraIsValid,
  urlRequired,
  validateCamera,
  type Camera,
  type CameraDraft,
  type CameraField,
} from '../../../lib/cameras';
import { WEBRTC_SIGNALLINGS } from '../../../lib/camera-services';
import cameraSettingsMessages from '../../../locales/en/cameraSettings.json';
import cameraSourceMessages from '../../../locales/en/cameraSource.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(cameraSettingsMessages);
registerEnglishArea(cameraSourceMessages);

/** Spec §9 gives no width for this dialog: the thermal preset dialog's. */
const DIALOG_WIDTH = 440;

/** Two fields side by side, one above the other on a phone. */
const PAIR = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

interface Props {
  /** The camera edited, or null for a new one. */
  camera: Camera | null;
  /** The other cameras' names (a name is one camera's only). */
  takenNames: readonly string[];
  onSave: (draft: CameraDraft) => void;
  onClose: () => void;
}

/** Monospace, left to right: an address. */
const ADDRESS = { spellCheck: false, dir: 'ltr', style: { fontFamily: 'monospace' } } as const;

export function CameraDialog({ camera, takenNames, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<CameraDraft>(() => cameraDraft(camera));
  const errors = validateCamera(draft, takenNames);
  const { shows, touch, submit } = useFieldErrors<CameraField>(cameraIsValid(errors), () =>
    onSave(draft),
  );

  const change = (patch: Partial<CameraDraft>, field?: CameraField) => {
    setDraft((d) => ({ ...d, ...patch }));
    if (field) touch(field);
  };

  /** The field's message, once it was changed or Save was pressed. */
  const message = (field: CameraField): string | null => {
    const error = errors[field];
    if (!error || !shows(field)) return null;
    if (error === 'min') return t('validation.min', { min: cameraErrorBound(field, 'min') });
    if (error === 'max') return t('validation.max', { max: cameraErrorBound(field, 'max') });
    if (error === 'taken' || error === 'format') return t(`cameraSource.${error}`);
    return t(`validation.${error}`);
  };

  const numberField = (
    field: 'fpstarget' | 'fpsidletarget' | 'height',
    label: string,
    unit: string,
    hint: ReactNode = ' ',
  ) => {
    const error = message(field);
    return (
      <TextField
        fullWidth
        required={field !== 'fpsidletarget'}
        label={label}
        value={draft[field]}
        onChange={(event) => change({ [field]: event.target.value }, field)}
        error={error !== null}
        helperText={error ?? hint}
        slotProps={{
          htmlInput: { inputMode: 'numeric' },
          input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
        }}
      />
    );
  };

  const nameError = message('name');
  const urlError = message('url');
  const ratioError = message('aspectRatio');
  return (
    <EditDialog
      title={camera ? t('cameraSettings.editTitle') : t('cameraSettings.addTitle')}
      width={DIALOG_WIDTH}
      gap={1}
      onSubmit={submit}
      onClose={onClose}
    >
      <NameField
        label={t('cameraSettings.name')}
        value={draft.name}
        onChange={(name) => change({ name }, 'name')}
        error={nameError}
      />
      <SelectField
        label={t('cameraSettings.type')}
        value={draft.type}
        options={CAMERA_TYPES}
        optionLabel={(type) => t(`cameraSettings.types.${type}`)}
        onChange={(type) => change({ type })}
        helperText=" "
      />
      {draft.type === 'webrtc' && (
        <SelectField
          label={t('cameraSource.signalling')}
          value={draft.signalling}
          options={WEBRTC_SIGNALLINGS}
          optionLabel={(signalling) => t(`cameraSource.signallings.${signalling}`)}
          onChange={(signalling) => change({ signalling })}
          helperText=" "
        />
      )}
      <TextField
        required={urlRequired(draft)}
        fullWidth
        label={t('cameraSettings.url')}
        value={draft.url}
        onChange={(event) => change({ url: event.target.value }, 'url')}
        error={urlError !== null}
        helperText={urlError ?? (urlRequired(draft) ? ' ' : t('cameraSource.urlMoonraker'))}
        slotProps={{ htmlInput: ADDRESS }}
      />
      {draft.type !== 'iframe' && (
        <TextField
          fullWidth
          label={t('cameraSource.snapshotUrl')}
          value={draft.snapshotUrl}
          onChange={(event) => change({ snapshotUrl: event.target.value })}
          helperText={t('cameraSource.snapshotHint')}
          slotProps={{ htmlInput: ADDRESS }}
        />
      )}
      <Box sx={PAIR}>
        {numberField('fpstarget', t('cameraSettings.fpstarget'), 'fps')}
        {numberField(
          'fpsidletarget',
          t('cameraSettings.fpsidletarget'),
          'fps',
          t('cameraSettings.fpsidleHint'),
        )}
      </Box>
      <Box sx={PAIR}>
        <SelectField
          label={t('cameraSettings.rotate')}
          value={draft.rotate}
          options={CAMERA_ROTATIONS}
          optionLabel={(degrees) =>
            degrees === 0
              ? t('cameraSettings.rotations.none')
              : t('cameraSettings.rotations.degrees', { degrees })
          }
          onChange={(rotate) => change({ rotate })}
          helperText=" "
        />
        {draft.type === 'iframe' ? (
          numberField('height', t('cameraSettings.height'), 'px')
        ) : (
          <TextField
            fullWidth
            label={t('cameraSource.aspectRatio')}
            value={draft.aspectRatio}
            onChange={(event) => change({ aspectRatio: event.target.value }, 'aspectRatio')}
            error={ratioError !== null}
            helperText={ratioError ?? t('cameraSource.aspectRatioHint')}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <ToggleSwitch
          label={t('cameraSettings.enabledField')}
          checked={draft.enabled}
          onChange={(enabled) => change({ enabled })}
        />
        <ToggleSwitch
          label={t('cameraSettings.flipX')}
          checked={draft.flipX}
          onChange={(flipX) => change({ flipX })}
        />
        <ToggleSwitch
          label={t('cameraSettings.flipY')}
          checked={draft.flipY}
          onChange={(flipY) => change({ flipY })}
        />
      </Box>
    </EditDialog>
  );
}
