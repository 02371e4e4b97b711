// createHttpClient against a fake fetch: auth header, result unwrapping, errors, 401 handling, status 0.
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../errors';
import { buildUrl, createHttpClient } from '../http';
import type { HttpClientOptions } from '../http';
import { rejectionOf } from './helpers';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | undefined;
}

function fakeFetch(respond: (req: Sent) => Response | Promise<Response>) {
  const requests: Sent[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req: Sent = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: init?.body,
      signal: init?.signal ?? undefined,
    };
    requests.push(req);
    return respond(req);
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, requests };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function client(
  respond: (req: Sent) => Response | Promise<Response>,
  opts: Partial<HttpClientOptions> = {},
) {
  const { fetchImpl, requests } = fakeFetch(respond);
  const onUnauthorized = vi.fn();
  const http = createHttpClient({
    baseUrl: 'http://printer.local:7125/',
    getToken: () => 'jwt-1',
    onUnauthorized,
    fetchImpl,
    ...opts,
  });
  return { http, requests, onUnauthorized };
}

describe('buildUrl', () => {
  it('joins base and path with one slash and drops undefined query values', () => {
    expect(buildUrl('http://h:7125/', '/server/info')).toBe('http://h:7125/server/info');
    expect(buildUrl('http://h:7125', '/server/info')).toBe('http://h:7125/server/info');
    expect(buildUrl('http://h', 'a', { x: 1, y: true, z: undefined, s: 'a b' })).toBe(
      'http://h/a?x=1&y=true&s=a+b',
    );
    expect(buildUrl('http://h', '/a?b=1', { c: 2 })).toBe('http://h/a?b=1&c=2');
  });
});

describe('createHttpClient', () => {
  it('sends the bearer token, unless auth is false or there is none', async () => {
    const { http, requests } = client(() => json({ result: { token: 't' } }));
    await http.get('/printer/gcode/help');
    await http.post('/access/refresh_jwt', { refresh_token: 'r' }, { auth: false });
    expect(requests[0]!.headers.Authorization).toBe('Bearer jwt-1');
    expect(requests[1]!.headers.Authorization).toBeUndefined();
    const anon = client(() => json({ result: 'ok' }), { getToken: () => null });
    await anon.http.get('/printer/gcode/help');
    expect(anon.requests[0]!.headers.Authorization).toBeUndefined();
  });

  it('sends JSON bodies, query strings and the right verbs', async () => {
    const { http, requests } = client(() => json({ result: { token: 't', refresh_token: 'r' } }));
    await http.post('/access/login', { username: 'u', password: 'p' });
    await http.del('/access/user', { username: 'bob' });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: 'http://printer.local:7125/access/login',
    });
    expect(requests[0]!.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(requests[0]!.body as string)).toEqual({ username: 'u', password: 'p' });
    expect(requests[1]).toMatchObject({
      method: 'DELETE',
      url: 'http://printer.local:7125/access/user?username=bob',
    });
  });

  it('unwraps `result`, and returns bare bodies (uploads) whole', async () => {
    const wrapped = client(() => json({ result: { token: 't' } }));
    await expect(wrapped.http.post('/access/refresh_jwt', {})).resolves.toEqual({ token: 't' });
    const bare = client(() =>
      json({ item: { path: 'a.gcode', root: 'gcodes' }, action: 'create_file' }, 201),
    );
    await expect(bare.http.post('/server/files/upload', new FormData())).resolves.toEqual({
      item: { path: 'a.gcode', root: 'gcodes' },
      action: 'create_file',
    });
    expect(bare.requests[0]!.headers['Content-Type']).toBeUndefined();
    const str = client(() => json({ result: 'ok' }));
    await expect(str.http.get('/access/oneshot_token')).resolves.toBe('ok');
  });

  it('throws HttpError with the message from body.error.message, a string body, or the fallback', async () => {
    const a = client(() =>
      json({ error: { code: 404, message: 'Metadata not available', traceback: '' } }, 404),
    );
    const errA = await rejectionOf(a.http.get('/server/files/metadata'));
    expect(errA).toBeInstanceOf(HttpError);
    expect(errA).toMatchObject({ status: 404, message: 'Metadata not available' });
    expect((errA as HttpError).body).toEqual({
      error: { code: 404, message: 'Metadata not available', traceback: '' },
    });
    const b = client(() => new Response('Bad gateway from proxy', { status: 502 }));
    expect(await rejectionOf(b.http.get('/x'))).toMatchObject({
      status: 502,
      message: 'Bad gateway from proxy',
    });
    const c = client(() => new Response('', { status: 500 }));
    expect(await rejectionOf(c.http.get('/x'))).toMatchObject({
      status: 500,
      message: 'Server error',
    });
  });

  it('calls onUnauthorized for a 401 only when the request carried a token', async () => {
    const unauthorized = () => json({ error: { code: 401, message: 'Unauthorized' } }, 401);
    const withToken = client(unauthorized);
    expect(await rejectionOf(withToken.http.get('/access/user'))).toMatchObject({ status: 401 });
    expect(withToken.onUnauthorized).toHaveBeenCalledTimes(1);
    await rejectionOf(withToken.http.post('/access/login', {}, { auth: false }));
    expect(withToken.onUnauthorized).toHaveBeenCalledTimes(1);
    const anon = client(unauthorized, { getToken: () => null });
    await rejectionOf(anon.http.get('/access/user'));
    expect(anon.onUnauthorized).not.toHaveBeenCalled();
  });

  it('maps network failures, aborts and timeouts to status 0', async () => {
    const down = client(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await rejectionOf(down.http.get('/server/info'))).toMatchObject({
      status: 0,
      message: 'Failed to fetch',
    });
    expect(down.onUnauthorized).not.toHaveBeenCalled();

    const hang = (req: Sent) =>
      new Promise<Response>((_, reject) => {
        req.signal?.addEventListener('abort', () =>
          reject(new DOMException('Aborted', 'AbortError')),
        );
      });
    const aborter = new AbortController();
    const slow = client(hang);
    const aborted = rejectionOf(
      slow.http.get('/server/files/gcodes/a.gcode', undefined, { signal: aborter.signal }),
    );
    aborter.abort();
    expect(await aborted).toMatchObject({ status: 0, message: 'Request aborted' });

    vi.useFakeTimers();
    try {
      const timed = rejectionOf(
        client(hang).http.get('/server/info', undefined, { timeoutMs: 1000 }),
      );
      await vi.advanceTimersByTimeAsync(1000);
      const error = await timed;
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 0 });
      expect((error as HttpError).message).toMatch(/timed out/);
    } finally {
      vi.useRealTimers();
    }
  });
});
