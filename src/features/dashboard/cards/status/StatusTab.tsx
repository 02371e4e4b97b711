// The Status tab: progress, the print's rows while it runs, an overview when idle with a file (with
// what printing it should cost where the printer has Spoolman), and the file's thumbnail on large
// screens.
import { Suspense, useEffect } from 'react';
import { lazy } from '../../../../components/lazy';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from '../../../../locales/react';
import { formatDuration, formatLength } from '../../../../lib/format';
import { formatTimeOfDay } from '../../../../state/dates';
import {
  actualOrEstimate,
  currentLayer,
  finishTime,
  largestThumbnail,
  thumbnailUrl,
  totalLayers,
  type PrintInfo,
} from '../../../../lib/print-stats';
import { finiteNumber as num, printProgress } from '../../../../lib/status';
import {
  STATUS_TIME_ROWS,
  shownTimeRows,
  timeLeft,
  timeLeftMethod,
} from '../../../../lib/time-left';
import { useConnection } from '../../../../state/connection';
import { ensureHistory, useHistory } from '../../../../state/history';
import { usePrinterScope } from '../../../../state/scope/context';
import {
  usePrinter,
  usePrinterField,
  usePrinterSetting,
  usePrintState,
  usePrintFilename,
} from '../../../../state/printer';
import { useServer } from '../../../../state/server';
import { useSettings } from '../../../../state/settings';
import { InfoRows, type InfoRow } from './InfoRows';
import { useFileMetadata } from '../../../../components/use-file-metadata';
import { useFlow } from './useFlow';
import { fixed, ltr } from '../../../../lib/number-format';

const TIME_ROWS: readonly string[] = STATUS_TIME_ROWS;

const ProgressCircle = lazy(() => import('./ProgressCircle'));
const CostEstimateText = lazy(() => import('../../../../components/print-cost/CostEstimate'));

function usePrintStats() {
  const printState = usePrintState();
  const filename = usePrintFilename();
  const printDuration = num(usePrinterField('print_stats', 'print_duration')) ?? 0;
  const totalDuration = num(usePrinterField('print_stats', 'total_duration')) ?? 0;
  const filamentUsed = num(usePrinterField('print_stats', 'filament_used')) ?? 0;
  // info arrives whole (both layers) whenever one changes.
  const info = usePrinterField('print_stats', 'info');
  const infoTotal = num(info?.total_layer) ?? null;
  const infoCurrent = num(info?.current_layer) ?? null;
  const message = usePrinterField('display_status', 'message') ?? '';
  const progress = usePrinter((s) => {
    const value = printProgress(s.status);
    return value === undefined ? 0 : Math.round(value * 1000) / 1000;
  });
  const speed = usePrinter((s) => {
    const gm = s.status.gcode_move;
    const mmPerMin = num(gm?.speed) ?? 0;
    return Math.round((mmPerMin / 60) * (num(gm?.speed_factor) ?? 1));
  });
  const z = usePrinter((s) => num(s.status.gcode_move?.gcode_position?.[2]));
  const diameter = num(usePrinterSetting('extruder', 'filament_diameter'));
  return {
    printState,
    filename,
    printDuration,
    totalDuration,
    filamentUsed,
    info: { total_layer: infoTotal, current_layer: infoCurrent } satisfies PrintInfo,
    message,
    progress,
    speed,
    z,
    diameter,
  };
}

export default function StatusTab() {
  const { t } = useTranslation();
  const theme = useTheme();
  const large = useMediaQuery(theme.breakpoints.up('lg'));
  const p = usePrintStats();
  const method = timeLeftMethod(useSettings((s) => s.general.timeLeftMethod));
  const storedRows = useSettings((s) => s.general.statusTimeRows);
  const meta = useFileMetadata(p.filename);
  const apiUrl = useConnection((s) => s.apiUrl);
  const withHistory = useServer((s) => s.components.includes('history'));
  const withSpoolman = useServer((s) => s.components.includes('spoolman'));
  const active = p.printState === 'printing' || p.printState === 'paused';
  const flow = useFlow(p.filamentUsed, p.printDuration, p.printState === 'printing', p.diameter);
  const history = usePrinterScope();
  const lastJob = useHistory((s) =>
    p.filename
      ? s.jobs.find((job) => job.filename === p.filename && job.status !== 'in_progress')
      : undefined,
  );
  useEffect(() => {
    if (withHistory && p.filename && !active) ensureHistory(history);
  }, [withHistory, p.filename, active, history]);

  // A finished print keeps showing where it ended (100 % when complete).
  const showProgress = active || p.printState === 'complete';
  const percent = p.printState === 'complete' ? 100 : Math.min(100, p.progress * 100);
  const total = totalLayers(p.info, meta ?? undefined);
  const layer = currentLayer(p.info, p.z, meta ?? undefined, total);
  const slicer = meta?.estimated_time;
  const remaining = timeLeft(method, {
    progress: p.progress,
    print_duration: p.printDuration,
    filament_used: p.filamentUsed,
    estimated_time: slicer,
    filament_total: meta?.filament_total,
  });
  const finish = finishTime(Date.now(), remaining);
  const actual = actualOrEstimate(p.printDuration, slicer);
  const thumb = large && meta ? largestThumbnail(meta.thumbnails) : null;
  const dash = '--';

  const rows: InfoRow[] = [];
  if (p.message)
    rows.push({ key: 'message', label: t('status.message'), value: p.message, long: p.message });
  rows.push({ key: 'file', label: t('status.file'), value: p.filename, long: p.filename });
  if (active) {
    rows.push(
      { key: 'speed', label: t('status.speed'), value: `${p.speed} mm/s` },
      {
        key: 'flow',
        label: t('status.flow'),
        value: flow === null ? dash : ltr(`${fixed(flow, 1)} mm³/s`),
      },
      { key: 'filament', label: t('status.filament'), value: formatLength(p.filamentUsed) },
      {
        key: 'layer',
        label: t('status.layer'),
        value: total === null ? `${layer} / ?` : `${layer} / ${total}`,
      },
      {
        key: 'actual',
        label: actual.kind === 'actual' ? t('status.actualTime') : t('status.fileEstimate'),
        value: actual.seconds === null ? dash : formatDuration(actual.seconds),
      },
      {
        key: 'remaining',
        label: t('status.remaining'),
        value: remaining === null ? dash : formatDuration(remaining),
      },
      {
        key: 'slicer',
        label: t('status.slicerEstimate'),
        value: slicer ? formatDuration(slicer) : dash,
      },
      { key: 'total', label: t('status.totalDuration'), value: formatDuration(p.totalDuration) },
      {
        key: 'finish',
        label: t('status.finishTime'),
        value: finish === null ? dash : formatTimeOfDay(finish),
      },
    );
  } else {
    const filament = lastJob?.filament_used ?? meta?.filament_total;
    const actualSeconds = p.printDuration || lastJob?.print_duration || 0;
    const totalSeconds = p.totalDuration || lastJob?.total_duration || 0;
    rows.push({
      key: 'filament',
      label: t('status.filament'),
      value: filament ? formatLength(filament) : dash,
    });
    if (withSpoolman && p.filename)
      rows.push({
        key: 'cost',
        label: t('status.estimatedCost'),
        value: meta ? (
          <Suspense fallback="…">
            <CostEstimateText weight={meta.filament_weight_total} />
          </Suspense>
        ) : (
          dash
        ),
      });
    rows.push(
      {
        key: 'slicer',
        label: t('status.slicerEstimate'),
        value: slicer ? formatDuration(slicer) : dash,
      },
      {
        key: 'actual',
        label: t('status.actualTime'),
        value: actualSeconds ? formatDuration(actualSeconds) : dash,
      },
      {
        key: 'total',
        label: t('status.totalDuration'),
        value: totalSeconds ? formatDuration(totalSeconds) : dash,
      },
    );
  }

  // The time rows the user chose to see (Settings › General); the others always show.
  const shown: readonly string[] = shownTimeRows(storedRows);
  const shownRows = rows.filter((row) => !TIME_ROWS.includes(row.key) || shown.includes(row.key));
  const progressLabel = t('status.progress');
  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      {showProgress && !large && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={progressLabel}
            sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" aria-hidden>{`${Math.floor(percent)}%`}</Typography>
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        {showProgress && large && (
          <Suspense fallback={<Box sx={{ width: 96, height: 96 }} />}>
            <ProgressCircle value={percent} label={progressLabel} />
          </Suspense>
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <InfoRows rows={shownRows} />
        </Box>
        {thumb && apiUrl && (
          <Box
            component="img"
            src={thumbnailUrl(apiUrl, p.filename, thumb.relative_path)}
            alt={t('status.thumbnail')}
            sx={{ width: 120, height: 120, objectFit: 'contain', borderRadius: 1, flexShrink: 0 }}
          />
        )}
      </Box>
    </Box>
  );
}
