// The timelapse panel's rows, drawn from a list of rows (rows.ts): a number field with its rule
// from NUMBER_FIELDS (stream delay and park time typed in milliseconds, kept in seconds), a switch,
// a select and the camera, each disabled with 'Managed by the server' when the component lists its
// key in blockedsettings; each valid change is posted. A row another setting hides is left out.
import { useTranslation } from '../../../locales/react';
import type { TimelapseSettings } from '../../../../protocol/timelapse';
import {
  NUMBER_FIELDS,
  checkTimelapseNumber,
  msToSeconds,
  secondsToMs,
  shownFor,
  type AxisLimits,
  type NumberField,
  type NumberSpec,
} from '../settings-rules';
import type { SettingCheck } from '../../../lib/settings-validation';
import timelapseSettingsMessages from '../../../locales/en/timelapseSettings.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { usePrinterScope } from '../../../state/scope/context';
import { changeTimelapse } from '../settings-store';
import { SelectSetting } from '../../../components/settings-fields/SelectSetting';
import { SwitchSetting } from '../../../components/settings-fields/SwitchSetting';
import { TextSetting } from '../../../components/settings-fields/TextSetting';
import { CameraSelect } from './CameraSelect';
import type { Row } from './rows';

registerEnglishArea(timelapseSettingsMessages);

interface NumberProps {
  settings: TimelapseSettings;
  field: NumberField;
  limits?: AxisLimits;
}

function TimelapseNumber({ settings, field, limits }: NumberProps) {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const { label, unit }: NumberSpec = NUMBER_FIELDS[field];
  const inMs = unit === 'ms';
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

type RowProps<K extends Row['kind']> = {
  settings: TimelapseSettings;
  row: Extract<Row, { kind: K }>;
};

function TimelapseSwitch({ settings, row: { field, label } }: RowProps<'switch'>) {
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

function TimelapseSelect({ settings, row }: RowProps<'select'>) {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const { field, optionLabel } = row;
  const value = settings[field];
  const options = row.options.map((option) => ({
    value: option,
    label: optionLabel ? t(optionLabel(option)) : option,
  }));
  // A value the list does not offer (set elsewhere) stays shown.
  if (!row.options.includes(value)) options.push({ value, label: value });
  return (
    <SelectSetting
      label={t(row.label)}
      value={value}
      options={options}
      managed={settings.blockedsettings.includes(field)}
      onChange={(next) => void changeTimelapse(scope, { [field]: next })}
    />
  );
}

interface RowsProps {
  settings: TimelapseSettings;
  rows: readonly Row[];
  /** The axes' limits for a custom park position. */
  limits?: AxisLimits;
}

/** The rows that apply to these settings, in the list's order. */
export function TimelapseRows({ settings, rows, limits }: RowsProps) {
  return rows
    .filter((row) => shownFor(row.field, settings))
    .map((row) => {
      switch (row.kind) {
        case 'camera':
          return <CameraSelect key={row.field} settings={settings} />;
        case 'number':
          return (
            <TimelapseNumber
              key={row.field}
              settings={settings}
              field={row.field}
              limits={limits}
            />
          );
        case 'switch':
          return <TimelapseSwitch key={row.field} settings={settings} row={row} />;
        case 'select':
          return <TimelapseSelect key={row.field} settings={settings} row={row} />;
      }
    });
}
