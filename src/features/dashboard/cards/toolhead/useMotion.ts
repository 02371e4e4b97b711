// What the toolhead card's parts share: the printer's motion state and whether moves are allowed.
import { usePrinter } from '../../../../state/printer';

/** A print runs (or is paused): homing and jogs are off, Z adjust (baby stepping) stays. */
export function usePrinting(): boolean {
  return usePrinter((s) => {
    const state = s.status.print_stats?.state;
    return state === 'printing' || state === 'paused';
  });
}

export function useHomedAxes(): string {
  return usePrinter((s) => s.status.toolhead?.homed_axes ?? '');
}
