// --token-lifetime: access tokens expire after the given seconds; an expired token gets 401 on HTTP
// and on the one-shot token endpoint (as Moonraker), and the refresh token still issues a new one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, sleep, startTestSim, type TestSim } from './helpers';

describe('short-lived access tokens (--token-lifetime 1)', () => {
  let sim: TestSim;
  beforeAll(async () => {
    sim = await startTestSim({ auth: true, tokenLifetimeS: 1 });
  });
  afterAll(() => sim.stop());

  it('issues tokens that live the given time, refused once expired, renewed by a refresh', async () => {
    const login = (
      (await http(sim, 'POST', '/access/login', { username: 'printdeck', password: 'printdeck' }))
        .body as { result: { token: string; refresh_token: string } }
    ).result;
    const payload = JSON.parse(
      Buffer.from(login.token.split('.')[1] ?? '', 'base64url').toString(),
    ) as { exp: number; iat: number };
    expect(payload.exp - payload.iat).toBe(1);
    const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

    expect((await http(sim, 'GET', '/server/info', undefined, bearer(login.token))).status).toBe(
      200,
    );
    await sleep(2100);
    const expired = await http(sim, 'GET', '/server/info', undefined, bearer(login.token));
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ error: { code: 401, message: 'JWT Expired' } });
    const oneshot = await http(sim, 'GET', '/access/oneshot_token', undefined, bearer(login.token));
    expect(oneshot.status).toBe(401);

    const refreshed = (
      (await http(sim, 'POST', '/access/refresh_jwt', { refresh_token: login.refresh_token }))
        .body as { result: { token: string } }
    ).result;
    const fresh = await http(
      sim,
      'GET',
      '/access/oneshot_token',
      undefined,
      bearer(refreshed.token),
    );
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ result: expect.any(String) });
  });

  it('refuses a lifetime that is not positive', async () => {
    await expect(startTestSim({ auth: true, tokenLifetimeS: 0 })).rejects.toThrow(/lifetime/);
  });
});
