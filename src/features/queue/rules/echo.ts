// Moonraker announces each change of the queue 50 ms after it (notify_job_queue_changed, with the
// queue as it was then), while a call's answer comes at once. An edit made of two calls (post, then
// delete) has its answers in hand before the first call's announcement arrives: taken as it comes,
// that announcement would show the half-made queue again. So after such an edit the store waits for
// the announcement of its last call (the same queue as its answer): what comes before it is older
// than that answer (Moonraker announces in order), what comes after it is taken.
import type { JobQueueChange, QueuedJob } from '../../../../protocol/job_queue';

/** How long an edit's last announcement is waited for before every announcement counts again. */
export const ECHO_WAIT_MS = 1000;

export interface AwaitedEcho {
  /** The queue the edit's last call answered, as queueSignature gives it. */
  signature: string;
  /** Unix time (ms) after which the wait is over. */
  until: number;
}

/** The queue's jobs (by id, in order) and state, as one string; no jobs for a state change alone. */
export function queueSignature(jobs: readonly QueuedJob[] | null, state: string): string {
  return `${state}:${jobs === null ? '-' : jobs.map((job) => job.job_id).join(',')}`;
}

/**
 * What to do with an announcement: take it ('take'), pass over it because it is older than the
 * edit's answer ('skip'), or take it and stop waiting ('last': the awaited one, or the wait is over).
 */
export function echoDecision(
  awaited: AwaitedEcho | null,
  change: JobQueueChange,
  now: number,
): 'take' | 'skip' | 'last' {
  if (awaited === null) return 'take';
  if (now >= awaited.until) return 'last';
  const updated = Array.isArray(change.updated_queue) ? change.updated_queue : null;
  return queueSignature(updated, change.queue_state) === awaited.signature ? 'last' : 'skip';
}
