// The jobs the "Cost of prints" card adds up: those of the periods it shows, read from the printer
// page by page with `since` (read-since.ts) instead of the whole history. A longer span (months
// after weeks) is read once more; a shorter one is already held. The history's own list keeps them
// current: a job that starts or ends there is taken over, one deleted there is dropped here too, and
// after a reconnect the span is read again.
import { createStore, type StoreApi } from 'zustand';
import type { HistoryJob } from '../../../../protocol/history';
import { historyStore, sortJobs } from '../../../state/history';
import { boundStore } from '../../../state/scope/bound';
import type { PrinterScope } from '../../../state/scope/printer-scope';
import { scopedStore } from '../../../state/scope/scoped-store';
import { readJobsSince } from './read-since';

export interface PeriodJobsState {
  /** The time (s) the jobs held start after; null before the first read. */
  since: number | null;
  /** Newest first. */
  jobs: HistoryJob[];
  loading: boolean;
}

export interface PeriodJobsStore extends StoreApi<PeriodJobsState> {
  /** Reads the jobs since `since` (s) unless they are held already. */
  ensure(since: number): void;
}

export const periodJobsStore = scopedStore('history-period-jobs', (scope): PeriodJobsStore => {
  const store = createStore<PeriodJobsState>(() => ({ since: null, jobs: [], loading: false }));
  const history = scope.get(historyStore);
  /** Each read has a number; an older one's answer is dropped. */
  let reads = 0;
  /** The span a read under way covers. */
  let reading: number | null = null;

  async function read(since: number): Promise<void> {
    const live = scope.events.socketLive;
    if (!live || scope.isClosed) return;
    const mine = ++reads;
    reading = since;
    store.setState({ loading: true });
    try {
      const jobs = await readJobsSince(async (params) => {
        const answer = await scope.attempt(() => live.api.history.list(params));
        if (!answer) throw new Error('history list failed');
        return answer;
      }, since);
      if (mine !== reads || !live.alive()) return;
      store.setState({ since, jobs, loading: false });
    } catch {
      // Said by scope.attempt; the card keeps what it had and asks again when next shown.
      if (mine === reads) store.setState({ loading: false });
    } finally {
      if (mine === reads) reading = null;
    }
  }

  history.subscribe((next, prev) => {
    const { since, jobs } = store.getState();
    if (since === null || next.jobs === prev.jobs) return;
    const byId = new Map(jobs.map((job) => [job.job_id, job]));
    let changed = false;
    for (const job of next.jobs)
      if (job.start_time > since && byId.get(job.job_id) !== job) {
        byId.set(job.job_id, job);
        changed = true;
      }
    // A job gone from a loaded list was deleted (a reload first marks the list not loaded).
    if (prev.loaded && next.loaded) {
      const kept = new Set(next.jobs.map((job) => job.job_id));
      for (const job of prev.jobs)
        if (!kept.has(job.job_id) && byId.delete(job.job_id)) changed = true;
    }
    if (changed) store.setState({ jobs: sortJobs([...byId.values()]) });
  });

  scope.events.onSocketReady(() => {
    const { since } = store.getState();
    reads++;
    reading = null;
    store.setState({ since: null, loading: false });
    if (since !== null) void read(since);
  });

  return Object.assign(store, {
    ensure(since: number) {
      const held = store.getState().since;
      if (held !== null && held <= since) return;
      if (reading !== null && reading <= since) return;
      void read(since);
    },
  });
});

export const usePeriodJobs = boundStore<PeriodJobsState>(periodJobsStore);

/** The jobs that started after `since` (s), read when not held yet. */
export function ensurePeriodJobs(scope: PrinterScope, since: number): void {
  scope.get(periodJobsStore).ensure(since);
}
