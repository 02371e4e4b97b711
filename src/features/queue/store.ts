// One printer's job queue: its jobs and state, read with server.job_queue.status at every socket
// ready (and when server.info lists the job_queue component later), kept up to date by
// notify_job_queue_changed and by the answer of every call made here. Beside it, the metadata of
// each queued file (time and filament estimates, thumbnails), read once per file name.
import { createStore } from 'zustand';
import type { JobQueueChange, JobQueueStatus, QueuedJob } from '../../../protocol/job_queue';
import type { Thumbnail } from '../../../protocol/files';
import { boundStore } from '../../state/scope/bound';
import type { PrinterScope } from '../../state/scope/printer-scope';
import type { Live } from '../../state/scope/scope-events';
import { scopedStore } from '../../state/scope/scoped-store';
import { serverStore } from '../../state/server';
import { reportError } from '../../state/session-report';
import { showMessage } from '../../state/messages';
import type { JobEstimate } from './rules/queue-rules';
import type { EditMissing } from './rules/queue-edits';
import { echoDecision, ECHO_WAIT_MS, queueSignature, type AwaitedEcho } from './rules/echo';
import { moveOnQueue, setCopiesOnQueue, type EditOutcome } from './edit-calls';
import { queueCalls } from '../../moonraker/queue-calls';
import i18n from '../../locales/i18n';
import queueMessages from '../../locales/en/queue.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(queueMessages);

/** What the card shows of a queued file. */
export interface QueuedFile extends JobEstimate {
  modified?: number;
  thumbnails?: Thumbnail[];
}

export interface QueueState {
  /** The queue has been read on this connection. */
  loaded: boolean;
  jobs: QueuedJob[];
  state: JobQueueStatus['queue_state'];
  /** Metadata by file name; null when the file has none (deleted, or not a G-code file). */
  files: Record<string, QueuedFile | null>;
  /** After an edit of several calls: the announcement of its last call, older ones passed over. */
  awaitedEcho: AwaitedEcho | null;
}

const INITIAL: QueueState = {
  loaded: false,
  jobs: [],
  state: 'ready',
  files: {},
  awaitedEcho: null,
};

export const QUEUE_COMPONENT = 'job_queue';

export const queueStore = scopedStore('job-queue', (scope) => {
  const store = createStore<QueueState>(() => ({ ...INITIAL }));
  const server = scope.get(serverStore);
  /** File names whose metadata was asked on this connection. */
  let asked = new Set<string>();
  let loadedOn: Live | null = null;

  function readFiles(live: Live): void {
    for (const { filename } of store.getState().jobs) {
      if (asked.has(filename)) continue;
      asked.add(filename);
      live.api.files
        .metadata(filename)
        .then(
          (meta) => meta as QueuedFile,
          () => null,
        )
        .then((meta) => {
          if (live.alive()) store.setState((s) => ({ files: { ...s.files, [filename]: meta } }));
        });
    }
  }

  function load(live: Live): void {
    if (loadedOn === live || !server.getState().components.includes(QUEUE_COMPONENT)) return;
    loadedOn = live;
    queueCalls(live.api)
      .status()
      .then((status) => {
        if (!live.alive()) return;
        store.setState({ loaded: true, jobs: status.queued_jobs, state: status.queue_state });
      })
      .catch((error: unknown) => {
        if (live.alive()) reportError(error);
      });
  }

  scope.events.onSocketReady((live) => {
    asked = new Set();
    store.setState({ ...INITIAL });
    load(live);
  });
  scope.onClose(
    server.subscribe((state, before) => {
      const live = scope.events.socketLive;
      if (state.components !== before.components && live) load(live);
    }),
  );
  scope.onClose(
    scope.events.onNotification('notify_job_queue_changed', (params) => {
      const change = params[0] as JobQueueChange | undefined;
      if (!change || typeof change !== 'object' || typeof change.queue_state !== 'string') return;
      const decision = echoDecision(store.getState().awaitedEcho, change, Date.now());
      if (decision === 'skip') return;
      store.setState((s) => ({
        state: change.queue_state,
        jobs: Array.isArray(change.updated_queue) ? change.updated_queue : s.jobs,
        ...(decision === 'last' ? { awaitedEcho: null } : {}),
      }));
    }),
  );
  // Every new list (read, notified or answered) may name files not read yet.
  scope.onClose(
    store.subscribe((state, before) => {
      const live = scope.events.socketLive;
      if (state.jobs !== before.jobs && live) readFiles(live);
    }),
  );
  return store;
});

export const useQueue = boundStore(queueStore);

/** Runs a queue call and takes its answer as the queue now; false when it failed. */
async function change(
  scope: PrinterScope,
  work: (calls: ReturnType<typeof queueCalls>) => Promise<JobQueueStatus>,
): Promise<boolean> {
  const status = await scope.attempt((api) => work(queueCalls(api)));
  if (!status) return false;
  scope
    .get(queueStore)
    .setState({ loaded: true, jobs: status.queued_jobs, state: status.queue_state });
  return true;
}

/**
 * Runs an edit on the queue as the printer has it now (edit-calls.ts) and takes the queue it
 * answers; when the jobs were gone, the user is told and false comes back.
 */
async function edit(
  scope: PrinterScope,
  run: (calls: ReturnType<typeof queueCalls>) => Promise<EditOutcome>,
): Promise<boolean> {
  const outcome = await scope.attempt((api) => run(queueCalls(api)));
  if (!outcome) return false;
  const { status, missing, changes } = outcome;
  const awaitedEcho =
    changes > 1
      ? {
          signature: queueSignature(status.queued_jobs, status.queue_state),
          until: Date.now() + ECHO_WAIT_MS,
        }
      : null;
  scope
    .get(queueStore)
    .setState({ loaded: true, jobs: status.queued_jobs, state: status.queue_state, awaitedEcho });
  return missing ? changedMeanwhile(missing) : true;
}

/** Tells the user an edit was not made because the queue changed meanwhile. */
function changedMeanwhile(missing: EditMissing): false {
  showMessage(i18n.t(`queue.changed.${missing}`), 'info', 6000);
  return false;
}

export const queueActions = {
  /** Adds the files at the end of the queue; `reset` empties it first (a new order). */
  add: (scope: PrinterScope, filenames: string[], reset = false) =>
    filenames.length ? change(scope, (c) => c.post(filenames, reset)) : Promise.resolve(false),
  remove: (scope: PrinterScope, jobIds: string[]) =>
    jobIds.length ? change(scope, (c) => c.remove(jobIds)) : Promise.resolve(false),
  removeAll: (scope: PrinterScope) => change(scope, (c) => c.removeAll()),
  pause: (scope: PrinterScope) => change(scope, (c) => c.pause()),
  start: (scope: PrinterScope) => change(scope, (c) => c.start()),
  jump: (scope: PrinterScope, jobId: string) => change(scope, (c) => c.jump(jobId)),
  /**
   * Moves the jobs `moved` next to the jobs `target` (after them when `after`). The queue is read
   * again first and the move made on it by job id, so a change made elsewhere since it was shown
   * stays; when the jobs are gone, nothing is posted and the user is told.
   */
  move: (
    scope: PrinterScope,
    moved: readonly string[],
    target: readonly string[],
    after: boolean,
  ) => edit(scope, (calls) => moveOnQueue(calls, moved, target, after)),
  /**
   * Gives the group (its job ids) `copies` jobs, on the queue read again: fewer delete its last
   * jobs by id; more add copies right after it (Moonraker adds only at the end, so the jobs after
   * the group are added again after the copies and their old jobs deleted).
   */
  setCopies: (scope: PrinterScope, group: readonly string[], copies: number) =>
    edit(scope, (calls) => setCopiesOnQueue(calls, group, copies)),
};
