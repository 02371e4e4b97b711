// SQLite-backed namespaces (DATA/database/moonraker.sqlite): one row per top-level key, JSON values (§5).

import { randomBytes } from 'node:crypto';
import { ServerError } from '../../errors';
import { SAMPLE_NAMESPACES } from './samples';
import { openSqlite, type Sqlite } from './sqlite';

export const PROTECTED_NAMESPACES = [
  'moonraker',
  'gcode_metadata',
  'update_manager',
  'announcements',
];
export const FORBIDDEN_NAMESPACES = ['database'];

type Obj = Record<string, unknown>;

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function pyType(v: unknown): string {
  if (typeof v === 'number') return Number.isInteger(v) ? 'int' : 'float';
  if (typeof v === 'boolean') return 'bool';
  if (Array.isArray(v)) return 'list';
  if (v === null) return 'NoneType';
  return typeof v === 'object' ? 'dict' : typeof v;
}

/** Splits `a.b.c` or `["a", "b.c"]` into key parts with Moonraker's errors. */
export function parseKey(key: unknown): string[] {
  if (typeof key === 'string') {
    const parts = key.split('.');
    if (parts.some((p) => p === '')) throw new ServerError(`Invalid Key Format: '${key}'`);
    return parts;
  }
  if (Array.isArray(key) && key.length > 0 && key.every((p) => typeof p === 'string' && p !== '')) {
    return key as string[];
  }
  if (Array.isArray(key)) throw new ServerError(`Invalid Key Format: '${JSON.stringify(key)}'`);
  throw new ServerError(`Value for argument 'key' is an invalid type: ${pyType(key)}`);
}

export class NamespaceStore {
  private readonly db: Sqlite;

  constructor(dataDir: string) {
    this.db = openSqlite(dataDir, 'moonraker.sqlite', [
      'CREATE TABLE IF NOT EXISTS namespace_store (namespace TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (namespace, key))',
    ]);
    this.seed();
  }

  close(): void {
    this.db.close();
  }

  namespaces(): string[] {
    const rows = this.db.prepare('SELECT DISTINCT namespace FROM namespace_store').all() as {
      namespace: string;
    }[];
    return rows.map((r) => r.namespace).filter((n) => !FORBIDDEN_NAMESPACES.includes(n));
  }

  /** Whole namespace as an object (empty when missing). */
  getNamespace(ns: string): Obj {
    const rows = this.db
      .prepare('SELECT key, value FROM namespace_store WHERE namespace = ?')
      .all(ns) as {
      key: string;
      value: string;
    }[];
    const out: Obj = {};
    for (const r of rows) out[r.key] = JSON.parse(r.value) as unknown;
    return out;
  }

  getItem(ns: string, key: unknown): unknown {
    this.checkAccess(ns, false);
    if (key === undefined || key === null) {
      const all = this.getNamespace(ns);
      if (Object.keys(all).length === 0) throw new ServerError(`Namespace ${ns} not found`, 404);
      return all;
    }
    const parts = parseKey(key);
    const found = this.walk(ns, parts);
    if (!found.ok) throw notFound(ns, parts);
    return found.value;
  }

  postItem(ns: string, key: unknown, value: unknown): void {
    this.checkAccess(ns, true);
    this.write(ns, parseKey(key), value);
  }

  /** Internal write that bypasses the protection (components writing their own namespace). */
  write(ns: string, parts: string[], value: unknown): void {
    const [top, ...rest] = parts;
    if (top === undefined) return;
    if (rest.length === 0) return this.setRow(ns, top, value);
    const row = this.getRow(ns, top);
    const root: Obj = isObj(row) ? row : {};
    let cur = root;
    for (let i = 0; i < rest.length - 1; i++) {
      const p = rest[i] as string;
      const next = cur[p];
      if (next === undefined) cur[p] = {};
      else if (!isObj(next)) {
        const at = parts.slice(0, i + 2).join('.');
        throw new ServerError(
          `Item at key '${at}' in namespace '${ns}'is not a dictionary object, cannot insert`,
        );
      }
      cur = cur[p] as Obj;
    }
    cur[rest[rest.length - 1] as string] = value;
    this.setRow(ns, top, root);
  }

  /** Internal delete of a top-level key that bypasses the protection (a component's own rows). */
  remove(ns: string, key: string): void {
    this.db.prepare('DELETE FROM namespace_store WHERE namespace = ? AND key = ?').run(ns, key);
  }

  deleteItem(ns: string, key: unknown): unknown {
    this.checkAccess(ns, true);
    const parts = parseKey(key);
    const found = this.walk(ns, parts);
    if (!found.ok) throw notFound(ns, parts);
    const [top, ...rest] = parts as [string, ...string[]];
    if (rest.length === 0) {
      this.db.prepare('DELETE FROM namespace_store WHERE namespace = ? AND key = ?').run(ns, top);
      return found.value;
    }
    const root = this.getRow(ns, top) as Obj;
    let cur = root;
    for (const p of rest.slice(0, -1)) cur = cur[p] as Obj;
    delete cur[rest[rest.length - 1] as string];
    this.setRow(ns, top, root);
    return found.value;
  }

  private checkAccess(ns: string, write: boolean): void {
    if (FORBIDDEN_NAMESPACES.includes(ns)) {
      throw new ServerError(`Read/Write access to namespace '${ns}' is forbidden`, 403);
    }
    if (write && PROTECTED_NAMESPACES.includes(ns)) {
      throw new ServerError(`Write access to namespace '${ns}' is forbidden`, 403);
    }
  }

  private walk(ns: string, parts: string[]): { ok: true; value: unknown } | { ok: false } {
    const [top, ...rest] = parts;
    if (top === undefined) return { ok: false };
    let cur = this.getRow(ns, top);
    if (cur === undefined) return { ok: false };
    for (const p of rest) {
      if (!isObj(cur) || !(p in cur)) return { ok: false };
      cur = cur[p];
    }
    return { ok: true, value: cur };
  }

  private getRow(ns: string, key: string): unknown {
    const row = this.db
      .prepare('SELECT value FROM namespace_store WHERE namespace = ? AND key = ?')
      .get(ns, key) as { value: string } | undefined;
    return row ? (JSON.parse(row.value) as unknown) : undefined;
  }

  private setRow(ns: string, key: string, value: unknown): void {
    this.db
      .prepare(
        'INSERT INTO namespace_store (namespace, key, value) VALUES (?, ?, ?) ON CONFLICT(namespace, key) DO UPDATE SET value = excluded.value',
      )
      .run(ns, key, JSON.stringify(value ?? null));
  }

  private seed(): void {
    if (this.getRow('moonraker', 'instance_id') !== undefined) return;
    this.setRow('moonraker', 'instance_id', randomBytes(16).toString('hex'));
    this.setRow('moonraker', 'file_manager', { metadata_version: 3 });
    this.setRow('moonraker', 'klippy_connection', {
      path: '/home/pi/klipper',
      executable: '/home/pi/klippy-env/bin/python',
    });
    this.setRow('moonraker', 'validate_install', { install_version: 1 });
    // Another dashboard's settings to import (Settings › General), on a fresh data folder only.
    for (const [ns, keys] of Object.entries(SAMPLE_NAMESPACES)) {
      for (const [key, value] of Object.entries(keys)) this.setRow(ns, key, value);
    }
  }
}

function notFound(ns: string, parts: string[]): ServerError {
  return new ServerError(`Key '${parts.join('.')}' in namespace '${ns}' not found`, 404);
}
