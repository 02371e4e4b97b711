// What a farm tile says about its printer, in one word: derived from the tile's socket, whether the
// printer wants a login, Klipper's state and the print's state. Pure.
import type { KlippyState } from '../../../../protocol/objects';
import { displayedPrinterState, type DisplayedState } from '../../../lib/printer-state';
import {
  fileTimeLeft,
  timeLeft,
  type PrintTimes,
  type TimeLeftMethod,
} from '../../../lib/time-left';

export type TileState =
  | 'printing'
  | 'paused'
  | 'complete'
  | 'cancelled'
  | 'error'
  | 'shutdown'
  | 'disconnected'
  | 'login'
  | 'ready'
  | 'busy'
  | 'starting';

/** Every tile state, in the order the farm sorts them by urgency (see STATE_ORDER in tile-list). */
export const TILE_STATES: readonly TileState[] = [
  'error',
  'shutdown',
  'paused',
  'disconnected',
  'login',
  'complete',
  'printing',
  'busy',
  'starting',
  'cancelled',
  'ready',
];

export interface TileInput {
  socket: 'idle' | 'connecting' | 'open' | 'closed';
  /** The printer answered 401 / the socket closed as unauthorized. */
  needsLogin: boolean;
  /** server.info klippy_state / webhooks.state; null while not known yet. */
  klippyState: string | null;
  /** print_stats.state: standby | printing | paused | complete | cancelled | error. */
  printState?: string;
  /** idle_timeout.state: Idle | Ready | Printing. */
  idleState?: string;
  /**
   * The tile's socket has been open at least once. A socket 'connecting' before its first open is
   * a tile starting up ('starting'); 'connecting' after it was open is a lost connection being
   * retried ('disconnected'). Absent: treated as false.
   */
  everOpen?: boolean;
}

const KLIPPY_STATES: readonly string[] = [
  'ready',
  'startup',
  'shutdown',
  'error',
  'disconnected',
] satisfies readonly KlippyState[];

/** What print_stats alone says, for when idle_timeout is not known (or says something unknown). */
const FROM_PRINT: Readonly<Record<string, TileState>> = {
  standby: 'ready',
  printing: 'printing',
  paused: 'paused',
  complete: 'complete',
  cancelled: 'cancelled',
  error: 'error',
};

/** The dashboard's own printer state (printer-state.ts) as a tile state. */
const FROM_DISPLAYED: Readonly<Record<Exclude<DisplayedState, 'loading'>, TileState>> = {
  printing: 'printing',
  paused: 'paused',
  complete: 'complete',
  cancelled: 'cancelled',
  error: 'error',
  busy: 'busy',
  standby: 'ready',
  ready: 'ready',
  idle: 'ready',
};

/**
 * The tile's state, first rule that applies:
 * 1. the printer wants a login → 'login';
 * 2. the socket is not open: 'starting' while the tile connects for the first time ('idle', or
 *    'connecting' before it was ever open), else 'disconnected' (closed, or reconnecting after a loss);
 * 3. Klipper: 'shutdown' → 'shutdown', 'error' → 'error', 'startup' → 'starting',
 *    'disconnected' (Moonraker up, Klipper not connected) → 'disconnected'; not known yet or a state
 *    Klipper does not have → 'starting';
 * 4. Klipper ready: the print's state as the status card shows it (displayedPrinterState: paused,
 *    cancelled, complete and error from print_stats; 'busy' when idle_timeout reports activity
 *    without a print), with standby / Ready / Idle read as 'ready'. When idle_timeout is not known,
 *    print_stats alone decides; when neither is known (or both are unknown words) → 'starting'.
 */
export function tileState(input: TileInput): TileState {
  if (input.needsLogin) return 'login';
  if (input.socket !== 'open') {
    if (input.socket === 'closed') return 'disconnected';
    return input.socket === 'connecting' && input.everOpen === true ? 'disconnected' : 'starting';
  }
  const klippy = input.klippyState;
  if (klippy === null || !KLIPPY_STATES.includes(klippy) || klippy === 'startup') return 'starting';
  if (klippy === 'shutdown' || klippy === 'error' || klippy === 'disconnected') return klippy;
  const { printState, idleState } = input;
  if (printState !== undefined && idleState !== undefined) {
    const shown = displayedPrinterState(printState, idleState);
    if (shown !== 'loading') return FROM_DISPLAYED[shown];
  }
  return (printState !== undefined && FROM_PRINT[printState]) || 'starting';
}

/** States that need a hand: a printer stopped, waiting, finished with the bed to clear, or unreachable. */
const ATTENTION: readonly TileState[] = [
  'error',
  'shutdown',
  'paused',
  'complete',
  'disconnected',
  'login',
];

/**
 * Needs a hand: error (Klipper halted or the print failed), shutdown, paused, complete (finished,
 * the bed waits to be cleared), disconnected (lost or never reachable), login. A cancelled print
 * was stopped by someone already looking at it, so it does not.
 */
export function needsAttention(state: TileState): boolean {
  return ATTENTION.includes(state);
}

/** A print runs on the printer (printing or paused): it has a time left to show. */
export function hasJob(state: TileState): boolean {
  return state === 'printing' || state === 'paused';
}

/**
 * Seconds left of the tile's print by the method the status card uses (Settings › General), or
 * from the file's progress where the tile does not know what that method needs (a list row or a
 * sort has no file metadata); null when the printer runs no print or nothing is known.
 */
export function tileRemaining(
  state: TileState,
  method: TimeLeftMethod,
  times: PrintTimes,
): number | null {
  if (!hasJob(state)) return null;
  return timeLeft(method, times) ?? fileTimeLeft(times);
}
