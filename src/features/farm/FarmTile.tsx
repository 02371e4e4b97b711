// One printer of the farm: its name (a link to its dashboard), state, picture, print, temperatures,
// last message and actions, in the printer's own light scope, subscribing only what it shows. A
// printer that needs a hand stands out (a coloured frame and a 'Needs attention' mark).
import { memo } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../locales/react';
import { Link } from 'wouter';
import { appHref } from '../../components/app-href';
import { primaryText, WARNING_TEXT_ON_LIGHT } from '../../components/colors';
import { useFileMetadata } from '../../components/use-file-metadata';
import type { Instance } from '../../state/instances';
import { usePrinterField } from '../../state/printer';
import { useObjectSubscription } from '../../state/scope/calls';
import { toggleSelected, useFarmView, useFarmViewStore } from './farm-view';
import { TileDropZone } from './fleet/TileDropZone';
import { useTileState } from './PrinterWatcher';
import { needsAttention, type TileState } from './rules/tile-state';
import { TileActions } from './TileActions';
import { TileMedia } from './TileMedia';
import { TileQueue } from './queue/TileQueue';
import { LastMessage, PrintLines, Temperatures, useChamberObject } from './tile-readings';
import farmMessages from '../../locales/en/farm.json';
import { registerEnglishArea } from '../../locales/lazy';
import { LightScope } from './LightScope';
import { timeLeftMethod, usesFilament } from '../../lib/time-left';
import { useSettings } from '../../state/settings';

registerEnglishArea(farmMessages);

const READING = ['temperature', 'target'];

/**
 * The objects a tile shows (its chamber's when it has one). The filament used, which changes with
 * every move, only when the time left is computed from it (Settings › General).
 */
export function tileObjects(chamber: string | null, filament = false): Record<string, string[]> {
  return {
    print_stats: [
      'state',
      'filename',
      'print_duration',
      ...(filament ? ['filament_used'] : []),
      'info',
      'message',
    ],
    virtual_sdcard: ['progress'],
    display_status: ['progress', 'message'],
    idle_timeout: ['state'],
    webhooks: ['state', 'state_message'],
    gcode_move: ['gcode_position'],
    extruder: READING,
    heater_bed: READING,
    ...(chamber ? { [chamber]: READING } : {}),
  };
}

export type StateColor = 'error' | 'warning' | 'success' | 'info' | 'default';

export function stateColor(state: TileState): StateColor {
  if (state === 'error' || state === 'shutdown') return 'error';
  if (state === 'paused' || state === 'disconnected' || state === 'login') return 'warning';
  if (state === 'complete') return 'success';
  if (state === 'printing') return 'info';
  return 'default';
}

export function StateChip({ state }: { state: TileState }) {
  const { t } = useTranslation();
  const color = stateColor(state);
  return (
    <Box
      role="status"
      aria-label={t('app.printerState')}
      sx={{
        px: 1,
        py: 0.125,
        border: 1,
        borderRadius: 4,
        fontSize: '0.75rem',
        fontWeight: 600,
        whiteSpace: 'nowrap',
        borderColor: 'currentColor',
        // The main shades are too light for text on the light theme: darker there.
        color: (theme) => {
          if (color === 'default') return theme.palette.text.secondary;
          const palette = theme.palette[color];
          if (theme.palette.mode === 'dark') return palette.main;
          return color === 'warning' ? WARNING_TEXT_ON_LIGHT : palette.dark;
        },
      }}
    >
      {t(`farm.states.${state}`)}
    </Box>
  );
}

function TileBody({ instance, id }: { instance: Instance; id: string }) {
  const { t } = useTranslation();
  const chamber = useChamberObject();
  const filament = useSettings((s) => usesFilament(timeLeftMethod(s.general.timeLeftMethod)));
  useObjectSubscription('farm-tile', tileObjects(chamber, filament));
  const state = useTileState();
  const filename = usePrinterField('print_stats', 'filename') ?? '';
  const meta = useFileMetadata(filename);
  const store = useFarmViewStore();
  const selected = useFarmView((s) => s.selected.includes(id));
  const attention = needsAttention(state);
  const tags = instance.tags;
  return (
    <Paper
      component="section"
      aria-label={instance.name}
      variant="outlined"
      data-attention={attention || undefined}
      sx={{
        p: 1.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        minWidth: 0,
        // A reading that changes lays out and paints its own tile, not the page around it.
        contain: 'layout paint',
        borderWidth: attention ? 2 : 1,
        borderColor: attention
          ? `${stateColor(state) === 'default' ? 'warning' : stateColor(state)}.main`
          : 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        <Checkbox
          size="small"
          checked={selected}
          onChange={(e) => toggleSelected(store, id, e.target.checked)}
          slotProps={{ input: { 'aria-label': t('farm.select', { name: instance.name }) } }}
          sx={{ p: 0.5 }}
        />
        <Typography
          component="h2"
          variant="subtitle1"
          noWrap
          sx={{ flex: 1, minWidth: 0, fontWeight: 600 }}
        >
          <Box
            component={Link}
            href={appHref(`/p/${id}/`)}
            aria-label={t('farm.open', { name: instance.name })}
            sx={{
              color: primaryText,
              textDecoration: 'none',
              '&:hover': { textDecoration: 'underline' },
            }}
          >
            <bdi>{instance.name}</bdi>
          </Box>
        </Typography>
        <StateChip state={state} />
      </Box>
      {attention && (
        <Typography variant="caption" color="text.secondary" sx={{ mt: -0.5 }}>
          {t('farm.attention')}
        </Typography>
      )}
      {tags.length > 0 && (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {tags.map((tag) => (
            <Chip key={tag} label={tag} size="small" variant="outlined" />
          ))}
        </Box>
      )}
      <TileMedia name={instance.name} meta={meta} />
      <PrintLines state={state} meta={meta} />
      <TileQueue />
      <Temperatures />
      <LastMessage state={state} />
      <TileActions state={state} name={instance.name} />
    </Paper>
  );
}

export const FarmTile = memo(function FarmTile({
  instance,
  id,
}: {
  instance: Instance;
  id: string;
}) {
  return (
    <LightScope apiUrl={instance.apiUrl}>
      <TileDropZone name={instance.name}>
        <TileBody instance={instance} id={id} />
      </TileDropZone>
    </LightScope>
  );
});
