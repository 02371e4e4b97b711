// Print history: the jobs (newest first) and the totals, kept live by notify_history_changed.
// Loaded on demand by the views that show it (ensureHistory), and again after every reconnect.
import { create } from 'zustand';
import type { HistoryChange, HistoryJob, JobTotals } from '../../protocol/history';
import type { MoonrakerApi } from '../moonraker/api';
import { attempt, getApi, onServerNotification, onSocketReady } from './session';
import { useServer } from './server';
import { registerPrinterStore } from './printer-scoped';

/** Jobs asked for at first (spec: job history load 50). */
export const HISTORY_LOAD_LIMIT = 50;

interface HistoryState {
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

export const useHistory = create<HistoryState>(() => ({ ...initial }));

function hasHistory(): boolean {
  return useServer.getState().components.includes('history');
}

/** Newest first: start_time descending, then job id descending. */
export function sortJobs(jobs: HistoryJob[]): HistoryJob[] {
  return [...jobs].sort((a, b) => b.start_time - a.start_time || (a.job_id < b.job_id ? 1 : -1));
}

let generation = 0;

async function load(api: MoonrakerApi, all: boolean): Promise<void> {
  const mine = ++generation;
  useHistory.setState({ loading: true, wanted: true });
  const limit = all ? 0 : HISTORY_LOAD_LIMIT;
  const [list, totals] = await Promise.all([
    attempt(() => api.history.list({ limit })),
    attempt(() => api.history.totals()),
  ]);
  if (mine !== generation) return;
  useHistory.setState((state) => ({
    jobs: list ? sortJobs(list.jobs) : state.jobs,
    totals: totals ? totals.job_totals : state.totals,
    hasMore: list ? !all && list.jobs.length >= limit : state.hasMore,
    loading: false,
    loaded: true,
  }));
}

/** Load the history once (views call this when they show it). */
export function ensureHistory(): void {
  const api = getApi();
  const { loaded, loading } = useHistory.getState();
  if (!api || loaded || loading || !hasHistory()) {
    if (!loaded) useHistory.setState({ wanted: true });
    return;
  }
  void load(api, false);
}

/** Load every job (search, or paging past what was loaded). */
export function loadAllJobs(): void {
  const api = getApi();
  if (!api || !useHistory.getState().hasMore) return;
  void load(api, true);
}

export async function refreshTotals(): Promise<void> {
  const totals = await attempt((api) => api.history.totals());
  if (totals) useHistory.setState({ totals: totals.job_totals });
}

/** A job started ('added') or ended ('finished'): put it in the list, refresh the totals. */
export function applyHistoryChange(change: HistoryChange): void {
  const { job } = change;
  if (!job || typeof job.job_id !== 'string') return;
  useHistory.setState((state) => {
    const others = state.jobs.filter((j) => j.job_id !== job.job_id);
    return { jobs: sortJobs([job, ...others]) };
  });
  if (change.action === 'finished') void refreshTotals();
}

export async function deleteJob(uid: string): Promise<void> {
  const result = await attempt((api) => api.history.deleteJob(uid));
  if (!result) return;
  const deleted = new Set(result.deleted_jobs);
  useHistory.setState((state) => ({ jobs: state.jobs.filter((j) => !deleted.has(j.job_id)) }));
}

export async function deleteAllJobs(): Promise<void> {
  const result = await attempt((api) => api.history.deleteAll());
  if (!result) return;
  useHistory.setState({ jobs: [], hasMore: false });
}

export async function resetTotals(): Promise<void> {
  const result = await attempt((api) => api.history.resetTotals());
  if (result) await refreshTotals();
}

export function resetHistory(): void {
  generation++;
  useHistory.setState({ ...initial });
}

onServerNotification('notify_history_changed', (params) => {
  const change = params[0] as HistoryChange | undefined;
  if (change && useHistory.getState().loaded) applyHistoryChange(change);
});

onSocketReady((api) => {
  const { wanted } = useHistory.getState();
  generation++;
  useHistory.setState({ loaded: false, loading: false });
  if (wanted && hasHistory()) void load(api, false);
});

registerPrinterStore('history', resetHistory);
