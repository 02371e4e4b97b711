// Seconds left of the print under way (null when none is), by the time-left method chosen in
// Settings › General, as the status card counts them: the queue's first job starts after it.
import { useFileMetadata } from '../../../components/use-file-metadata';
import { finiteNumber as num, printProgress } from '../../../lib/status';
import { timeLeft, timeLeftMethod } from '../../../lib/time-left';
import {
  usePrinter,
  usePrinterField,
  usePrintFilename,
  usePrintState,
} from '../../../state/printer';
import { useSettings } from '../../../state/settings';

export function useCurrentLeft(): number | null {
  const state = usePrintState();
  const active = state === 'printing' || state === 'paused';
  const filename = usePrintFilename();
  const meta = useFileMetadata(active ? filename : '');
  const method = timeLeftMethod(useSettings((s) => s.general.timeLeftMethod));
  const printDuration = num(usePrinterField('print_stats', 'print_duration'));
  const filamentUsed = num(usePrinterField('print_stats', 'filament_used'));
  // To the tenth of a percent: the card does not render again for every status update.
  const progress = usePrinter((s) => {
    const value = printProgress(s.status);
    return value === undefined ? 0 : Math.round(value * 1000) / 1000;
  });
  if (!active) return null;
  return timeLeft(method, {
    progress,
    print_duration: printDuration,
    filament_used: filamentUsed,
    estimated_time: meta?.estimated_time,
    filament_total: meta?.filament_total,
  });
}
