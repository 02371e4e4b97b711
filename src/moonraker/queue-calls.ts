// The job queue component's calls (server.job_queue.*), used by the queue card and the file menu's
// 'Add to queue' only, so they stay off the first page. Every call answers the queue as it is after
// it: its jobs and its state.
import type { MoonrakerApi } from './api';

/** What the queue views read of every answer. */
const status = {
  shape: {
    queued_jobs: [{ filename: 's', job_id: 's', time_added: 'n' }],
    queue_state: 's',
  },
};

export function queueCalls({ call }: Pick<MoonrakerApi, 'call'>) {
  return {
    status: () => call('server.job_queue.status', undefined, status),
    /** Adds the files at the end, in order (one job each); `reset` empties the queue first. */
    post: (filenames: string[], reset = false) =>
      call('server.job_queue.post_job', reset ? { filenames, reset } : { filenames }, status),
    remove: (jobIds: string[]) => call('server.job_queue.delete_job', { job_ids: jobIds }, status),
    removeAll: () => call('server.job_queue.delete_job', { all: true }, status),
    /** Nothing starts by itself until started again. */
    pause: () => call('server.job_queue.pause', undefined, status),
    /** Loads the first job now when the printer is idle, else after the current print. */
    start: () => call('server.job_queue.start', undefined, status),
    /** Moves the job to the front. */
    jump: (jobId: string) => call('server.job_queue.jump', { job_id: jobId }, status),
  };
}
