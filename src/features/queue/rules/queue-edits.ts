// Edits of the queue worked out on the queue as the printer has it just before the call, by job id,
// so that a change made elsewhere in the meantime (another browser's add, a job the printer took)
// is kept: moving a group next to another (Moonraker has no move call: the list is posted again
// with reset), and setting how many copies a group has.
import type { QueuedJob } from '../../../../protocol/job_queue';

/** Why an edit cannot be made on the queue as it is now. */
export type EditMissing = 'moved' | 'target';

export type MovePlan =
  /** Post these files with reset. */
  | { filenames: string[] }
  /** The jobs to move (or all those to move next to) are no longer queued. */
  | { missing: EditMissing };

/**
 * Moves the jobs `moved` (ids) next to the jobs `target` (ids): after the last of the target's
 * jobs still queued when `after`, else before the first. The moved jobs keep their order in `jobs`
 * and those no longer queued are left out. Null when the queue would stay as it is.
 */
export function moveJobs(
  jobs: readonly QueuedJob[],
  moved: readonly string[],
  target: readonly string[],
  after: boolean,
): MovePlan | null {
  const movedIds = new Set(moved);
  const targetIds = new Set(target);
  const moving = jobs.filter((job) => movedIds.has(job.job_id));
  if (moving.length === 0) return { missing: 'moved' };
  const rest = jobs.filter((job) => !movedIds.has(job.job_id));
  const inTarget = (job: QueuedJob) => targetIds.has(job.job_id);
  const at = after ? rest.findLastIndex(inTarget) + 1 : rest.findIndex(inTarget);
  if ((after && at === 0) || (!after && at === -1)) return { missing: 'target' };
  const order = [...rest.slice(0, at), ...moving, ...rest.slice(at)];
  if (order.every((job, index) => job === jobs[index])) return null;
  return { filenames: order.map((job) => job.filename) };
}

export type ResizePlan =
  /**
   * Post these files at the end, then delete the jobs `remove`: the new copies, followed by the
   * jobs that stood after the group, so that the copies come right after it (Moonraker only adds
   * at the end). `remove` are the old ids of those later jobs.
   */
  { post: string[]; remove: string[] } | { missing: 'moved' };

/**
 * How to give the group `group` (its job ids, consecutive jobs of one file) `copies` jobs on the
 * queue as it is now. Fewer: its last jobs are deleted; more: copies are added right after it.
 * Null when it already has that many.
 */
export function resizeGroup(
  jobs: readonly QueuedJob[],
  group: readonly string[],
  copies: number,
): ResizePlan | null {
  const ids = new Set(group);
  const first = jobs.findIndex((job) => ids.has(job.job_id));
  if (first === -1) return { missing: 'moved' };
  const filename = jobs[first]!.filename;
  // The group as it stands now: the run of that file's jobs from its first job still queued.
  let end = first;
  while (end < jobs.length && jobs[end]!.filename === filename) end++;
  const current = end - first;
  if (copies === current) return null;
  if (copies < current)
    return { post: [], remove: jobs.slice(first + copies, end).map((job) => job.job_id) };
  const after = jobs.slice(end);
  return {
    post: [
      ...Array.from({ length: copies - current }, () => filename),
      ...after.map((j) => j.filename),
    ],
    remove: after.map((job) => job.job_id),
  };
}
