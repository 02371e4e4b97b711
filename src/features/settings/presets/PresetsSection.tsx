// Settings › Thermal presets (spec part 2 §2 'Settings sections', §3 'Thermal preset'): the presets
// with their active targets, added and edited in a dialog, removed after a confirmation. Saved at
// once in Moonraker's database (presets); the temperature card's Presets menu lists them.
import { useMemo } from 'react';
import { useTranslation } from '../../../locales/react';
import { ListRow } from '../../../components/managed-list/ListRow';
import { ManagedList } from '../../../components/managed-list/ManagedList';
import { generateId } from '../../../lib/entries';
import { activeValues, presetFromDraft, presetTargetsOf, type Preset } from '../../../lib/presets';
import { sensorLabel } from '../../../lib/temperature';
import { usePrinter } from '../../../state/printer';
import { removePreset, savePreset, usePresets } from '../../../state/presets';
import { usePrinterScope } from '../../../state/scope/context';
import settingsListsMessages from '../../../locales/en/settingsLists.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { PresetDialog } from './PresetDialog';

registerEnglishArea(settingsListsMessages);

const NO_HEATERS: readonly string[] = [];

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

  return (
    <ManagedList<Preset>
      id="thermal-presets"
      title={t('settingsLists.presets.title')}
      addLabel={t('settingsLists.presets.add')}
      notes={[t('settingsLists.presets.intro')]}
      rows={presets}
      rowKey={(preset) => preset.id}
      renderRow={(preset, { edit, remove }) => (
        <PresetRow preset={preset} onEdit={() => edit(preset)} onRemove={() => remove(preset)} />
      )}
      emptyText={t('settingsLists.presets.none')}
      renderDialog={(preset, close) => (
        <PresetDialog
          preset={preset}
          targets={targets}
          onClose={close}
          onSave={(draft) => {
            const id =
              preset?.id ??
              generateId(
                presets.map((p) => p.id),
                Date.now(),
                Math.random(),
              );
            savePreset(scope, presetFromDraft(draft, id, preset));
            close();
          }}
        />
      )}
      removeTitle={(preset) => t('settingsLists.presets.removeTitle', { name: preset.name })}
      removeLabel={t('settingsLists.removeConfirm')}
      onRemove={(preset) => removePreset(scope, preset.id)}
    />
  );
}
