// What the toolhead card's parts share: the printer's motion state and whether moves are allowed.
import type { Theme } from '@mui/material/styles';
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

/**
 * Warning-coloured text readable on both themes (4.5:1): MUI's warning orange is too light on
 * white, so the light theme uses a darker one.
 */
export function warningText(theme: Theme): string {
  return theme.palette.mode === 'dark' ? theme.palette.warning.light : '#9a4a00';
}
