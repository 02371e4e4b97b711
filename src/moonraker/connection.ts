// MoonrakerSocket: the Moonraker websocket lifecycle — one-shot token, identify, heartbeat, reconnect, gating.
// Reference: moonraker-api.md §2.3, §2.6–2.7; spec part 1 §4 "Socket lifecycle", §7, §9.
import { RpcChannel, notConnected } from './channel';
import { Emitter } from './emitter';
import { HttpError, MoonrakerError, toError } from './errors';
import { socketUrl } from './frames';
import { Heartbeat } from './heartbeat';
import { ReconnectSchedule } from './reconnect';
import type {
  MoonrakerSocketOptions,
  SocketEvents,
  SocketReason,
  SocketStatus,
} from './socket-types';

export type { MoonrakerSocketOptions, SocketEvents, SocketReason, SocketStatus };

/** JSON-RPC code Moonraker uses for "Unauthorized" (reference §2.4). */
const UNAUTHORIZED_CODE = -32602;

/** The first reconnect attempt after an unclean close waits this long (the others 2 s). */
const FIRST_RECONNECT_DELAY_MS = 250;

export class MoonrakerSocket {
  status: SocketStatus = 'idle';
  reason?: SocketReason;
  connectionId?: number;
  lastError?: Error;

  private readonly events = new Emitter<SocketEvents>();
  private readonly heartbeat: Heartbeat;
  private readonly retry: ReconnectSchedule;
  private channel: RpcChannel | undefined;
  private ready = false;
  private disconnecting = false;
  /** Bumped whenever in-flight work (token fetch, old socket) must be ignored. */
  private generation = 0;

  constructor(private readonly opts: MoonrakerSocketOptions) {
    const delayMs = opts.reconnectDelayMs ?? 2000;
    this.retry = new ReconnectSchedule(
      opts.maxReconnectAttempts ?? 3,
      delayMs,
      opts.slowReconnectDelayMs ?? 0,
      opts.firstReconnectDelayMs ?? Math.min(FIRST_RECONNECT_DELAY_MS, delayMs),
    );
    this.heartbeat = new Heartbeat({
      intervalMs: opts.heartbeatMs ?? 10000,
      probe: (timeoutMs) => this.request('server.info', undefined, timeoutMs),
      onMiss: () => {
        if (this.ready && this.status === 'open') this.setStatus('connecting');
      },
      paused: () => this.disconnecting,
    });
  }

  /** True while a close() we initiated is in progress. */
  get isDisconnecting(): boolean {
    return this.disconnecting;
  }

  /** True from a successful identify until the socket closes. */
  get isReady(): boolean {
    return this.ready;
  }

  on<K extends keyof SocketEvents>(
    event: K,
    listener: (...args: SocketEvents[K]) => void,
  ): () => void {
    return this.events.on(event, listener);
  }

  onNotification(listener: (method: string, params: unknown[]) => void): () => void {
    return this.events.on('notification', listener);
  }

  /** Opens the socket with a fresh one-shot token; a no-op while a socket or an attempt is under way. */
  connect(): void {
    if (this.channel || this.retry.waiting || (this.status === 'connecting' && !this.ready)) return;
    this.retry.reset();
    this.setStatus('connecting');
    void this.open();
  }

  /** Starts again from the UI: drops the current socket and resets the attempt count. */
  reconnect(): void {
    this.teardown();
    this.retry.reset();
    this.setStatus('connecting');
    void this.open();
  }

  /** Clean close initiated by us: status 'closed' once the socket is gone, no reconnect. */
  close(): void {
    this.retry.reset();
    this.generation++;
    const channel = this.channel;
    if (channel) {
      this.disconnecting = true;
      channel.close(1000, 'Client closing'); // handleClose finishes it
      return;
    }
    this.finishClose();
  }

  /** One JSON-RPC call; rejects NOT_CONNECTED at once unless the socket is open and identified. */
  call<T>(
    method: string,
    params?: Record<string, unknown>,
    opts?: { timeoutMs?: number },
  ): Promise<T> {
    if (!this.ready || this.disconnecting || this.status !== 'open') {
      return Promise.reject(notConnected(method));
    }
    return this.request<T>(method, params, opts?.timeoutMs);
  }

  private request<T>(
    method: string,
    params?: Record<string, unknown>,
    timeoutMs?: number,
  ): Promise<T> {
    if (!this.channel) return Promise.reject(notConnected(method));
    return this.channel.request<T>(
      method,
      params,
      timeoutMs ?? this.opts.requestTimeoutMs ?? 30000,
    );
  }

  private async open(): Promise<void> {
    const generation = ++this.generation;
    let token: string | null = null;
    try {
      token = this.opts.getOneshotToken ? await this.opts.getOneshotToken() : null;
    } catch (err) {
      if (generation !== this.generation) return;
      this.lastError = toError(err);
      if (err instanceof HttpError && err.status === 401) this.setStatus('closed', 'unauthorized');
      else this.scheduleReconnect();
      return;
    }
    if (generation !== this.generation) return;
    const Impl = this.opts.WebSocketImpl ?? globalThis.WebSocket;
    try {
      const ws = new Impl(socketUrl(this.opts.url, token));
      this.channel = new RpcChannel(
        ws,
        {
          onOpen: () => this.handleOpen(),
          onFrame: () => this.handleFrame(),
          onNotification: (method, params) => this.events.emit('notification', method, params),
          onClose: (code, reason) => this.handleClose(code, reason),
          onError: () => {
            this.lastError = new Error(`WebSocket error on ${this.opts.url}`);
          },
        },
        this.opts.random,
      );
    } catch (err) {
      this.lastError = toError(err);
      this.scheduleReconnect();
    }
  }

  private handleOpen(): void {
    this.heartbeat.start();
    const channel = this.channel;
    this.request<{ connection_id?: unknown }>('server.connection.identify', {
      ...this.opts.identify,
    }).then(
      (result) => {
        if (channel !== this.channel) return;
        this.connectionId =
          typeof result?.connection_id === 'number' ? result.connection_id : undefined;
        this.becomeReady();
      },
      (err: unknown) => {
        if (channel !== this.channel || !(err instanceof MoonrakerError)) return;
        this.lastError = err;
        if (err.code === UNAUTHORIZED_CODE) {
          this.teardown();
          this.setStatus('closed', 'unauthorized');
        } else if (err.code === 'TIMEOUT') channel?.close(4000, 'Identify timed out');
        else this.becomeReady(); // identification is optional (reference §2.7)
      },
    );
  }

  private becomeReady(): void {
    this.ready = true;
    this.retry.reset();
    this.lastError = undefined;
    this.setStatus('open');
    this.events.emit('ready');
  }

  private handleFrame(): void {
    this.heartbeat.received();
    if (this.ready && this.status === 'connecting' && !this.disconnecting) this.setStatus('open');
  }

  private handleClose(code: number, reason: string): void {
    const wasDisconnecting = this.disconnecting;
    this.detach();
    if (wasDisconnecting || code === 1000) {
      this.setStatus('closed', 'closed');
      return;
    }
    this.lastError = new Error(`Connection lost (code ${code}${reason ? `: ${reason}` : ''})`);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.retry.schedule(() => void this.open())) {
      this.setStatus('connecting');
      return;
    }
    // The attempts are used: the user sees 'no connection' (with Reconnect), and quiet probes at
    // the slow pace, when configured, bring the socket back by themselves.
    this.setStatus('closed', 'unreachable');
    this.retry.scheduleSlow(() => void this.open());
  }

  /** Forgets the current socket: heartbeat stopped, every pending call rejected, flags reset. */
  private detach(): void {
    this.heartbeat.stop();
    const channel = this.channel;
    this.channel = undefined;
    this.ready = false;
    this.disconnecting = false;
    this.connectionId = undefined;
    channel?.dispose();
  }

  /** Drops the socket, a token fetch and a waiting attempt without status events. */
  private teardown(): void {
    const channel = this.channel;
    this.retry.cancel();
    this.generation++;
    this.detach();
    channel?.close(1000, 'Client reconnecting');
  }

  private finishClose(): void {
    this.detach();
    this.setStatus('closed', 'closed');
  }

  private setStatus(status: SocketStatus, reason?: SocketReason): void {
    if (this.status === status && this.reason === reason) return;
    this.status = status;
    this.reason = reason;
    this.events.emit('status', status, reason);
  }
}
