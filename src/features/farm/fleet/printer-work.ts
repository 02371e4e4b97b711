// What a printer of the fleet is doing, read from the printer itself at the moment an action needs
// it (not from what a tile last showed): whether it is busy with a print, and whether its Moonraker
// has the job queue.
import type { MoonrakerApi } from '../../../moonraker/api';
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
      print_stats: ['state'],
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
