// Users known to the authorization component: password hashes, per-user JWT signing keys and the
// API key. With a data folder they live in DATA/database/authorization.sqlite, so a restart with
// the same folder finds the same users, passwords, sessions and key (Moonraker keeps them in its
// database as well).

import { randomBytes, randomUUID, scryptSync, timingSafeEqual } from 'node:crypto';
import { openSqlite, type Sqlite } from '../database/sqlite';

export interface AuthUser {
  username: string;
  source: string;
  created_on: number;
}

export const TRUSTED_USER = '_TRUSTED_USER_';
export const API_KEY_USER = '_API_KEY_USER_';

interface StoredUser extends AuthUser {
  salt: Buffer;
  hash: Buffer;
  /** Signing secret; replaced on logout, which invalidates every token of the user (§13.1). */
  secret: Uint8Array;
  keyId: string;
}

interface UserRow {
  username: string;
  source: string;
  created_on: number;
  salt: Buffer;
  hash: Buffer;
  secret: Buffer;
  key_id: string;
}

const MIGRATIONS = [
  `CREATE TABLE IF NOT EXISTS users (
     username TEXT PRIMARY KEY, source TEXT NOT NULL, created_on REAL NOT NULL,
     salt BLOB NOT NULL, hash BLOB NOT NULL, secret BLOB NOT NULL, key_id TEXT NOT NULL)`,
  'CREATE TABLE IF NOT EXISTS settings (name TEXT PRIMARY KEY, value TEXT NOT NULL)',
];

/** A new API key: 32 hexadecimal digits, as Moonraker's (a UUID4 without dashes). */
const newApiKey = (): string => randomUUID().replaceAll('-', '');

export class UserStore {
  private readonly users = new Map<string, StoredUser>();
  private readonly db: Sqlite | null;
  private key: string;

  /** `dataDir`: persist in DATA/database/authorization.sqlite; none = in memory only. */
  constructor(dataDir?: string) {
    this.db = dataDir ? openSqlite(dataDir, 'authorization.sqlite', MIGRATIONS) : null;
    for (const row of (this.db?.prepare('SELECT * FROM users').all() ?? []) as UserRow[]) {
      this.users.set(row.username, {
        username: row.username,
        source: row.source,
        created_on: row.created_on,
        salt: row.salt,
        hash: row.hash,
        secret: new Uint8Array(row.secret),
        keyId: row.key_id,
      });
    }
    const stored = this.db?.prepare("SELECT value FROM settings WHERE name = 'api_key'").get() as
      { value: string } | undefined;
    this.key = stored?.value ?? newApiKey();
    if (!stored) this.saveApiKey();
  }

  /** The API key (`X-Api-Key`, identify's `api_key`). */
  get apiKey(): string {
    return this.key;
  }

  /** A new API key; the old one stops working at once. */
  regenerateApiKey(): string {
    this.key = newApiKey();
    this.saveApiKey();
    return this.key;
  }

  add(username: string, password: string): AuthUser {
    const salt = randomBytes(16);
    const user: StoredUser = {
      username,
      source: 'moonraker',
      created_on: Date.now() / 1000,
      salt,
      hash: scryptSync(password, salt, 32),
      secret: randomBytes(32),
      keyId: randomBytes(16).toString('hex'),
    };
    this.users.set(username, user);
    this.save(user);
    return publicUser(user);
  }

  get(username: string): AuthUser | null {
    const u = this.users.get(username);
    return u ? publicUser(u) : null;
  }

  list(): AuthUser[] {
    return [...this.users.values()].map(publicUser);
  }

  checkPassword(username: string, password: string): boolean {
    const u = this.users.get(username);
    if (!u) return false;
    return timingSafeEqual(u.hash, scryptSync(password, u.salt, 32));
  }

  setPassword(username: string, password: string): void {
    const u = this.users.get(username);
    if (!u) return;
    u.salt = randomBytes(16);
    u.hash = scryptSync(password, u.salt, 32);
    this.save(u);
  }

  signingKey(username: string): { secret: Uint8Array; keyId: string } | null {
    const u = this.users.get(username);
    return u ? { secret: u.secret, keyId: u.keyId } : null;
  }

  findByKeyId(keyId: string): { user: AuthUser; secret: Uint8Array } | null {
    for (const u of this.users.values())
      if (u.keyId === keyId) return { user: publicUser(u), secret: u.secret };
    return null;
  }

  rotateKey(username: string): void {
    const u = this.users.get(username);
    if (!u) return;
    u.secret = randomBytes(32);
    u.keyId = randomBytes(16).toString('hex');
    this.save(u);
  }

  delete(username: string): boolean {
    const removed = this.users.delete(username);
    if (removed) this.db?.prepare('DELETE FROM users WHERE username = ?').run(username);
    return removed;
  }

  get size(): number {
    return this.users.size;
  }

  close(): void {
    this.db?.close();
  }

  private save(u: StoredUser): void {
    this.db
      ?.prepare(
        `INSERT OR REPLACE INTO users (username, source, created_on, salt, hash, secret, key_id)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(u.username, u.source, u.created_on, u.salt, u.hash, Buffer.from(u.secret), u.keyId);
  }

  private saveApiKey(): void {
    this.db
      ?.prepare("INSERT OR REPLACE INTO settings (name, value) VALUES ('api_key', ?)")
      .run(this.key);
  }
}

function publicUser(u: StoredUser): AuthUser {
  return { username: u.username, source: u.source, created_on: u.created_on };
}
