// Page title '[progress%] | instance | route' and a progress-ring favicon while printing; with more
// than one printer, '(n) ' in front when n printers need attention (the farm's alert watcher
// keeps that count).
import { useEffect } from 'react';
import type { PrinterStatus } from '../../../protocol/objects';
import { useAttentionCount } from '../../features/farm/alerts/attention';
import { pageTitle } from '../../lib/page-title';
import { printProgress } from '../../lib/status';
import { useInstances } from '../../state/instances';
import { usePrinter } from '../../state/printer';
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

export function useTitleAndFavicon(instanceName: string, routeName: string): void {
  const progress = usePrinter((s) => {
    const value = printingProgress(s.status);
    return value === null ? null : Math.floor(value * 100) / 100;
  });
  const several = useInstances((s) => s.instances.length > 1);
  const needing = useAttentionCount();
  const attention = several ? needing : 0;
  useEffect(() => {
    document.title = pageTitle(instanceName, routeName, progress, attention);
  }, [instanceName, routeName, progress, attention]);
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
