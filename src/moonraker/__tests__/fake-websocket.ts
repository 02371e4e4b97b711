// In-memory WebSocket for tests: records sent frames; the test opens, closes and delivers messages.
import type { JsonRpcRequest } from '../../../protocol/jsonrpc';

type Handler<E> = ((event: E) => void) | null;

export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  static reset(): void {
    FakeWebSocket.instances = [];
  }

  /** The most recently constructed socket. */
  static last(): FakeWebSocket {
    const ws = FakeWebSocket.instances.at(-1);
    if (!ws) throw new Error('No FakeWebSocket was created');
    return ws;
  }

  /** The class, typed as the constructor the socket option expects. */
  static get impl(): typeof WebSocket {
    return FakeWebSocket as unknown as typeof WebSocket;
  }

  readyState = FakeWebSocket.CONNECTING;
  readonly sent: string[] = [];
  readonly closeCalls: { code?: number; reason?: string }[] = [];
  onopen: Handler<Event> = null;
  onmessage: Handler<MessageEvent> = null;
  onerror: Handler<Event> = null;
  onclose: Handler<CloseEvent> = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('InvalidStateError: not open');
    this.sent.push(data);
  }

  /** Client-initiated close: the close event follows at once (clean, with the given code). */
  close(code?: number, reason?: string): void {
    this.closeCalls.push({ code, reason });
    if (this.readyState >= FakeWebSocket.CLOSING) return;
    this.readyState = FakeWebSocket.CLOSING;
    this.dispatchClose(code ?? 1005, reason ?? '', true);
  }

  // ---- test controls ----

  /** The server accepts the handshake. */
  open(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  /** Delivers one frame (objects are JSON-encoded). */
  receive(message: unknown): void {
    const data = typeof message === 'string' ? message : JSON.stringify(message);
    this.onmessage?.({ data } as MessageEvent);
  }

  /** Server side close: 1000 is clean; anything else is an unclean drop (error event first). */
  serverClose(code = 1006, reason = ''): void {
    if (code !== 1000) this.onerror?.(new Event('error'));
    this.dispatchClose(code, reason, code === 1000);
  }

  /** The connection attempt fails (host unreachable). */
  fail(): void {
    this.serverClose(1006);
  }

  frames(): JsonRpcRequest[] {
    return this.sent.map((s) => JSON.parse(s) as JsonRpcRequest);
  }

  /** The last request sent with this method. */
  request(method: string): JsonRpcRequest & { id: number } {
    const frame = this.frames()
      .filter((f) => f.method === method)
      .at(-1);
    if (!frame || typeof frame.id !== 'number') throw new Error(`No '${method}' request was sent`);
    return frame as JsonRpcRequest & { id: number };
  }

  reply(id: number, result: unknown): void {
    this.receive({ jsonrpc: '2.0', result, id });
  }

  replyError(id: number, code: number, message: string): void {
    this.receive({ jsonrpc: '2.0', error: { code, message }, id });
  }

  /** Answers the pending identify request. */
  answerIdentify(connectionId = 4242): void {
    this.reply(this.request('server.connection.identify').id, { connection_id: connectionId });
  }

  private dispatchClose(code: number, reason: string, wasClean: boolean): void {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code, reason, wasClean } as CloseEvent);
  }
}
