// Authentication: tokens per API address in local storage, login, refresh, logout.
import { create } from 'zustand';
import type { LoginResult, RefreshResult } from '../../protocol/methods';
import { expiresWithin } from '../lib/jwt';
import { readJson, writeJson } from './storage';

/** Refresh the access token when it expires within this many seconds. */
export const TOKEN_REFRESH_MARGIN_S = 300;

interface AuthState {
  /** The user may use the dashboard: logged in, trusted, or authorization not required. */
  authenticated: boolean;
  username: string | null;
  token: string | null;
  refreshToken: string | null;
}

export const useAuth = create<AuthState>(() => ({
  authenticated: false,
  username: null,
  token: null,
  refreshToken: null,
}));

const tokenKey = (apiUrl: string) => `printdeck-token:${apiUrl}`;
const refreshKey = (apiUrl: string) => `printdeck-refresh-token:${apiUrl}`;

/** Load the tokens stored for an API address into the store (not yet authenticated). */
export function loadTokens(apiUrl: string): void {
  useAuth.setState({
    token: readJson<string | null>(tokenKey(apiUrl), null),
    refreshToken: readJson<string | null>(refreshKey(apiUrl), null),
    authenticated: false,
    username: null,
  });
}

export function saveTokens(
  apiUrl: string,
  token: string | null,
  refreshToken: string | null,
): void {
  writeJson(tokenKey(apiUrl), token);
  writeJson(refreshKey(apiUrl), refreshToken);
  useAuth.setState({ token, refreshToken });
}

/** The minimal HTTP the auth actions need (the Moonraker HTTP client fits). */
export interface AuthHttp {
  post<T>(path: string, body?: unknown, init?: { auth?: boolean }): Promise<T>;
}

export async function login(
  http: AuthHttp,
  apiUrl: string,
  username: string,
  password: string,
): Promise<void> {
  const result = await http.post<LoginResult>(
    '/access/login',
    { username, password, source: 'moonraker' },
    { auth: false },
  );
  saveTokens(apiUrl, result.token, result.refresh_token);
  useAuth.setState({ username: result.username });
}

/**
 * Refresh the access token if it expires within the margin. A failure resolves quietly with
 * nothing: the next authenticated call will find out and send the user to the login page.
 */
export async function refreshIfNeeded(
  http: AuthHttp,
  apiUrl: string,
  nowMs = Date.now(),
): Promise<void> {
  const { token, refreshToken } = useAuth.getState();
  if (!refreshToken) return;
  if (token && !expiresWithin(token, TOKEN_REFRESH_MARGIN_S, nowMs)) return;
  try {
    const result = await http.post<RefreshResult>(
      '/access/refresh_jwt',
      { refresh_token: refreshToken },
      { auth: false },
    );
    saveTokens(apiUrl, result.token, refreshToken);
  } catch {
    /* quiet failure, by design */
  }
}

/** Forget the tokens of this API address and mark the user unauthenticated. */
export function clearAuth(apiUrl: string | null): void {
  if (apiUrl) saveTokens(apiUrl, null, null);
  useAuth.setState({ authenticated: false, username: null, token: null, refreshToken: null });
}
