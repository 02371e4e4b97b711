// The camera's dialog (spec part 2 §3 'Camera', §5 'Camera'): name (unique among the cameras, as
// Moonraker names them), stream type (for WebRTC who answers the offer: camera-streamer or go2rtc)
// and URL, the snapshot URL, target and idle frame rates, rotation with the aspect ratio (the
// height for iframe), flips and enabled. Errors show once a field changed or Save was pressed; an
// invalid camera is not saved.
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { primaryText } from '../../../components/colors';
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
  type CameraRotation,
  type CameraType,
} from '../../../lib/cameras';
import { WEBRTC_SIGNALLINGS, type WebrtcSignalling } from '../../../lib/camera-services';
import cameraSettingsMessages from '../../../locales/en/cameraSettings.json';
import cameraSourceMessages from '../../../locales/en/cameraSource.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(cameraSettingsMessages);
registerEnglishArea(cameraSourceMessages);

/** Spec §9 gives no width for this dialog: the thermal preset dialog's. */
const DIALOG_WIDTH = 440;

/** The focused field's label and the text buttons in a primary colour readable on both themes. */
const READABLE = {
  '& .MuiInputLabel-root.Mui-focused': { color: primaryText },
  '& .MuiButton-text': { color: primaryText },
};

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
  const [touched, setTouched] = useState<ReadonlySet<CameraField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const errors = validateCamera(draft, takenNames);

  const change = (patch: Partial<CameraDraft>, field?: CameraField) => {
    setDraft((d) => ({ ...d, ...patch }));
    if (field) setTouched((s) => new Set(s).add(field));
  };

  /** The field's message, once it was changed or Save was pressed. */
  const message = (field: CameraField): string | null => {
    const error = errors[field];
    if (!error || !(submitted || touched.has(field))) return null;
    if (error === 'min') return t('validation.min', { min: cameraErrorBound(field, 'min') });
    if (error === 'max') return t('validation.max', { max: cameraErrorBound(field, 'max') });
    if (error === 'taken' || error === 'format') return t(`cameraSource.${error}`);
    return t(`validation.${error}`);
  };

  const save = () => {
    setSubmitted(true);
    if (!cameraIsValid(errors)) return;
    onSave(draft);
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
    <Dialog
      open
      onClose={onClose}
      sx={READABLE}
      aria-labelledby="camera-dialog-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, m: 2 } } }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <DialogTitle id="camera-dialog-title">
          {camera ? t('cameraSettings.editTitle') : t('cameraSettings.addTitle')}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1, pt: '8px !important' }}>
          <TextField
            autoFocus
            required
            fullWidth
            label={t('cameraSettings.name')}
            value={draft.name}
            onChange={(event) => change({ name: event.target.value }, 'name')}
            error={nameError !== null}
            helperText={nameError ?? ' '}
          />
          <TextField
            select
            fullWidth
            label={t('cameraSettings.type')}
            value={draft.type}
            onChange={(event) => change({ type: event.target.value as CameraType })}
            helperText=" "
          >
            {CAMERA_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`cameraSettings.types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          {draft.type === 'webrtc' && (
            <TextField
              select
              fullWidth
              label={t('cameraSource.signalling')}
              value={draft.signalling}
              onChange={(event) => change({ signalling: event.target.value as WebrtcSignalling })}
              helperText=" "
            >
              {WEBRTC_SIGNALLINGS.map((signalling) => (
                <MenuItem key={signalling} value={signalling}>
                  {t(`cameraSource.signallings.${signalling}`)}
                </MenuItem>
              ))}
            </TextField>
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
            <TextField
              select
              fullWidth
              label={t('cameraSettings.rotate')}
              value={String(draft.rotate)}
              onChange={(event) => change({ rotate: Number(event.target.value) as CameraRotation })}
              helperText=" "
            >
              {CAMERA_ROTATIONS.map((degrees) => (
                <MenuItem key={degrees} value={String(degrees)}>
                  {degrees === 0
                    ? t('cameraSettings.rotations.none')
                    : t('cameraSettings.rotations.degrees', { degrees })}
                </MenuItem>
              ))}
            </TextField>
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
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('app.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('app.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
