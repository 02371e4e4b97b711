// Where each printer of an action across the fleet stands, as its results list shows it: waiting,
// the file on its way (percent), starting, started (at what time), queued instead, done, refused (why, in the
// printer's words) or not started (the action was cancelled first). Pure.
import type { FleetOutcome, RefusalReason } from '../rules/fleet';

export type FleetStep =
  | { kind: 'waiting' }
  | { kind: 'reading'; percent: number }
  | { kind: 'uploading'; percent: number }
  | { kind: 'uploaded' }
  | { kind: 'running' }
  | { kind: 'starting' }
  | { kind: 'started'; at: number }
  /** Added to its job queue (`copies` times, when told). */
  | { kind: 'queued'; copies?: number }
  /** Planned to get no copy: the others had less work ahead. */
  | { kind: 'noCopy' }
  | { kind: 'done' }
  | { kind: 'refused'; reason: RefusalReason; message: string }
  | { kind: 'skipped' };

export type StepListener = (printerId: string, step: FleetStep) => void;

/** The step an outcome ends in. */
export function finalStep(outcome: FleetOutcome): FleetStep {
  if (outcome.kind === 'refused')
    return { kind: 'refused', reason: outcome.reason, message: outcome.message };
  if (outcome.kind === 'queued') return { kind: 'queued' };
  return outcome.kind === 'skipped' ? { kind: 'skipped' } : { kind: 'done' };
}
