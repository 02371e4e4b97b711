// Settings › General: the printer's name, the language, how dates and times read, the
// status card's time left and time rows, the confirmations, version notifications, the temperature
// chart and the console's temperature waits.
import dayjs from 'dayjs';
import { useTranslation } from '../../../locales/react';
import { PageCard } from '../../../components/PageCard';
import { pickLocale } from '../../../lib/locale';
import { checkPrinterName } from '../../../lib/settings-validation';
import type { MessageKey } from '../../../locales/keys';
import { useSettings } from '../../../state/settings';
import { useUi } from '../../../state/ui';
import settingsMessages from '../../../locales/en/settings.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { saveSetting } from '../components/save';
import { SelectSetting, type SelectOption } from '../components/SelectSetting';
import { SettingsGrid } from '../components/SettingsGrid';
import { SwitchSetting } from '../components/SwitchSetting';
import { TextSetting } from '../components/TextSetting';
import { StatusTimeRowsSetting, TimeLeftMethodSetting } from './StatusTimesSetting';
import SettingsBackup from '../backup/SettingsBackup';
import { ImportSettings } from '../import/ImportSettings';

registerEnglishArea(settingsMessages);

/** The spec's options (part 2 §9); each reads as today would in it (dates with the year). */
const DATE_FORMATS = ['MMM. DD,', 'DD MMM.'] as const;
const TIME_FORMATS = ['hh:mm a', 'HH:mm'] as const;

function example(format: string, shown = format): SelectOption {
  return { value: format, label: dayjs().format(shown).replace(/\.\./g, '.') };
}

const identity = (value: string) => value;

export default function GeneralSection() {
  const { t } = useTranslation();
  const general = useSettings((s) => s.general);
  const locales = useUi((s) => s.hostConfig.locales);

  const languageName = (code: string) => {
    const key = `settings.languages.${code}` as MessageKey;
    return t(key, { defaultValue: code });
  };
  const browser = pickLocale(navigator.language, locales);
  const languages: SelectOption[] = [
    { value: 'browser', label: t('settings.general.browserLanguage', { code: browser }) },
    ...locales.map((locale) => ({ value: locale.code, label: languageName(locale.code) })),
  ];
  const dates = DATE_FORMATS.map((format) => example(format, `${format} YYYY`));
  const times = TIME_FORMATS.map((format) => example(format));

  return (
    <PageCard id="general-card" title={t('settings.general.title')} divided>
      <SettingsGrid>
        <TextSetting
          label={t('settings.general.printerName')}
          value={general.instanceName}
          check={checkPrinterName}
          format={identity}
          onSave={(value) => saveSetting('general', 'instanceName', value)}
        />
        <SelectSetting
          label={t('settings.general.language')}
          value={general.locale || 'browser'}
          options={languages}
          onChange={(value) => saveSetting('general', 'locale', value === 'browser' ? '' : value)}
        />
        <SelectSetting
          label={t('settings.general.dateFormat')}
          value={general.dateFormat}
          options={dates}
          onChange={(value) => saveSetting('general', 'dateFormat', value)}
        />
        <SelectSetting
          label={t('settings.general.timeFormat')}
          value={general.timeFormat}
          options={times}
          onChange={(value) => saveSetting('general', 'timeFormat', value)}
        />
        <TimeLeftMethodSetting />
        <StatusTimeRowsSetting />
        <SwitchSetting
          label={t('settings.general.confirmOnEstop')}
          checked={general.confirmOnEstop}
          onChange={(value) => saveSetting('general', 'confirmOnEstop', value)}
        />
        <SwitchSetting
          label={t('settings.general.confirmOnPowerDeviceChange')}
          checked={general.confirmOnPowerDeviceChange}
          onChange={(value) => saveSetting('general', 'confirmOnPowerDeviceChange', value)}
        />
        <SwitchSetting
          label={t('settings.general.showUpdateNotifications')}
          checked={general.showUpdateNotifications}
          onChange={(value) => saveSetting('general', 'showUpdateNotifications', value)}
        />
        <SwitchSetting
          label={t('settings.general.chartVisible')}
          checked={general.chartVisible}
          onChange={(value) => saveSetting('general', 'chartVisible', value)}
        />
        <SwitchSetting
          label={t('settings.general.hideTempWaits')}
          checked={general.hideTempWaits}
          onChange={(value) => saveSetting('general', 'hideTempWaits', value)}
        />
      </SettingsGrid>
      <SettingsBackup />
      <ImportSettings />
    </PageCard>
  );
}
