// Why a cost is unknown, in words.
import { useCallback } from 'react';
import type { UnknownReason } from '../../../lib/print-cost';
import type { MessageKey } from '../../../locales/keys';
import { useTranslation } from '../../../locales/react';
import historyMessages from '../../../locales/en/history.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(historyMessages);

const REASONS: Record<UnknownReason, MessageKey> = {
  'no-spool': 'history.cost.reason.noSpool',
  'spool-missing': 'history.cost.reason.spoolMissing',
  'no-price': 'history.cost.reason.noPrice',
  split: 'history.cost.reason.split',
  'no-energy-price': 'history.cost.reason.noEnergyPrice',
  'no-energy-data': 'history.cost.reason.noEnergyData',
  'no-weight': 'history.cost.reason.noWeight',
};

export function useReasonText(): (reason: UnknownReason) => string {
  const { t } = useTranslation();
  return useCallback((reason: UnknownReason) => t(REASONS[reason]), [t]);
}
