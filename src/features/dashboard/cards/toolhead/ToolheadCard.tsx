// Toolhead: position, homing, jogs, Z offset and extrusion (spec part 1 §2 Toolhead).
import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import OpenWith from '@mui/icons-material/OpenWith';
import { useTranslation } from '../../../../locales/react';
import { DashboardCard } from '../../../../components/DashboardCard';
import { unhomedAxes, type Axis } from '../../../../lib/toolhead';
import { ExtrudeControls } from './ExtrudeControls';
import { HomeControls } from './HomeControls';
import { JogControls } from './JogControls';
import { PositionFields } from './PositionFields';
import { ZOffsetControls } from './ZOffsetControls';
import { useHomedAxes, usePrinting, warningText } from './useMotion';
import toolheadMessages from '../../../../locales/en/toolhead.json';
import { registerEnglishArea } from '../../../../locales/lazy';

registerEnglishArea(toolheadMessages);

export function ToolheadCard() {
  const { t } = useTranslation();
  const printing = usePrinting();
  const [refused, setRefused] = useState<Axis[]>([]);
  const refuse = (axes: Axis[]) => setRefused(axes);
  // The message goes once the axes it named are homed.
  const stillUnhomed = unhomedAxes(refused, useHomedAxes());
  return (
    <DashboardCard id="toolhead" title={t('layout.cards.toolhead')} icon={OpenWith}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, px: 2, pb: 2 }}>
        <PositionFields onRefused={refuse} />
        <HomeControls />
        <JogControls onRefused={refuse} />
        <Box role="status" aria-live="polite">
          {printing ? (
            <Typography variant="body2" color="text.secondary">
              {t('toolhead.busyPrinting')}
            </Typography>
          ) : (
            stillUnhomed.length > 0 && (
              <Typography variant="body2" sx={{ color: warningText }}>
                {t('toolhead.unhomed', { axes: stillUnhomed.join(', ').toUpperCase() })}
              </Typography>
            )
          )}
        </Box>
        <Box component="hr" sx={{ m: 0, border: 0, borderTop: 1, borderColor: 'divider' }} />
        <ZOffsetControls />
        <Box component="hr" sx={{ m: 0, border: 0, borderTop: 1, borderColor: 'divider' }} />
        <ExtrudeControls />
      </Box>
    </DashboardCard>
  );
}
