// The timelapse panel's rows: a number field with the spec's rule (stream delay and park time
// typed in milliseconds, kept in seconds), a switch and a select, each disabled with 'Managed by
// the server' when the component lists its key in blockedsettings; each valid change is posted.
import { useTranslation } from 'react-i18next';
import type { TimelapseSettings } from '../../../../protocol/timelapse';
import {
  MS_FIELDS,
  checkTimelapseNumber,
  msToSeconds,
  secondsToMs,
  type AxisLimits,
  type NumberField,
} from '../settings-rules';
import type { SettingCheck } from '../../../lib/settings-validation';
import type { MessageKey } from '../../../locales/keys';
import timelapseSettingsMessages from '../../../locales/en/timelapseSettings.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { usePrinterScope } from '../../../state/scope/context';
import { changeTimelapse } from '../settings-store';
import {
  SelectSetting,
  type SelectOption,
} from '../../../components/settings-fields/SelectSetting';
import { SwitchSetting } from '../../../components/settings-fields/SwitchSetting';
import { TextSetting } from '../../../components/settings-fields/TextSetting';

registerEnglishArea(timelapseSettingsMessages);

type BooleanKey = {
  [K in keyof TimelapseSettings]: TimelapseSettings[K] extends boolean ? K : never;
}[keyof TimelapseSettings];

interface NumberProps {
  settings: TimelapseSettings;
  field: NumberField;
  label: MessageKey;
  limits?: AxisLimits;
}

export function TimelapseNumber({ settings, field, label, limits }: NumberProps) {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const inMs = MS_FIELDS.includes(field);
  const check = (text: string): SettingCheck<number> => {
    const checked = checkTimelapseNumber(field, text, limits);
    return checked.ok && inMs ? { ok: true, value: msToSeconds(checked.value) } : checked;
  };
  return (
    <TextSetting
      label={t(label)}
      value={settings[field]}
      check={check}
      format={(value) => String(inMs ? secondsToMs(value) : value)}
      inputMode="decimal"
      managed={settings.blockedsettings.includes(field)}
      onSave={(value) => void changeTimelapse(scope, { [field]: value })}
    />
  );
}

interface SwitchProps {
  settings: TimelapseSettings;
  field: BooleanKey;
  label: MessageKey;
}

export function TimelapseSwitch({ settings, field, label }: SwitchProps) {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  return (
    <SwitchSetting
      label={t(label)}
      checked={settings[field]}
      managed={settings.blockedsettings.includes(field)}
      onChange={(checked) => void changeTimelapse(scope, { [field]: checked })}
    />
  );
}

interface SelectProps {
  settings: TimelapseSettings;
  field: 'mode' | 'parkpos' | 'pixelformat';
  label: MessageKey;
  options: readonly SelectOption[];
}

export function TimelapseSelect({ settings, field, label, options }: SelectProps) {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const value = settings[field];
  // A value the list does not offer (set elsewhere) stays shown.
  const all = options.some((o) => o.value === value)
    ? options
    : [...options, { value, label: value }];
  return (
    <SelectSetting
      label={t(label)}
      value={value}
      options={all}
      managed={settings.blockedsettings.includes(field)}
      onChange={(next) => void changeTimelapse(scope, { [field]: next })}
    />
  );
}
