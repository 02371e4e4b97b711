// Fans and outputs: every fan (a slider for the part fan and generic fans, read-only speeds for the
// others, rpm when reported), output pins (PWM slider or on/off switch) and LEDs (colour picker).
import { Suspense, useMemo } from 'react';
import { lazy } from '../../../../components/lazy';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Toys from '@mui/icons-material/Toys';
import { useTranslation } from '../../../../locales/react';
import { DashboardCard } from '../../../../components/DashboardCard';
import { WhenVisible } from '../../../../components/WhenVisible';
import { outputObjects } from '../../../../lib/outputs';
import { usePrinter } from '../../../../state/printer';
import { FanRow } from './FanRow';
import { PinRow } from './PinRow';
import outputsMessages from '../../../../locales/en/outputs.json';
import { registerEnglishArea } from '../../../../locales/lazy';

registerEnglishArea(outputsMessages);

const LedRow = lazy(() => import('./LedRow'));

export function FansCard() {
  const { t } = useTranslation();
  const objects = usePrinter((s) => s.objects);
  const { fans, pins, leds } = useMemo(() => outputObjects(objects), [objects]);
  const empty = fans.length + pins.length + leds.length === 0;
  return (
    <DashboardCard id="fans" title={t('layout.cards.fans')} icon={Toys}>
      <Box sx={{ px: 2, pb: 2, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        {empty && (
          <Typography variant="body2" color="text.secondary">
            {t('outputs.nothing')}
          </Typography>
        )}
        {fans.map((name) => (
          <FanRow key={name} name={name} />
        ))}
        {pins.length > 0 && fans.length > 0 && (
          <Box
            component="hr"
            sx={{ m: 0, border: 0, borderTop: 1, borderColor: 'divider', my: 0.5 }}
          />
        )}
        {pins.map((name) => (
          <PinRow key={name} name={name} />
        ))}
        {leds.length > 0 && (
          <Box
            component="hr"
            sx={{ m: 0, border: 0, borderTop: 1, borderColor: 'divider', my: 0.5 }}
          />
        )}
        {leds.map((name) => (
          // The colour picker's code loads once the LED is scrolled to.
          <WhenVisible key={name} height={220}>
            <Suspense fallback={<Box sx={{ height: 220 }} />}>
              <LedRow name={name} />
            </Suspense>
          </WhenVisible>
        ))}
      </Box>
    </DashboardCard>
  );
}
