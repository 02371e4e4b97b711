// Whether the printer takes /tune's commands: Klipper ready, and not printing or busy.
import { displayedPrinterState, isBusy, isKlippyReady } from '../../lib/printer-state';
import { usePrinter } from '../../state/printer';
import { useServer } from '../../state/server';

export function useKlippyReady(): boolean {
  return useServer((s) => isKlippyReady(s.klippyState ?? undefined, s.klippyConnected));
}

/** Printing, paused, or busy (idle_timeout 'Printing' — a calibration or homing runs). */
export function usePrinterBusy(): boolean {
  return usePrinter((s) => {
    const printState = s.status.print_stats?.state;
    if (printState === 'printing' || printState === 'paused') return true;
    return isBusy(displayedPrinterState(printState, s.status.idle_timeout?.state));
  });
}
