// The farm as a compact list, for large farms: a row per printer (name, state, progress, time left,
// temperatures), virtualised against the page's scroll, so only the rows on screen hold a scope.
import { memo } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from '../../locales/react';
import { Link } from 'wouter';
import { appHref } from '../../components/app-href';
import { primaryText } from '../../components/colors';
import { formatDuration } from '../../lib/format';
import { fixed, ltr } from '../../lib/number-format';
import { finiteNumber, printProgress } from '../../lib/status';
import type { Instance } from '../../state/instances';
import { usePrinter } from '../../state/printer';
import { useObjectSubscription } from '../../state/scope/calls';
import { toggleSelected, useFarmView, useFarmViewStore } from './farm-view';
import { StateChip } from './FarmTile';
import { useTileState } from './PrinterWatcher';
import { hasJob, needsAttention, tileRemaining } from './rules/tile-state';
import farmMessages from '../../locales/en/farm.json';
import { registerEnglishArea } from '../../locales/lazy';
import { LightScope } from './LightScope';

registerEnglishArea(farmMessages);

export const ROW_HEIGHT = 52;
const READING = ['temperature', 'target'];
const ROW_OBJECTS = {
  print_stats: ['state', 'print_duration'],
  virtual_sdcard: ['progress'],
  idle_timeout: ['state'],
  webhooks: ['state'],
  extruder: READING,
  heater_bed: READING,
};

function Temp({ object }: { object: string }) {
  const value = usePrinter((s) => finiteNumber(s.status[object]?.temperature as unknown));
  const target = usePrinter((s) => finiteNumber(s.status[object]?.target as unknown));
  if (value === undefined) return <span />;
  return <span>{ltr(`${fixed(value, 0)}${target ? ` / ${fixed(target, 0)}` : ''} °C`)}</span>;
}

function RowBody({ instance, id }: { instance: Instance; id: string }) {
  const { t } = useTranslation();
  useObjectSubscription('farm-row', ROW_OBJECTS);
  const state = useTileState();
  const store = useFarmViewStore();
  const selected = useFarmView((s) => s.selected.includes(id));
  const progress = usePrinter((s) => Math.round((printProgress(s.status) ?? 0) * 100));
  const remaining = usePrinter((s) => {
    // No file metadata here: by the file's progress (what every method falls back to without it).
    const seconds = tileRemaining(state, 'file', {
      progress: printProgress(s.status),
      print_duration: finiteNumber(s.status.print_stats?.print_duration),
    });
    return seconds === null ? null : Math.round(seconds / 60) * 60;
  });
  return (
    <Box
      data-attention={needsAttention(state) || undefined}
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'auto minmax(0, 1fr) auto',
          md: 'auto minmax(0, 2fr) 140px 70px 100px minmax(0, 1fr) minmax(0, 1fr)',
        },
        alignItems: 'center',
        gap: 1,
        height: ROW_HEIGHT,
        px: 1,
        borderBottom: 1,
        borderColor: 'divider',
        borderLeft: 3,
        borderLeftColor: needsAttention(state) ? 'warning.main' : 'transparent',
      }}
    >
      <Checkbox
        size="small"
        checked={selected}
        onChange={(e) => toggleSelected(store, id, e.target.checked)}
        slotProps={{ input: { 'aria-label': t('farm.select', { name: instance.name }) } }}
      />
      <Typography noWrap sx={{ fontWeight: 600 }}>
        <Box
          component={Link}
          href={appHref(`/p/${id}/`)}
          aria-label={t('farm.open', { name: instance.name })}
          sx={{ color: primaryText, textDecoration: 'none' }}
        >
          <bdi>{instance.name}</bdi>
        </Box>
      </Typography>
      <Box>
        <StateChip state={state} />
      </Box>
      <Typography variant="body2" sx={{ display: { xs: 'none', md: 'block' } }}>
        {hasJob(state) || state === 'complete'
          ? ltr(`${state === 'complete' ? 100 : progress} %`)
          : ''}
      </Typography>
      <Typography variant="body2" sx={{ display: { xs: 'none', md: 'block' } }}>
        {remaining !== null ? formatDuration(remaining) : ''}
      </Typography>
      <Typography variant="body2" noWrap sx={{ display: { xs: 'none', md: 'block' } }}>
        <Temp object="extruder" />
      </Typography>
      <Typography variant="body2" noWrap sx={{ display: { xs: 'none', md: 'block' } }}>
        <Temp object="heater_bed" />
      </Typography>
    </Box>
  );
}

const FarmRow = memo(function FarmRow({ instance, id }: { instance: Instance; id: string }) {
  return (
    <LightScope apiUrl={instance.apiUrl} fallback={<Box sx={{ height: ROW_HEIGHT }} />}>
      <RowBody instance={instance} id={id} />
    </LightScope>
  );
});

export function FarmList({
  printers,
}: {
  printers: readonly { instance: Instance; id: string }[];
}) {
  const virtualizer = useWindowVirtualizer({
    count: printers.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: 4,
  });
  return (
    <Box role="list" sx={{ position: 'relative', height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const printer = printers[item.index]!;
        return (
          <Box
            key={printer.id}
            role="listitem"
            aria-label={printer.instance.name}
            sx={{
              position: 'absolute',
              top: 0,
              left: 0,
              right: 0,
              transform: `translateY(${item.start}px)`,
            }}
          >
            <FarmRow instance={printer.instance} id={printer.id} />
          </Box>
        );
      })}
    </Box>
  );
}
