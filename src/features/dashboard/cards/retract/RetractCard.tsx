// Firmware retraction values (SET_RETRACTION) with the §2 Retract ranges from the configured
// defaults. Nothing shows when the printer has no [firmware_retraction].
import Box from '@mui/material/Box';
import SwapVert from '@mui/icons-material/SwapVert';
import { useTranslation } from '../../../../locales/react';
import { DashboardCard } from '../../../../components/DashboardCard';
import { SliderField } from '../../../../components/SliderField';
import {
  RETRACT_FIELDS,
  retractionGcode,
  retractRange,
  type RetractField,
} from '../../../../lib/limits';
import { finiteNumber } from '../../../../lib/status';
import { usePrinter } from '../../../../state/printer';
import retractMessages from '../../../../locales/en/retract.json';
import { registerEnglishArea } from '../../../../locales/lazy';
import { useSendGcode } from '../use-gcode';

registerEnglishArea(retractMessages);

function RetractRow({ field }: { field: RetractField }) {
  const { t } = useTranslation();
  const send = useSendGcode();
  const value = usePrinter((s) => finiteNumber(s.status.firmware_retraction?.[field]));
  const configured = usePrinter((s) =>
    finiteNumber(s.status.configfile?.settings?.firmware_retraction?.[field]),
  );
  return (
    <SliderField
      label={t(`retract.${field}`)}
      value={value}
      unit={field.endsWith('_speed') ? 'mm/s' : 'mm'}
      fieldWidth={112}
      {...retractRange(field, configured)}
      onCommit={(next) => send(retractionGcode(field, next))}
    />
  );
}

export function RetractCard() {
  const { t } = useTranslation();
  const present = usePrinter((s) => s.status.firmware_retraction !== undefined);
  if (!present) return null;
  return (
    <DashboardCard id="retract" title={t('layout.cards.retract')} icon={SwapVert}>
      <Box sx={{ px: 2, pb: 2 }}>
        {RETRACT_FIELDS.map((field) => (
          <RetractRow key={field} field={field} />
        ))}
      </Box>
    </DashboardCard>
  );
}
