// Persistent G-code metadata keyed by gcodes-relative path (DATA/database/gcode_metadata.sqlite),
// valid while the file's size and modification time match (Moonraker's gcode_metadata namespace).

import type { FileMetadata } from '../../../protocol/files';
import { openSqlite, type Sqlite } from '../database/sqlite';

export class MetaStore {
  private readonly db: Sqlite;

  constructor(dataDir: string) {
    this.db = openSqlite(dataDir, 'gcode_metadata.sqlite', [
      'CREATE TABLE IF NOT EXISTS gcode_metadata (path TEXT PRIMARY KEY, modified REAL NOT NULL, value TEXT NOT NULL)',
    ]);
  }

  get(path: string): FileMetadata | null {
    const row = this.db.prepare('SELECT value FROM gcode_metadata WHERE path = ?').get(path) as
      { value: string } | undefined;
    return row ? (JSON.parse(row.value) as FileMetadata) : null;
  }

  set(path: string, meta: FileMetadata): void {
    this.db
      .prepare(
        'INSERT INTO gcode_metadata (path, modified, value) VALUES (?, ?, ?) ON CONFLICT(path) DO UPDATE SET modified = excluded.modified, value = excluded.value',
      )
      .run(path, meta.modified, JSON.stringify(meta));
  }

  delete(path: string): void {
    this.db.prepare('DELETE FROM gcode_metadata WHERE path = ?').run(path);
  }

  /** Removes `dir/` and everything below it. */
  deletePrefix(dir: string): void {
    const like = `${dir.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`;
    this.db.prepare("DELETE FROM gcode_metadata WHERE path LIKE ? ESCAPE '\\'").run(like);
  }

  paths(): string[] {
    const rows = this.db.prepare('SELECT path FROM gcode_metadata').all() as { path: string }[];
    return rows.map((r) => r.path);
  }

  close(): void {
    this.db.close();
  }
}
