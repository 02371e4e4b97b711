// Persistent websocket connections: ids, identity, authentication state, subscriptions, notifications.

import type { WebSocket } from 'ws';
import type { IdentifyParams } from '../protocol/methods';
import type { NotificationMap, NotificationName } from '../protocol/notifications';
import type { ObjectsRequest } from '../protocol/objects';
import type { AuthUser } from './components/authorization/users';

export class Connection {
  user: AuthUser | null;
  identity: IdentifyParams | null = null;
  /** Object → fields (null = all) this connection subscribed to; null when none. */
  subscription: ObjectsRequest | null = null;
  /** Object → field → JSON of the value last sent to this connection. */
  lastSent = new Map<string, Map<string, string>>();

  constructor(
    readonly id: number,
    private readonly ws: WebSocket,
    readonly ip: string,
    user: AuthUser | null,
  ) {
    this.user = user;
  }

  send(message: unknown): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(JSON.stringify(message));
  }

  /** Server → client notification; withheld while the socket needs authentication (§2.6). */
  notify<N extends NotificationName>(method: N, ...params: NotificationMap[N]): void {
    if (!this.user) return;
    this.send(params.length > 0 ? { jsonrpc: '2.0', method, params } : { jsonrpc: '2.0', method });
  }

  clearSubscription(): void {
    this.subscription = null;
    this.lastSent.clear();
  }

  close(code?: number, reason?: string): void {
    this.ws.close(code, reason);
  }

  /** Cuts the connection at once, without a closing handshake (a network that went away). */
  drop(): void {
    this.ws.terminate();
  }
}

export class ConnectionManager {
  private readonly conns = new Map<number, Connection>();
  private nextId = 140_488_729_029_904 + Math.floor(Math.random() * 1_000_000) * 16;

  add(ws: WebSocket, ip: string, user: AuthUser | null): Connection {
    this.nextId += 16 * (1 + Math.floor(Math.random() * 64));
    const conn = new Connection(this.nextId, ws, ip, user);
    this.conns.set(conn.id, conn);
    return conn;
  }

  remove(conn: Connection): void {
    this.conns.delete(conn.id);
  }

  get(id: number): Connection | undefined {
    return this.conns.get(id);
  }

  all(): Connection[] {
    return [...this.conns.values()];
  }

  get count(): number {
    return this.conns.size;
  }

  /** The one way the simulator broadcasts (through `app.notify`). */
  broadcast<N extends NotificationName>(method: N, ...params: NotificationMap[N]): void {
    for (const c of this.conns.values()) c.notify(method, ...params);
  }

  closeAll(): void {
    for (const c of this.conns.values()) c.close(1001, 'Server Shutdown');
    this.conns.clear();
  }
}
