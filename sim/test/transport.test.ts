// Registry naming rule, HTTP envelope/errors/405/CORS, and JSON-RPC envelopes, batches and error codes.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Registry, rpcMethodName } from '../registry';
import { RpcClient, http, startTestSim, type TestSim } from './helpers';

describe('method registry', () => {
  it('derives JSON-RPC names per the naming rule', () => {
    expect(rpcMethodName('/server/info', 'GET', false)).toBe('server.info');
    expect(rpcMethodName('/server/database/item', 'DELETE', true)).toBe(
      'server.database.delete_item',
    );
    const r = new Registry();
    // A stand-in handler: these paths are typed by protocol/methods.ts, which this test does not need.
    const h = ((): string => 'ok') as never;
    r.register('GET', '/server/database/item', h);
    r.register('POST', '/server/database/item', h);
    r.register('DELETE', '/server/database/item', h);
    r.register(['GET', 'POST'], '/printer/objects/query', h, { klippy: true });
    expect(r.methods().sort()).toEqual([
      'printer.objects.query',
      'server.database.delete_item',
      'server.database.get_item',
      'server.database.post_item',
    ]);
    expect(r.lookupHttp('/printer/objects/query', 'POST')).not.toBeNull();
    expect(r.lookupHttp('/server/database/item', 'PUT')).toBe('method-not-allowed');
    expect(r.lookupHttp('/nope', 'GET')).toBeNull();
    expect(() => r.register('GET', '/server/database/item', h)).toThrow();
  });
});

describe('transports', () => {
  let sim: TestSim;
  beforeAll(async () => {
    sim = await startTestSim();
  });
  afterAll(() => sim.stop());

  it('every registered method of the brief exists under its derived name', () => {
    const names = sim.app.registry.methods();
    for (const m of [
      'server.info',
      'server.config',
      'server.temperature_store',
      'server.gcode_store',
      'server.connection.identify',
      'server.websocket.id',
      'server.database.list',
      'server.database.get_item',
      'server.database.post_item',
      'server.database.delete_item',
      'printer.info',
      'printer.objects.list',
      'printer.objects.query',
      'printer.objects.subscribe',
      'printer.gcode.script',
      'printer.gcode.help',
      'printer.emergency_stop',
      'printer.restart',
      'printer.firmware_restart',
      'access.login',
      'access.logout',
      'access.refresh_jwt',
      'access.oneshot_token',
      'access.info',
      'access.get_user',
      'access.post_user',
      'access.delete_user',
      'access.users.list',
    ])
      expect(names).toContain(m);
  });

  it('wraps results and reports errors with status, code, message and traceback', async () => {
    const ok = await http(sim, 'GET', '/server/info');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect((ok.body as { result: { klippy_state: string } }).result.klippy_state).toBe('ready');
    const nf = await http(sim, 'GET', '/server/nothing');
    expect(nf.status).toBe(404);
    expect(nf.body).toMatchObject({ error: { code: 404, message: 'Not Found' } });
    const na = await http(sim, 'PUT', '/server/info');
    expect(na.status).toBe(405);
    expect(na.body).toMatchObject({ error: { code: 405, message: 'Method Not Allowed' } });
    const missing = await http(sim, 'GET', '/server/database/item');
    expect(missing.body).toMatchObject({
      error: { code: 400, message: 'No data for argument: namespace' },
    });
    expect(typeof (missing.body as { error: { traceback: string } }).error.traceback).toBe(
      'string',
    );
  });

  it('answers CORS preflight and echoes an allowed Origin (cors.test.ts: which ones)', async () => {
    const res = await fetch(`${sim.url}/server/info`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, DELETE, OPTIONS');
    expect(res.headers.get('access-control-allow-headers')).toContain('X-Api-Key');
    const get = await fetch(`${sim.url}/server/info`, {
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(get.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('merges query arguments with type hints and JSON bodies', async () => {
    await http(sim, 'POST', '/server/database/item?namespace=t&key=n&value:int=5');
    expect((await http(sim, 'GET', '/server/database/item?namespace=t&key=n')).body).toEqual({
      result: { namespace: 't', key: 'n', value: 5 },
    });
    await http(
      sim,
      'POST',
      '/server/database/item?namespace=t&key=j&value:json=%7B%22a%22%3Atrue%7D',
    );
    expect(
      (await http(sim, 'GET', '/server/database/item?namespace=t&key=j.a&_=123')).body,
    ).toMatchObject({ result: { value: true } });
    await http(sim, 'POST', '/server/database/item?namespace=t', { key: 'b', value: [1] });
    expect((await http(sim, 'GET', '/server/database/item?namespace=t&key=b')).body).toMatchObject({
      result: { value: [1] },
    });
    const q = await http(
      sim,
      'GET',
      '/printer/objects/query?webhooks&toolhead=position,homed_axes',
    );
    expect(
      Object.keys((q.body as { result: { status: { toolhead: object } } }).result.status.toolhead),
    ).toEqual(['position', 'homed_axes']);
  });

  it('JSON-RPC: errors, no-id requests, batches, parse errors, invalid params', async () => {
    const c = await RpcClient.connect(sim);
    try {
      expect(await c.request('server.nope')).toMatchObject({
        error: { code: -32601, message: 'Method not found' },
      });
      const nf = await c.request('server.database.get_item', { namespace: 'none', key: 'x' });
      expect(nf.error).toEqual({ code: -32601, message: "Key 'x' in namespace 'none' not found" });
      c.sendRaw('{bad json');
      expect(await c.waitFor((m) => m.error?.code === -32700)).toEqual({
        jsonrpc: '2.0',
        error: { code: -32700, message: 'Parse error' },
        id: null,
      });
      c.sendRaw(JSON.stringify({ jsonrpc: '2.0', method: 'server.info', params: [1], id: 77 }));
      expect((await c.waitFor((m) => m.id === 77)).error).toEqual({
        code: -32602,
        message: 'Invalid params:',
      });
      c.sendRaw(JSON.stringify({ jsonrpc: '1.0', method: 'server.info', id: 78 }));
      expect((await c.waitFor((m) => m.id === 78)).error?.code).toBe(-32600);
      c.sendRaw(
        JSON.stringify([
          { jsonrpc: '2.0', method: 'server.info', id: 90 },
          { jsonrpc: '2.0', method: 'printer.gcode.script', params: { script: 'M117 no id' } },
          { jsonrpc: '2.0', method: 'server.nope', id: 91 },
        ]),
      );
      await c.waitFor((m) => m.id === 91);
      const before = c.messages.length;
      c.sendRaw(JSON.stringify({ jsonrpc: '2.0', method: 'server.info' }));
      await c.call('server.websocket.id');
      expect(
        c.messages.slice(before).filter((m) => m.result !== undefined && m.id === undefined),
      ).toEqual([]);
      const status = await http(sim, 'GET', '/printer/objects/query?display_status=message');
      expect(status.body).toMatchObject({
        result: { status: { display_status: { message: 'no id' } } },
      });
    } finally {
      c.close();
    }
  });

  it('POST /server/jsonrpc: JSON-RPC over HTTP, websocket-only methods refused', async () => {
    const call = (body: unknown) => http(sim, 'POST', '/server/jsonrpc', body);
    expect((await call({ jsonrpc: '2.0', method: 'server.info', id: 1 })).body).toMatchObject({
      jsonrpc: '2.0',
      id: 1,
      result: { klippy_state: 'ready' },
    });
    expect((await call({ jsonrpc: '2.0', method: 'server.websocket.id', id: 2 })).body).toEqual({
      jsonrpc: '2.0',
      id: 2,
      error: { code: -32601, message: 'Method not found for transport HTTP' },
    });
    expect(
      (
        await call({
          jsonrpc: '2.0',
          method: 'printer.objects.subscribe',
          params: { objects: {} },
          id: 3,
        })
      ).body,
    ).toMatchObject({
      error: { code: -32601, message: 'Subscriptions not available for HTTP transport' },
    });
  });

  it('identify: integer id, validation, single identify; websocket.id agrees', async () => {
    const c = await RpcClient.connect(sim);
    try {
      const params = { client_name: 't', version: '1', type: 'web', url: 'http://t' };
      const bad = await c.request('server.connection.identify', { ...params, type: 'toaster' });
      expect(bad.error).toEqual({ code: 400, message: 'Invalid Client Type: toaster' });
      const miss = await c.request('server.connection.identify', {
        version: '1',
        type: 'web',
        url: 'x',
      });
      expect(miss.error).toEqual({ code: 400, message: 'No data for argument: client_name' });
      const { connection_id } = await c.call<{ connection_id: number }>(
        'server.connection.identify',
        params,
      );
      expect(Number.isInteger(connection_id)).toBe(true);
      expect((await c.call<{ websocket_id: number }>('server.websocket.id')).websocket_id).toBe(
        connection_id,
      );
      const again = await c.request('server.connection.identify', params);
      expect(again.error?.code).toBe(400);
      expect(again.error?.message).toMatch(/^Connection already identified/);
    } finally {
      c.close();
    }
  });
});
