// Users known to the authorization component: password hashes and per-user JWT signing keys.

import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

export interface AuthUser {
  username: string;
  source: string;
  created_on: number;
}

export const TRUSTED_USER = '_TRUSTED_USER_';

interface StoredUser extends AuthUser {
  salt: Buffer;
  hash: Buffer;
  /** Signing secret; replaced on logout, which invalidates every token of the user (§13.1). */
  secret: Uint8Array;
  keyId: string;
}

export class UserStore {
  private readonly users = new Map<string, StoredUser>();

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
  }

  delete(username: string): boolean {
    return this.users.delete(username);
  }

  get size(): number {
    return this.users.size;
  }
}

function publicUser(u: StoredUser): AuthUser {
  return { username: u.username, source: u.source, created_on: u.created_on };
}
