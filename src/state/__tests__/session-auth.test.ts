// Tokens that stay fresh: refresh before a request when due, one refresh shared by concurrent
// requests, a 401 → one refresh → one retry, and a logout only when the refresh itself fails.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../moonraker/http';
import { TokenKeeper, useAuth } from '../auth';
import { useConnection } from '../connection';
import { closeSession, startSession } from '../session';
import {
  accessToken,
  FakePrinter,
  installNetwork,
  requireAuth,
  settle,
  uninstallNetwork,
  type SentRequest,
} from './session-harness';

const HOST = 'p.local:7125';
const API = `http://${HOST}`;
const REFRESH = 'refresh-1';

function storeTokens(token: string | null, refreshToken: string | null = REFRESH): void {
  localStorage.setItem(`printdeck-token:${API}`, JSON.stringify(token));
  localStorage.setItem(`printdeck-refresh-token:${API}`, JSON.stringify(refreshToken));
}
const stored = (key: 'token' | 'refresh-token') =>
  JSON.parse(localStorage.getItem(`printdeck-${key}:${API}`) ?? 'null') as string | null;

const bearer = (req: SentRequest) => req.headers.Authorization?.replace(/^Bearer /, '') ?? null;

describe('token refresh', () => {
  let printer: FakePrinter;
  let requests: SentRequest[];
  beforeEach(() => {
    printer = new FakePrinter(HOST, 200);
    ({ requests } = installNetwork(printer));
  });
  afterEach(() => {
    closeSession();
    uninstallNetwork();
  });

  it('refreshes before the first request when the token expires within 300 s', async () => {
    const server = requireAuth(printer, { lifetimeS: 3600, refreshToken: REFRESH });
    const old = server.issue(3400); // 200 s left
    storeTokens(old);
    await startSession(API);
    await settle();

    const paths = requests.map((r) => `${r.method} ${r.path}`);
    expect(paths.slice(0, 2)).toEqual(['POST /access/refresh_jwt', 'GET /server/info']);
    expect(bearer(requests[1]!)).not.toBe(old);
    expect(server.state.refreshes).toBe(1);
    expect(useConnection.getState().socketStatus).toBe('open');
    expect(useAuth.getState().authenticated).toBe(true);
    expect(stored('token')).toBe(bearer(requests[1]!));
    expect(stored('refresh-token')).toBe(REFRESH);
  });

  it('does not refresh a token with more than 300 s left', async () => {
    const server = requireAuth(printer, { lifetimeS: 3600, refreshToken: REFRESH });
    storeTokens(server.issue(100));
    await startSession(API);
    await settle();
    expect(server.state.refreshes).toBe(0);
    expect(useConnection.getState().socketStatus).toBe('open');
  });

  it('a 401 refreshes once and retries the request with the new token', async () => {
    const server = requireAuth(printer, { lifetimeS: 3600, refreshToken: REFRESH });
    const unknown = accessToken('not-issued', 3600); // fresh by its time, refused by the server
    storeTokens(unknown);
    await startSession(API);
    await settle();

    const infos = requests.filter((r) => r.path === '/server/info');
    expect(infos.map(bearer)).toEqual([unknown, stored('token')]);
    expect(server.state.refreshes).toBe(1);
    expect(useConnection.getState().socketStatus).toBe('open');
    expect(useConnection.getState().socketReason).toBeNull();
    expect(stored('refresh-token'), 'a 401 alone must not wipe the refresh token').toBe(REFRESH);
  });

  it('logs out (the login page) only when the refresh itself is refused', async () => {
    const server = requireAuth(printer, { lifetimeS: 3600, refreshToken: REFRESH });
    server.state.refreshRejected = true;
    storeTokens(accessToken('not-issued', 3600));
    await startSession(API);
    await settle();

    expect(server.state.refreshes).toBe(1);
    expect(requests.filter((r) => r.path === '/server/info')).toHaveLength(1);
    expect(useConnection.getState().socketReason).toBe('unauthorized');
    expect(useAuth.getState().authenticated).toBe(false);
    expect(stored('token')).toBeNull();
    expect(stored('refresh-token')).toBeNull();
  });

  it('keeps the tokens when the refresh gets no answer', async () => {
    requireAuth(printer, { lifetimeS: 3600, refreshToken: REFRESH });
    printer.http.set('POST /access/refresh_jwt', () => {
      throw new TypeError('Failed to fetch');
    });
    storeTokens(accessToken('not-issued', 3600));
    await startSession(API);
    await settle();
    expect(stored('refresh-token')).toBe(REFRESH);
    expect(stored('token')).not.toBeNull();
  });

  it('kept open past several expiries, the socket drops and comes back: still logged in', async () => {
    const server = requireAuth(printer, { lifetimeS: 4, refreshToken: REFRESH });
    storeTokens(server.issue());
    await startSession(API);
    await settle();
    expect(useConnection.getState().socketStatus).toBe('open');

    await vi.advanceTimersByTimeAsync(13_000); // three lifetimes
    const first = printer.sockets()[0]!;
    first.serverClose(1006);
    await vi.advanceTimersByTimeAsync(2_500); // the reconnect delay
    await settle();

    const sockets = printer.sockets();
    expect(sockets).toHaveLength(2);
    expect(sockets[1]!.readyState).toBe(1);
    expect(useConnection.getState().socketStatus).toBe('open');
    expect(useConnection.getState().socketReason).toBeNull();
    expect(useAuth.getState().authenticated).toBe(true);
    // The one-shot token for the new socket was asked with a valid (fresh) access token.
    const oneshots = requests.filter((r) => r.path === '/access/oneshot_token');
    expect(oneshots.length).toBe(2);
    expect(server.state.refreshes).toBeGreaterThanOrEqual(3);
  });

  it('an expired token is refreshed before the one-shot token of a reconnect', async () => {
    const server = requireAuth(printer, { lifetimeS: 3600, refreshToken: REFRESH });
    storeTokens(server.issue());
    await startSession(API);
    await settle();
    // An hour later (the page slept: no timer ran), the socket drops.
    vi.setSystemTime(Date.now() + 3700_000);
    printer.sockets()[0]!.serverClose(1006);
    await vi.advanceTimersByTimeAsync(2_500);
    await settle();
    const last = requests.filter((r) => r.path !== '/server/info').slice(-2);
    expect(last.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /access/refresh_jwt',
      'GET /access/oneshot_token',
    ]);
    expect(useConnection.getState().socketStatus).toBe('open');
  });
});

describe('TokenKeeper with the HTTP client', () => {
  afterEach(() => uninstallNetwork());

  it('concurrent requests share one refresh', async () => {
    const printer = new FakePrinter(HOST, 200);
    const { requests } = installNetwork(printer);
    const server = requireAuth(printer, { lifetimeS: 3600, refreshToken: REFRESH });
    storeTokens(server.issue(3500));
    const plain = createHttpClient({ baseUrl: API });
    const keeper = new TokenKeeper({ apiUrl: API, http: plain });
    const http = createHttpClient({
      baseUrl: API,
      getToken: () => keeper.token,
      prepareAuth: () => keeper.ensureFresh(),
    });
    const answers = await Promise.all([1, 2, 3].map(() => http.get('/server/info')));
    expect(answers).toHaveLength(3);
    expect(server.state.refreshes).toBe(1);
    expect(requests.filter((r) => r.path === '/server/info').map(bearer)).toEqual([
      keeper.token,
      keeper.token,
      keeper.token,
    ]);
  });
});
