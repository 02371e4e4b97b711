// Malformed JSON-RPC over POST /server/jsonrpc and the websocket: each gets Moonraker's clean error
// (or, as in Moonraker, no answer), and the simulator keeps serving. Websocket frames: over 10 MiB
// (Tornado's limit, which Moonraker keeps) close that connection with 1009, invalid UTF-8 with 1007,
// binary frames are read as JSON-RPC text as Moonraker reads them.

import type { Socket as NetSocket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { http, startTestSim, type TestSim } from './helpers';
import { send } from './raw_request';

const deep = (n: number): string => `${'['.repeat(n)}${']'.repeat(n)}`;
const err = (code: number, message: string, id: unknown = null): unknown => ({
  jsonrpc: '2.0',
  error: { code, message },
  id,
});
const INVALID = err(-32600, 'Invalid Request');

/** Request text → the reply Moonraker gives (null: none). */
const TABLE: [string, string, unknown][] = [
  ['invalid JSON', '{"jsonrpc": "2.0", "method": ', err(-32700, 'Parse error')],
  ['a bare word', 'hello', err(-32700, 'Parse error')],
  ['a batch of junk', '[1, "x", null, [], true]', [INVALID, INVALID, INVALID, INVALID, INVALID]],
  ['an empty batch', '[]', null],
  ['a number', '42', INVALID],
  ['a string', '"server.info"', INVALID],
  ['null', 'null', INVALID],
  ['no jsonrpc version', '{"method": "server.info", "id": 4}', err(-32600, 'Invalid Request', 4)],
  [
    'version 1.0',
    '{"jsonrpc": "1.0", "method": "server.info", "id": 5}',
    err(-32600, 'Invalid Request', 5),
  ],
  [
    'method a number',
    '{"jsonrpc": "2.0", "method": 5, "id": 6}',
    err(-32600, 'Invalid Request', 6),
  ],
  [
    'method an object',
    '{"jsonrpc": "2.0", "method": {}, "id": 7}',
    err(-32600, 'Invalid Request', 7),
  ],
  [
    'params a list',
    '{"jsonrpc": "2.0", "method": "server.info", "params": [1], "id": 8}',
    err(-32602, 'Invalid params:', 8),
  ],
  [
    'params a string',
    '{"jsonrpc": "2.0", "method": "server.info", "params": "x", "id": 9}',
    err(-32602, 'Invalid params:', 9),
  ],
  [
    'params null',
    '{"jsonrpc": "2.0", "method": "server.info", "params": null, "id": 10}',
    err(-32602, 'Invalid params:', 10),
  ],
  [
    'unknown method',
    '{"jsonrpc": "2.0", "method": "no.such.method", "id": 11}',
    err(-32601, 'Method not found', 11),
  ],
  // Moonraker answers a failed notification too (its id is null); only a success stays silent.
  [
    'unknown method, no id',
    '{"jsonrpc": "2.0", "method": "no.such.method"}',
    err(-32601, 'Method not found'),
  ],
  [
    'bad params, no id',
    '{"jsonrpc": "2.0", "method": "server.info", "params": 3}',
    err(-32602, 'Invalid params:'),
  ],
  ['a notification', '{"jsonrpc": "2.0", "method": "server.info"}', null],
  ['id null', '{"jsonrpc": "2.0", "method": "server.info", "id": null}', null],
  // No method: Moonraker takes it for a client's answer to one of its own requests.
  ['no method', '{"jsonrpc": "2.0", "id": 12}', null],
  ['deeply nested JSON', deep(100_000), err(-32700, 'Parse error')],
  [
    'a deeply nested id',
    `{"jsonrpc": "2.0", "method": "server.info", "id": ${deep(20_000)}}`,
    err(-32700, 'Parse error'),
  ],
  [
    'deeply nested params',
    `{"jsonrpc": "2.0", "method": "server.info", "params": {"a": ${deep(5000)}}, "id": 13}`,
    err(-32700, 'Parse error'),
  ],
];

/** An id of every JSON type comes back as it was sent. */
const IDS: [string, string, unknown][] = [
  7,
  0,
  -3,
  1.5,
  'abc',
  '',
  true,
  false,
  { a: 1 },
  [1, 2],
].map((id) => [
  `id ${JSON.stringify(id)}`,
  JSON.stringify({ jsonrpc: '2.0', method: 'server.info', id }),
  { jsonrpc: '2.0', id, result: expect.objectContaining({ klippy_state: 'ready' }) as unknown },
]);

const ROWS: [string, string, unknown][] = [
  ...TABLE,
  ...IDS,
  // A nesting Moonraker's decoder takes is a request like any other.
  [
    'params nested 500 deep',
    `{"jsonrpc": "2.0", "method": "server.info", "params": {"a": ${deep(500)}}, "id": 14}`,
    {
      jsonrpc: '2.0',
      id: 14,
      result: expect.objectContaining({ klippy_state: 'ready' }) as unknown,
    },
  ],
];

describe('malformed JSON-RPC', () => {
  let sim: TestSim;
  // The simulator runs in this process: an error nothing caught would have ended a real one.
  const uncaught: unknown[] = [];
  const record = (e: unknown): void => {
    uncaught.push(e);
  };
  beforeAll(async () => {
    process.on('uncaughtException', record);
    process.on('unhandledRejection', record);
    sim = await startTestSim();
  });
  afterAll(async () => {
    process.off('uncaughtException', record);
    process.off('unhandledRejection', record);
    await sim.stop();
  });

  const serving = async (): Promise<void> => {
    expect((await http(sim, 'GET', '/server/info')).status).toBe(200);
    expect(uncaught).toEqual([]);
  };

  it('POST /server/jsonrpc: each bad request gets Moonraker’s answer, the server goes on', async () => {
    for (const [name, text, reply] of ROWS) {
      const r = await send(
        sim,
        'POST',
        '/server/jsonrpc',
        { 'Content-Type': 'application/json' },
        text,
      );
      expect.soft(r.status, name).toBe(200);
      if (reply === null) expect.soft(r.text, name).toBe('');
      else expect.soft(r.json, name).toEqual(reply);
      await serving();
    }
  });

  it('websocket: each bad message gets Moonraker’s answer, the server goes on', async () => {
    for (const [name, text, reply] of ROWS) {
      const c = await Socket.open(sim);
      c.ws.send(text);
      c.ws.send(JSON.stringify({ jsonrpc: '2.0', method: 'server.websocket.id', id: 'marker' }));
      const replies = await c.repliesUntil('marker', reply === null ? 0 : 1);
      expect.soft(replies, name).toEqual(reply === null ? [] : [reply]);
      c.ws.close();
      await serving();
    }
  });

  it('binary frames are read as JSON-RPC text; junk gets a parse error', async () => {
    const c = await Socket.open(sim);
    c.ws.send(Buffer.from([0xff, 0x00, 0x13, 0x37]), { binary: true });
    c.ws.send(Buffer.from('{"jsonrpc": "2.0", "method": "server.info", "id": 21}'), {
      binary: true,
    });
    c.ws.send(JSON.stringify({ jsonrpc: '2.0', method: 'server.websocket.id', id: 'marker' }));
    const replies = await c.repliesUntil('marker', 2);
    expect(replies).toHaveLength(2);
    expect(replies).toEqual(
      expect.arrayContaining([
        err(-32700, 'Parse error'),
        expect.objectContaining({
          id: 21,
          result: expect.objectContaining({ klippy_state: 'ready' }),
        }),
      ]),
    );
    c.ws.close();
  });

  it('a 20 MB frame closes that connection with 1009; others and the server go on', async () => {
    const bystander = await Socket.open(sim);
    const big = await Socket.open(sim);
    big.ws.send(
      `{"jsonrpc": "2.0", "method": "server.info", "params": {"pad": "${'x'.repeat(20 * 1024 * 1024)}"}, "id": 1}`,
    );
    expect(await big.closed).toBe(1009);
    await serving();
    bystander.ws.send(
      JSON.stringify({ jsonrpc: '2.0', method: 'server.websocket.id', id: 'marker' }),
    );
    expect(await bystander.repliesUntil('marker')).toEqual([]);
    // Just under the limit is still a request.
    const nine = `{"jsonrpc": "2.0", "method": "server.info", "params": {"pad": "${'x'.repeat(9 * 1024 * 1024)}"}, "id": 2}`;
    bystander.ws.send(nine);
    bystander.ws.send(
      JSON.stringify({ jsonrpc: '2.0', method: 'server.websocket.id', id: 'marker' }),
    );
    expect(await bystander.repliesUntil('marker', 1)).toMatchObject([{ id: 2, result: {} }]);
    bystander.ws.close();
  });

  it('a text frame of invalid UTF-8 closes that connection with 1007; the server goes on', async () => {
    const c = await Socket.open(sim);
    // ws will not send invalid text; write the frame on the socket: FIN + text, masked, 2 bytes.
    const socket = (c.ws as unknown as { _socket: NetSocket })._socket;
    socket.write(Buffer.from([0x81, 0x82, 0, 0, 0, 0, 0xff, 0xfe]));
    expect(await c.closed).toBe(1007);
    await serving();
  });
});

/** A raw websocket that collects the answers (not the notifications) it receives. */
class Socket {
  private readonly replies: unknown[] = [];
  readonly closed: Promise<number>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      const parsed = JSON.parse(data.toString('utf8')) as unknown;
      if (!(typeof parsed === 'object' && parsed !== null && 'method' in parsed))
        this.replies.push(parsed);
    });
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve(code)));
    ws.on('error', () => undefined);
  }

  static async open(sim: TestSim): Promise<Socket> {
    const ws = new WebSocket(`${sim.url.replace('http', 'ws')}/websocket`);
    await new Promise<void>((ok, fail) => {
      ws.once('open', () => ok());
      ws.once('error', fail);
    });
    return new Socket(ws);
  }

  /**
   * The replies other than the one whose id is `marker`, once that one and `expected` others have
   * come, and a moment more (replies to one connection's messages may come in any order).
   */
  async repliesUntil(marker: string, expected = 0, timeoutMs = 10_000): Promise<unknown[]> {
    const isMarker = (r: unknown): boolean =>
      typeof r === 'object' && r !== null && (r as { id?: unknown }).id === marker;
    const start = Date.now();
    while (!(this.replies.some(isMarker) && this.replies.length > expected)) {
      if (Date.now() - start > timeoutMs) throw new Error(`no reply with id ${marker}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    await new Promise((r) => setTimeout(r, 50));
    return this.replies.splice(0).filter((r) => !isMarker(r));
  }
}
