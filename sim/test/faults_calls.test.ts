// The fault-injection route (--faults only, behind the login check) and the faults that act on
// calls: every answer delayed, one call stalled until cleared, one call answered with an error in
// Moonraker's shapes over HTTP and JSON-RPC, and every websocket dropped.

import { describe, expect, it } from 'vitest';
import { RpcClient, http, rpcError, simForSuite, sleep, startTestSim, waitUntil } from './helpers';
import { fault, watch } from './faults_helpers';

describe('fault route', () => {
  it('is an unknown path without --faults', async () => {
    const sim = await startTestSim();
    try {
      const reply = await fault(sim, 'action=clear');
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ error: { code: 404, message: 'Not Found' } });
    } finally {
      await sim.stop();
    }
  });

  it('asks for a login like the other debug routes', async () => {
    const sim = await startTestSim({ faults: true, auth: true });
    try {
      const reply = await fault(sim, 'action=clear');
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ error: { code: 401, message: 'Unauthorized' } });
    } finally {
      await sim.stop();
    }
  });
});

describe('faults on calls', () => {
  const suite = simForSuite({ faults: true });

  it('answers ok to a known action and 400 to an unknown one', async () => {
    expect(await fault(suite.sim, 'action=clear')).toMatchObject({
      status: 200,
      body: { result: 'ok' },
    });
    const bad = await fault(suite.sim, 'action=melt');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { message: 'Unknown fault action: melt' } });
  });

  it('delays HTTP and websocket answers by N ms until the delay is set to 0', async () => {
    await fault(suite.sim, 'action=delay&ms=400');
    let began = Date.now();
    expect((await http(suite.sim, 'GET', '/server/info')).status).toBe(200);
    expect(Date.now() - began).toBeGreaterThanOrEqual(390);
    began = Date.now();
    await suite.rpc.call('server.info');
    expect(Date.now() - began).toBeGreaterThanOrEqual(390);
    await fault(suite.sim, 'action=delay&ms=0');
    began = Date.now();
    await suite.rpc.call('server.info');
    expect(Date.now() - began).toBeLessThan(390);
  });

  it('holds a stalled call until the fault is cleared while other calls are answered', async () => {
    await fault(suite.sim, 'action=stall&method=server.files.list');
    const overHttp = watch(http(suite.sim, 'GET', '/server/files/list'));
    const overWs = watch(suite.rpc.call<{ path: string }[]>('server.files.list'));
    expect((await http(suite.sim, 'GET', '/server/info')).status).toBe(200);
    await suite.rpc.call('printer.info');
    await sleep(500);
    expect(overHttp.settled()).toBe(false);
    expect(overWs.settled()).toBe(false);
    await fault(suite.sim, 'action=clear');
    expect((await overHttp.answer).status).toBe(200);
    expect((await overWs.answer).map((f) => f.path)).toContain('small.gcode');
  });

  it.each([
    [400, -1, 'Invalid argument'],
    [401, -32602, 'Unauthorized'],
    [403, -1, 'Forbidden'],
    [404, -32601, 'Not Found'],
    [409, -1, 'Conflict'],
    [422, -1, 'Unprocessable'],
    [500, -1, 'Internal error'],
    [503, -1, 'Klippy Host not connected'],
  ])('answers a call with error %i in Moonraker’s shapes', async (code, rpcCode, message) => {
    const text = encodeURIComponent(message);
    await fault(suite.sim, `action=error&method=server.files.roots&code=${code}&message=${text}`);
    const overHttp = await http(suite.sim, 'GET', '/server/files/roots');
    expect(overHttp.status).toBe(code);
    expect(overHttp.body).toMatchObject({ error: { code, message } });
    expect(await rpcError(suite.rpc.call('server.files.roots'))).toMatchObject({
      code: rpcCode === -1 ? code : rpcCode,
      message,
    });
    // Other calls answer as before.
    expect((await http(suite.sim, 'GET', '/server/info')).status).toBe(200);
    await fault(suite.sim, 'action=clear');
    expect((await http(suite.sim, 'GET', '/server/files/roots')).status).toBe(200);
  });

  it('drops every websocket at once; a new connection works', async () => {
    const other = await RpcClient.connect(suite.sim);
    const closes: number[] = [];
    for (const c of [suite.rpc, other]) c.ws.on('close', (code: number) => closes.push(code));
    await fault(suite.sim, 'action=drop_sockets');
    await waitUntil(() => closes.length === 2, 5000);
    // No closing handshake: the clients see an abnormal closure.
    expect(closes).toEqual([1006, 1006]);
    const rpc = await suite.reconnect();
    expect(await rpc.call('server.info')).toMatchObject({ klippy_state: 'ready' });
  });
});

describe('faults on every call', () => {
  const suite = simForSuite({ faults: true });

  it('stalls every call with method=*, and clear answers them all', async () => {
    await fault(suite.sim, 'action=stall&method=*');
    const overHttp = watch(http(suite.sim, 'GET', '/server/info'));
    const overWs = watch(suite.rpc.call('printer.info'));
    const overHttpRpc = watch(
      http(suite.sim, 'POST', '/server/jsonrpc', { jsonrpc: '2.0', method: 'server.info', id: 1 }),
    );
    await sleep(400);
    expect([overHttp, overWs, overHttpRpc].map((c) => c.settled())).toEqual([false, false, false]);
    await fault(suite.sim, 'action=clear');
    expect((await overHttp.answer).status).toBe(200);
    expect(await overWs.answer).toMatchObject({ state: 'ready' });
    expect((await overHttpRpc.answer).body).toMatchObject({ result: { klippy_state: 'ready' } });
  });

  it('answers every call with an error with method=*', async () => {
    await fault(suite.sim, 'action=error&method=*&code=500&message=Broken');
    expect((await http(suite.sim, 'GET', '/printer/info')).body).toMatchObject({
      error: { code: 500, message: 'Broken' },
    });
    expect(await rpcError(suite.rpc.call('server.info'))).toMatchObject({
      code: 500,
      message: 'Broken',
    });
    await fault(suite.sim, 'action=clear');
    expect((await http(suite.sim, 'GET', '/printer/info')).status).toBe(200);
  });

  it.each([
    ['action=error&method=server.info&code=200&message=x', 'Invalid error code: 200'],
    ['action=delay&ms=-5', 'Invalid value for ms: -5'],
    ['action=upload_cut&bytes=-1', 'Invalid value for bytes: -1'],
    ['action=stall', 'No data for argument: method'],
    ['', 'No data for argument: action'],
  ])('refuses %j with a 400', async (query, message) => {
    const reply = await fault(suite.sim, query);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: { code: 400, message } });
  });
});
