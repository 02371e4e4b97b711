// Request bodies of the HTTP transport: the size limits Moonraker's web server sets (50 MiB for any
// request, max_upload_size for uploads), read with the limit enforced as the bytes arrive, and the
// arguments a body carries (JSON object or form fields) merged the way Moonraker merges them.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ArgMap } from './args';
import { parseQueryArgs } from './args';
import { ServerError } from './errors';
import { parseJson } from './json_text';
import { BadEncoding, parseQuery } from './percent';

/** Moonraker's MAX_BODY_SIZE, its web server's limit for every request body but an upload's. */
export const MAX_BODY_BYTES = 50 * 1024 * 1024;

/** [server] max_upload_size (1024 MiB), as server.config reports it. */
export const MAX_UPLOAD_BYTES = 1024 * 1024 * 1024;

/** What Moonraker answers for query or form arguments it cannot decode. */
export const BAD_ARGUMENTS = 'Error Parsing Request Arguments. Is the Content-Type correct?';

export function tooLarge(limit: number): ServerError {
  return new ServerError(`Request body larger than the ${limit} bytes allowed`, 413);
}

/**
 * The request's target as a URL. A path is taken as a path even when it starts with `//` (which
 * URL parsing would read as a host: `//evil.example/server/info` must not reach /server/info); an
 * absolute target (`GET http://host/path`, as a proxy sends it) keeps its own path.
 */
export function requestUrl(req: IncomingMessage): URL {
  const target = req.url ?? '/';
  return target.startsWith('/')
    ? new URL(`http://localhost${target}`)
    : new URL(target, 'http://localhost');
}

/** How long the rest of an oversized body is read and dropped before the connection closes. */
const LINGER_MS = 1000;

/**
 * Answers a request whose body is too large while the body may still be coming: the whole answer
 * goes out at once (its Content-Length tells the client it is complete), then the rest of the body
 * is read and dropped (never kept) until it ends or for a second, and only then the connection
 * closes. Closing at once would reset the connection under a client still sending, and its system
 * would throw away the answer before the client read it.
 */
export function sendOversized(req: IncomingMessage, res: ServerResponse, body: unknown): void {
  if (res.headersSent) return;
  const text = JSON.stringify(body);
  res.writeHead(413, {
    'Content-Type': 'application/json; charset=UTF-8',
    'Content-Length': Buffer.byteLength(text),
    Connection: 'close',
  });
  res.write(text);
  const finish = (): void => {
    clearTimeout(timer);
    req.off('end', finish);
    req.off('close', finish);
    res.end();
  };
  const timer = setTimeout(finish, LINGER_MS);
  timer.unref();
  if (req.complete) return finish();
  req.once('end', finish);
  req.once('close', finish);
  req.resume();
}

/** The Content-Length the client announced (0 when none; Node has refused malformed ones). */
export function declaredLength(req: IncomingMessage): number {
  const n = Number(req.headers['content-length'] ?? 0);
  return Number.isFinite(n) ? n : 0;
}

/**
 * The body as text; rejects with 413 as soon as it grows over `limit` (announced or counted), and
 * stops reading then: what was received is dropped, the rest is never read.
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  if (declaredLength(req) > limit) return Promise.reject(tooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (): void => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (c: Buffer): void => {
      size += c.length;
      if (size > limit) {
        done();
        req.pause();
        chunks.length = 0;
        reject(tooLarge(limit));
        return;
      }
      chunks.push(c);
    };
    const onEnd = (): void => {
      done();
      resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const onError = (err: Error): void => {
      done();
      reject(err);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/** The query's arguments; 400 when a name or value is not UTF-8 once decoded. */
export function queryPairs(query: string): [string, string][] {
  try {
    return parseQuery(query);
  } catch (err) {
    if (err instanceof BadEncoding) throw new ServerError(BAD_ARGUMENTS, 400);
    throw err;
  }
}

/**
 * A body's arguments: a JSON object, or form fields. JSON that does not parse (or nests too deep)
 * adds nothing, as in Moonraker; form fields that do not decode are a 400.
 */
export function parseBody(req: IncomingMessage, body: string): ArgMap {
  const type = req.headers['content-type'] ?? '';
  if (body === '') return {};
  if (type.startsWith('application/json')) {
    try {
      const parsed = parseJson(body);
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
        ? (parsed as ArgMap)
        : {};
    } catch {
      return {};
    }
  }
  if (type.startsWith('application/x-www-form-urlencoded')) return parseQueryArgs(queryPairs(body));
  return {};
}

/** A JSON answer (nothing once the headers went out, e.g. after a streamed reply failed). */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) return;
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=UTF-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}
