// Print history: the jobs (newest first) and the totals, kept live by notify_history_changed.
// Loaded on demand by the views that show it (ensureHistory), and again after every reconnect.
// One store per printer scope.
import { createStore, type StoreApi } from 'zustand';
import type { HistoryChange, HistoryJob, JobTotals } from '../../protocol/history';
import { boundStore } from './scope/bound';
import type { PrinterScope } from './scope/printer-scope';
import type { Live } from './scope/scope-events';
import { scopedStore } from './scope/scoped-store';
import { serverStore } from './server';

/** Jobs asked for at first (spec: job history load 50). */
export const HISTORY_LOAD_LIMIT = 50;

export interface HistoryState {
  jobs: HistoryJob[];
  totals: JobTotals | null;
  /** Something asked for the history (so a reconnect loads it again). */
  wanted: boolean;
  loading: boolean;
  loaded: boolean;
  /** The server may hold more jobs than loaded. */
  hasMore: boolean;
}

const initial: HistoryState = {
  jobs: [],
  totals: null,
  wanted: false,
  loading: false,
  loaded: false,
  hasMore: false,
};

export interface HistoryStore extends StoreApi<HistoryState> {
  /** Load the first jobs (or every job) and the totals over `live`; a newer load wins. */
  load(live: Live, all: boolean): Promise<void>;
}

/** Newest first: start_time descending, then job id descending. */
export function sortJobs(jobs: HistoryJob[]): HistoryJob[] {
  return [...jobs].sort((a, b) => b.start_time - a.start_time || (a.job_id < b.job_id ? 1 : -1));
}

export const historyStore = scopedStore('history', (scope): HistoryStore => {
  const store = createStore<HistoryState>(() => ({ ...initial }));
  /** Each load has a number; an older one's answer is dropped. */
  let loads = 0;

  async function load(live: Live, all: boolean): Promise<void> {
    const mine = ++loads;
    store.setState({ loading: true, wanted: true });
    const limit = all ? 0 : HISTORY_LOAD_LIMIT;
    const [list, totals] = await Promise.all([
      scope.attempt(() => live.api.history.list({ limit })),
      scope.attempt(() => live.api.history.totals()),
    ]);
    if (mine !== loads || !live.alive()) return;
    store.setState((state) => ({
      jobs: list ? sortJobs(list.jobs) : state.jobs,
      totals: totals ? totals.job_totals : state.totals,
      hasMore: list ? !all && list.jobs.length >= limit : state.hasMore,
      loading: false,
      loaded: true,
    }));
  }

  scope.events.onNotification('notify_history_changed', (params) => {
    const change = params[0] as HistoryChange | undefined;
    if (change && store.getState().loaded) applyHistoryChange(scope, change);
  });

  scope.events.onSocketReady((live) => {
    const { wanted } = store.getState();
    loads++;
    store.setState({ loaded: false, loading: false });
    if (wanted && hasHistory(scope)) void load(live, false);
  });

  return Object.assign(store, { load });
});

export const useHistory = boundStore<HistoryState>(historyStore);

function hasHistory(scope: PrinterScope): boolean {
  return scope.get(serverStore).getState().components.includes('history');
}

/** Load the history once (views call this when they show it). */
export function ensureHistory(scope: PrinterScope): void {
  const store = scope.get(historyStore);
  const live = scope.events.socketLive;
  const { loaded, loading } = store.getState();
  if (!live || scope.isClosed || loaded || loading || !hasHistory(scope)) {
    if (!loaded) store.setState({ wanted: true });
    return;
  }
  void store.load(live, false);
}

/** Load every job (search, or paging past what was loaded). */
export function loadAllJobs(scope: PrinterScope): void {
  const store = scope.get(historyStore);
  const live = scope.events.socketLive;
  if (!live || scope.isClosed || !store.getState().hasMore) return;
  void store.load(live, true);
}

export async function refreshTotals(scope: PrinterScope): Promise<void> {
  const totals = await scope.attempt((api) => api.history.totals());
  if (totals) scope.get(historyStore).setState({ totals: totals.job_totals });
}

/** A job started ('added') or ended ('finished'): put it in the list, refresh the totals. */
export function applyHistoryChange(scope: PrinterScope, change: HistoryChange): void {
  const { job } = change;
  if (!job || typeof job.job_id !== 'string') return;
  scope.get(historyStore).setState((state) => {
    const others = state.jobs.filter((j) => j.job_id !== job.job_id);
    return { jobs: sortJobs([job, ...others]) };
  });
  if (change.action === 'finished') void refreshTotals(scope);
}

export async function deleteJob(scope: PrinterScope, uid: string): Promise<void> {
  const result = await scope.attempt((api) => api.history.deleteJob(uid));
  if (!result) return;
  const deleted = new Set(result.deleted_jobs);
  scope
    .get(historyStore)
    .setState((state) => ({ jobs: state.jobs.filter((j) => !deleted.has(j.job_id)) }));
}

export async function deleteAllJobs(scope: PrinterScope): Promise<void> {
  const result = await scope.attempt((api) => api.history.deleteAll());
  if (!result) return;
  scope.get(historyStore).setState({ jobs: [], hasMore: false });
}

export async function resetTotals(scope: PrinterScope): Promise<void> {
  const result = await scope.attempt((api) => api.history.resetTotals());
  if (result) await refreshTotals(scope);
}
