// At most 50 websockets are open at once (Moonraker's max_websocket_connections): the next
// handshake is refused with Moonraker's message, the open ones keep working, and a place freed by a
// closing socket can be taken again.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MAX_CONNECTIONS } from '../websocket';
import { http, startTestSim, type TestSim } from './helpers';

/** Opens a websocket; resolves with it once open, or with the refusal's status and body. */
function open(url: string): Promise<WebSocket | { status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    ws.once('error', reject);
  });
}

describe('websocket connection limit', () => {
  let sim: TestSim;
  const sockets: WebSocket[] = [];
  beforeAll(async () => {
    sim = await startTestSim();
  });
  afterAll(async () => {
    for (const ws of sockets) ws.terminate();
    await sim.stop();
  });

  it('refuses the 51st, keeps the 50 open and takes one again once a place is free', async () => {
    const url = `${sim.url.replace(/^http/, 'ws')}/websocket`;
    for (let i = 0; i < MAX_CONNECTIONS; i++) {
      const ws = await open(url);
      if (!(ws instanceof WebSocket)) throw new Error(`socket ${i + 1} refused: ${ws.body}`);
      sockets.push(ws);
    }
    expect(MAX_CONNECTIONS).toBe(50);
    expect(await open(url)).toEqual({
      status: 500,
      body: 'Maximum Number of Websocket Connections Reached',
    });
    // The server and its open sockets are unharmed.
    expect((await http(sim, 'GET', '/server/info')).status).toBe(200);
    const first = sockets[0]!;
    // The answer to this call, past any notification sent meanwhile (a power device's, …).
    const reply = new Promise<string>((resolve) => {
      const onMessage = (data: Buffer) => {
        const text = data.toString();
        if ((JSON.parse(text) as { id?: unknown }).id !== 7) return;
        first.off('message', onMessage);
        resolve(text);
      };
      first.on('message', onMessage);
    });
    first.send(JSON.stringify({ jsonrpc: '2.0', method: 'server.info', id: 7 }));
    expect(JSON.parse(await reply)).toMatchObject({ id: 7, result: { websocket_count: 50 } });

    const closed = new Promise((resolve) => first.once('close', resolve));
    first.close();
    await closed;
    // The server frees the place once it has seen the socket close (a moment later when busy).
    const count = async () =>
      ((await http(sim, 'GET', '/server/info')).body as { result: { websocket_count: number } })
        .result.websocket_count;
    for (let i = 0; i < 200 && (await count()) !== MAX_CONNECTIONS - 1; i++)
      await new Promise((resolve) => setTimeout(resolve, 25));
    const again = await open(url);
    expect(again).toBeInstanceOf(WebSocket);
    sockets[0] = again as WebSocket;
  });
});
