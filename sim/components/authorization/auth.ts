// Authorization: JWT access/refresh tokens (HS256 per-user keys), one-shot tokens, trusted mode (§2.6, §13).

import { randomBytes } from 'node:crypto';
import { SignJWT, decodeProtectedHeader, errors as joseErrors, jwtVerify } from 'jose';
import type { AccessInfo, LoginResult, RefreshResult } from '../../../protocol/methods';
import { ServerError } from '../../errors';
import { CorsPolicy, DEFAULT_CORS_DOMAINS } from './cors';
import { DEFAULT_TRUSTED_CLIENTS, TrustedRanges } from './trusted';
import { API_KEY_USER, TRUSTED_USER, UserStore, type AuthUser } from './users';

export interface Credentials {
  /** JWT from `Authorization: Bearer`, `X-Access-Token` or `?access_token=`. */
  jwt: string | null;
  /** One-shot token from `?token=`. */
  oneshot: string | null;
  /** The `X-Api-Key` header. */
  apiKey?: string | null;
  ip: string;
}

const ACCESS_LIFETIME = 3600;
const REFRESH_LIFETIME = 90 * 86400;
const ONESHOT_LIFETIME_MS = 5000;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export interface AuthOptions {
  /** --token-lifetime: how long an access token lives (Moonraker: 1 hour). */
  accessLifetimeS?: number;
  /** Keep users and the API key in DATA/database/authorization.sqlite. */
  dataDir?: string;
  /**
   * --trusted: ranges whose clients are the trusted user without a token. Default: none with
   * --auth, DEFAULT_TRUSTED_CLIENTS (loopback and private ranges) without.
   */
  trusted?: readonly string[];
}

export class Auth {
  readonly users: UserStore;
  readonly trusted: TrustedRanges;
  readonly accessLifetimeS: number;
  readonly trustedUser: AuthUser = {
    username: TRUSTED_USER,
    source: 'moonraker',
    created_on: Date.now() / 1000,
  };
  readonly apiKeyUser: AuthUser = {
    username: API_KEY_USER,
    source: 'moonraker',
    created_on: Date.now() / 1000,
  };
  private readonly oneshots = new Map<string, { user: AuthUser; ip: string; expires: number }>();
  issuer = 'http://localhost:7125';
  /** The origins allowed to call from other pages; the authorization component reads them. */
  cors: CorsPolicy;

  /**
   * `enabled` = --auth: clients need a login, a token or the API key, but those in the trusted
   * ranges (none by default: force logins). Without it the clients of the trusted ranges (by
   * default loopback and the private ranges) are trusted and others must log in.
   */
  constructor(
    readonly enabled: boolean,
    opts: AuthOptions = {},
  ) {
    this.accessLifetimeS = opts.accessLifetimeS ?? ACCESS_LIFETIME;
    if (!(this.accessLifetimeS > 0))
      throw new Error(`Invalid access token lifetime ${this.accessLifetimeS}`);
    this.trusted = new TrustedRanges(opts.trusted ?? (enabled ? [] : DEFAULT_TRUSTED_CLIENTS));
    this.users = new UserStore(opts.dataDir);
    this.cors = this.corsPolicy(DEFAULT_CORS_DOMAINS);
  }

  /** The policy for these cors_domains entries; a trusted client's IP origin is allowed too. */
  corsPolicy(entries: readonly string[]): CorsPolicy {
    return new CorsPolicy(entries, (ip) => this.trusted.has(ip));
  }

  /** Force logins: --auth without trusted ranges (Moonraker's force_logins). */
  get forceLogins(): boolean {
    return this.enabled && this.trusted.empty;
  }

  /** Whether a client address is the trusted user without a token. */
  isTrusted(ip: string): boolean {
    return !this.forceLogins && this.trusted.has(ip);
  }

  /** The user a request authenticates as; null when it needs auth; throws 401 for a bad JWT. */
  async authenticate(cred: Credentials): Promise<AuthUser | null> {
    if (cred.jwt) return this.verify(cred.jwt, 'access');
    if (cred.oneshot) {
      const entry = this.oneshots.get(cred.oneshot);
      this.oneshots.delete(cred.oneshot);
      if (entry && entry.expires > Date.now() && entry.ip === cred.ip) return entry.user;
    }
    if (cred.apiKey && cred.apiKey === this.users.apiKey) return this.apiKeyUser;
    return this.isTrusted(cred.ip) ? this.trustedUser : null;
  }

  /** identify's `api_key`: the API-key user, or 401 'Invalid API Key'. */
  checkApiKey(key: string): AuthUser {
    if (key !== '' && key === this.users.apiKey) return this.apiKeyUser;
    throw new ServerError('Invalid API Key', 401);
  }

  /** POST /access/user/password: the current user's password, checked, then replaced. */
  changePassword(
    user: AuthUser | null,
    password: string,
    newPassword: string,
  ): { username: string; action: string } {
    if (!user) throw new ServerError('No Current User');
    const { username } = user;
    if (username === TRUSTED_USER || username === API_KEY_USER || !this.users.get(username))
      throw new ServerError(`Invalid Reset Request for user ${username}`);
    if (!this.users.checkPassword(username, password)) throw new ServerError('Invalid Password');
    this.users.setPassword(username, newPassword);
    return { username, action: 'user_password_reset' };
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
    if (username === TRUSTED_USER || username === API_KEY_USER) {
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

  info(user: AuthUser | null, ip: string): AccessInfo {
    return {
      default_source: 'moonraker',
      available_sources: ['moonraker'],
      login_required: this.forceLogins && this.users.size > 0,
      trusted: user?.username === TRUSTED_USER || this.isTrusted(ip),
    };
  }

  close(): void {
    this.users.close();
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
