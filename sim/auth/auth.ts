// Authorization: JWT access/refresh tokens (HS256 per-user keys), one-shot tokens, trusted mode (§2.6, §13).

import { randomBytes } from 'node:crypto';
import { SignJWT, decodeProtectedHeader, errors as joseErrors, jwtVerify } from 'jose';
import type { AccessInfo, LoginResult, RefreshResult } from '../../protocol/methods';
import { ServerError } from '../errors';
import { TRUSTED_USER, UserStore, type AuthUser } from './users';

export interface Credentials {
  /** JWT from `Authorization: Bearer`, `X-Access-Token` or `?access_token=`. */
  jwt: string | null;
  /** One-shot token from `?token=`. */
  oneshot: string | null;
  ip: string;
}

const ACCESS_LIFETIME = 3600;
const REFRESH_LIFETIME = 90 * 86400;
const ONESHOT_LIFETIME_MS = 5000;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export class Auth {
  readonly users = new UserStore();
  readonly trustedUser: AuthUser = {
    username: TRUSTED_USER,
    source: 'moonraker',
    created_on: Date.now() / 1000,
  };
  private readonly oneshots = new Map<string, { user: AuthUser; ip: string; expires: number }>();
  issuer = 'http://localhost:7125';

  /**
   * `enabled` = --auth: force logins, no trusted clients. `accessLifetimeS` = --token-lifetime:
   * how long an access token lives (Moonraker: 1 hour; tests use a few seconds to see expiry).
   */
  constructor(
    readonly enabled: boolean,
    readonly accessLifetimeS: number = ACCESS_LIFETIME,
  ) {
    if (!(accessLifetimeS > 0)) throw new Error(`Invalid access token lifetime ${accessLifetimeS}`);
  }

  /** The user a request authenticates as; null when it needs auth; throws 401 for a bad JWT. */
  async authenticate(cred: Credentials): Promise<AuthUser | null> {
    if (cred.jwt) return this.verify(cred.jwt, 'access');
    if (cred.oneshot) {
      const entry = this.oneshots.get(cred.oneshot);
      this.oneshots.delete(cred.oneshot);
      if (entry && entry.expires > Date.now() && entry.ip === cred.ip) return entry.user;
    }
    return this.enabled ? null : this.trustedUser;
  }

  async verify(token: string, type: 'access' | 'refresh'): Promise<AuthUser> {
    let keyId: string | undefined;
    try {
      keyId = decodeProtectedHeader(token).kid;
    } catch {
      throw new ServerError('JWT Decode Error', 401);
    }
    const found = keyId ? this.users.findByKeyId(keyId) : null;
    if (!found)
      throw new ServerError(type === 'refresh' ? 'Invalid Refresh Token' : 'JWT Decode Error', 401);
    try {
      const { payload } = await jwtVerify(token, found.secret, { audience: 'Moonraker' });
      if (payload.token_type !== type || payload.username !== found.user.username)
        throw new Error('type');
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw new ServerError('JWT Expired', 401);
      throw new ServerError(type === 'refresh' ? 'Invalid Refresh Token' : 'JWT Decode Error', 401);
    }
    return found.user;
  }

  async login(username: string, password: string, source: string): Promise<LoginResult> {
    if (source !== 'moonraker') throw new ServerError(`Invalid 'source': ${source}`);
    if (username === TRUSTED_USER || username === '_API_KEY_USER_') {
      throw new ServerError(`Invalid Request for user ${username}`);
    }
    if (!this.users.get(username)) throw new ServerError(`Unregistered User: ${username}`);
    if (!this.users.checkPassword(username, password)) throw new ServerError('Invalid Password');
    return {
      username,
      token: await this.sign(username, 'access'),
      source: 'moonraker',
      refresh_token: await this.sign(username, 'refresh'),
      action: 'user_logged_in',
    };
  }

  async refresh(refreshToken: string): Promise<RefreshResult> {
    const user = await this.verify(refreshToken, 'refresh');
    return {
      username: user.username,
      token: await this.sign(user.username, 'access'),
      source: user.source,
      action: 'user_jwt_refresh',
    };
  }

  logout(user: AuthUser | null): { username: string; action: string } {
    if (!user) throw new ServerError('No user logged in');
    if (!this.users.get(user.username))
      throw new ServerError(`Invalid log out request for user ${user.username}`);
    this.users.rotateKey(user.username);
    return { username: user.username, action: 'user_logged_out' };
  }

  oneshot(user: AuthUser, ip: string): string {
    const bytes = randomBytes(32);
    let token = '';
    for (const b of bytes) token += BASE32[b % 32];
    this.oneshots.set(token, { user, ip, expires: Date.now() + ONESHOT_LIFETIME_MS });
    return token;
  }

  info(user: AuthUser | null): AccessInfo {
    return {
      default_source: 'moonraker',
      available_sources: ['moonraker'],
      login_required: this.enabled && this.users.size > 0,
      trusted: !this.enabled && (user === null || user.username === TRUSTED_USER),
    };
  }

  private async sign(username: string, type: 'access' | 'refresh'): Promise<string> {
    const key = this.users.signingKey(username);
    if (!key) throw new ServerError(`Unregistered User: ${username}`);
    const iat = Math.floor(Date.now() / 1000);
    return new SignJWT({ username, token_type: type })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: key.keyId })
      .setIssuer(this.issuer)
      .setAudience('Moonraker')
      .setIssuedAt(iat)
      .setExpirationTime(iat + (type === 'access' ? this.accessLifetimeS : REFRESH_LIFETIME))
      .sign(key.secret);
  }
}
