// The job queue a farm tile shows: how many jobs wait and which comes next. A farm of many printers
// reads a queue only while a tile of that printer is on the page: the first view that holds it
// asks server.job_queue.status (at once, at each reconnect, and when server.info names the
// job_queue component later), and notify_job_queue_changed keeps it up to date; once the last view
// lets go the queue is forgotten, and read again when a tile shows it next. A printer whose
// Moonraker has no job_queue component is never asked.
import { createStore, type StoreApi } from 'zustand';
import type { JobQueueChange, QueuedJob } from '../../../../protocol/job_queue';
import { queueCalls } from '../../../moonraker/queue-calls';
import type { PrinterScope } from '../../../state/scope/printer-scope';
import type { Live } from '../../../state/scope/scope-events';
import { scopedStore } from '../../../state/scope/scoped-store';
import { serverStore } from '../../../state/server';

export const QUEUE_COMPONENT = 'job_queue';

export interface TileQueueState {
  /** The queued jobs in order; null while not read (nobody holds it, or no job_queue component). */
  jobs: readonly QueuedJob[] | null;
}

export interface TileQueue {
  store: StoreApi<TileQueueState>;
  /** Keeps the queue read and followed until the returned function is called. */
  hold(): () => void;
}

export const tileQueueStore = scopedStore('farm-queue', (scope: PrinterScope): TileQueue => {
  const store = createStore<TileQueueState>(() => ({ jobs: null }));
  const server = scope.get(serverStore);
  let holders = 0;
  /** The connection the queue was asked on (null: not asked on this one). */
  let askedOn: Live | null = null;

  const hasQueue = () => server.getState().components.includes(QUEUE_COMPONENT);

  function read(live: Live | null): void {
    if (!live || holders === 0 || askedOn === live || !hasQueue()) return;
    askedOn = live;
    queueCalls(live.api)
      .status()
      .then((status) => {
        if (live.alive() && askedOn === live) store.setState({ jobs: status.queued_jobs });
      })
      // A tile says nothing of a queue it could not read; the next change or reconnect reads it.
      .catch(() => {
        if (askedOn === live) askedOn = null;
      });
  }

  scope.onClose(
    scope.events.onSocketReady((live) => {
      askedOn = null;
      store.setState({ jobs: null });
      read(live);
    }),
  );
  scope.onClose(
    server.subscribe((state, before) => {
      if (state.components !== before.components) read(scope.events.socketLive);
    }),
  );
  scope.onClose(
    scope.events.onNotification('notify_job_queue_changed', (params) => {
      const change = params[0] as JobQueueChange | undefined;
      if (holders === 0 || !change || !Array.isArray(change.updated_queue)) return;
      store.setState({ jobs: change.updated_queue });
    }),
  );

  return {
    store,
    hold() {
      holders += 1;
      read(scope.events.socketLive);
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        holders -= 1;
        if (holders > 0) return;
        askedOn = null;
        store.setState({ jobs: null });
      };
    },
  };
});

/** What a tile says of a queue: its length and the next job's file; null when nothing waits. */
export function queueLine(
  jobs: readonly QueuedJob[] | null,
): { count: number; next: string } | null {
  const first = jobs?.[0];
  return first ? { count: jobs.length, next: first.filename } : null;
}
