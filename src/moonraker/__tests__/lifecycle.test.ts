// MoonrakerSocket lifecycle: heartbeat, reconnect after unclean close, 401 token, clean closes (fake WebSocket).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../errors';
import { FakeWebSocket } from './fake-websocket';
import { makeSocket, openSocket, rejectionOf, settle } from './helpers';

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

const methods = (ws: FakeWebSocket) => ws.frames().map((f) => f.method);

describe('heartbeat', () => {
  it('probes after a silent interval, marks a miss as connecting, and any message reopens', async () => {
    const { socket, statuses } = makeSocket();
    const ws = await openSocket(socket);
    await vi.advanceTimersByTimeAsync(10000); // identify answer counted as traffic: no probe yet
    expect(methods(ws)).toEqual(['server.connection.identify']);
    await vi.advanceTimersByTimeAsync(10000);
    expect(methods(ws)).toEqual(['server.connection.identify', 'server.info']);
    expect(socket.status).toBe('open');
    await vi.advanceTimersByTimeAsync(10000); // no answer within 10 s: missed heartbeat
    expect(socket.status).toBe('connecting');
    expect(await rejectionOf(socket.call('printer.info'))).toMatchObject({ code: 'NOT_CONNECTED' });
    ws.receive({ jsonrpc: '2.0', method: 'notify_proc_stat_update', params: [{}] });
    expect(socket.status).toBe('open');
    expect(statuses).toEqual(['connecting', 'open', 'connecting', 'open']);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('sends no probe while messages keep arriving, and an answered probe keeps it open', async () => {
    const { socket } = makeSocket();
    const ws = await openSocket(socket);
    for (let i = 0; i < 5; i++) {
      ws.receive({ jsonrpc: '2.0', method: 'notify_status_update', params: [{}, i] });
      await vi.advanceTimersByTimeAsync(10000);
    }
    expect(methods(ws)).toEqual(['server.connection.identify']);
    await vi.advanceTimersByTimeAsync(10000);
    ws.reply(ws.request('server.info').id, {});
    await vi.advanceTimersByTimeAsync(10000);
    expect(socket.status).toBe('open');
  });
});

describe('reconnect', () => {
  it('after an unclean close makes exactly 3 attempts, the first at once, then 2 s apart, each with a fresh token, then closes', async () => {
    const { socket, getOneshotToken, statuses } = makeSocket();
    await openSocket(socket);
    FakeWebSocket.last().serverClose(1006);
    expect(socket.status).toBe('connecting');
    for (let attempt = 1; attempt <= 3; attempt++) {
      // A dropped link is usually back at once: the first attempt waits only 250 ms.
      await vi.advanceTimersByTimeAsync(attempt === 1 ? 249 : 1999);
      expect(FakeWebSocket.instances).toHaveLength(attempt);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeWebSocket.instances).toHaveLength(attempt + 1);
      expect(FakeWebSocket.last().url).toContain(`token=tok${attempt + 1}`);
      expect(socket.status).toBe('connecting');
      FakeWebSocket.last().fail();
    }
    expect(socket.status).toBe('closed');
    expect(socket.reason).toBe('unreachable');
    expect(socket.lastError).toBeInstanceOf(Error);
    await vi.advanceTimersByTimeAsync(60000);
    expect(FakeWebSocket.instances).toHaveLength(4);
    expect(getOneshotToken).toHaveBeenCalledTimes(4);
    expect(statuses).toEqual(['connecting', 'open', 'connecting', 'closed:unreachable']);
  });

  it('with a slow pace, keeps probing after the attempts until the server is back', async () => {
    const { socket, ready, statuses } = makeSocket({ slowReconnectDelayMs: 5000 });
    await openSocket(socket, 1);
    FakeWebSocket.last().serverClose(1006);
    for (let i = 0; i < 3; i++) {
      await vi.advanceTimersByTimeAsync(2000);
      FakeWebSocket.last().fail();
    }
    expect(socket.status).toBe('closed');
    expect(socket.reason).toBe('unreachable');
    // Quiet probes every 5 s, the status staying 'closed' while they fail.
    for (let probe = 1; probe <= 2; probe++) {
      await vi.advanceTimersByTimeAsync(4999);
      expect(FakeWebSocket.instances).toHaveLength(4 + probe - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeWebSocket.instances).toHaveLength(4 + probe);
      FakeWebSocket.last().fail();
      expect(socket.status).toBe('closed');
    }
    await vi.advanceTimersByTimeAsync(5000);
    const ws = FakeWebSocket.last();
    ws.open();
    ws.answerIdentify(2);
    await settle();
    expect(socket.status).toBe('open');
    expect(ready).toHaveBeenCalledTimes(2);
    expect(statuses).toEqual(['connecting', 'open', 'connecting', 'closed:unreachable', 'open']);
    // A clean close stops the probes.
    ws.serverClose(1006);
    for (let i = 0; i < 3; i++) {
      await vi.advanceTimersByTimeAsync(2000);
      FakeWebSocket.last().fail();
    }
    const count = FakeWebSocket.instances.length;
    socket.close();
    await vi.advanceTimersByTimeAsync(60000);
    expect(FakeWebSocket.instances).toHaveLength(count);
  });

  it("fires 'ready' again after a successful reconnect and resets the attempt count", async () => {
    const { socket, ready } = makeSocket();
    await openSocket(socket, 1);
    FakeWebSocket.last().serverClose(1011);
    await vi.advanceTimersByTimeAsync(2000);
    FakeWebSocket.last().fail(); // attempt 1 fails
    await vi.advanceTimersByTimeAsync(2000);
    const ws = FakeWebSocket.last(); // attempt 2 succeeds
    ws.open();
    expect(methods(ws)).toEqual(['server.connection.identify']);
    ws.answerIdentify(2);
    await settle();
    expect(ready).toHaveBeenCalledTimes(2);
    expect(socket.status).toBe('open');
    expect(socket.connectionId).toBe(2);
    // A later drop gets the full 3 attempts again.
    ws.serverClose(1006);
    for (let i = 0; i < 3; i++) {
      await vi.advanceTimersByTimeAsync(2000);
      FakeWebSocket.last().fail();
    }
    expect(FakeWebSocket.instances).toHaveLength(3 + 3);
    expect(socket.status).toBe('closed');
  });

  it('does not reconnect when the one-shot token request answers 401', async () => {
    const getOneshotToken = vi.fn(async (): Promise<string | null> => {
      throw new HttpError(401, 'Unauthorized');
    });
    const { socket } = makeSocket({ getOneshotToken });
    socket.connect();
    await settle();
    expect(socket.status).toBe('closed');
    expect(socket.reason).toBe('unauthorized');
    expect(socket.lastError).toBeInstanceOf(HttpError);
    await vi.advanceTimersByTimeAsync(30000);
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(getOneshotToken).toHaveBeenCalledTimes(1);
  });

  it('stops reconnecting when a retry gets 401 for its token, but retries other token failures', async () => {
    let mode: 'ok' | 'network' | '401' = 'ok';
    const getOneshotToken = vi.fn(async (): Promise<string | null> => {
      if (mode === 'network') throw new HttpError(0, 'Failed to fetch');
      if (mode === '401') throw new HttpError(401, 'Unauthorized');
      return 'tok';
    });
    const { socket } = makeSocket({ getOneshotToken });
    await openSocket(socket);
    mode = 'network';
    FakeWebSocket.last().serverClose(1006);
    await vi.advanceTimersByTimeAsync(2000); // attempt 1: token fails → counts, keeps going
    expect(socket.status).toBe('connecting');
    expect(getOneshotToken).toHaveBeenCalledTimes(2);
    mode = '401';
    await vi.advanceTimersByTimeAsync(2000); // attempt 2: 401 → stop
    expect(socket.status).toBe('closed');
    expect(socket.reason).toBe('unauthorized');
    await vi.advanceTimersByTimeAsync(10000);
    expect(getOneshotToken).toHaveBeenCalledTimes(3);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('closes without reconnecting after a clean close by the server', async () => {
    const { socket, ready } = makeSocket();
    await openSocket(socket);
    FakeWebSocket.last().serverClose(1000);
    expect(socket.status).toBe('closed');
    expect(socket.reason).toBe('closed');
    await vi.advanceTimersByTimeAsync(30000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('close() closes cleanly (code 1000) with no reconnect and stops the heartbeat', async () => {
    const { socket, statuses } = makeSocket();
    const ws = await openSocket(socket);
    socket.close();
    expect(ws.closeCalls).toEqual([{ code: 1000, reason: 'Client closing' }]);
    expect(socket.status).toBe('closed');
    expect(socket.reason).toBe('closed');
    expect(socket.connectionId).toBeUndefined();
    await vi.advanceTimersByTimeAsync(60000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(ws.sent).toHaveLength(1);
    expect(statuses).toEqual(['connecting', 'open', 'closed:closed']);
  });

  it('close() while a reconnect attempt is waiting cancels it', async () => {
    const { socket } = makeSocket();
    await openSocket(socket);
    FakeWebSocket.last().serverClose(1006);
    socket.close();
    expect(socket.status).toBe('closed');
    await vi.advanceTimersByTimeAsync(10000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('reconnect() from the UI starts again after giving up', async () => {
    const { socket, ready } = makeSocket();
    await openSocket(socket);
    FakeWebSocket.last().serverClose(1006);
    for (let i = 0; i < 3; i++) {
      await vi.advanceTimersByTimeAsync(2000);
      FakeWebSocket.last().fail();
    }
    expect(socket.status).toBe('closed');
    socket.reconnect();
    expect(socket.status).toBe('connecting');
    await settle();
    const ws = FakeWebSocket.last();
    expect(FakeWebSocket.instances).toHaveLength(5);
    ws.open();
    ws.answerIdentify();
    await settle();
    expect(socket.status).toBe('open');
    expect(ready).toHaveBeenCalledTimes(2);
  });
});
