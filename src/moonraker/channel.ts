// RpcChannel: JSON-RPC 2.0 over one WebSocket instance — sends requests, routes responses and notifications.
// Reference: moonraker-api.md §2.3. Lifecycle policy (identify, heartbeat, reconnect) lives in connection.ts.
import type { JsonRpcRequest } from '../../protocol/jsonrpc';
import { MoonrakerError, toError } from './errors';
import { parseFrame } from './frames';
import { PendingCalls } from './pending';

const WS_OPEN = 1;
const WS_CLOSED = 3;

export interface ChannelHandlers {
  onOpen: () => void;
  /** Any frame arrived (liveness for the heartbeat). */
  onFrame: () => void;
  onNotification: (method: string, params: unknown[]) => void;
  /** The socket closed; every pending call has already been rejected with CONNECTION_LOST. */
  onClose: (code: number, reason: string) => void;
  onError: () => void;
}

export function notConnected(method: string): MoonrakerError {
  return new MoonrakerError('NOT_CONNECTED', `Not connected: '${method}' was not sent`, method);
}

export class RpcChannel {
  private readonly pending: PendingCalls;
  private disposed = false;

  constructor(
    private readonly ws: WebSocket,
    handlers: ChannelHandlers,
    random?: () => number,
  ) {
    this.pending = new PendingCalls(random);
    ws.onopen = () => {
      if (!this.disposed) handlers.onOpen();
    };
    ws.onerror = () => {
      if (!this.disposed) handlers.onError();
    };
    ws.onmessage = (event: MessageEvent) => {
      if (this.disposed) return;
      handlers.onFrame();
      for (const msg of parseFrame(event.data)) {
        if (this.disposed) return;
        if (msg.kind === 'notification') handlers.onNotification(msg.method, msg.params);
        else this.pending.settle(msg.id, msg.result, msg.error);
      }
    };
    ws.onclose = (event: CloseEvent) => {
      if (this.disposed) return;
      this.dispose();
      handlers.onClose(event.code, event.reason);
    };
  }

  get isOpen(): boolean {
    return !this.disposed && this.ws.readyState === WS_OPEN;
  }

  /** Sends one request; it settles on the response with its id, on timeout, or when the socket goes. */
  request<T>(
    method: string,
    params: Record<string, unknown> | undefined,
    timeoutMs: number,
  ): Promise<T> {
    if (!this.isOpen) return Promise.reject(notConnected(method));
    const id = this.pending.nextId();
    const promise = this.pending.add<T>(id, method, timeoutMs);
    const frame: JsonRpcRequest = { jsonrpc: '2.0', method, id };
    if (params !== undefined) frame.params = params;
    try {
      this.ws.send(JSON.stringify(frame));
    } catch (err) {
      const message = toError(err, 'Send failed').message;
      this.pending.fail(id, new MoonrakerError('CONNECTION_LOST', message, method));
    }
    return promise;
  }

  /** Asks the socket to close; `onClose` follows unless the channel was disposed. */
  close(code: number, reason: string): void {
    if (this.ws.readyState !== WS_CLOSED) this.ws.close(code, reason);
  }

  /** Stops listening and rejects every pending call with CONNECTION_LOST. Idempotent. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.ws.onopen = this.ws.onmessage = this.ws.onerror = this.ws.onclose = null;
    this.pending.rejectAll('CONNECTION_LOST', 'The connection to Moonraker was lost');
  }
}
