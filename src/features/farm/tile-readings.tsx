// A tile's readings: the print (file, progress, layer, time left, finish), the temperatures with
// their targets, and the last message. Each part selects only what it shows, so a reading that
// changes re-renders its own line; a line's text that changes every second is a component of its
// own inside the line's styled elements, so such a change renders that text alone (a farm page
// shows some hundred of them).
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../locales/react';
import { formatMinutes } from '../../lib/format';
import { fixed, ltr } from '../../lib/number-format';
import { currentLayer, finishTime, totalLayers } from '../../lib/print-stats';
import { finiteNumber, printProgress } from '../../lib/status';
import type { FileMetadata } from '../../../protocol/files';
import { formatTimeOfDay } from '../../state/dates';
import { usePrinter, usePrinterField } from '../../state/printer';
import { useServer } from '../../state/server';
import { timeLeftMethod } from '../../lib/time-left';
import { useSettings } from '../../state/settings';
import { hasJob, tileRemaining, type TileState } from './rules/tile-state';
import farmMessages from '../../locales/en/farm.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(farmMessages);

/** The chamber's object, when the printer has one (a heater, a fan or a sensor named chamber). */
export const CHAMBER_OBJECTS = [
  'heater_generic chamber',
  'temperature_fan chamber',
  'temperature_sensor chamber',
] as const;

export function useChamberObject(): string | null {
  return usePrinter((s) => CHAMBER_OBJECTS.find((name) => s.objects.includes(name)) ?? null);
}

/**
 * The print's bar, in whole percents (a finer step would only re-render and re-paint a bar that
 * moves by a fraction of a pixel), without the bar's sliding transition: a farm page has many.
 */
function ProgressLine({ state }: { state: TileState }) {
  const { t } = useTranslation();
  const whole = usePrinter((s) => Math.round((printProgress(s.status) ?? 0) * 100));
  const percent = state === 'complete' ? 100 : Math.min(100, whole);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 0.5 }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('farm.progress')}
        sx={{
          flex: 1,
          height: 6,
          borderRadius: 3,
          '& .MuiLinearProgress-bar': { transition: 'none' },
        }}
      />
      <Typography variant="body2" sx={{ minWidth: 42, textAlign: 'end' }}>
        {ltr(`${percent} %`)}
      </Typography>
    </Box>
  );
}

/**
 * Layer, time left and finish, by the status card's rules, to the minute: one selector makes the
 * line's numbers, so the text re-renders when one of them changes, not on every status update.
 */
function TimesText({ state, meta }: { state: TileState; meta: FileMetadata | null }) {
  const { t } = useTranslation();
  const method = useSettings((s) => timeLeftMethod(s.general.timeLeftMethod));
  const line = usePrinter((s) => {
    const printStats = s.status.print_stats;
    const info = printStats?.info;
    const layers = meta ?? undefined;
    const total = totalLayers(info, layers);
    const z = finiteNumber(s.status.gcode_move?.gcode_position?.[2]);
    const layer = currentLayer(info, z, layers, total);
    const remaining = tileRemaining(state, method, {
      progress: printProgress(s.status),
      print_duration: finiteNumber(printStats?.print_duration) ?? 0,
      filament_used: finiteNumber(printStats?.filament_used),
      estimated_time: meta?.estimated_time,
      filament_total: meta?.filament_total,
    });
    const minutes = remaining === null ? -1 : Math.ceil(remaining / 60);
    return `${total ?? -1}|${layer}|${minutes}`;
  });
  const [total, layer, minutes] = line.split('|').map(Number) as [number, number, number];
  const remaining = minutes < 0 ? null : minutes * 60;
  const finish = finishTime(Date.now(), remaining);
  return [
    total >= 0 && layer > 0 ? t('farm.layer', { current: layer, total }) : null,
    remaining !== null ? t('farm.remaining', { time: formatMinutes(remaining) }) : null,
    finish !== null ? t('farm.finish', { time: formatTimeOfDay(finish) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function TimesLine({ state, meta }: { state: TileState; meta: FileMetadata | null }) {
  return (
    <Typography variant="caption" color="text.secondary" component="p">
      <TimesText state={state} meta={meta} />
    </Typography>
  );
}

export function PrintLines({ state, meta }: { state: TileState; meta: FileMetadata | null }) {
  const { t } = useTranslation();
  const filename = usePrinterField('print_stats', 'filename') ?? '';
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" noWrap title={filename} sx={{ fontWeight: 500 }}>
        <bdi>{filename || t('farm.noFile')}</bdi>
      </Typography>
      {(hasJob(state) || state === 'complete') && (
        <>
          <ProgressLine state={state} />
          <TimesLine state={state} meta={meta} />
        </>
      )}
    </Box>
  );
}

/** A heater's or sensor's temperature, with its target when one is set. */
function ReadingText({ object }: { object: string }) {
  const { t } = useTranslation();
  const value = usePrinter((s) => finiteNumber(s.status[object]?.temperature as unknown));
  const target = usePrinter((s) => finiteNumber(s.status[object]?.target as unknown));
  if (value === undefined) return null;
  const shown = `${fixed(value, 1)}`;
  const text =
    target !== undefined && target > 0
      ? t('farm.temperatureTarget', { value: shown, target: fixed(target, 0) })
      : shown;
  return ltr(`${text} °C`);
}

function Reading({ label, object }: { label: string; object: string }) {
  const known = usePrinter(
    (s) => finiteNumber(s.status[object]?.temperature as unknown) !== undefined,
  );
  if (!known) return null;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p" noWrap>
        {label}
      </Typography>
      <Typography variant="body2" noWrap>
        <ReadingText object={object} />
      </Typography>
    </Box>
  );
}

export function Temperatures() {
  const { t } = useTranslation();
  const chamber = useChamberObject();
  const hasBed = usePrinter((s) => s.objects.includes('heater_bed'));
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}>
      <Reading label={t('farm.extruder')} object="extruder" />
      {hasBed && <Reading label={t('farm.bed')} object="heater_bed" />}
      {chamber && <Reading label={t('farm.chamber')} object={chamber} />}
    </Box>
  );
}

/** The last word from the printer: Klipper's error, the print's error, or an M117 message. */
export function LastMessage({ state }: { state: TileState }) {
  const klippy = useServer((s) => s.klippyMessage);
  const printError = usePrinterField('print_stats', 'message') ?? '';
  const display = usePrinterField('display_status', 'message') ?? '';
  const text = state === 'shutdown' || state === 'error' ? printError || klippy.trim() : display;
  if (!text) return null;
  return (
    <Typography
      variant="body2"
      color={state === 'shutdown' || state === 'error' ? 'error' : 'text.secondary'}
      title={text}
      sx={{
        overflow: 'hidden',
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        unicodeBidi: 'isolate',
        wordBreak: 'break-word',
      }}
    >
      {text}
    </Typography>
  );
}
