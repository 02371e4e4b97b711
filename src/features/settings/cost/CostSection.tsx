// Settings › Print cost: the price per kWh (0 or more; empty while unknown, and the energy cost of a
// print then says so) and the currency the costs are written in. Both are kept in the printer's
// database with the other settings. While no currency is set here, the one set in Spoolman is used,
// and the field says so.
import { useTranslation } from '../../../locales/react';
import { PageCard } from '../../../components/PageCard';
import { useCurrency } from '../../../components/print-cost/currency';
import { parsePrice, storedPricePerKwh } from '../../../lib/print-cost';
import type { SettingCheck } from '../../../lib/settings-validation';
import { useSettings } from '../../../state/settings';
import settingsMessages from '../../../locales/en/settings.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { saveSetting } from '../components/save';
import { SettingsGrid } from '../components/SettingsGrid';
import { TextSetting } from '../components/TextSetting';

registerEnglishArea(settingsMessages);

/** The stored price: the typed one, or -1 for none. */
function checkPrice(text: string): SettingCheck<number> {
  const result = parsePrice(text);
  if (!result.ok)
    return {
      ok: false,
      error:
        result.rule === 'min' ? { rule: 'min', values: { min: 0 } } : { rule: 'invalidNumber' },
    };
  return { ok: true, value: result.value ?? -1 };
}

const showPrice = (value: number) => {
  const price = storedPricePerKwh(value);
  return price === null ? '' : String(price);
};

const checkCurrency = (text: string): SettingCheck<string> => ({ ok: true, value: text.trim() });
const identity = (value: string) => value;

export default function CostSection() {
  const { t } = useTranslation();
  const cost = useSettings((s) => s.cost);
  const currency = useCurrency();
  return (
    <PageCard id="cost-card" title={t('settings.cost.title')} divided>
      <SettingsGrid>
        <TextSetting
          label={t('settings.cost.pricePerKwh')}
          hint={t('settings.cost.pricePerKwhHint')}
          value={cost.pricePerKwh}
          check={checkPrice}
          format={showPrice}
          inputMode="decimal"
          onSave={(value) => saveSetting('cost', 'pricePerKwh', value)}
        />
        <TextSetting
          label={t('settings.cost.currency')}
          hint={
            currency.fromSpoolman
              ? t('settings.cost.fromSpoolman', { code: currency.code })
              : t('settings.cost.currencyHint')
          }
          value={cost.currency}
          check={checkCurrency}
          format={identity}
          onSave={(value) => saveSetting('cost', 'currency', value)}
        />
      </SettingsGrid>
    </PageCard>
  );
}
