// Where a Print leads, from the printer's state when it is asked for: the print itself on a printer
// that is not printing; on a busy one (printing or paused), an offer to add the file to the job
// queue where Moonraker has the job_queue component, and otherwise only the news that it is busy.
import type { PrintStatsState } from '../../../protocol/objects';

export type StartRoute = 'print' | 'queue' | 'busy';

/** Whether the printer has a print under way (a paused one too). */
export function printUnderWay(state: PrintStatsState | undefined): boolean {
  return state === 'printing' || state === 'paused';
}

export function startRoute(
  state: PrintStatsState | undefined,
  components: readonly string[],
): StartRoute {
  if (!printUnderWay(state)) return 'print';
  return components.includes('job_queue') ? 'queue' : 'busy';
}

/** Whether a Print button is offered now: not on a busy printer the queue cannot take it on. */
export function printOffered(
  state: PrintStatsState | undefined,
  components: readonly string[],
): boolean {
  return startRoute(state, components) !== 'busy';
}
