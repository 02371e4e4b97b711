// A job's cost in the history table: the amount, or 'Unknown' (never 0) with why in its title.
import Box from '@mui/material/Box';
import type { JobCost } from '../../../lib/print-cost';
import { useTranslation } from '../../../locales/react';
import { useReasonText } from './reasons';
import historyMessages from '../../../locales/en/history.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(historyMessages);

export function CostCell({ cost, money }: { cost: JobCost; money: (amount: number) => string }) {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  if (cost.total !== null) return <>{money(cost.total)}</>;
  const part = cost.filament.kind === 'unknown' ? cost.filament : cost.energy;
  const why = part.kind === 'unknown' ? reasonText(part.reason) : undefined;
  return (
    <Box component="span" sx={{ color: 'text.secondary' }} title={why}>
      {t('history.cost.unknown')}
    </Box>
  );
}
