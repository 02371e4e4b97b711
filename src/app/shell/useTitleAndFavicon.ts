// Page title '[progress%] | instance | route' and a progress-ring favicon while printing, the time
// left after the progress by the method chosen in Settings › General (to the minute, as the
// status card computes it); with more than one printer, '(n) ' in front when n printers need
// attention (the farm's alert watcher keeps that count).
import { useEffect } from 'react';
import { useTranslation } from '../../locales/react';
import type { PrinterStatus } from '../../../protocol/objects';
import { useFileMetadata } from '../../components/use-file-metadata';
import { useAttentionCount } from '../../features/farm/alerts/attention';
import { formatMinutes } from '../../lib/format';
import { pageTitle } from '../../lib/page-title';
import { finiteNumber, printProgress } from '../../lib/status';
import { timeLeft, timeLeftMethod } from '../../lib/time-left';
import { useInstances } from '../../state/instances';
import { usePrinter } from '../../state/printer';
import { useSettings } from '../../state/settings';
import { PRIMARY } from '../theme';

function printingProgress(status: PrinterStatus): number | null {
  if (status.print_stats?.state !== 'printing') return null;
  return printProgress(status) ?? 0;
}

function ringFavicon(progress: number): string {
  const size = 64;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) return '';
  ctx.lineWidth = 10;
  ctx.strokeStyle = 'rgba(128,128,128,0.35)';
  ctx.beginPath();
  ctx.arc(size / 2, size / 2, size / 2 - 6, 0, Math.PI * 2);
  ctx.stroke();
  ctx.strokeStyle = PRIMARY;
  ctx.beginPath();
  ctx.arc(size / 2, size / 2, size / 2 - 6, -Math.PI / 2, -Math.PI / 2 + Math.PI * 2 * progress);
  ctx.stroke();
  return canvas.toDataURL('image/png');
}

/** Whole minutes left of the print running now, by the chosen method; null when unknown. */
function useMinutesLeft(printing: boolean): number | null {
  // The file of a print on the printer (kept over a pause, so that a resume asks for nothing).
  const filename = usePrinter((s) => {
    const stats = s.status.print_stats;
    const onPrinter = stats?.state === 'printing' || stats?.state === 'paused';
    return onPrinter ? (stats.filename ?? '') : '';
  });
  const meta = useFileMetadata(filename);
  const method = timeLeftMethod(useSettings((s) => s.general.timeLeftMethod));
  return usePrinter((s) => {
    if (!printing) return null;
    const stats = s.status.print_stats;
    const seconds = timeLeft(method, {
      progress: printProgress(s.status),
      print_duration: finiteNumber(stats?.print_duration),
      filament_used: finiteNumber(stats?.filament_used),
      estimated_time: meta?.estimated_time,
      filament_total: meta?.filament_total,
    });
    return seconds === null ? null : Math.round(seconds / 60);
  });
}

export function useTitleAndFavicon(instanceName: string, routeName: string): void {
  const { t } = useTranslation();
  const progress = usePrinter((s) => {
    const value = printingProgress(s.status);
    return value === null ? null : Math.floor(value * 100) / 100;
  });
  const minutes = useMinutesLeft(progress !== null);
  const left =
    minutes === null ? '' : t('status.titleTimeLeft', { time: formatMinutes(minutes * 60) });
  const several = useInstances((s) => s.instances.length > 1);
  const needing = useAttentionCount();
  const attention = several ? needing : 0;
  useEffect(() => {
    document.title = pageTitle(instanceName, routeName, progress, attention, left);
  }, [instanceName, routeName, progress, attention, left]);
  useEffect(() => {
    const link = document.getElementById('favicon') as HTMLLinkElement | null;
    if (!link) return;
    const original = `${import.meta.env.BASE_URL}favicon.svg`;
    if (progress === null) {
      link.type = 'image/svg+xml';
      link.href = original;
      return;
    }
    const href = ringFavicon(progress);
    if (href) {
      link.type = 'image/png';
      link.href = href;
    }
  }, [progress]);
}
