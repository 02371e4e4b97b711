// Moonraker's job queue (reference §7): the queued job, the queue's answer to every
// server.job_queue.* call and the notify_job_queue_changed payload. Shared by the dashboard and the
// virtual printer.

/**
 * ready: the next job loads when the current print completes (automatic transition on); paused:
 * nothing starts by itself; loading: the next job is about to load; starting: its print is starting.
 */
export type JobQueueState = 'ready' | 'paused' | 'loading' | 'starting';

export interface QueuedJob {
  /** Relative to the gcodes root. */
  filename: string;
  /** 16 upper-case hex digits, unrelated to history job ids. */
  job_id: string;
  /** Unix time the job was added. */
  time_added: number;
  /** Seconds since it was added, at the time of the answer. */
  time_in_queue: number;
}

/** What every server.job_queue.* call answers. */
export interface JobQueueStatus {
  queued_jobs: QueuedJob[];
  queue_state: JobQueueState;
}

export type JobQueueAction = 'state_changed' | 'jobs_added' | 'jobs_removed' | 'job_loaded';

export interface JobQueueChange {
  action: JobQueueAction;
  /** The queue after the change; null when only the state changed. */
  updated_queue: QueuedJob[] | null;
  queue_state: JobQueueState;
}
