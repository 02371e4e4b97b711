// The history component: watches print_stats.state (like Moonraker), records jobs and totals in the
// HistoryStore, emits notify_history_changed, and fixes up jobs left in progress. Components add
// their own values to each job with `registerAuxiliaryField` (auxiliary.ts).

import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { PrintStatsState } from '../../../protocol/objects';
import type { AuxiliaryTotal, HistoryJob, JobStatus, JobTotals } from '../../../protocol/history';
import type { App } from '../../app';
import { ServerError } from '../../errors';
import { AuxiliaryFields } from './auxiliary';
import type { AuxiliaryFieldSpec, HistoryField } from './fields';
import { HistoryStore, type ListQuery, type StoredJob } from './store';

export const NO_USER = 'No User';

interface Snapshot {
  state: PrintStatsState;
  filename: string;
  totalDuration: number;
  printDuration: number;
  filamentUsed: number;
  shutdown: boolean;
}

export class History {
  readonly store: HistoryStore;
  private current: StoredJob | null = null;
  private prevState: PrintStatsState = 'standby';
  private chain: Promise<void> = Promise.resolve();
  private pendingUser: string | null = null;
  /** The last print_stats state was 'paused' (fields that exclude pauses stop following). */
  private paused = false;
  private readonly aux: AuxiliaryFields;

  private readonly attach = (): void => {
    const p = this.app.klippy.printer;
    if (!p) return;
    this.prevState = p.job.state;
    p.job.onStateChange = (state) => this.onState(this.snapshot(state));
  };
  private readonly onDisconnect = (): void =>
    this.enqueue(() => this.finishCurrent('klippy_disconnect', null));

  constructor(private readonly app: App) {
    this.store = new HistoryStore(app.options.dataDir);
    this.aux = new AuxiliaryFields(
      this.store,
      (checkPaused) => this.current !== null && !(checkPaused && this.paused),
    );
    for (const job of this.store.inProgress()) this.finishStored(job, 'interrupted', null);
    app.klippy.on('ready', this.attach);
    this.attach();
    app.klippy.on('disconnected', this.onDisconnect);
  }

  /**
   * Adds a value to every job from now on: `spec` names it (provider, name, description, units),
   * says how it follows the value during a job (`strategy`, `initial`, `excludePaused`) and what
   * it adds to the totals (`reportTotal`, `reportMaximum`, `precision`). The component then calls
   * `update(value)` on the returned field with each new value. Throws a 400 ServerError for the
   * provider 'history' or a field registered twice.
   */
  registerAuxiliaryField(spec: AuxiliaryFieldSpec): HistoryField {
    return this.aux.register(spec);
  }

  /** The user the next job started from the API belongs to. */
  setPendingUser(user: string | null): void {
    this.pendingUser = user;
  }

  /** Resolves once every state change seen so far has been recorded. */
  settled(): Promise<void> {
    return this.chain;
  }

  hasJobInProgress(): boolean {
    return this.current !== null;
  }

  private snapshot(state: PrintStatsState): Snapshot {
    const job = this.app.klippy.printer?.job;
    return {
      state,
      filename: job?.filename ?? '',
      totalDuration: job?.totalDuration ?? 0,
      printDuration: job?.printDuration ?? 0,
      filamentUsed: job?.filamentUsed ?? 0,
      shutdown: this.app.klippy.state === 'shutdown',
    };
  }

  private enqueue(fn: () => Promise<void> | void): void {
    // Deferred a tick so the status update carrying the new state goes out first (as in Moonraker).
    this.chain = this.chain
      .then(() => new Promise<void>((r) => setTimeout(r, 0)))
      .then(fn)
      .catch(() => undefined);
  }

  private onState(s: Snapshot): void {
    const prev = this.prevState;
    this.prevState = s.state;
    this.paused = s.state === 'paused';
    if (s.state === 'printing' && prev !== 'paused') {
      const user = this.pendingUser ?? NO_USER;
      this.pendingUser = null;
      this.enqueue(() => this.addJob(s, user));
    } else if (s.state === 'complete') this.enqueue(() => this.finishCurrent('completed', s));
    else if (s.state === 'cancelled') this.enqueue(() => this.finishCurrent('cancelled', s));
    else if (s.state === 'error')
      this.enqueue(() => this.finishCurrent(s.shutdown ? 'klippy_shutdown' : 'error', s));
    else if (s.state === 'standby' && (prev === 'printing' || prev === 'paused'))
      this.enqueue(() => this.finishCurrent('cancelled', s));
  }

  private async addJob(s: Snapshot, user: string): Promise<void> {
    if (this.current) this.finishCurrent('cancelled', null);
    const meta = await this.app.files?.metadata(s.filename).catch(() => null);
    const metadata: Record<string, unknown> = { ...(meta ?? {}) };
    delete metadata.print_start_time;
    delete metadata.job_id;
    delete metadata.filename;
    this.aux.resetTrackers();
    const job = this.store.add({
      user,
      filename: s.filename,
      status: 'in_progress',
      start_time: Date.now() / 1000,
      end_time: null,
      print_duration: 0,
      total_duration: 0,
      filament_used: 0,
      metadata,
      auxiliary_data: this.aux.data(),
    });
    this.current = job;
    this.app.files?.markPrinted(job.filename, job.job_id, job.start_time);
    this.notify('added', job);
  }

  private finishCurrent(status: JobStatus, s: Snapshot | null): void {
    const job = this.current;
    if (!job) return;
    this.current = null;
    if (s) {
      job.total_duration = s.totalDuration;
      job.print_duration = s.printDuration;
      job.filament_used = s.filamentUsed;
    } else this.overlayLive(job);
    job.auxiliary_data = this.aux.data();
    const done = this.finishStored(job, status, Date.now() / 1000);
    this.aux.addJob();
    this.notify('finished', done);
  }

  private finishStored(job: StoredJob, status: JobStatus, endTime: number | null): StoredJob {
    job.status = status;
    job.end_time = endTime ?? job.start_time + job.total_duration;
    this.store.update(job);
    const t = this.store.totals();
    this.store.setTotals({
      total_jobs: t.total_jobs + 1,
      total_time: t.total_time + job.total_duration,
      total_print_time: t.total_print_time + job.print_duration,
      total_filament_used: t.total_filament_used + job.filament_used,
      longest_job: Math.max(t.longest_job, job.total_duration),
      longest_print: Math.max(t.longest_print, job.print_duration),
    });
    return job;
  }

  /** An in-progress job reports print_stats' current values. */
  private overlayLive(job: StoredJob): void {
    if (this.current?.job_id !== job.job_id && job.status !== 'in_progress') return;
    const live = this.app.klippy.printer?.job;
    if (!live || live.filename !== job.filename) return;
    job.total_duration = live.totalDuration;
    job.print_duration = live.printDuration;
    job.filament_used = live.filamentUsed;
  }

  private notify(action: 'added' | 'finished', job: StoredJob): void {
    this.app.subs.tick();
    this.app.notify('notify_history_changed', { action, job: this.toWire(job) });
  }

  toWire(job: StoredJob): HistoryJob {
    const out = { ...job };
    if (out.status === 'in_progress' && this.current?.job_id === out.job_id) this.overlayLive(out);
    return { ...out, exists: this.exists(out) };
  }

  private exists(job: StoredJob): boolean {
    const modified = typeof job.metadata.modified === 'number' ? job.metadata.modified : undefined;
    if (this.app.files) return this.app.files.exists(job.filename, modified);
    const path = join(this.app.options.dataDir, 'gcodes', job.filename);
    return (
      existsSync(path) && (modified === undefined || statSync(path).mtimeMs / 1000 === modified)
    );
  }

  list(q: ListQuery): HistoryJob[] {
    return this.store.list(q).map((j) => this.toWire(j));
  }

  get(uid: string): HistoryJob {
    const job = this.store.get(uid);
    if (!job) throw new ServerError(`Invalid job uid: ${uid}`, 404);
    return this.toWire(job);
  }

  delete(uid: string | null, all: boolean): string[] {
    if (all) {
      const ids = this.store.deleteAll();
      this.current = null;
      return ids;
    }
    if (uid === null) throw new ServerError('No data for argument: uid');
    if (!this.store.delete(uid)) throw new ServerError(`Invalid job uid: ${uid}`, 404);
    if (this.current?.job_id === uid.toUpperCase().padStart(6, '0')) this.current = null;
    return [uid];
  }

  totals(): JobTotals {
    return this.store.totals();
  }

  auxiliaryTotals(): AuxiliaryTotal[] {
    return this.aux.totals();
  }

  resetTotals(): { last: JobTotals; lastAuxiliary: AuxiliaryTotal[] } {
    if (this.current) throw new ServerError('Job in progress, cannot reset totals');
    const last = this.store.totals();
    this.store.setTotals({ ...last, ...Object.fromEntries(Object.keys(last).map((k) => [k, 0])) });
    return { last, lastAuxiliary: this.aux.reset() };
  }

  /** Clean shutdown: a job still running is recorded as `server_exit`. */
  close(): void {
    this.app.klippy.off('ready', this.attach);
    this.app.klippy.off('disconnected', this.onDisconnect);
    const job = this.app.klippy.printer?.job;
    if (job) job.onStateChange = null;
    if (this.current) {
      const job = this.current;
      this.current = null;
      this.overlayLive(job);
      job.auxiliary_data = this.aux.data();
      this.finishStored(job, 'server_exit', Date.now() / 1000);
      this.aux.addJob();
    }
    this.store.close();
  }
}
