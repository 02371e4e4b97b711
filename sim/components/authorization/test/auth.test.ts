// Authorization: trusted mode without --auth; with --auth 401 / -32602, login, refresh, one-shot tokens,
// identify with a token, and no notifications for unauthenticated sockets.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RpcClient, http, sleep, startTestSim, type TestSim } from '../../../test/helpers';

describe('auth off: every client is trusted', () => {
  let sim: TestSim;
  beforeAll(async () => {
    sim = await startTestSim();
  });
  afterAll(() => sim.stop());

  it('reports a trusted user and no login', async () => {
    expect((await http(sim, 'GET', '/access/info')).body).toEqual({
      result: {
        default_source: 'moonraker',
        available_sources: ['moonraker'],
        login_required: false,
        trusted: true,
      },
    });
    expect((await http(sim, 'GET', '/access/user')).body).toMatchObject({
      result: { username: '_TRUSTED_USER_', source: 'moonraker' },
    });
    expect((await http(sim, 'GET', '/access/users/list')).body).toEqual({ result: { users: [] } });
    expect(
      (await http(sim, 'POST', '/access/login', { username: 'x', password: 'y' })).body,
    ).toMatchObject({
      error: { code: 400, message: 'Unregistered User: x' },
    });
  });
});

describe('auth on (--auth)', () => {
  let sim: TestSim;
  beforeAll(async () => {
    sim = await startTestSim({ auth: true, user: { username: 'alice', password: 'secret' } });
  });
  afterAll(() => sim.stop());

  const login = async (): Promise<{ token: string; refresh_token: string }> =>
    (
      (await http(sim, 'POST', '/access/login', { username: 'alice', password: 'secret' }))
        .body as {
        result: { token: string; refresh_token: string };
      }
    ).result;

  it('refuses unauthenticated HTTP calls with 401, allows the open endpoints', async () => {
    const res = await http(sim, 'GET', '/server/info');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: { code: 401, message: 'Unauthorized' } });
    expect((await http(sim, 'GET', '/access/info')).body).toMatchObject({
      result: { login_required: true, trusted: false },
    });
    expect(
      (await http(sim, 'POST', '/access/login', { username: 'alice', password: 'bad' })).body,
    ).toMatchObject({
      error: { code: 400, message: 'Invalid Password' },
    });
    expect(
      (await http(sim, 'POST', '/access/login', { username: 'bob', password: 'x' })).body,
    ).toMatchObject({
      error: { code: 400, message: 'Unregistered User: bob' },
    });
    expect(
      (await http(sim, 'GET', '/server/info', undefined, { Authorization: 'Bearer garbage' })).body,
    ).toMatchObject({
      error: { code: 401, message: 'JWT Decode Error' },
    });
  });

  it('login → bearer access token, JWT payload, refresh, logout invalidates', async () => {
    const tokens = await login();
    const payload = JSON.parse(
      Buffer.from(tokens.token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(payload).toMatchObject({
      aud: 'Moonraker',
      username: 'alice',
      token_type: 'access',
      iss: sim.url,
    });
    expect(Number(payload.exp) - Number(payload.iat)).toBe(3600);
    const auth = { Authorization: `Bearer ${tokens.token}` };
    expect((await http(sim, 'GET', '/server/info', undefined, auth)).status).toBe(200);
    expect((await http(sim, 'GET', '/access/user', undefined, auth)).body).toMatchObject({
      result: { username: 'alice', source: 'moonraker' },
    });
    const refreshed = await http(sim, 'POST', '/access/refresh_jwt', {
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.body).toMatchObject({
      result: { username: 'alice', source: 'moonraker', action: 'user_jwt_refresh' },
    });
    expect(
      (await http(sim, 'POST', '/access/refresh_jwt', { refresh_token: tokens.token })).body,
    ).toMatchObject({
      error: { code: 401, message: 'Invalid Refresh Token' },
    });
    expect((await http(sim, 'POST', '/access/logout', undefined, auth)).body).toEqual({
      result: { username: 'alice', action: 'user_logged_out' },
    });
    expect((await http(sim, 'GET', '/server/info', undefined, auth)).status).toBe(401);
  });

  it('websocket: unauthenticated gets -32602 and no notifications until identify with a token', async () => {
    const c = await RpcClient.connect(sim);
    try {
      expect((await c.request('server.info')).error).toEqual({
        code: -32602,
        message: 'Unauthorized',
      });
      const bare = { client_name: 't', version: '1', type: 'web', url: 'x' };
      expect((await c.request('server.connection.identify', bare)).error).toEqual({
        code: -32602,
        message: 'Unauthorized',
      });
      await http(
        sim,
        'POST',
        '/printer/gcode/script',
        { script: 'M117 hidden' },
        { Authorization: `Bearer ${(await login()).token}` },
      );
      await sleep(100);
      expect(c.notifications()).toEqual([]);
      const { token } = await login();
      await c.call('server.connection.identify', { ...bare, access_token: token });
      expect(await c.call('server.info')).toMatchObject({ klippy_state: 'ready' });
      await http(
        sim,
        'POST',
        '/printer/gcode/script',
        { script: 'M118 visible' },
        { Authorization: `Bearer ${token}` },
      );
      await c.waitFor((m) => (m.params as string[] | undefined)?.[0] === 'echo: visible');
    } finally {
      c.close();
    }
  });

  it('websocket: login over the socket, one-shot and access_token URLs authenticate', async () => {
    const c = await RpcClient.connect(sim);
    const { token } = await c.call<{ token: string }>('access.login', {
      username: 'alice',
      password: 'secret',
    });
    expect(await c.call('server.info')).toMatchObject({ klippy_state: 'ready' });
    const oneshot = await c.call<string>('access.oneshot_token');
    expect(oneshot).toMatch(/^[A-Z2-7]{32}$/);
    c.close();
    const viaOneshot = await RpcClient.connect(sim, `?token=${oneshot}`);
    expect(await viaOneshot.call('server.info')).toMatchObject({ klippy_state: 'ready' });
    viaOneshot.close();
    const reused = await RpcClient.connect(sim, `?token=${oneshot}`);
    expect((await reused.request('server.info')).error?.code).toBe(-32602);
    reused.close();
    const viaJwt = await RpcClient.connect(sim, `?access_token=${token}`);
    expect(await viaJwt.call('server.info')).toMatchObject({ klippy_state: 'ready' });
    viaJwt.close();
  });
});
