// The thermal preset's dialog (spec part 2 §3 'Thermal preset', §5): a name, a target per heater
// and temperature fan of the printer — each with its switch (only active ones are sent) —, and
// the G-code run after. Errors show once a field changed or Save was pressed.
import { useState } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../locales/react';
import { EditDialog } from '../../../components/EditDialog';
import { NameField } from '../../../components/EditFields';
import { useFieldErrors } from '../../../components/use-field-errors';
import {
  PRESET_MIN_MESSAGE,
  presetDraft,
  presetIsValid,
  validatePreset,
  type DraftValue,
  type Preset,
  type PresetDraft,
  type PresetTarget,
  type PresetValueError,
} from '../../../lib/presets';
import { sensorLabel } from '../../../lib/temperature';
import settingsListsMessages from '../../../locales/en/settingsLists.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(settingsListsMessages);

const DIALOG_WIDTH = 440;

interface Props {
  preset: Preset | null;
  targets: readonly PresetTarget[];
  onSave: (draft: PresetDraft) => void;
  onClose: () => void;
}

function TargetRow({
  target,
  value,
  error,
  onChange,
}: {
  target: PresetTarget;
  value: DraftValue;
  error: string | null;
  onChange: (patch: Partial<DraftValue>) => void;
}) {
  const { t } = useTranslation();
  const name = sensorLabel(target.name);
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <Switch
        checked={value.active}
        onChange={(event) => onChange({ active: event.target.checked })}
        slotProps={{ input: { 'aria-label': t('settingsLists.presets.active', { name }) } }}
        sx={{ mt: 0.5 }}
      />
      <TextField
        fullWidth
        size="small"
        label={t('settingsLists.presets.temperature', { name })}
        value={value.value}
        onChange={(event) => onChange({ value: event.target.value })}
        error={error !== null}
        helperText={error ?? ' '}
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          input: { endAdornment: <InputAdornment position="end">°C</InputAdornment> },
        }}
      />
    </Box>
  );
}

export function PresetDialog({ preset, targets, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<PresetDraft>(() => presetDraft(preset, targets));
  const errors = validatePreset(draft);
  const { shows, touch, submit } = useFieldErrors<string>(presetIsValid(errors), () =>
    onSave(draft),
  );

  const valueMessage = (error: PresetValueError | undefined): string | null => {
    if (!error) return null;
    if (error === 'min') return t('validation.min', { min: PRESET_MIN_MESSAGE });
    return t(`validation.${error}`);
  };

  const nameError = shows('name') && errors.name ? t('validation.required') : null;
  return (
    <EditDialog
      title={preset ? t('settingsLists.presets.editTitle') : t('settingsLists.presets.addTitle')}
      width={DIALOG_WIDTH}
      gap={1}
      onSubmit={submit}
      onClose={onClose}
    >
      <NameField
        label={t('settingsLists.presets.name')}
        value={draft.name}
        onChange={(name) => {
          setDraft((d) => ({ ...d, name }));
          touch('name');
        }}
        error={nameError}
      />
      <Typography variant="subtitle2" component="h3">
        {t('settingsLists.presets.values')}
      </Typography>
      {targets.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('settingsLists.presets.noTargets')}
        </Typography>
      )}
      {targets.map((target) => {
        const value = draft.values[target.name];
        if (!value) return null;
        return (
          <TargetRow
            key={target.name}
            target={target}
            value={value}
            error={shows(target.name) ? valueMessage(errors.values[target.name]) : null}
            onChange={(patch) => {
              setDraft((d) => ({
                ...d,
                values: { ...d.values, [target.name]: { ...value, ...patch } },
              }));
              if ('value' in patch) touch(target.name);
            }}
          />
        );
      })}
      <TextField
        fullWidth
        multiline
        minRows={3}
        label={t('settingsLists.presets.gcode')}
        value={draft.gcode}
        onChange={(event) => setDraft((d) => ({ ...d, gcode: event.target.value }))}
        helperText={t('settingsLists.presets.gcodeHint')}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
    </EditDialog>
  );
}
