// Settings › Toolhead: the toolhead card's defaults (extrude length and speed, move length, XY and Z
// speeds), its move and Z adjust distances, G-code coordinates and the axis inversion.
import { useTranslation } from '../../../locales/react';
import { PageCard } from '../../../components/PageCard';
import { checkNumber, checkNumberList } from '../../../lib/settings-validation';
import { useSettings, type UiSettings } from '../../../state/settings';
import settingsMessages from '../../../locales/en/settings.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { saveSetting } from '../components/save';
import { SettingsGrid } from '../components/SettingsGrid';
import { SwitchSetting } from '../components/SwitchSetting';
import { TextSetting } from '../components/TextSetting';

registerEnglishArea(settingsMessages);

type General = UiSettings['general'];
type NumberKey =
  | 'defaultExtrudeLength'
  | 'defaultExtrudeSpeed'
  | 'defaultToolheadMoveLength'
  | 'defaultToolheadXYSpeed'
  | 'defaultToolheadZSpeed';

const NUMBERS: readonly [
  NumberKey,
  'extrudeLength' | 'extrudeSpeed' | 'moveLength' | 'xySpeed' | 'zSpeed',
][] = [
  ['defaultExtrudeLength', 'extrudeLength'],
  ['defaultExtrudeSpeed', 'extrudeSpeed'],
  ['defaultToolheadMoveLength', 'moveLength'],
  ['defaultToolheadXYSpeed', 'xySpeed'],
  ['defaultToolheadZSpeed', 'zSpeed'],
];

const atLeastOne = (text: string) => checkNumber(text, { min: 1 });
const moveList = (text: string) => checkNumberList(text, 6);
const zList = (text: string) => checkNumberList(text, 4);
const showNumber = (value: number) => String(value);
const showList = (values: number[]) => values.join(', ');

export default function ToolheadSection() {
  const { t } = useTranslation();
  const general: General = useSettings((s) => s.general);

  return (
    <PageCard id="toolhead-card" title={t('settings.toolhead.title')} divided>
      <SettingsGrid>
        {NUMBERS.map(([key, label]) => (
          <TextSetting
            key={key}
            label={t(`settings.toolhead.${label}`)}
            value={general[key]}
            check={atLeastOne}
            format={showNumber}
            inputMode="decimal"
            onSave={(value) => saveSetting('general', key, value)}
          />
        ))}
        <TextSetting
          label={t('settings.toolhead.moveDistances')}
          hint={t('settings.toolhead.moveDistancesHint')}
          value={general.toolheadMoveDistances}
          check={moveList}
          format={showList}
          onSave={(value) => saveSetting('general', 'toolheadMoveDistances', value)}
        />
        <TextSetting
          label={t('settings.toolhead.zAdjustDistances')}
          hint={t('settings.toolhead.zAdjustDistancesHint')}
          value={general.zAdjustDistances}
          check={zList}
          format={showList}
          onSave={(value) => saveSetting('general', 'zAdjustDistances', value)}
        />
        <SwitchSetting
          label={t('settings.toolhead.useGcodeCoords')}
          checked={general.useGcodeCoords}
          onChange={(value) => saveSetting('general', 'useGcodeCoords', value)}
        />
        <SwitchSetting
          label={t('settings.toolhead.invertX')}
          checked={general.invertX}
          onChange={(value) => saveSetting('general', 'invertX', value)}
        />
        <SwitchSetting
          label={t('settings.toolhead.invertY')}
          checked={general.invertY}
          onChange={(value) => saveSetting('general', 'invertY', value)}
        />
        <SwitchSetting
          label={t('settings.toolhead.invertZ')}
          checked={general.invertZ}
          onChange={(value) => saveSetting('general', 'invertZ', value)}
        />
      </SettingsGrid>
    </PageCard>
  );
}
