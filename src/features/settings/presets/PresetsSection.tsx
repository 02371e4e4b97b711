// Settings › Thermal presets (spec part 2 §2 'Settings sections', §3 'Thermal preset'): the presets
// with their active targets, added and edited in a dialog, removed after a confirmation. Saved at
// once in Moonraker's database (presets); the temperature card's Presets menu lists them.
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import ConfirmDialog from '../../../components/ConfirmDialog';
import { primaryText } from '../../../components/colors';
import { PageCard } from '../../../components/PageCard';
import { generateId } from '../../../lib/entries';
import { activeValues, presetFromDraft, presetTargetsOf, type Preset } from '../../../lib/presets';
import { sensorLabel } from '../../../lib/temperature';
import { usePrinter } from '../../../state/printer';
import { removePreset, savePreset, usePresets } from '../../../state/presets';
import { usePrinterScope } from '../../../state/scope/context';
import settingsListsMessages from '../../../locales/en/settingsLists.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { PresetDialog } from './PresetDialog';
import { ListRow } from '../components/ListRow';

registerEnglishArea(settingsListsMessages);

const NO_HEATERS: readonly string[] = [];

/** What the dialog shows: a preset being edited, a new one, or nothing. */
type Editing = { preset: Preset | null } | null;

function summary(preset: Preset): string {
  return activeValues(preset)
    .map((v) => `${sensorLabel(v.name)} ${v.value} °C`)
    .join(' · ');
}

function PresetRow({
  preset,
  onEdit,
  onRemove,
}: {
  preset: Preset;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const name = preset.name || '—';
  return (
    <ListRow
      name={name}
      detail={summary(preset) || t('settingsLists.presets.inactive')}
      editLabel={t('settingsLists.presets.edit', { name })}
      removeLabel={t('settingsLists.presets.remove', { name })}
      onEdit={onEdit}
      onRemove={onRemove}
    />
  );
}

export default function PresetsSection() {
  const scope = usePrinterScope();
  const { t } = useTranslation();
  const presets = usePresets((s) => s.presets);
  const heaters = usePrinter((s) => s.status.heaters?.available_heaters ?? NO_HEATERS);
  const objects = usePrinter((s) => s.objects);
  const targets = useMemo(() => presetTargetsOf(heaters, objects), [heaters, objects]);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Preset | null>(null);

  return (
    <PageCard
      id="thermal-presets"
      title={t('settingsLists.presets.title')}
      divided
      actions={
        <Button
          size="small"
          variant="outlined"
          startIcon={<Add />}
          sx={{ color: primaryText }}
          onClick={() => setEditing({ preset: null })}
        >
          {t('settingsLists.presets.add')}
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('settingsLists.presets.intro')}
      </Typography>
      {presets.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('settingsLists.presets.none')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('settingsLists.presets.title')}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {presets.map((preset) => (
            <PresetRow
              key={preset.id}
              preset={preset}
              onEdit={() => setEditing({ preset })}
              onRemove={() => setRemoving(preset)}
            />
          ))}
        </Box>
      )}
      {editing && (
        <PresetDialog
          preset={editing.preset}
          targets={targets}
          onClose={() => setEditing(null)}
          onSave={(draft) => {
            const id =
              editing.preset?.id ??
              generateId(
                presets.map((p) => p.id),
                Date.now(),
                Math.random(),
              );
            savePreset(scope, presetFromDraft(draft, id, editing.preset));
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('settingsLists.presets.removeTitle', { name: removing?.name ?? '' })}
        confirmLabel={t('settingsLists.removeConfirm')}
        onClose={(confirmed) => {
          if (confirmed && removing) removePreset(scope, removing.id);
          setRemoving(null);
        }}
      />
    </PageCard>
  );
}
