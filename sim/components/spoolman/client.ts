// How the spoolman component reaches Spoolman over HTTP, with the outcomes Moonraker's HTTP client
// gives: a response (an error when its status is not 2xx, worded "HTTP 404: Not Found"), or a
// request that failed before one came (refused connection, timeout, a body where the method takes
// none), then reported as status 500. The request goes to the configured host and port only; the
// path is sent as given (Spoolman, not the client, decides what `..` in it means).

import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { STATUS_CODES } from 'node:http';

export interface HttpOutcome {
  url: string;
  /** The response's status, or 500 when the request failed before a response. */
  status: number;
  body: Buffer;
  /** Response headers, names as Moonraker's client writes them (`Content-Type`). */
  headers: Record<string, string>;
  /** null on a 2xx response. `response`: the status's reason; `failure`: what went wrong. */
  error:
    | null
    | { kind: 'response'; reason: string; text: string }
    | { kind: 'failure'; text: string; timeout: boolean };
}

/** The longest answer read from Spoolman; a longer one fails the request. */
export const MAX_RESPONSE_BYTES = 16 * 1024 * 1024;
const CONNECT_TIMEOUT_MS = 5000;
const REQUEST_TIMEOUT_MS = 10000;

/** `content-type` → `Content-Type`, as the client's header map normalises names. */
export function headerName(name: string): string {
  return name
    .split('-')
    .map((w) => (w === '' ? w : w[0]!.toUpperCase() + w.slice(1).toLowerCase()))
    .join('-');
}

const failed = (url: string, text: string, timeout = false): HttpOutcome => ({
  url,
  status: 500,
  body: Buffer.alloc(0),
  headers: {},
  error: { kind: 'failure', text, timeout },
});

/** The text Python gives a socket error, e.g. "[Errno 111] Connection refused". */
function socketErrorText(err: NodeJS.ErrnoException): string {
  const known: Record<string, string> = {
    ECONNREFUSED: '[Errno 111] Connection refused',
    ECONNRESET: '[Errno 104] Connection reset by peer',
    EHOSTUNREACH: '[Errno 113] No route to host',
    ENETUNREACH: '[Errno 101] Network is unreachable',
    ENOTFOUND: '[Errno -2] Name or service not known',
    EAI_AGAIN: '[Errno -3] Temporary failure in name resolution',
  };
  return (err.code && known[err.code]) ?? 'Stream closed';
}

/**
 * One request: `url` is the API base (`http://host:port/api`), `target` the path and query after
 * it as Moonraker builds them. A body that is an object or array goes as JSON, a string as it is.
 */
export function spoolmanRequest(
  method: string,
  base: string,
  target: string,
  body: unknown,
): Promise<HttpOutcome> {
  const url = `${base}${target}`;
  const withBody = ['POST', 'PUT', 'PATCH'].includes(method);
  if (withBody !== (body !== null && body !== undefined))
    return Promise.resolve(
      failed(
        url,
        `Body must ${withBody ? 'not ' : ''}be None for method ${method} (unless allow_nonstandard_methods is true)`,
      ),
    );
  let parsed: URL;
  try {
    parsed = new URL(base);
  } catch {
    return Promise.resolve(failed(url, `Unsupported URL: ${url}`));
  }
  // Moonraker's client drops a fragment; the rest of the path goes on the request line as is.
  const pathAndQuery = `${parsed.pathname.replace(/\/$/, '')}${target}`.split('#')[0] ?? '';
  const payload =
    body === null || body === undefined
      ? undefined
      : typeof body === 'string'
        ? Buffer.from(body, 'utf8')
        : Buffer.from(JSON.stringify(body), 'utf8');
  // Moonraker's client closes the connection after each request.
  const headers: Record<string, string> = { 'User-Agent': 'Moonraker', Connection: 'close' };
  if (payload) headers['Content-Length'] = String(payload.length);
  if (body !== null && typeof body === 'object') headers['Content-Type'] = 'application/json';
  const send = parsed.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let done = false;
    let req: ReturnType<typeof httpRequest> | undefined;
    const timer = setTimeout(() => {
      req?.destroy();
      finish(failed(url, 'HTTP 599: Timeout during request', true));
    }, REQUEST_TIMEOUT_MS);
    const finish = (outcome: HttpOutcome): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    try {
      req = send({
        host: parsed.hostname.replace(/^\[|\]$/g, ''),
        port: parsed.port || (parsed.protocol === 'https:' ? 443 : 80),
        method,
        path: pathAndQuery === '' ? '/' : pathAndQuery,
        headers,
        timeout: CONNECT_TIMEOUT_MS,
      });
    } catch (err) {
      // A path Node cannot put on a request line (spaces, control characters).
      return finish(failed(url, (err as Error).message));
    }
    const sent = req;
    // The socket timeout covers connecting only; the whole request has REQUEST_TIMEOUT_MS.
    sent.on('socket', (socket) => socket.once('connect', () => sent.setTimeout(0)));
    sent.on('timeout', () => {
      sent.destroy();
      finish(failed(url, 'HTTP 599: Timeout while connecting', true));
    });
    sent.on('error', (err: NodeJS.ErrnoException) => finish(failed(url, socketErrorText(err))));
    sent.on('response', (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_RESPONSE_BYTES) {
          res.destroy();
          finish(failed(url, 'Content-Length too long'));
        } else chunks.push(chunk);
      });
      res.on('error', () => finish(failed(url, 'Stream closed')));
      res.on('end', () => {
        const status = res.statusCode ?? 500;
        const reason = res.statusMessage || STATUS_CODES[status] || 'Unknown';
        const out: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers))
          if (value !== undefined)
            out[headerName(name)] = Array.isArray(value) ? value.join(',') : value;
        finish({
          url,
          status,
          body: Buffer.concat(chunks),
          headers: out,
          error:
            status >= 200 && status < 300
              ? null
              : { kind: 'response', reason, text: `HTTP ${status}: ${reason}` },
        });
      });
    });
    sent.end(payload);
  });
}
