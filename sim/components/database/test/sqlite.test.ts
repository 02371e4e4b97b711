// openSqlite: DATA/database/<file> in WAL mode; numbered migrations run once each, in order, and a
// file from before versioning (user_version 0, tables present) takes them unharmed.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqlite } from '../sqlite';

describe('openSqlite', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'printdeck-sqlite-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const V1 = 'CREATE TABLE IF NOT EXISTS t (id INTEGER PRIMARY KEY, name TEXT)';
  const V2 = "INSERT INTO t (name) VALUES ('seeded')";

  it('creates the file under database/, in WAL mode, at the latest version', () => {
    const db = openSqlite(dir, 'x.sqlite', [V1, V2]);
    expect(db.name).toBe(join(dir, 'database', 'x.sqlite'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('user_version', { simple: true })).toBe(2);
    expect(db.prepare('SELECT name FROM t').all()).toEqual([{ name: 'seeded' }]);
    db.close();
  });

  it('runs only the migrations a file has not had', () => {
    openSqlite(dir, 'x.sqlite', [V1]).close();
    const db = openSqlite(dir, 'x.sqlite', [V1, V2]);
    db.close();
    const again = openSqlite(dir, 'x.sqlite', [V1, V2]);
    expect(again.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 1 });
    again.close();
  });

  it('takes a file made before versioning', () => {
    const old = openSqlite(dir, 'x.sqlite', []);
    old.exec(V1);
    old.exec("INSERT INTO t (name) VALUES ('kept')");
    old.close();
    const db = openSqlite(dir, 'x.sqlite', [V1]);
    expect(db.prepare('SELECT name FROM t').all()).toEqual([{ name: 'kept' }]);
    db.close();
  });

  it('leaves the version alone when a migration fails', () => {
    expect(() => openSqlite(dir, 'x.sqlite', [V1, 'NOT SQL'])).toThrow();
    const raw = new Database(join(dir, 'database', 'x.sqlite'));
    expect(raw.pragma('user_version', { simple: true })).toBe(0);
    raw.close();
  });
});
