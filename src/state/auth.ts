// Authentication: tokens per API address in local storage, and the TokenKeeper each printer
// session uses to keep its access token fresh (refresh before a request when due, one refresh
// shared by concurrent requests, one refresh-and-retry on a 401). Each printer's scope has an auth
// store its session keeps in step with its keeper (user menu, uploads, login guard); `useAuth`
// reads the printer a view shows.
import { createStore } from 'zustand';
import type { LoginResult, RefreshResult } from '../../protocol/methods';
import { msUntilRefresh, refreshDue } from '../lib/token-refresh';
import { HttpError } from '../moonraker/errors';
import { boundStore } from './scope/bound';
import { scopedStore } from './scope/scoped-store';
import { readJson, writeJson } from './storage';

/** Refresh the access token when it expires within this many seconds (see lib/token-refresh.ts). */
export const TOKEN_REFRESH_MARGIN_S = 300;
/** A 401 this soon after a successful refresh retries with that token instead of refreshing again. */
export const REFRESH_REUSE_MS = 5000;

export interface Tokens {
  token: string | null;
  refreshToken: string | null;
}

export interface AuthState extends Tokens {
  /** The user may use the dashboard: logged in, trusted, or authorization not required. */
  authenticated: boolean;
  username: string | null;
}

export const authStore = scopedStore('auth', () =>
  createStore<AuthState>(() => ({
    authenticated: false,
    username: null,
    token: null,
    refreshToken: null,
  })),
);

export const useAuth = boundStore(authStore);

const tokenKey = (apiUrl: string) => `printdeck-token:${apiUrl}`;
const refreshKey = (apiUrl: string) => `printdeck-refresh-token:${apiUrl}`;

/** The tokens stored for an API address. */
export function readTokens(apiUrl: string): Tokens {
  return {
    token: readJson<string | null>(tokenKey(apiUrl), null),
    refreshToken: readJson<string | null>(refreshKey(apiUrl), null),
  };
}

export function writeTokens(apiUrl: string, tokens: Tokens): void {
  writeJson(tokenKey(apiUrl), tokens.token);
  writeJson(refreshKey(apiUrl), tokens.refreshToken);
}

/** The HTTP the token keeper needs (the Moonraker HTTP client fits). */
export interface AuthHttp {
  post<T>(path: string, body?: unknown, init?: { auth?: boolean }): Promise<T>;
}

/** POST /access/login; the caller keeps the tokens. */
export function requestLogin(
  http: AuthHttp,
  username: string,
  password: string,
): Promise<LoginResult> {
  return http.post<LoginResult>(
    '/access/login',
    { username, password, source: 'moonraker' },
    { auth: false },
  );
}

/**
 * 'refreshed': a new access token; 'rejected': the server refused the refresh token (log out);
 * 'unreachable': no answer (keep the tokens, try again later); 'none': no refresh token.
 */
export type RefreshOutcome = 'refreshed' | 'rejected' | 'unreachable' | 'none';

export interface TokenKeeperOptions {
  apiUrl: string;
  http: AuthHttp;
  /** Every change of the tokens (the session mirrors them into useAuth when it is the chosen one). */
  onChange?: (tokens: Tokens) => void;
  now?: () => number;
}

/** One printer's tokens: loaded from and saved to local storage under its API address. */
export class TokenKeeper {
  private tokens: Tokens;
  private inFlight: Promise<RefreshOutcome> | null = null;
  private lastRefreshAt = Number.NEGATIVE_INFINITY;
  private readonly now: () => number;
  /** How the last refresh ended (null before the first). */
  lastOutcome: RefreshOutcome | null = null;

  constructor(private readonly opts: TokenKeeperOptions) {
    this.now = opts.now ?? Date.now;
    this.tokens = readTokens(opts.apiUrl);
  }

  get token(): string | null {
    return this.tokens.token;
  }

  get refreshToken(): string | null {
    return this.tokens.refreshToken;
  }

  set(tokens: Tokens): void {
    this.tokens = { ...tokens };
    writeTokens(this.opts.apiUrl, this.tokens);
    this.opts.onChange?.(this.tokens);
  }

  clear(): void {
    this.set({ token: null, refreshToken: null });
  }

  /** True when there is a refresh token and the access token is missing or due (lib rule). */
  isDue(): boolean {
    if (!this.tokens.refreshToken) return false;
    const { token } = this.tokens;
    return !token || refreshDue(token, TOKEN_REFRESH_MARGIN_S, this.now());
  }

  /** Milliseconds until the access token becomes due; null when nothing is to be refreshed. */
  msUntilDue(): number | null {
    const { token, refreshToken } = this.tokens;
    if (!refreshToken) return null;
    if (!token) return 0;
    return msUntilRefresh(token, TOKEN_REFRESH_MARGIN_S, this.now());
  }

  /** Before an authenticated request: refresh when due. Failures are quiet (the request decides). */
  async ensureFresh(): Promise<void> {
    if (this.isDue()) await this.refresh();
  }

  /**
   * POST /access/refresh_jwt. Concurrent callers share one request. With `reuseWithinMs`, a refresh
   * that succeeded that recently counts as done (a burst of 401s costs one refresh, not one each).
   */
  refresh(reuseWithinMs = 0): Promise<RefreshOutcome> {
    const refreshToken = this.tokens.refreshToken;
    if (!refreshToken) return Promise.resolve('none');
    if (this.inFlight) return this.inFlight;
    if (this.now() - this.lastRefreshAt < reuseWithinMs) return Promise.resolve('refreshed');
    const run = async (): Promise<RefreshOutcome> => {
      try {
        const result = await this.opts.http.post<RefreshResult>(
          '/access/refresh_jwt',
          { refresh_token: refreshToken },
          { auth: false },
        );
        // A logout meanwhile dropped the refresh token: do not bring the session back.
        if (this.tokens.refreshToken !== refreshToken) return 'rejected';
        this.set({ token: result.token, refreshToken });
        this.lastRefreshAt = this.now();
        return 'refreshed';
      } catch (error) {
        const status = error instanceof HttpError ? error.status : 0;
        return status >= 400 && status < 500 ? 'rejected' : 'unreachable';
      }
    };
    const promise = run().then((outcome) => {
      this.lastOutcome = outcome;
      this.inFlight = null;
      return outcome;
    });
    this.inFlight = promise;
    return promise;
  }
}
