// Public types of MoonrakerSocket: status, reasons, events and constructor options.
import type { IdentifyParams } from '../../protocol/methods';

export type SocketStatus = 'idle' | 'connecting' | 'open' | 'closed';
export type SocketReason = 'unauthorized' | 'unreachable' | 'closed';

export interface SocketEvents {
  status: [status: SocketStatus, reason: SocketReason | undefined];
  ready: [];
  notification: [method: string, params: unknown[]];
}

export interface MoonrakerSocketOptions {
  /** ws://host:port/websocket */
  url: string;
  getOneshotToken?: () => Promise<string | null>;
  identify: Pick<IdentifyParams, 'client_name' | 'version' | 'url'> & { type: 'web' };
  WebSocketImpl?: typeof WebSocket;
  /** Default per-call timeout (30000); 0 disables it. */
  requestTimeoutMs?: number;
  heartbeatMs?: number;
  reconnectDelayMs?: number;
  /** Delay of the first reconnect attempt after an unclean close (250). */
  firstReconnectDelayMs?: number;
  maxReconnectAttempts?: number;
  /** After the reconnect attempts, keep probing this often (ms) while the socket is down; 0: never. */
  slowReconnectDelayMs?: number;
  random?: () => number;
}
