// The /tune page (spec part 2 §2 'Tune page'): the bed mesh when the printer has one, and the
// endstops and runout sensors cards when it has them.
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../locales/react';
import { PageHeading } from '../../components/PageHeading';
import { usePrinter } from '../../state/printer';
import { EndstopsCard } from './EndstopsCard';
import { BedMeshCard } from './mesh/BedMeshCard';
import { RunoutCard } from './RunoutCard';
import { runoutSensors } from './sensors';
import tuneMessages from '../../locales/en/tune.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(tuneMessages);

export default function TunePage() {
  const { t } = useTranslation();
  const objects = usePrinter((s) => s.objects);
  const sensors = useMemo(() => runoutSensors(objects), [objects]);
  const hasMesh = objects.includes('bed_mesh');
  const hasEndstops = objects.includes('query_endstops');
  const side = hasEndstops || sensors.length > 0;
  return (
    <>
      <PageHeading title={t('routes.tune')} />
      {!hasMesh && !side && <Typography color="text.secondary">{t('tune.nothing')}</Typography>}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: '1fr',
            lg: hasMesh && side ? 'minmax(0, 2fr) minmax(0, 1fr)' : '1fr',
          },
        }}
      >
        {hasMesh && <BedMeshCard />}
        {side && (
          <Box sx={{ display: 'grid', gap: 2 }}>
            {hasEndstops && <EndstopsCard />}
            {sensors.length > 0 && <RunoutCard sensors={sensors} />}
          </Box>
        )}
      </Box>
    </>
  );
}
