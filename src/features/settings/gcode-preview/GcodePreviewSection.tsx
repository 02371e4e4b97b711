// Settings › G-code preview: line widths and the retraction icon's size (each greater than 0), the
// flips, the bed background, animations and grouping of the lower layers.
import { useTranslation } from '../../../locales/react';
import { PageCard } from '../../../components/PageCard';
import { checkNumber } from '../../../lib/settings-validation';
import { useSettings, type UiSettings } from '../../../state/settings';
import settingsMessages from '../../../locales/en/settings.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { saveSetting } from '../components/save';
import { SettingsGrid } from '../components/SettingsGrid';
import { SwitchSetting } from '../components/SwitchSetting';
import { TextSetting } from '../components/TextSetting';

registerEnglishArea(settingsMessages);

type Preview = UiSettings['gcodePreview'];
type NumberKey = 'extrusionLineWidth' | 'moveLineWidth' | 'retractionIconSize';
type SwitchKey =
  'flipHorizontal' | 'flipVertical' | 'drawBackground' | 'showAnimations' | 'groupLowerLayers';

const NUMBERS: readonly NumberKey[] = ['extrusionLineWidth', 'moveLineWidth', 'retractionIconSize'];
const SWITCHES: readonly SwitchKey[] = [
  'flipHorizontal',
  'flipVertical',
  'drawBackground',
  'showAnimations',
  'groupLowerLayers',
];

const positive = (text: string) => checkNumber(text, { positive: true });
const showNumber = (value: number) => String(value);

export default function GcodePreviewSection() {
  const { t } = useTranslation();
  const preview: Preview = useSettings((s) => s.gcodePreview);
  return (
    <PageCard id="gcode-preview-card" title={t('settings.gcodePreview.title')} divided>
      <SettingsGrid>
        {NUMBERS.map((key) => (
          <TextSetting
            key={key}
            label={t(`settings.gcodePreview.${key}`)}
            value={preview[key]}
            check={positive}
            format={showNumber}
            inputMode="decimal"
            onSave={(value) => saveSetting('gcodePreview', key, value)}
          />
        ))}
      </SettingsGrid>
      <SettingsGrid>
        {SWITCHES.map((key) => (
          <SwitchSetting
            key={key}
            label={t(`settings.gcodePreview.${key}`)}
            checked={preview[key]}
            onChange={(value) => saveSetting('gcodePreview', key, value)}
          />
        ))}
      </SettingsGrid>
    </PageCard>
  );
}
