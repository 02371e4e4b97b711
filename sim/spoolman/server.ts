// The virtual Spoolman: a separate HTTP server (its own port, as a real Spoolman beside Moonraker)
// serving the REST API of routes.ts under /api/v1 and its websockets (/api/v1/ for everything,
// /api/v1/spool for every spool, /api/v1/spool/{id} for one; the same for filaments and vendors),
// which send each change as Spoolman's event. It can be stopped and started again (the debug
// endpoint of the spoolman component), and one running on a fixed port is shared by the simulators
// of one process (a farm's printers use one Spoolman, as a real farm does).

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { unquote } from '../percent';
import { answer, type ApiAnswer } from './routes';
import { SpoolStore, type StoreEvent } from './store';

/** The largest request body the virtual Spoolman reads (a spool's fields are a few hundred bytes). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Spoolman's default port. */
export const SPOOLMAN_PORT = 7912;

const API = '/api/v1';

export interface VirtualSpoolman {
  readonly host: string;
  /** The port it listens on (also while stopped: it comes back there). */
  readonly port: number;
  readonly url: string;
  readonly store: SpoolStore;
  running(): boolean;
  /** Stops answering: the port closes, every connection and websocket is dropped. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

/** The websocket pools a path listens to: `[]` all, `['spool']` every spool, `['spool', '3']`. */
function poolOf(parts: string[]): string[] | null {
  if (parts.length === 0) return [];
  const [kind, id] = parts;
  if (kind !== 'spool' && kind !== 'filament' && kind !== 'vendor') return null;
  if (parts.length === 1) return [kind];
  if (parts.length === 2 && id !== undefined && /^-?\d+$/.test(id))
    return [kind, String(Number(id))];
  return null;
}

/** The decoded segments after /api/v1, or null for a path outside it. */
function apiParts(path: string): string[] | null {
  if (path !== API && !path.startsWith(`${API}/`)) return null;
  return path
    .slice(API.length)
    .split('/')
    .filter((p) => p !== '')
    .map((p) => unquote(p));
}

class SpoolmanServer implements VirtualSpoolman {
  readonly store: SpoolStore;
  private server: Server | null = null;
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  private readonly pools = new Map<WebSocket, string[]>();
  port: number;

  constructor(
    readonly host: string,
    port: number,
    dataDir: string,
  ) {
    this.port = port;
    this.store = new SpoolStore(join(dataDir, 'spoolman.json'));
    this.store.onChange((event) => this.broadcast(event));
  }

  get url(): string {
    const h = this.host.includes(':') ? `[${this.host}]` : this.host;
    return `http://${h}:${this.port}`;
  }

  running(): boolean {
    return this.server?.listening ?? false;
  }

  async start(): Promise<void> {
    if (this.server) return;
    const server = createServer((req, res) => void this.handle(req, res));
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) =>
      this.upgrade(req, socket, head),
    );
    // A request it cannot read (a request line or headers over 16 KiB, bad framing): its server's
    // plain 400, then the connection closes.
    server.on('clientError', (_err, socket: Duplex) => {
      if (socket.writable)
        socket.end(
          'HTTP/1.1 400 Bad Request\r\ncontent-type: text/plain; charset=utf-8\r\n' +
            'connection: close\r\ncontent-length: 30\r\n\r\nInvalid HTTP request received.',
        );
      else socket.destroy();
    });
    await new Promise<void>((ok, fail) => {
      server.once('error', fail);
      server.listen(this.port, this.host, () => {
        server.off('error', fail);
        ok();
      });
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    // A stopped process: its sockets drop without a closing handshake.
    for (const ws of this.pools.keys()) ws.terminate();
    this.pools.clear();
    await new Promise<void>((ok) => {
      server.close(() => ok());
      server.closeAllConnections();
    });
  }

  async close(): Promise<void> {
    await this.stop();
    this.wss.close();
    this.store.close();
  }

  private broadcast(event: StoreEvent): void {
    const text = JSON.stringify(event);
    const id = String((event.payload as { id: number }).id);
    for (const [ws, pool] of this.pools) {
      const [kind, poolId] = pool;
      const listens =
        kind === undefined || (kind === event.resource && (poolId === undefined || poolId === id));
      if (listens && ws.readyState === ws.OPEN) ws.send(text);
    }
  }

  private upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const parts = apiParts(path);
    const pool = parts && poolOf(parts);
    if (!pool) {
      socket.end('HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\n\r\n');
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      this.pools.set(ws, pool);
      ws.on('close', () => this.pools.delete(ws));
      ws.on('error', () => ws.terminate());
      // Spoolman answers any text a client sends with its health.
      ws.on('message', () => {
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ status: 'healthy' }));
      });
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = req.url ?? '/';
    const at = raw.indexOf('?');
    const path = at < 0 ? raw : raw.slice(0, at);
    const query = new URLSearchParams(at < 0 ? '' : raw.slice(at + 1));
    const parts = apiParts(path);
    let reply: ApiAnswer;
    const body = await readBody(req);
    if (body === 'too-large') reply = { status: 413, body: { message: 'Request body too large' } };
    else if (!parts) reply = { status: 404, body: { detail: 'Not Found' } };
    else {
      const parsed = parseBody(body);
      if (parsed.error) reply = { status: 422, body: { detail: [parsed.error] } };
      else {
        try {
          reply = answer(
            this.store,
            {
              method: req.method ?? 'GET',
              path,
              query,
              body: parsed.value,
              contentType: req.headers['content-type'],
            },
            parts,
          );
        } catch {
          reply = { status: 500, body: { detail: 'Internal Server Error' } };
        }
      }
    }
    const text = JSON.stringify(reply.body);
    res.writeHead(reply.status, {
      date: new Date().toUTCString(),
      server: 'uvicorn',
      'content-length': Buffer.byteLength(text),
      'content-type': 'application/json',
      ...reply.headers,
    });
    res.end(text);
  }
}

/** The body's bytes, or 'too-large' (the rest is drained, not kept). */
function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) over = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(over ? 'too-large' : Buffer.concat(chunks)));
    req.on('error', () => resolve('too-large'));
  });
}

/** A JSON body as Spoolman's framework reads it: none, a value, or its 'JSON decode error'. */
function parseBody(body: Buffer): { value?: unknown; error?: object } {
  if (body.length === 0) return {};
  try {
    return { value: JSON.parse(body.toString('utf8')) as unknown };
  } catch (e) {
    const where = /position (\d+)/.exec((e as Error).message);
    return {
      error: {
        type: 'json_invalid',
        loc: ['body', Number(where?.[1] ?? 0)],
        msg: 'JSON decode error',
        input: {},
        ctx: { error: 'Expecting value' },
      },
    };
  }
}

interface Shared {
  server: SpoolmanServer;
  users: number;
}

/** Virtual Spoolmans on fixed ports (starting or running), shared by the simulators of this process. */
const SHARED = new Map<string, Promise<Shared>>();

export interface SpoolmanLease {
  spoolman: VirtualSpoolman;
  /** Stops it when the last simulator using it lets go. */
  release(): Promise<void>;
}

/**
 * A running virtual Spoolman on host:port (port 0: a new one on a free port), its inventory in
 * `dataDir` (a new one starts with the sample spools). One already running, or starting, on that
 * fixed port in this process is shared.
 */
export async function acquireSpoolman(
  host: string,
  port: number,
  dataDir: string,
): Promise<SpoolmanLease> {
  const key = `${host}:${port}`;
  let entry = port === 0 ? undefined : SHARED.get(key);
  if (!entry) {
    const server = new SpoolmanServer(host, port, dataDir);
    entry = server.start().then(() => ({ server, users: 0 }));
    if (port !== 0) {
      SHARED.set(key, entry);
      entry.catch(() => SHARED.delete(key));
    }
  }
  const shared = await entry;
  shared.users += 1;
  let released = false;
  return {
    spoolman: shared.server,
    release: async () => {
      if (released) return;
      released = true;
      shared.users -= 1;
      if (shared.users > 0) return;
      if (SHARED.get(key) === entry) SHARED.delete(key);
      await shared.server.close();
    },
  };
}
