// Which alert, if any, a printer's change of state raises: the farm's alerts tell the user about
// a print that ended or stopped on a printer they may not be looking at. Pure.
//
// A print is running when the printer was 'printing' or 'paused'. From there:
//   printing → complete                      finished
//   printing → paused                        paused (a filament runout, a PAUSE in the file…)
//   printing | paused → error                error
//   printing | paused → shutdown             shutdown (Klipper shut down mid-print)
//   printing | paused → disconnected         disconnected
// Everything else raises nothing: the first reading after the page opened (the printer may have
// finished long ago), a state read again, a change out of 'disconnected' (what happened while the
// printer was out of reach is not known as it happened), a cancel (someone is already looking),
// a shutdown or error of an idle printer, a login asked for.
import type { TileState } from '../rules/tile-state';

export type AlertKind = 'finished' | 'error' | 'paused' | 'shutdown' | 'disconnected';

/** Every kind of alert, in the order the settings list them. */
export const ALERT_KINDS: readonly AlertKind[] = [
  'finished',
  'error',
  'paused',
  'shutdown',
  'disconnected',
];

/** What a running print (printing or paused) ending up in `next` raises. */
const FROM_RUNNING: Readonly<Partial<Record<TileState, AlertKind>>> = {
  error: 'error',
  shutdown: 'shutdown',
  disconnected: 'disconnected',
};

/**
 * The alert raised when the printer's state goes from `previous` to `next`; null for none.
 * `previous` is null on the first reading since the page (or the printer's watch) started.
 */
export function alertFor(previous: TileState | null, next: TileState): AlertKind | null {
  if (previous === null || previous === next) return null;
  if (previous === 'printing') {
    if (next === 'complete') return 'finished';
    if (next === 'paused') return 'paused';
  }
  if (previous === 'printing' || previous === 'paused') return FROM_RUNNING[next] ?? null;
  return null;
}
