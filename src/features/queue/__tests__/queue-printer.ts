// A test printer whose Moonraker has the job_queue component, its queue kept as Moonraker keeps it
// for the calls the card makes (post with reset, delete by ids or all, pause, start, jump), and
// metadata for the files named in `estimates`.
import type { JobQueueStatus, QueuedJob } from '../../../../protocol/job_queue';
import type { PrinterStatus } from '../../../../protocol/objects';
import { RpcError } from '../../../state/__tests__/session-harness';
import { openTestPrinter, serveServerInfo, type TestPrinter } from '../../../test/printer-scope';

export interface QueuePrinter extends TestPrinter {
  queue: JobQueueStatus;
}

export async function openQueuePrinter(
  files: string[],
  estimates: Record<string, number> = {},
  components = ['history', 'job_queue'],
  /** Klipper's status (a print under way). */
  status?: PrinterStatus,
): Promise<QueuePrinter> {
  let next = 0;
  const queue: JobQueueStatus = { queued_jobs: [], queue_state: 'paused' };
  const job = (filename: string): QueuedJob => ({
    filename,
    job_id: `00000000000000${(next++).toString(16).padStart(2, '0').toUpperCase()}`,
    time_added: 1,
    time_in_queue: 0,
  });
  queue.queued_jobs = files.map(job);
  const answer = () => structuredClone(queue);
  const opened = await openTestPrinter({
    status,
    setup: (printer) => {
      serveServerInfo(printer, { components });
      printer.rpc.set('server.job_queue.status', answer);
      printer.rpc.set('server.job_queue.post_job', (params) => {
        const { filenames, reset } = params as { filenames: string[]; reset?: boolean };
        if (reset) queue.queued_jobs = [];
        queue.queued_jobs.push(...filenames.map(job));
        return answer();
      });
      printer.rpc.set('server.job_queue.delete_job', (params) => {
        const { job_ids, all } = params as { job_ids?: string[]; all?: boolean };
        queue.queued_jobs = all
          ? []
          : queue.queued_jobs.filter((j) => !job_ids?.includes(j.job_id));
        return answer();
      });
      printer.rpc.set('server.job_queue.pause', () => {
        queue.queue_state = 'paused';
        return answer();
      });
      printer.rpc.set('server.job_queue.start', () => {
        queue.queue_state = 'ready';
        return answer();
      });
      printer.rpc.set('server.job_queue.jump', (params) => {
        const id = (params as { job_id: string }).job_id;
        const found = queue.queued_jobs.find((j) => j.job_id === id);
        if (!found) throw new RpcError(400, `Invalid job id: ${id}`);
        queue.queued_jobs = [found, ...queue.queued_jobs.filter((j) => j !== found)];
        return answer();
      });
      printer.rpc.set('server.files.metadata', (params) => {
        const name = (params as { filename: string }).filename;
        const time = estimates[name];
        if (time === undefined) throw new RpcError(404, `File ${name} does not exist`);
        return {
          size: 10,
          modified: 5,
          estimated_time: time,
          filament_total: 1000,
          filename: name,
        };
      });
    },
  });
  return { ...opened, queue };
}
