// Moonraker HTTP client: JSON requests with bearer auth, `result` unwrapping and typed HttpErrors.
// Reference: moonraker-api.md §2.1–2.2, §2.6; spec part 1 §7 (HTTP calls) and §8 (error handling).
import { HttpError, messageFromBody } from './errors';

export type QueryValue = string | number | boolean | undefined;
export type Query = Record<string, QueryValue>;

export interface HttpClientOptions {
  baseUrl: string;
  getToken?: () => string | null;
  onUnauthorized?: () => void;
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

export function createHttpClient(opts: HttpClientOptions): HttpClient {
  const doFetch: typeof fetch = opts.fetchImpl ?? ((input, init) => globalThis.fetch(input, init));

  async function request<T>(
    method: string,
    url: string,
    body: unknown,
    init: HttpRequestInit = {},
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
    if (init.signal?.aborted) controller.abort();
    else init.signal?.addEventListener('abort', onAbort, { once: true });
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
      init.signal?.removeEventListener('abort', onAbort);
    }

    if (!res.ok) {
      if (res.status === 401 && token) opts.onUnauthorized?.();
      throw new HttpError(res.status, messageFromBody(parsed), parsed);
    }
    return unwrap(parsed) as T;
  }

  return {
    get: <T>(path: string, query?: Query, init?: HttpRequestInit) =>
      request<T>('GET', buildUrl(opts.baseUrl, path, query), undefined, init),
    post: <T>(path: string, body?: unknown, init?: HttpRequestInit) =>
      request<T>('POST', buildUrl(opts.baseUrl, path), body, init),
    del: <T>(path: string, query?: Query, init?: HttpRequestInit) =>
      request<T>('DELETE', buildUrl(opts.baseUrl, path, query), undefined, init),
  };
}
