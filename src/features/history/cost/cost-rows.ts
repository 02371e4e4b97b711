// The cost lines of a job's details: its cost, the filament's (and the spools it came from), the
// energy used and its cost; an unknown figure says why instead of showing 0.
import { useCallback } from 'react';
import type { HistoryJob } from '../../../../protocol/history';
import { fixed, ltr } from '../../../lib/number-format';
import { jobSpoolIds, type CostPart, type JobCost } from '../../../lib/print-cost';
import { useTranslation } from '../../../locales/react';
import { useMoney } from './use-costs';
import { useReasonText } from './reasons';
import historyMessages from '../../../locales/en/history.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(historyMessages);

export function useCostRows(): (job: HistoryJob, cost: JobCost) => [string, string][] {
  const { t } = useTranslation();
  const money = useMoney();
  const reasonText = useReasonText();
  return useCallback(
    (job: HistoryJob, cost: JobCost) => {
      const part = (value: CostPart) =>
        value.kind === 'known'
          ? money(value.amount)
          : value.kind === 'unknown'
            ? reasonText(value.reason)
            : '--';
      const rows: [string, string][] = [
        [
          t('history.cost.total'),
          cost.total === null ? t('history.cost.unknown') : money(cost.total),
        ],
        [t('history.cost.filament'), part(cost.filament)],
      ];
      const ids = jobSpoolIds(job);
      if (ids) rows.push([t('history.cost.spools'), ids.map((id) => `#${id}`).join(', ')]);
      if (cost.energy.kind !== 'none') {
        rows.push([
          t('history.cost.energy'),
          cost.energyKwh === null
            ? reasonText('no-energy-data')
            : ltr(`${fixed(cost.energyKwh, 3)} kWh`),
        ]);
        rows.push([t('history.cost.energyCost'), part(cost.energy)]);
      }
      return rows;
    },
    [t, money, reasonText],
  );
}
