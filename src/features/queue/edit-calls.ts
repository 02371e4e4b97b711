// The queue's edits as calls to the printer: the queue is read again just before, the edit worked
// out on it by job id (rules/queue-edits.ts), then sent. What comes back is the queue after the
// calls, or as it was read when the edit could not be made (and why).
import type { JobQueueStatus } from '../../../protocol/job_queue';
import type { queueCalls } from '../../moonraker/queue-calls';
import { moveJobs, resizeGroup, type EditMissing } from './rules/queue-edits';

type QueueCalls = ReturnType<typeof queueCalls>;

export interface EditOutcome {
  /** The queue as the printer answered last. */
  status: JobQueueStatus;
  /** The jobs the edit was about are no longer queued: nothing was sent. */
  missing?: EditMissing;
  /** How many calls changed the queue (each is announced by Moonraker 50 ms later). */
  changes: number;
}

/** Moves the jobs `moved` next to the jobs `target` (after them when `after`): a post with reset. */
export async function moveOnQueue(
  calls: QueueCalls,
  moved: readonly string[],
  target: readonly string[],
  after: boolean,
): Promise<EditOutcome> {
  const status = await calls.status();
  const plan = moveJobs(status.queued_jobs, moved, target, after);
  if (plan === null) return { status, changes: 0 };
  if ('missing' in plan) return { status, missing: plan.missing, changes: 0 };
  return { status: await calls.post(plan.filenames, true), changes: 1 };
}

/**
 * Gives the group (its job ids) `copies` jobs: fewer delete its last jobs by id; more post the
 * copies followed by the jobs that stood after the group, then delete those jobs' old ids
 * (Moonraker adds only at the end). Posting first means a failed call loses no job.
 */
export async function setCopiesOnQueue(
  calls: QueueCalls,
  group: readonly string[],
  copies: number,
): Promise<EditOutcome> {
  let status = await calls.status();
  const plan = resizeGroup(status.queued_jobs, group, copies);
  if (plan === null) return { status, changes: 0 };
  if ('missing' in plan) return { status, missing: plan.missing, changes: 0 };
  let changes = 0;
  if (plan.post.length > 0) {
    status = await calls.post(plan.post);
    changes++;
  }
  if (plan.remove.length > 0) {
    status = await calls.remove(plan.remove);
    changes++;
  }
  return { status, changes };
}
