// MoonrakerSocket: handshake, JSON-RPC routing, ids, errors, timeouts and gating (fake WebSocket).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MoonrakerError } from '../errors';
import { FakeWebSocket } from './fake-websocket';
import { IDENTIFY, WS_URL, makeSocket, openSocket, rejectionOf, settle } from './helpers';

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('handshake', () => {
  it('opens with the one-shot token and sends identify first, then becomes open and ready', async () => {
    const { socket, statuses, ready } = makeSocket();
    expect(socket.status).toBe('idle');
    socket.connect();
    expect(socket.status).toBe('connecting');
    await settle();
    const ws = FakeWebSocket.last();
    expect(ws.url).toBe(`${WS_URL}?token=tok1`);
    ws.open();
    expect(ws.frames()).toHaveLength(1);
    const identify = ws.frames()[0]!;
    expect(identify).toMatchObject({ jsonrpc: '2.0', method: 'server.connection.identify' });
    expect(identify.params).toEqual(IDENTIFY);
    expect(socket.status).toBe('connecting');
    expect(ready).not.toHaveBeenCalled();
    ws.answerIdentify(777);
    await settle();
    expect(socket.status).toBe('open');
    expect(socket.connectionId).toBe(777);
    expect(socket.isReady).toBe(true);
    expect(ready).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual(['connecting', 'open']);
  });

  it('omits the token parameter when there is no token', async () => {
    const { socket } = makeSocket({ getOneshotToken: async () => null });
    socket.connect();
    await settle();
    expect(FakeWebSocket.last().url).toBe(WS_URL);
    const bare = makeSocket({ getOneshotToken: undefined }).socket;
    bare.connect();
    await settle();
    expect(FakeWebSocket.last().url).toBe(WS_URL);
  });

  it('closes as unauthorized when identify answers -32602', async () => {
    const { socket, statuses } = makeSocket();
    socket.connect();
    await settle();
    const ws = FakeWebSocket.last();
    ws.open();
    ws.replyError(ws.request('server.connection.identify').id, -32602, 'Unauthorized');
    await settle();
    expect(socket.status).toBe('closed');
    expect(socket.reason).toBe('unauthorized');
    expect(statuses.at(-1)).toBe('closed:unauthorized');
    await vi.advanceTimersByTimeAsync(10000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});

describe('calls', () => {
  it('uses random integer ids from 10000 to 99999, unique among pending calls', async () => {
    const { socket } = makeSocket();
    const ws = await openSocket(socket);
    const answered = ws.frames().length;
    for (let i = 0; i < 300; i++) void socket.call('server.info').catch(() => undefined);
    const ids = ws.frames().map((f) => f.id as number);
    // The identify call was answered (no longer pending), so its id may come again: it is left
    // out of the uniqueness check (about one run in three hundred drew it again).
    const pending = ids.slice(answered);
    expect(pending).toHaveLength(300);
    expect(new Set(pending).size).toBe(pending.length);
    for (const id of ids) {
      expect(Number.isInteger(id)).toBe(true);
      expect(id).toBeGreaterThanOrEqual(10000);
      expect(id).toBeLessThanOrEqual(99999);
    }
  });

  it('never reuses a pending id even when the random source repeats', async () => {
    const { socket } = makeSocket({ random: () => 0.999999 });
    const ws = await openSocket(socket);
    void socket.call('a').catch(() => undefined);
    void socket.call('b').catch(() => undefined);
    void socket.call('c').catch(() => undefined);
    // The answered identify id may be reused; the three pending ones must differ (99999 wraps to 10000).
    const ids = ws
      .frames()
      .slice(1)
      .map((f) => f.id as number);
    expect(ids).toEqual([99999, 10000, 10001]);
  });

  it('routes each response to its own call by id', async () => {
    const { socket } = makeSocket();
    const ws = await openSocket(socket);
    const first = socket.call('printer.info');
    const second = socket.call('server.info', { raw: true });
    expect(ws.request('server.info').params).toEqual({ raw: true });
    ws.reply(ws.request('server.info').id, { klippy_state: 'ready' });
    ws.reply(ws.request('printer.info').id, { state: 'ready' });
    await expect(second).resolves.toEqual({ klippy_state: 'ready' });
    await expect(first).resolves.toEqual({ state: 'ready' });
  });

  it('omits params when none are given', async () => {
    const { socket } = makeSocket();
    const ws = await openSocket(socket);
    void socket.call('printer.emergency_stop');
    expect('params' in ws.request('printer.emergency_stop')).toBe(false);
  });

  it('rejects with a typed MoonrakerError carrying code, message and method', async () => {
    const { socket } = makeSocket();
    const ws = await openSocket(socket);
    const call = socket.call('printer.gcode.script', { script: 'G1 X500' });
    ws.replyError(ws.request('printer.gcode.script').id, 400, 'Move out of range');
    const error = await rejectionOf(call);
    expect(error).toBeInstanceOf(MoonrakerError);
    expect(error).toMatchObject({
      name: 'MoonrakerError',
      code: 400,
      message: 'Move out of range',
      method: 'printer.gcode.script',
    });
  });

  it('rejects with TIMEOUT after the default 30 s or the per-call timeout', async () => {
    const { socket } = makeSocket();
    const ws = await openSocket(socket);
    const slow = rejectionOf(socket.call('server.info'));
    const quick = rejectionOf(socket.call('printer.info', undefined, { timeoutMs: 500 }));
    await vi.advanceTimersByTimeAsync(500);
    expect(await quick).toMatchObject({ code: 'TIMEOUT', method: 'printer.info' });
    let slowDone = false;
    void slow.then(() => (slowDone = true));
    await vi.advanceTimersByTimeAsync(29000);
    expect(slowDone).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(await slow).toMatchObject({ code: 'TIMEOUT', method: 'server.info' });
    // A late answer is ignored.
    expect(() => ws.reply(ws.request('server.info').id, {})).not.toThrow();
  });

  it('rejects every pending call with CONNECTION_LOST when the socket closes', async () => {
    const { socket } = makeSocket();
    const ws = await openSocket(socket);
    const calls = [socket.call('a'), socket.call('b'), socket.call('c', {}, { timeoutMs: 0 })];
    const errors = calls.map((c) => rejectionOf(c));
    ws.serverClose(1006);
    for (const error of await Promise.all(errors)) {
      expect(error).toBeInstanceOf(MoonrakerError);
      expect((error as MoonrakerError).code).toBe('CONNECTION_LOST');
    }
  });

  it('rejects pending calls on a clean close() too', async () => {
    const { socket } = makeSocket();
    await openSocket(socket);
    const pending = rejectionOf(socket.call('server.info'));
    socket.close();
    expect(await pending).toMatchObject({ code: 'CONNECTION_LOST' });
  });

  it('rejects NOT_CONNECTED at once while connecting, before identify, disconnecting and closed', async () => {
    const { socket } = makeSocket();
    expect(await rejectionOf(socket.call('server.info'))).toMatchObject({ code: 'NOT_CONNECTED' });
    socket.connect();
    expect(await rejectionOf(socket.call('server.info'))).toMatchObject({ code: 'NOT_CONNECTED' });
    await settle();
    const ws = FakeWebSocket.last();
    ws.open();
    const early = await rejectionOf(socket.call('server.info'));
    expect(early).toMatchObject({ code: 'NOT_CONNECTED', method: 'server.info' });
    expect(ws.frames().map((f) => f.method)).toEqual(['server.connection.identify']);
    ws.answerIdentify();
    await settle();
    await expect(Promise.race([socket.call('x'), Promise.resolve('pending')])).resolves.toBe(
      'pending',
    );
    // close() while the close handshake is running: the disconnecting flag gates calls.
    ws.close = function (code?: number, reason?: string) {
      this.closeCalls.push({ code, reason });
    };
    socket.close();
    expect(socket.isDisconnecting).toBe(true);
    expect(await rejectionOf(socket.call('server.info'))).toMatchObject({ code: 'NOT_CONNECTED' });
    ws.serverClose(1000);
    expect(socket.status).toBe('closed');
    expect(socket.isDisconnecting).toBe(false);
    expect(await rejectionOf(socket.call('server.info'))).toMatchObject({ code: 'NOT_CONNECTED' });
  });
});

describe('notifications', () => {
  it('delivers notifications with their params (or []) and honours unsubscribe', async () => {
    const { socket } = makeSocket();
    const ws = await openSocket(socket);
    const seen: [string, unknown[]][] = [];
    const off = socket.onNotification((method, params) => seen.push([method, params]));
    const viaOn = vi.fn();
    socket.on('notification', viaOn);
    ws.receive({ jsonrpc: '2.0', method: 'notify_gcode_response', params: ['// ok'] });
    ws.receive({ jsonrpc: '2.0', method: 'notify_klippy_ready' });
    ws.receive({ jsonrpc: '2.0', method: 'agent.request', params: {}, id: 5 });
    ws.receive('not json');
    expect(seen).toEqual([
      ['notify_gcode_response', ['// ok']],
      ['notify_klippy_ready', []],
    ]);
    expect(viaOn).toHaveBeenCalledTimes(2);
    off();
    ws.receive({ jsonrpc: '2.0', method: 'notify_klippy_shutdown' });
    expect(seen).toHaveLength(2);
    expect(viaOn).toHaveBeenCalledTimes(3);
  });
});
