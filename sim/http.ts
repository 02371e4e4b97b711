// HTTP transport: the origin check and CORS headers, body limits, argument merging, result/error
// envelopes, JSON-RPC over HTTP, static SPA, and JSON answers to requests Node cannot parse.

import {
  STATUS_CODES,
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Duplex } from 'node:stream';
import sirv from 'sirv';
import type { App } from './app';
import { Args, parseObjectsQuery, parseQueryArgs, type ArgMap } from './args';
import { judgeOrigin } from './components/authorization/cors';
import type { AuthUser } from './components/authorization/users';
import { ServerError, asServerError, traceback } from './errors';
import { handleFileTransfer } from './components/file_manager/http_routes';
import {
  MAX_BODY_BYTES,
  MAX_UPLOAD_BYTES,
  declaredLength,
  parseBody,
  queryPairs,
  readBody,
  requestUrl,
  sendJson,
  sendOversized,
  tooLarge,
} from './http_body';
import { FAULTS_PATH, runFaultAction } from './faults';
import { handleRawRoute } from './raw_http';
import { callEndpoint, handleRpcText } from './rpc';

const API_PREFIXES = ['/server', '/printer', '/machine', '/access', '/websocket', '/api', '/debug'];
const ALLOW_HEADERS =
  'Origin, Accept, Content-Type, X-Requested-With, X-CRSF-Token, Authorization, X-Access-Token, X-Api-Key';
const UPLOAD_PATHS = new Set(['/server/files/upload', '/server/files/upload/']);

export type HttpHandler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The simulator's HTTP server: Moonraker's API, the raw routes, and the dashboard's files (under
 * `staticBase`, the base path the dashboard was built for; Moonraker's API stays at the root).
 */
export function createHttpServer(app: App, staticDir: string | null, staticBase = '/'): Server {
  const handler = createHttpHandler(app, staticDir, staticBase);
  const server = createServer(handler);
  // A client that waits for `100 Continue` before sending a body over the limit is told 413
  // instead, and sends nothing (Node would otherwise invite every body).
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    const path = requestUrl(req).pathname;
    const limit = UPLOAD_PATHS.has(path) ? MAX_UPLOAD_BYTES : MAX_BODY_BYTES;
    if (declaredLength(req) > limit) return sendError(res, tooLarge(limit));
    res.writeContinue();
    handler(req, res);
  });
  server.on('clientError', answerClientError);
  return server;
}

function createHttpHandler(app: App, staticDir: string | null, staticBase: string): HttpHandler {
  const files = staticDir ? sirv(staticDir, { single: true, dev: false, etag: true }) : null;
  const serveStatic = files && underBase(files, staticBase);
  return (req, res) => {
    handle(app, req, res, serveStatic).catch((err: unknown) => {
      const e = asServerError(err);
      if (e.status === 413) sendOversized(req, res, errorBody(e));
      else sendError(res, e);
    });
  };
}

type StaticHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The dashboard's files at `base` (`/printdeck/`): a path below it is served as the same path
 * below the folder (index.html for the dashboard's own addresses), the base without its slash
 * is sent to the base, and anything else is not found, as a web server serving only that path.
 */
function underBase(serve: StaticHandler, base: string): StaticHandler {
  const prefix = base.replace(/\/+$/, '');
  if (prefix === '') return serve;
  return (req, res, next) => {
    const url = req.url ?? '/';
    const pathname = url.split('?')[0] ?? '';
    if (pathname === prefix) {
      res.writeHead(301, { Location: `${prefix}/${url.slice(prefix.length)}` });
      return void res.end();
    }
    if (!pathname.startsWith(`${prefix}/`)) return next();
    req.url = url.slice(prefix.length);
    serve(req, res, next);
  };
}

async function handle(
  app: App,
  req: IncomingMessage,
  res: ServerResponse,
  serveStatic: StaticHandler | null,
): Promise<void> {
  const url = requestUrl(req);
  // The camera's routes are the camera service's (any origin may show a stream), not Moonraker's.
  if (await handleRawRoute(app, req, res, url)) return;
  checkOrigin(app, req, res);
  if (req.method === 'OPTIONS') {
    // Only a preflight from an allowed origin has an answer; Moonraker's handlers have no OPTIONS.
    if (!res.hasHeader('Access-Control-Allow-Origin'))
      throw new ServerError('Method Not Allowed', 405);
    res.statusCode = 204;
    res.end();
    return;
  }
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  const ip = req.socket.remoteAddress ?? '';
  const verb = req.method ?? 'GET';
  const credentials = () =>
    app.auth.authenticate({
      jwt: bearer(req, url),
      oneshot: url.searchParams.get('token'),
      apiKey: headerValue(req, 'x-api-key'),
      ip,
    });
  const limit = UPLOAD_PATHS.has(path) ? MAX_UPLOAD_BYTES : MAX_BODY_BYTES;
  if (declaredLength(req) > limit) throw tooLarge(limit);
  // Uploads and downloads stream: handled before the body would be read into memory.
  if (await handleFileTransfer(app, req, res, path, verb, credentials)) return;

  if (path === '/server/jsonrpc' && verb === 'POST') {
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
      throw new ServerError('Invalid content type, application/json required');
    }
    const body = await readBody(req);
    const user = await credentials().catch(() => null);
    const reply = await handleRpcText(app, body, () => ({
      transport: 'http',
      user,
      conn: null,
      ip,
      rpc: true,
    }));
    // Nothing to answer (notifications only): an empty 200, as Moonraker's.
    if (reply === null) return void res.end();
    return sendJson(res, 200, reply);
  }
  if (app.faults && path === FAULTS_PATH) {
    await requireUser(credentials);
    if (verb !== 'POST') throw new ServerError('Method Not Allowed', 405);
    const args = parseQueryArgs(queryPairs(url.search.slice(1)));
    Object.assign(args, parseBody(req, await readBody(req)));
    return sendJson(res, 200, { result: runFaultAction(app, app.faults, new Args(args)) });
  }
  const ep = app.registry.lookupHttp(path, verb);
  if (ep === null) {
    if (
      serveStatic &&
      verb === 'GET' &&
      !API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))
    ) {
      // A file of the dashboard removed after the server listed it (a new build meanwhile) fails
      // its read stream: that answer ends, the server goes on.
      res.once('pipe', (source: NodeJS.ReadableStream) =>
        source.once('error', () => res.destroy()),
      );
      serveStatic(req, res, () => sendError(res, new ServerError('Not Found', 404)));
      return;
    }
    // Moonraker's handler for unknown paths checks the user first: no map of the API for strangers.
    await requireUser(credentials);
    throw new ServerError('Not Found', 404);
  }
  if (ep === 'method-not-allowed') {
    const open = (['GET', 'POST', 'DELETE'] as const).some((v) => {
      const other = app.registry.lookupHttp(path, v);
      return typeof other === 'object' && other !== null && !other.auth;
    });
    if (!open) await requireUser(credentials);
    throw new ServerError('Method Not Allowed', 405);
  }
  if (!ep.transports.includes('http')) throw new ServerError('Not Found', 404);
  let user = null;
  try {
    user = await credentials();
  } catch (err) {
    if (ep.auth) throw err;
  }
  const query = queryPairs(url.search.slice(1));
  const args: ArgMap = parseQueryArgs(query);
  if (path === '/printer/objects/query' || path === '/printer/objects/subscribe') {
    args.objects = parseObjectsQuery(query);
  }
  Object.assign(args, parseBody(req, await readBody(req)));
  const connId = Number(url.searchParams.get('connection_id'));
  const conn = Number.isFinite(connId) ? (app.conns.get(connId) ?? null) : null;
  const result = await callEndpoint(app, ep, {
    args: new Args(args),
    transport: 'http',
    user,
    conn,
    ip,
    rpc: false,
  });
  sendJson(res, 200, { result });
}

/**
 * Refuses (403, before any endpoint runs) a request whose Origin is neither allowed by CORS nor the
 * page's own: a browser sends Origin with every cross-site POST, so a hostile page cannot drive
 * the printer even blind. An allowed origin gets Moonraker's CORS headers.
 */
function checkOrigin(app: App, req: IncomingMessage, res: ServerResponse): void {
  const origin = headerValue(req, 'origin') ?? undefined;
  const verdict = judgeOrigin(origin, req.headers.host, app.auth.cors);
  if (verdict === 'refused') {
    throw new ServerError(
      `Origin ${origin ?? ''} is not allowed: see cors_domains in [authorization] of moonraker.conf`,
      403,
    );
  }
  if (verdict !== 'allowed' || origin === undefined) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Vary', 'Origin');
  if (req.method !== 'OPTIONS') return;
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', ALLOW_HEADERS);
  if (req.headers['access-control-request-private-network'] === 'true')
    res.setHeader('Access-Control-Allow-Private-Network', 'true');
}

async function requireUser(credentials: () => Promise<AuthUser | null>): Promise<void> {
  if (!(await credentials())) throw new ServerError('Unauthorized', 401);
}

function bearer(req: IncomingMessage, url: URL): string | null {
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim();
  const header = req.headers['x-access-token'];
  if (typeof header === 'string' && header !== '') return header;
  return url.searchParams.get('access_token');
}

function headerValue(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

function errorBody(err: ServerError): unknown {
  return { error: { code: err.status, message: err.message, traceback: traceback(err) } };
}

function sendError(res: ServerResponse, err: ServerError): void {
  // Over the limit: the connection closes after the answer (the body is never read).
  if (err.status === 413) res.setHeader('Connection', 'close');
  sendJson(res, err.status, errorBody(err));
}

/**
 * A request Node's parser refused (a malformed or doubled Content-Length, a bad request line, a
 * header too large): the status Node would send, with Moonraker's JSON error body, and the
 * connection closed.
 */
function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  const pending = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || err.code === 'ECONNRESET' || pending?.headersSent) {
    socket.destroy();
    return;
  }
  const status =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 408
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : err.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW'
          ? 413
          : 400;
  const reason = STATUS_CODES[status] ?? 'Bad Request';
  const body = JSON.stringify({ error: { code: status, message: reason } });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=UTF-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
