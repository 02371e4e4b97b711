// HTTP transport: CORS, argument merging, result/error envelopes, JSON-RPC over HTTP, static SPA.

import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';
import type { App } from './app';
import { Args, parseObjectsQuery, parseQueryArgs, type ArgMap } from './args';
import { ServerError, asServerError, traceback } from './errors';
import { handleFileTransfer } from './files/http_routes';
import { handleRawRoute } from './raw_http';
import { callEndpoint, handleRpcText } from './rpc';

const API_PREFIXES = ['/server', '/printer', '/machine', '/access', '/websocket', '/api', '/debug'];
const ALLOW_HEADERS =
  'Origin, Accept, Content-Type, X-Requested-With, X-CRSF-Token, Authorization, X-Access-Token, X-Api-Key';

export type HttpHandler = (req: IncomingMessage, res: ServerResponse) => void;

export function createHttpHandler(app: App, staticDir: string | null): HttpHandler {
  const serveStatic = staticDir ? sirv(staticDir, { single: true, dev: false, etag: true }) : null;
  return (req, res) => {
    handle(app, req, res, serveStatic).catch((err: unknown) => sendError(res, asServerError(err)));
  };
}

async function handle(
  app: App,
  req: IncomingMessage,
  res: ServerResponse,
  serveStatic: ReturnType<typeof sirv> | null,
): Promise<void> {
  const origin = req.headers.origin;
  if (origin) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Vary', 'Origin');
  }
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', ALLOW_HEADERS);
    res.statusCode = 204;
    res.end();
    return;
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
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
  if (await handleRawRoute(app, req, res, url)) return;
  // Uploads and downloads stream: handled before the body would be read into memory.
  if (await handleFileTransfer(app, req, res, path, verb, credentials)) return;
  const body = await readBody(req);

  if (path === '/server/jsonrpc' && verb === 'POST') {
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
      throw new ServerError('Invalid content type, application/json required');
    }
    const user = await credentials().catch(() => null);
    const reply = await handleRpcText(app, body, () => ({
      transport: 'http',
      user,
      conn: null,
      ip,
      rpc: true,
    }));
    return sendJson(res, 200, reply ?? '');
  }
  const ep = app.registry.lookupHttp(path, verb);
  if (ep === null) {
    if (
      serveStatic &&
      verb === 'GET' &&
      !API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))
    ) {
      serveStatic(req, res, () => sendError(res, new ServerError('Not Found', 404)));
      return;
    }
    throw new ServerError('Not Found', 404);
  }
  if (ep === 'method-not-allowed') throw new ServerError('Method Not Allowed', 405);
  if (!ep.transports.includes('http')) throw new ServerError('Not Found', 404);
  let user = null;
  try {
    user = await credentials();
  } catch (err) {
    if (ep.auth) throw err;
  }
  const args: ArgMap = parseQueryArgs(url.searchParams);
  if (path === '/printer/objects/query' || path === '/printer/objects/subscribe') {
    args.objects = parseObjectsQuery(url.searchParams);
  }
  Object.assign(args, parseBody(req, body));
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

function parseBody(req: IncomingMessage, body: string): ArgMap {
  const type = req.headers['content-type'] ?? '';
  if (body === '') return {};
  if (type.startsWith('application/json')) {
    try {
      const parsed = JSON.parse(body) as unknown;
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
        ? (parsed as ArgMap)
        : {};
    } catch {
      return {};
    }
  }
  if (type.startsWith('application/x-www-form-urlencoded'))
    return parseQueryArgs(new URLSearchParams(body));
  return {};
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) return;
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=UTF-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

function sendError(res: ServerResponse, err: ServerError): void {
  sendJson(res, err.status, {
    error: { code: err.status, message: err.message, traceback: traceback(err) },
  });
}
