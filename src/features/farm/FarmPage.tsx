// /farm: every printer live on one page, as tiles or as a compact list, sorted, filtered and
// searched; a selection of printers for actions across the fleet. Each printer is watched in its
// light scope (its state for sorting and filtering) and shown through the same scope.
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../locales/react';
import { PageHeading } from '../../components/PageHeading';
import { registerEnglishArea } from '../../locales/lazy';
import farmMessages from '../../locales/en/farm.json';
import { useInstances, type Instance } from '../../state/instances';
import { createFarmView, FarmViewContext, useFarmView, type PrinterSummary } from './farm-view';
import { FarmList } from './FarmList';
import { FarmTile } from './FarmTile';
import { FarmToolbar } from './FarmToolbar';
import { FleetBar } from './fleet/FleetBar';
import { PrinterWatcher } from './PrinterWatcher';
import { idOfInstance } from './printer-id';
import { allTags, visibleTiles, type TileSummary } from './rules/tile-list';
import { needsAttention } from './rules/tile-state';

registerEnglishArea(farmMessages);

interface FarmPrinter extends TileSummary {
  instance: Instance;
}

const UNKNOWN: PrinterSummary = { state: 'starting', remainingS: null };

function Farm() {
  const { t } = useTranslation();
  const instances = useInstances((s) => s.instances);
  const summaries = useFarmView((s) => s.summaries);
  const sort = useFarmView((s) => s.sort);
  const state = useFarmView((s) => s.state);
  const tag = useFarmView((s) => s.tag);
  const search = useFarmView((s) => s.search);
  const layout = useFarmView((s) => s.layout);
  const printers: FarmPrinter[] = useMemo(
    () =>
      instances.map((instance) => {
        const id = idOfInstance(instance);
        const summary = summaries[id] ?? UNKNOWN;
        return {
          id,
          name: instance.name,
          tags: instance.tags,
          state: summary.state,
          remainingS: summary.remainingS,
          instance,
        };
      }),
    [instances, summaries],
  );
  // Kept between renders: the toolbar re-renders only when what it shows changed.
  const shown = useMemo(
    () => visibleTiles(printers, { sort, state, tag, search }),
    [printers, sort, state, tag, search],
  );
  const shownKey = shown.map((p) => p.id).join('\n');
  const shownIds = useMemo(() => (shownKey ? shownKey.split('\n') : []), [shownKey]);
  const tagsKey = allTags(printers).join('\n');
  const tags = useMemo(() => (tagsKey ? tagsKey.split('\n') : []), [tagsKey]);
  const attention = printers.filter((p) => needsAttention(p.state)).length;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <PageHeading title={t('farm.title')} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 2 }} role="status">
        {t('farm.printers', { count: printers.length })}
        {attention > 0 ? ` · ${t('farm.attentionCount', { count: attention })}` : ''}
      </Typography>
      <FarmToolbar tags={tags} shownIds={shownIds} />
      <FleetBar />
      {printers.map((p) => (
        <PrinterWatcher key={p.instance.apiUrl} instance={p.instance} id={p.id} />
      ))}
      {shown.length === 0 ? (
        <Typography color="text.secondary">{t('farm.noneShown')}</Typography>
      ) : layout === 'list' ? (
        <FarmList printers={shown} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
          }}
        >
          {shown.map((p) => (
            <FarmTile key={p.instance.apiUrl} instance={p.instance} id={p.id} />
          ))}
        </Box>
      )}
    </Box>
  );
}

export default function FarmPage() {
  const [store] = useState(createFarmView);
  return (
    <FarmViewContext.Provider value={store}>
      <Farm />
    </FarmViewContext.Provider>
  );
}
