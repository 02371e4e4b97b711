// A pretend network for session tests: printers by host answer HTTP (a fake fetch) and the socket
// (FakeWebSocket served from a method table). A printer can be made to hang and answer later.
import { vi } from 'vitest';
import type { JsonRpcRequest } from '../../../protocol/jsonrpc';
import { FakeWebSocket } from '../../moonraker/__tests__/fake-websocket';

export interface Deferred {
  promise: Promise<Response>;
  resolve: (response: Response) => void;
  reject: (error: unknown) => void;
}

function deferred(): Deferred {
  let resolve!: (response: Response) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<Response>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface SentRequest {
  host: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | undefined;
}

/** Thrown by an RPC handler: the socket answers with this JSON-RPC error. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

type HttpHandler = (req: SentRequest) => Response | Promise<Response>;
type RpcHandler = (params: Record<string, unknown> | undefined) => unknown;

/** One pretend printer: its name shows in server.info and its extruder temperature in the status. */
export class FakePrinter {
  /** HTTP answers by "METHOD /path"; a missing one is 404. */
  readonly http = new Map<string, HttpHandler>();
  /** Socket answers by method; a method without one is never answered (a long command). */
  readonly rpc = new Map<string, RpcHandler>();
  /** Requests waiting for `release()` while `hanging`. */
  private held: { req: SentRequest; gate: Deferred }[] = [];
  hanging = false;
  /** How long each socket answer takes (ms): a slow link's round trip. */
  rpcDelayMs = 0;

  constructor(
    readonly host: string,
    readonly temperature: number,
  ) {
    const info = this.serverInfo();
    this.http.set('GET /server/info', () => json({ result: info }));
    this.http.set('GET /access/oneshot_token', () => json({ result: `oneshot-${host}` }));
    this.rpc.set('server.connection.identify', () => ({ connection_id: 7 }));
    this.rpc.set('server.info', () => info);
    this.rpc.set('server.config', () => ({ config: {} }));
    this.rpc.set('server.database.get_item', () => ({
      namespace: 'printdeck',
      key: 'x',
      value: {},
    }));
    this.rpc.set('printer.info', () => ({
      state: 'ready',
      state_message: `${host} ready`,
      hostname: host,
    }));
    this.rpc.set('printer.objects.list', () => ({ objects: ['extruder', 'heaters'] }));
    this.rpc.set('printer.objects.subscribe', () => ({
      eventtime: 1,
      status: { extruder: { temperature: this.temperature, target: 0 } },
    }));
    this.rpc.set('server.temperature_store', () => ({}));
  }

  serverInfo() {
    return {
      klippy_connected: true,
      klippy_state: 'ready',
      components: ['history', this.host],
      failed_components: [],
      registered_directories: [],
      warnings: [],
      websocket_count: 1,
      moonraker_version: this.host,
      missing_klippy_requirements: [],
      api_version: [1, 5, 0],
      api_version_string: '1.5.0',
    };
  }

  async answer(req: SentRequest): Promise<Response> {
    if (this.hanging) {
      const gate = deferred();
      this.held.push({ req, gate });
      return gate.promise;
    }
    const handler = this.http.get(`${req.method} ${req.path}`);
    return handler ? handler(req) : json({ error: { code: 404, message: 'Not Found' } }, 404);
  }

  /** Stop hanging and answer every held request (late answers). */
  async release(): Promise<void> {
    this.hanging = false;
    const held = this.held;
    this.held = [];
    for (const { req, gate } of held) {
      const handler = this.http.get(`${req.method} ${req.path}`);
      try {
        gate.resolve(await (handler ? handler(req) : json({}, 404)));
      } catch (error) {
        gate.reject(error);
      }
    }
  }

  /** The sockets opened to this printer. */
  sockets(): FakeWebSocket[] {
    return FakeWebSocket.instances.filter((ws) => new URL(ws.url).host === this.host);
  }
}

/** Sockets that open by themselves and answer from their printer's table. */
class ServedWebSocket extends FakeWebSocket {
  static printers = new Map<string, FakePrinter>();

  constructor(url: string) {
    super(url);
    const printer = ServedWebSocket.printers.get(new URL(url).host);
    setTimeout(() => {
      if (printer && !printer.hanging && this.readyState === FakeWebSocket.CONNECTING) this.open();
    }, 0);
  }

  override send(data: string): void {
    super.send(data);
    const frame = JSON.parse(data) as JsonRpcRequest;
    const printer = ServedWebSocket.printers.get(new URL(this.url).host);
    const handler = printer?.rpc.get(frame.method);
    if (!handler || typeof frame.id !== 'number') return;
    const id = frame.id;
    setTimeout(() => {
      if (this.readyState !== FakeWebSocket.OPEN) return;
      let result: unknown;
      try {
        result = handler(frame.params);
      } catch (error) {
        if (!(error instanceof RpcError)) throw error;
        this.replyError(id, error.code, error.message);
        return;
      }
      this.reply(id, result);
    }, printer?.rpcDelayMs ?? 0);
  }
}

/** Install the pretend network (fake timers, fetch and WebSocket). Returns the request log. */
export function installNetwork(...printers: FakePrinter[]) {
  vi.useFakeTimers();
  FakeWebSocket.reset();
  ServedWebSocket.printers = new Map(printers.map((p) => [p.host, p]));
  const requests: SentRequest[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const req: SentRequest = {
      host: url.host,
      method: init?.method ?? 'GET',
      path: url.pathname,
      headers: { ...(init?.headers as Record<string, string>) },
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
      signal: init?.signal ?? undefined,
    };
    requests.push(req);
    const printer = ServedWebSocket.printers.get(url.host);
    if (!printer) throw new TypeError('Failed to fetch');
    return printer.answer(req);
  });
  vi.stubGlobal('fetch', fetchImpl);
  vi.stubGlobal('WebSocket', ServedWebSocket);
  return { requests };
}

export function uninstallNetwork(): void {
  vi.unstubAllGlobals();
  vi.useRealTimers();
}

/** Let the 0 ms timers (run as 1 ms by the fake clock) and promise callbacks run, a few rounds. */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await vi.advanceTimersByTimeAsync(1);
}

const b64 = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An (unsigned) access token issued `ageS` ago that lives `lifetimeS` in all, from the fake clock. */
export function accessToken(name: string, lifetimeS: number, ageS = 0): string {
  const iat = Math.floor(Date.now() / 1000) - ageS;
  return `${b64({ alg: 'HS256' })}.${b64({ iat, exp: iat + lifetimeS, username: name })}.sig`;
}

/**
 * Make the printer require a login: requests must carry one of the access tokens it issued that
 * has not expired; POST /access/refresh_jwt issues a new one for the valid refresh token.
 */
export function requireAuth(
  printer: FakePrinter,
  opts: { lifetimeS: number; refreshToken: string },
) {
  const issued = new Set<string>();
  let count = 0;
  const state = { refreshes: 0, refreshRejected: false };
  const valid = (req: SentRequest) => {
    const token = req.headers.Authorization?.replace(/^Bearer /, '') ?? '';
    if (!issued.has(token)) return false;
    const exp = (JSON.parse(atob(token.split('.')[1] ?? '')) as { exp: number }).exp;
    return exp * 1000 > Date.now();
  };
  const guard =
    (handler: HttpHandler | undefined): HttpHandler =>
    (req) =>
      valid(req)
        ? (handler?.(req) ?? json({}, 404))
        : json({ error: { code: 401, message: 'Unauthorized' } }, 401);
  for (const key of ['GET /server/info', 'GET /access/oneshot_token', 'POST /access/logout'])
    printer.http.set(key, guard(printer.http.get(key) ?? (() => json({ result: 'ok' }))));
  printer.http.set('POST /access/refresh_jwt', (req) => {
    state.refreshes++;
    const body = req.body as { refresh_token?: string };
    if (state.refreshRejected || body.refresh_token !== opts.refreshToken)
      return json({ error: { code: 401, message: 'Invalid Refresh Token' } }, 401);
    const token = accessToken(`issued-${++count}`, opts.lifetimeS);
    issued.add(token);
    return json({
      result: { username: 'u', token, source: 'moonraker', action: 'user_jwt_refresh' },
    });
  });
  /** Issue a token now (as a login would). */
  const issue = (ageS = 0) => {
    const token = accessToken(`issued-${++count}`, opts.lifetimeS, ageS);
    issued.add(token);
    return token;
  };
  return { state, issue };
}
