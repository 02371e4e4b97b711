// The estimated cost of printing a file, in words: "€0.42 (12.30 g of PLA from spool #2)", or
// "Unknown" with why (no active spool, no price on the spool or its filament, no weight in the
// file, Spoolman unreachable), never 0. Its own chunk: the file's details and the status card's
// overview load it only where the printer's Moonraker has the spoolman component.
import { useId } from 'react';
import Box from '@mui/material/Box';
import { formatWeight } from '../../lib/format';
import type { MessageKey } from '../../locales/keys';
import { useTranslation } from '../../locales/react';
import { useMoney } from './currency';
import { useCostEstimate, type CostEstimate } from './use-cost-estimate';
import historyMessages from '../../locales/en/history.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(historyMessages);

const WHY: Record<string, MessageKey> = {
  'no-spool': 'history.cost.estimate.noSpool',
  'no-price': 'history.cost.estimate.noPrice',
  'no-weight': 'history.cost.estimate.noWeight',
  'spool-missing': 'history.cost.estimate.unreachable',
};

/** The estimate as a line of text ('' while the active spool is read). */
export function useEstimateText(estimate: CostEstimate | null): string {
  const { t } = useTranslation();
  const money = useMoney();
  if (!estimate) return '';
  const { cost, grams, spool } = estimate;
  if (cost.kind === 'known') {
    const values = {
      amount: money(cost.amount),
      weight: formatWeight(grams),
      material: spool?.filament.material ?? '',
      id: spool?.id ?? '',
    };
    return spool?.filament.material
      ? t('history.cost.estimate.known', values)
      : t('history.cost.estimate.knownNoMaterial', values);
  }
  const why = cost.kind === 'unknown' ? WHY[cost.reason] : undefined;
  return why
    ? t('history.cost.estimate.unknown', { why: t(why, { id: spool?.id ?? '' }) })
    : t('history.cost.unknown');
}

/** The estimate's text for a file of `weight` grams (its metadata's filament_weight_total). */
export default function CostEstimateText({ weight }: { weight: number | undefined }) {
  const text = useEstimateText(useCostEstimate(weight));
  return <>{text || '…'}</>;
}

/** A labelled row (dt and dd) of the estimate, set apart a little from a file's details below it. */
export function CostEstimateRow({ weight }: { weight: number | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  const text = useEstimateText(useCostEstimate(weight));
  return (
    <Box sx={{ display: 'contents' }}>
      <Box component="dt" id={id} sx={{ color: 'text.secondary', fontSize: '0.875rem', pb: 1 }}>
        {t('history.cost.estimate.label')}
      </Box>
      <Box
        component="dd"
        aria-labelledby={id}
        sx={{ m: 0, pb: 1, fontSize: '0.875rem', fontWeight: 500 }}
      >
        {text || '…'}
      </Box>
    </Box>
  );
}
