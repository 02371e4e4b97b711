// SQLite persistence of the print history (DATA/database/history.sqlite): one row per job (JSON, id =
// the job number behind the hex job_id), one row of job totals, and one row per auxiliary field's
// totals (provider, field, maximum, total), kept for fields no component registers any more until
// the totals are reset, as Moonraker keeps them.

import type { AuxiliaryTotal, HistoryJob, JobTotals } from '../../../protocol/history';
import { openSqlite, type Sqlite } from '../database/sqlite';

/** A stored job: everything but `exists`, which is computed when the job is read. */
export type StoredJob = Omit<HistoryJob, 'exists'>;

export const EMPTY_TOTALS: JobTotals = {
  total_jobs: 0,
  total_time: 0,
  total_print_time: 0,
  total_filament_used: 0,
  longest_job: 0,
  longest_print: 0,
};

export const jobId = (n: number): string => n.toString(16).toUpperCase().padStart(6, '0');

export interface ListQuery {
  limit: number;
  start: number;
  before?: number;
  since?: number;
  order: 'asc' | 'desc';
}

export class HistoryStore {
  private readonly db: Sqlite;

  constructor(dataDir: string) {
    this.db = openSqlite(dataDir, 'history.sqlite', [
      'CREATE TABLE IF NOT EXISTS jobs (id INTEGER PRIMARY KEY AUTOINCREMENT, start_time REAL NOT NULL, end_time REAL, job TEXT NOT NULL);' +
        'CREATE TABLE IF NOT EXISTS totals (id INTEGER PRIMARY KEY CHECK (id = 1), data TEXT NOT NULL);',
      'CREATE TABLE IF NOT EXISTS aux_totals (provider TEXT NOT NULL, field TEXT NOT NULL, ' +
        'maximum REAL, total REAL, PRIMARY KEY (provider, field));',
    ]);
  }

  close(): void {
    this.db.close();
  }

  /** Inserts a new job; returns it with its job_id. */
  add(job: Omit<StoredJob, 'job_id'>): StoredJob {
    const info = this.db
      .prepare('INSERT INTO jobs (start_time, end_time, job) VALUES (?, ?, ?)')
      .run(job.start_time, job.end_time, '{}');
    const stored: StoredJob = { job_id: jobId(Number(info.lastInsertRowid)), ...job };
    this.update(stored);
    return stored;
  }

  update(job: StoredJob): void {
    this.db
      .prepare('UPDATE jobs SET start_time = ?, end_time = ?, job = ? WHERE id = ?')
      .run(job.start_time, job.end_time, JSON.stringify(job), parseInt(job.job_id, 16));
  }

  get(uid: string): StoredJob | null {
    const n = parseInt(uid, 16);
    if (!/^[0-9a-fA-F]+$/.test(uid) || !Number.isFinite(n)) return null;
    const row = this.db.prepare('SELECT job FROM jobs WHERE id = ?').get(n) as
      { job: string } | undefined;
    return row ? (JSON.parse(row.job) as StoredJob) : null;
  }

  list(q: ListQuery): StoredJob[] {
    const where: string[] = [];
    const args: number[] = [];
    if (q.before !== undefined) {
      where.push('end_time IS NOT NULL AND end_time < ?');
      args.push(q.before);
    }
    if (q.since !== undefined) {
      where.push('start_time > ?');
      args.push(q.since);
    }
    let sql = `SELECT job FROM jobs${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY id ${q.order === 'asc' ? 'ASC' : 'DESC'}`;
    if (q.limit > 0) {
      sql += ' LIMIT ? OFFSET ?';
      args.push(q.limit, Math.max(0, q.start));
    }
    const rows = this.db.prepare(sql).all(...args) as { job: string }[];
    return rows.map((r) => JSON.parse(r.job) as StoredJob);
  }

  inProgress(): StoredJob[] {
    return this.list({ limit: 0, start: 0, order: 'asc' }).filter(
      (j) => j.status === 'in_progress',
    );
  }

  delete(uid: string): boolean {
    const n = parseInt(uid, 16);
    if (!/^[0-9a-fA-F]+$/.test(uid)) return false;
    return this.db.prepare('DELETE FROM jobs WHERE id = ?').run(n).changes > 0;
  }

  deleteAll(): string[] {
    const ids = (this.db.prepare('SELECT id FROM jobs ORDER BY id').all() as { id: number }[]).map(
      (r) => jobId(r.id),
    );
    this.db.prepare('DELETE FROM jobs').run();
    return ids;
  }

  totals(): JobTotals {
    const row = this.db.prepare('SELECT data FROM totals WHERE id = 1').get() as
      { data: string } | undefined;
    return row ? (JSON.parse(row.data) as JobTotals) : { ...EMPTY_TOTALS };
  }

  setTotals(t: JobTotals): void {
    this.db
      .prepare(
        'INSERT INTO totals (id, data) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data',
      )
      .run(JSON.stringify(t));
  }

  /** The stored auxiliary totals, in the table's order. */
  auxTotals(): AuxiliaryTotal[] {
    return this.db
      .prepare('SELECT provider, field, maximum, total FROM aux_totals ORDER BY rowid')
      .all() as AuxiliaryTotal[];
  }

  /** Writes these fields' totals over their stored rows (other fields' rows stay). */
  putAuxTotals(list: readonly AuxiliaryTotal[]): void {
    const put = this.db.prepare(
      'REPLACE INTO aux_totals (provider, field, maximum, total) VALUES (?, ?, ?, ?)',
    );
    this.db.transaction(() => {
      for (const t of list) put.run(t.provider, t.field, t.maximum, t.total);
    })();
  }

  /** A reset: every stored auxiliary total goes, these (zeroed) ones are written. */
  resetAuxTotals(list: readonly AuxiliaryTotal[]): void {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM aux_totals').run();
      this.putAuxTotals(list);
    })();
  }
}
