// The job queue's pure rules: consecutive jobs of one file shown as one group ('× N'), the queue's
// totals (time, filament, when the last job should finish). Edits of the queue are in queue-edits.ts.
import type { QueuedJob } from '../../../../protocol/job_queue';

/** Consecutive jobs of one file. */
export interface JobGroup {
  filename: string;
  /** The jobs' ids in queue order; the first is the one 'jump to front' moves. */
  jobIds: string[];
  /** Where the group's first job stands in the queue. */
  start: number;
}

/** Consecutive jobs of the same file as one group each, in queue order. */
export function groupJobs(jobs: readonly QueuedJob[]): JobGroup[] {
  const groups: JobGroup[] = [];
  jobs.forEach((job, index) => {
    const last = groups[groups.length - 1];
    if (last && last.filename === job.filename) last.jobIds.push(job.job_id);
    else groups.push({ filename: job.filename, jobIds: [job.job_id], start: index });
  });
  return groups;
}

/** What the totals read of a file's metadata (server.files.metadata). */
export interface JobEstimate {
  estimated_time?: number;
  filament_total?: number;
  filament_weight_total?: number;
}

export interface QueueTotals {
  jobs: number;
  /** Seconds, the sum of the estimates known. */
  time: number;
  /** Millimetres of filament, the sum of those known. */
  filament: number;
  /** Grams, the sum of those known; null when no job's file gives a weight. */
  weight: number | null;
  /** Jobs whose file gives no time estimate (not yet read, or the slicer wrote none). */
  unknown: number;
  /** Unix time the last job should finish, or null while an estimate is missing. */
  finishAt: number | null;
}

const positive = (value: number | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * The queue's totals. `now` in Unix seconds; `currentLeft` the seconds left of the print under way
 * (null when none is), the queue's first job starting after it.
 */
export function queueTotals(
  jobs: readonly QueuedJob[],
  estimateOf: (filename: string) => JobEstimate | undefined,
  now: number,
  currentLeft: number | null = null,
): QueueTotals {
  let time = 0;
  let filament = 0;
  let weight: number | null = null;
  let unknown = 0;
  for (const job of jobs) {
    const meta = estimateOf(job.filename);
    if (positive(meta?.estimated_time)) time += meta.estimated_time;
    else unknown++;
    if (positive(meta?.filament_total)) filament += meta.filament_total;
    if (positive(meta?.filament_weight_total)) weight = (weight ?? 0) + meta.filament_weight_total;
  }
  const finishAt =
    jobs.length === 0 || unknown > 0 ? null : now + Math.max(0, currentLeft ?? 0) + time;
  return { jobs: jobs.length, time, filament, weight, unknown, finishAt };
}
