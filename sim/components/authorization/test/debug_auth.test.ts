// The simulator's /debug/... routes need a login when logins are on, like every other endpoint: a
// known one answers 401 without a token, and so does an unknown path (as Moonraker's handler for
// unregistered paths checks the user before its 404), over HTTP and JSON-RPC.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RpcClient, http, startTestSim, type TestSim } from '../../../test/helpers';

describe('debug routes with --auth', () => {
  let sim: TestSim;
  let token = '';
  beforeAll(async () => {
    sim = await startTestSim({ auth: true });
    const login = await http(sim, 'POST', '/access/login', {
      username: 'printdeck',
      password: 'printdeck',
    });
    token = (login.body as { result: { token: string } }).result.token;
  });
  afterAll(() => sim.stop());

  const withToken = (): Record<string, string> => ({ Authorization: `Bearer ${token}` });
  const throttleBits = async (): Promise<number> =>
    (
      (await http(sim, 'GET', '/machine/proc_stats', undefined, withToken())).body as {
        result: { throttled_state: { bits: number } };
      }
    ).result.throttled_state.bits;

  it('401 without a token for the throttle, other /debug paths and unknown API paths; a token opens them', async () => {
    for (const [verb, path] of [
      ['POST', '/debug/sim/throttle?bits=5'],
      ['GET', '/debug/sim/throttle'],
      ['GET', '/debug/nothing/here'],
      ['POST', '/debug/database/item'],
      ['GET', '/server/no_such_endpoint'],
      ['GET', '/printer/no/such'],
    ] as const) {
      const r = await http(sim, verb, path);
      expect(r.status, `${verb} ${path}`).toBe(401);
      expect(r.body).toMatchObject({ error: { code: 401, message: 'Unauthorized' } });
    }
    expect(await throttleBits()).toBe(0);
    const rpc = await http(sim, 'POST', '/server/jsonrpc', {
      jsonrpc: '2.0',
      method: 'debug.sim.throttle',
      params: { bits: 5 },
      id: 1,
    });
    expect(rpc.body).toMatchObject({ error: { code: -32602, message: 'Unauthorized' } });
    const ws = await RpcClient.connect(sim);
    try {
      expect((await ws.request('debug.sim.throttle', { bits: 5 })).error).toEqual({
        code: -32602,
        message: 'Unauthorized',
      });
    } finally {
      ws.close();
    }
    expect(await throttleBits()).toBe(0);

    // With a token: the throttle works; an unknown path is 404, a wrong verb 405.
    const r = await http(sim, 'POST', '/debug/sim/throttle?bits=5', undefined, withToken());
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ result: { bits: 5 } });
    expect(await throttleBits()).toBe(5);
    expect((await http(sim, 'GET', '/debug/nothing/here', undefined, withToken())).status).toBe(
      404,
    );
    expect((await http(sim, 'GET', '/debug/sim/throttle', undefined, withToken())).status).toBe(
      405,
    );
    // The open endpoints stay open.
    expect((await http(sim, 'GET', '/access/info')).status).toBe(200);
  });
});
