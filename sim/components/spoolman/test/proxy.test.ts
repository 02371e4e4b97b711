// server.spoolman.proxy against the running simulator and its virtual Spoolman: Spoolman's answers
// passed through (v1 as they are, v2 wrapped with the response headers), Moonraker's own refusals
// (method, GET body, path outside /v1/), Spoolman's errors in both forms, the client's failures
// (a body where the method takes none, a path it cannot send), and hostile requests: paths that try
// to leave /api, bodies larger than the virtual Spoolman reads.

import { describe, expect, it } from 'vitest';
import type { SpoolmanProxyV2, SpoolmanSpool } from '../../../../protocol/spoolman';
import { http, rpcError, simForSuite } from '../../../test/helpers';
import { waitUntil } from '../../../test/print_helpers';

describe('spoolman: the proxy', () => {
  const suite = simForSuite({ spoolman: { port: 0 } }, async (sim) => {
    await waitUntil(() => sim.app.find('spoolman')?.connected === true, 5000);
  });
  const proxy = (params: Record<string, unknown>): Promise<unknown> =>
    suite.rpc.call('server.spoolman.proxy', params);
  const failure = async (params: Record<string, unknown>): Promise<[number, string]> => {
    const err = await rpcError(proxy(params));
    return [err.code, err.message];
  };

  it('v1 answers Spoolman’s JSON as it is', async () => {
    const spools = (await proxy({
      request_method: 'GET',
      path: '/v1/spool',
      query: 'filament.material=PLA',
    })) as SpoolmanSpool[];
    expect(spools.map((s) => s.id)).toEqual([1, 2]);
    expect(spools.every((s) => s.filament.material === 'PLA')).toBe(true);
    expect(await proxy({ request_method: 'GET', path: '/v1/health' })).toEqual({
      status: 'healthy',
    });
  });

  it('v2 wraps the answer with its headers, errors with Spoolman’s message', async () => {
    const ok = (await proxy({
      request_method: 'GET',
      path: '/v1/spool',
      query: 'allow_archived=true&limit=2',
      use_v2_response: true,
    })) as Extract<SpoolmanProxyV2, { error: null }>;
    expect(ok.error).toBeNull();
    expect((ok.response as unknown[]).length).toBe(2);
    expect(ok.response_headers['X-Total-Count']).toBe('5');
    expect(ok.response_headers['Content-Type']).toBe('application/json');
    expect(
      await proxy({ request_method: 'GET', path: '/v1/spool/42', use_v2_response: true }),
    ).toEqual({
      response: null,
      error: { status_code: 404, message: 'No spool with ID 42 found.' },
    });
    // No `message` in Spoolman's answer (a 422): the client's own wording.
    expect(
      await proxy({
        request_method: 'POST',
        path: '/v1/spool',
        body: { price: 3 },
        use_v2_response: true,
      }),
    ).toEqual({
      response: null,
      error: { status_code: 422, message: 'HTTP 422: Unprocessable Entity' },
    });
  });

  it('v1 fails with Spoolman’s status and its reason (over JSON-RPC, 404 is -32601)', async () => {
    const over = async (body: Record<string, unknown>): Promise<[number, string]> => {
      const res = await http(suite.sim, 'POST', '/server/spoolman/proxy', body);
      return [res.status, (res.body as { error: { message: string } }).error.message];
    };
    expect(await over({ request_method: 'GET', path: '/v1/spool/42' })).toEqual([404, 'Not Found']);
    expect(await over({ request_method: 'PUT', path: '/v1/spool/2/use', body: {} })).toEqual([
      400,
      'Bad Request',
    ]);
    expect(await over({ request_method: 'PATCH', path: '/v1/info', body: {} })).toEqual([
      405,
      'Method Not Allowed',
    ]);
    expect(await failure({ request_method: 'GET', path: '/v1/spool/42' })).toEqual([
      -32601,
      'Not Found',
    ]);
  });

  it('changes spools in Spoolman: add, update, use', async () => {
    const added = (await proxy({
      request_method: 'POST',
      path: '/v1/spool',
      body: { filament_id: 4, remaining_weight: 600, location: 'Bench' },
    })) as SpoolmanSpool;
    expect(added).toMatchObject({
      id: 6,
      initial_weight: 1000,
      used_weight: 400,
      remaining_weight: 600,
      location: 'Bench',
      archived: false,
    });
    const patched = (await proxy({
      request_method: 'PATCH',
      path: `/v1/spool/${added.id}`,
      body: { archived: true, comment: 'dried' },
    })) as SpoolmanSpool;
    expect(patched).toMatchObject({ archived: true, comment: 'dried', location: 'Bench' });
    const used = (await proxy({
      request_method: 'PUT',
      path: `/v1/spool/${added.id}/use`,
      body: { use_weight: 50.5 },
    })) as SpoolmanSpool;
    expect(used.used_weight).toBeCloseTo(450.5, 6);
    expect(used.remaining_weight).toBeCloseTo(549.5, 6);
  });

  it('refuses in Moonraker’s words before asking Spoolman', async () => {
    expect(await failure({ request_method: 'FETCH', path: '/v1/spool' })).toEqual([
      400,
      'Invalid HTTP method: FETCH',
    ]);
    expect(await failure({ request_method: 'GET', path: '/v1/spool', body: { a: 1 } })).toEqual([
      400,
      'GET requests cannot have a body',
    ]);
    for (const path of ['/api/v1/spool', 'v1/spool', '/v1', '/v2/spool', '/../v1/spool'])
      expect(await failure({ request_method: 'GET', path })).toEqual([
        400,
        'Invalid path, must start with the API version, e.g. /v1',
      ]);
    expect(await failure({ path: '/v1/spool' })).toEqual([
      400,
      'No data for argument: request_method',
    ]);
    expect(await failure({ request_method: 'GET' })).toEqual([400, 'No data for argument: path']);
    expect(
      await failure({ request_method: 'GET', path: '/v1/spool', use_v2_response: 'maybe' }),
    ).toEqual([
      400,
      "Unable to convert argument [use_v2_response] to <class 'bool'>: value received: maybe",
    ]);
  });

  it('a body where the method takes none fails in the client, not in Spoolman', async () => {
    expect(
      await proxy({
        request_method: 'DELETE',
        path: '/v1/spool/2',
        body: {},
        use_v2_response: true,
      }),
    ).toEqual({
      response: null,
      error: {
        status_code: 500,
        message: 'Body must be None for method DELETE (unless allow_nonstandard_methods is true)',
      },
    });
    const [code, message] = await failure({ request_method: 'POST', path: '/v1/spool' });
    expect(code).toBe(500);
    expect(message).toMatch(/^HTTP Request Error: http:\/\/127\.0\.0\.1:\d+\/api\/v1\/spool$/);
    // The spool is still there.
    expect(
      ((await proxy({ request_method: 'GET', path: '/v1/spool/2' })) as SpoolmanSpool).id,
    ).toBe(2);
  });

  it('paths that try to leave /api stay on Spoolman and find nothing', async () => {
    for (const path of [
      '/v1/../../etc/passwd',
      '/v1/../../../server/info',
      '/v1/%2e%2e/%2e%2e/server/info',
      '/v1/spool/../../../websocket',
    ]) {
      const v2 = (await proxy({ request_method: 'GET', path, use_v2_response: true })) as {
        error: { status_code: number } | null;
      };
      expect(v2.error?.status_code, path).toBe(404);
    }
    // A fragment or a second host in the path changes neither the host nor the port.
    for (const path of [
      '/v1/spool#@evil.example/',
      '/v1/@evil.example/spool',
      '/v1//evil.example/',
    ])
      expect(
        (
          (await proxy({ request_method: 'GET', path, use_v2_response: true })) as {
            error: { status_code: number } | null;
          }
        ).error?.status_code ?? 200,
        path,
      ).not.toBe(500);
    // A query longer than Spoolman reads: its plain 400, not JSON, so the client's wording.
    expect(
      await proxy({
        request_method: 'GET',
        path: '/v1/spool',
        query: `location=${'a'.repeat(100_000)}`,
        use_v2_response: true,
      }),
    ).toEqual({ response: null, error: { status_code: 400, message: 'HTTP 400: Bad Request' } });
    // Characters no request line may carry fail in the client.
    const crlf = (await proxy({
      request_method: 'GET',
      path: '/v1/spool\r\nHost: evil.example',
      use_v2_response: true,
    })) as { error: { status_code: number; message: string } };
    expect(crlf.error.status_code).toBe(500);
  });

  it('a body larger than the virtual Spoolman reads is refused (413), Moonraker stays up', async () => {
    const comment = 'x'.repeat(2 * 1024 * 1024);
    const res = await http(suite.sim, 'POST', '/server/spoolman/proxy', {
      request_method: 'PATCH',
      path: '/v1/spool/2',
      body: { comment },
      use_v2_response: true,
    });
    expect(res.body).toEqual({
      result: { response: null, error: { status_code: 413, message: 'Request body too large' } },
    });
    const long = await proxy({
      request_method: 'PATCH',
      path: '/v1/spool/2',
      body: { comment: 'y'.repeat(1025) },
      use_v2_response: true,
    });
    expect(long).toEqual({
      response: null,
      error: { status_code: 422, message: 'HTTP 422: Unprocessable Entity' },
    });
    expect(await suite.rpc.call('server.spoolman.status')).toMatchObject({
      spoolman_connected: true,
    });
  });
});
