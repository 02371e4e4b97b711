// What a printer of the fleet is doing, read from the printer itself at the moment an action needs
// it (not from what a tile last showed): whether it is busy with a print, whether its Moonraker has
// the job queue, and, for spreading copies over printers, the work it already has — the time left
// of the print under way and each queued job's estimated time from the file's metadata.
import type { QueuedJob } from '../../../../protocol/job_queue';
import type { MoonrakerApi } from '../../../moonraker/api';
import { queueCalls } from '../../../moonraker/queue-calls';
import { finiteNumber, printProgress } from '../../../lib/status';
import { fileTimeLeft, slicerTimeLeft } from '../../../lib/time-left';
import { QUEUE_COMPONENT } from '../queue/tile-queue';

/** print_stats states in which Klipper refuses to start another file. */
export function isBusyState(state: unknown): boolean {
  return state === 'printing' || state === 'paused';
}

export interface PrinterBusy {
  busy: boolean;
  /** Its Moonraker has the job_queue component. */
  hasQueue: boolean;
}

type Api = Pick<MoonrakerApi, 'call' | 'server'>;

async function printStatus(api: Api) {
  const answer = await api.call('printer.objects.query', {
    objects: {
      print_stats: ['state', 'filename', 'print_duration'],
      virtual_sdcard: ['progress'],
    },
  });
  return answer.status;
}

/** Whether the printer is printing (or paused in a print), and whether it has a job queue. */
export async function readBusy(api: Api): Promise<PrinterBusy> {
  const [status, info] = await Promise.all([printStatus(api), api.server.info()]);
  return {
    busy: isBusyState(status.print_stats?.state),
    hasQueue: info.components.includes(QUEUE_COMPONENT),
  };
}

/** A printer's work ahead of a new job (see rules/distribute.ts). */
export interface PrinterLoad {
  hasQueue: boolean;
  /** Seconds left of the print under way; 0 when idle; null when a print runs but its end is unknown. */
  currentS: number | null;
  /** Each queued job's estimated time, in queue order (null: the file has no estimate). */
  queuedS: (number | null)[];
}

/** The file's estimated time (s) from its metadata; null without one or when it cannot be read. */
export async function fileEstimate(api: Api, filename: string): Promise<number | null> {
  try {
    const meta = await api.call('server.files.metadata', { filename });
    const time = finiteNumber(meta.estimated_time);
    return time !== undefined && time > 0 ? time : null;
  } catch {
    return null;
  }
}

/** The printer's work ahead: the print under way and its queue, each file's metadata read once. */
export async function readLoad(api: Api): Promise<PrinterLoad> {
  const [status, info] = await Promise.all([printStatus(api), api.server.info()]);
  const hasQueue = info.components.includes(QUEUE_COMPONENT);
  const jobs: QueuedJob[] = hasQueue ? (await queueCalls(api).status()).queued_jobs : [];
  const stats = status.print_stats;
  const printing = isBusyState(stats?.state) && typeof stats?.filename === 'string';
  const names = [
    ...new Set([...(printing ? [stats.filename as string] : []), ...jobs.map((j) => j.filename)]),
  ];
  const known = new Map(
    await Promise.all(names.map(async (n) => [n, await fileEstimate(api, n)] as const)),
  );
  let currentS: number | null = 0;
  if (printing) {
    const times = {
      estimated_time: known.get(stats.filename as string) ?? null,
      print_duration: finiteNumber(stats.print_duration) ?? null,
      progress: printProgress(status) ?? null,
    };
    currentS = slicerTimeLeft(times) ?? fileTimeLeft(times);
  }
  return { hasQueue, currentS, queuedS: jobs.map((j) => known.get(j.filename) ?? null) };
}
