// The one way the simulator opens a SQLite file: DATA/database/<file>, write-ahead logging, and
// numbered migrations tracked in `PRAGMA user_version` (each runs once, in order, in a transaction).

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

export type Sqlite = Database.Database;

/**
 * Opens (creating if needed) `DATA/database/<file>` and brings its schema up to date. Migration `i`
 * (0-based) runs when the file's user_version is at most `i`; write them so that a file created
 * before versioning (user_version 0, tables already there) takes them unharmed (`IF NOT EXISTS`).
 */
export function openSqlite(dataDir: string, file: string, migrations: readonly string[]): Sqlite {
  const dir = join(dataDir, 'database');
  mkdirSync(dir, { recursive: true });
  const db = new Database(join(dir, file));
  db.pragma('journal_mode = WAL');
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version < migrations.length) {
    try {
      db.transaction(() => {
        for (let i = version; i < migrations.length; i++) db.exec(migrations[i] as string);
        db.pragma(`user_version = ${migrations.length}`);
      })();
    } catch (err) {
      db.close();
      throw err;
    }
  }
  return db;
}
