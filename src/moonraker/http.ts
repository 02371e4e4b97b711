// Moonraker HTTP client: JSON requests with bearer auth, `result` unwrapping and typed HttpErrors.
// Reference: moonraker-api.md §2.1–2.2, §2.6; spec part 1 §7 (HTTP calls) and §8 (error handling).
import { checked } from './answers';
import { HttpError, messageFromBody } from './errors';

export type QueryValue = string | number | boolean | undefined;
export type Query = Record<string, QueryValue>;

export interface HttpClientOptions {
  baseUrl: string;
  getToken?: () => string | null;
  /** Awaited before every request that carries the token (e.g. refresh a token about to expire). */
  prepareAuth?: () => Promise<void>;
  /**
   * A request that carried a token got 401: try to recover (refresh the token). True: the request
   * is sent once more with the new token; false: it fails with the 401 and `onUnauthorized` runs.
   */
  recoverUnauthorized?: () => Promise<boolean>;
  /** A 401 that could not be recovered from. */
  onUnauthorized?: () => void;
  /** Aborts every request of this client (the session that owns it closed). */
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
  /** Default per-request timeout; 0 or absent means none (spec §9). */
  timeoutMs?: number;
}

export interface HttpRequestInit {
  signal?: AbortSignal;
  /** false for login/refresh: never send the bearer token. */
  auth?: boolean;
  timeoutMs?: number;
  /** 'text' returns the body as a string without JSON parsing (file contents). Default 'json'. */
  responseType?: 'json' | 'text';
}

export interface HttpClient {
  get<T>(path: string, query?: Query, init?: HttpRequestInit): Promise<T>;
  post<T>(path: string, body?: unknown, init?: HttpRequestInit): Promise<T>;
  del<T>(path: string, query?: Query, init?: HttpRequestInit): Promise<T>;
}

/** `base` + `path` (exactly one '/' between them) + the defined query values. */
export function buildUrl(base: string, path: string, query?: Query): string {
  const root = base.replace(/\/+$/, '');
  const rel = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(key, String(value));
  }
  const qs = params.toString();
  if (qs === '') return root + rel;
  return `${root}${rel}${rel.includes('?') ? '&' : '?'}${qs}`;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams)
  );
}

async function readBody(res: Response, responseType: 'json' | 'text'): Promise<unknown> {
  const text = await res.text();
  if (responseType === 'text' && res.ok) return text;
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function unwrap(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && !Array.isArray(body) && 'result' in body) {
    return (body as { result: unknown }).result;
  }
  return body;
}

/** Internal: a 401 answered to a request that carried a token (recoverable by a refresh). */
class UnauthorizedWithToken extends Error {
  constructor(readonly httpError: HttpError) {
    super(httpError.message);
  }
}

/** How a printer is named in messages: the host (and port) of its address. */
export function printerLabel(baseUrl: string): string {
  return baseUrl.replace(/^[a-z]+:\/\//i, '').replace(/\/.*$/, '');
}

export function createHttpClient(opts: HttpClientOptions): HttpClient {
  const printer = printerLabel(opts.baseUrl);
  const doFetch: typeof fetch = opts.fetchImpl ?? ((input, init) => globalThis.fetch(input, init));

  /**
   * One request; a JSON answer is checked against what Printdeck reads of the method the path
   * names ('/server/info' → server.info, see answers.ts) and an AnswerError thrown when it does not fit.
   */
  async function request<T>(
    method: string,
    path: string,
    query: Query | undefined,
    body: unknown,
    init: HttpRequestInit = {},
  ): Promise<T> {
    const answer = await attempt<T>(method, buildUrl(opts.baseUrl, path, query), body, init);
    return init.responseType === 'text'
      ? answer
      : checked(printer, path.replace(/^\/+/, '').replace(/\//g, '.'), answer);
  }

  async function attempt<T>(
    method: string,
    url: string,
    body: unknown,
    init: HttpRequestInit,
  ): Promise<T> {
    if (init.auth !== false && opts.prepareAuth) await opts.prepareAuth();
    try {
      return await send<T>(method, url, body, init);
    } catch (error) {
      if (!(error instanceof UnauthorizedWithToken)) throw error;
      if (opts.recoverUnauthorized && (await opts.recoverUnauthorized())) {
        try {
          return await send<T>(method, url, body, init);
        } catch (retryError) {
          if (!(retryError instanceof UnauthorizedWithToken)) throw retryError;
          opts.onUnauthorized?.();
          throw retryError.httpError;
        }
      }
      opts.onUnauthorized?.();
      throw error.httpError;
    }
  }

  async function send<T>(
    method: string,
    url: string,
    body: unknown,
    init: HttpRequestInit,
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = init.auth === false ? null : (opts.getToken?.() ?? null);
    if (token) headers.Authorization = `Bearer ${token}`;
    let payload: BodyInit | undefined;
    if (body !== undefined) {
      if (isRawBody(body)) payload = body;
      else {
        headers['Content-Type'] = 'application/json';
        payload = JSON.stringify(body);
      }
    }

    const controller = new AbortController();
    let timedOut = false;
    const onAbort = (): void => controller.abort();
    const signals = [init.signal, opts.signal].filter((s): s is AbortSignal => s !== undefined);
    if (signals.some((s) => s.aborted)) controller.abort();
    else signals.forEach((s) => s.addEventListener('abort', onAbort, { once: true }));
    const timeoutMs = init.timeoutMs ?? opts.timeoutMs ?? 0;
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs)
        : undefined;

    let res: Response;
    let parsed: unknown;
    try {
      res = await doFetch(url, { method, headers, body: payload, signal: controller.signal });
      parsed = await readBody(res, init.responseType ?? 'json');
    } catch (err) {
      const reason = timedOut
        ? `Request timed out after ${timeoutMs} ms`
        : controller.signal.aborted
          ? 'Request aborted'
          : err instanceof Error && err.message
            ? err.message
            : 'Network error';
      throw new HttpError(0, reason, undefined);
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      signals.forEach((s) => s.removeEventListener('abort', onAbort));
    }

    if (!res.ok) {
      const error = new HttpError(res.status, messageFromBody(parsed), parsed);
      if (res.status === 401 && token) throw new UnauthorizedWithToken(error);
      throw error;
    }
    return unwrap(parsed) as T;
  }

  return {
    get: <T>(path: string, query?: Query, init?: HttpRequestInit) =>
      request<T>('GET', path, query, undefined, init),
    post: <T>(path: string, body?: unknown, init?: HttpRequestInit) =>
      request<T>('POST', path, undefined, body, init),
    del: <T>(path: string, query?: Query, init?: HttpRequestInit) =>
      request<T>('DELETE', path, query, undefined, init),
  };
}
