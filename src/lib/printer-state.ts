// Derivations of what the dashboard shows about the printer's state (spec part 1 §4).
import type { KlippyState } from '../../protocol/objects';

export type DisplayedState =
  | 'busy'
  | 'cancelled'
  | 'complete'
  | 'idle'
  | 'loading'
  | 'paused'
  | 'printing'
  | 'ready'
  | 'standby'
  | 'error';

/**
 * The printer state shown to the user: paused, cancelled, complete or error when print_stats says so
 * (a finished print keeps saying how it ended until the file is cleared or another starts); 'busy'
 * when idle_timeout reports activity while no print runs; otherwise idle_timeout's own state;
 * 'loading' while either is unknown.
 */
export function displayedPrinterState(
  printState: string | undefined,
  idleState: string | undefined,
): DisplayedState {
  if (printState === undefined || idleState === undefined) return 'loading';
  if (printState === 'paused' || printState === 'cancelled') return printState;
  if (idleState === 'Printing' && printState !== 'printing') return 'busy';
  if (printState === 'complete' || printState === 'error') return printState;
  const lower = idleState.toLowerCase();
  return isDisplayedState(lower) ? lower : 'loading';
}

function isDisplayedState(value: string): value is DisplayedState {
  return [
    'idle',
    'ready',
    'printing',
    'busy',
    'paused',
    'cancelled',
    'complete',
    'standby',
  ].includes(value);
}

/** Klipper is usable only when Moonraker is connected to it and it reports ready. */
export function isKlippyReady(state: KlippyState | undefined, connected: boolean): boolean {
  return connected && state === 'ready';
}

/** 'Busy' for controls means printing, paused or busy. */
export function isBusy(state: DisplayedState): boolean {
  return state === 'printing' || state === 'paused' || state === 'busy';
}

/** The firmware message to show; Moonraker gives none while Klipper is disconnected. */
export function klippyMessage(message: string | undefined, connected: boolean | undefined): string {
  if (message && message.trim() !== '') return message.trim();
  if (connected === false) return 'Klippy not connected.';
  return 'Unknown';
}

export type PrintEvent = 'print-start' | 'print-end' | null;

/** A change standby → printing starts a print; printing → complete or standby ends one. */
export function printTransition(
  previous: string | undefined,
  next: string | undefined,
): PrintEvent {
  if (previous === 'standby' && next === 'printing') return 'print-start';
  if (previous === 'printing' && (next === 'complete' || next === 'standby')) return 'print-end';
  return null;
}
