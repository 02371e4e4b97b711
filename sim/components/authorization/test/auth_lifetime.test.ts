// --token-lifetime: access tokens expire after the given seconds; an expired token gets 401 on HTTP
// and on the one-shot token endpoint (as Moonraker), and the refresh token still issues a new one.
// `iat` and `exp` are whole seconds, so a token issued late in a second lives almost a second less
// than its lifetime: with 3 s it still has 2 s for the requests that use it, and the test waits for
// the token's own `exp`, never a fixed time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, sleep, startTestSim, type TestSim } from '../../../test/helpers';

const LIFETIME_S = 3;

/** A JWT's claims, read without verifying it. */
function claims(token: string): { exp: number; iat: number } {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    exp: number;
    iat: number;
  };
}

/** Waits until the server's clock (the same machine's) has passed a token's `exp`. */
async function outlive(token: string): Promise<void> {
  const wait = claims(token).exp * 1000 - Date.now();
  await sleep(Math.max(0, wait) + 50);
}

describe('short-lived access tokens (--token-lifetime 3)', () => {
  let sim: TestSim;
  beforeAll(async () => {
    sim = await startTestSim({ auth: true, tokenLifetimeS: LIFETIME_S });
  });
  afterAll(() => sim.stop());

  it('issues tokens that live the given time, refused once expired, renewed by a refresh', async () => {
    const login = (
      (await http(sim, 'POST', '/access/login', { username: 'printdeck', password: 'printdeck' }))
        .body as { result: { token: string; refresh_token: string } }
    ).result;
    const payload = claims(login.token);
    expect(payload.exp - payload.iat).toBe(LIFETIME_S);
    const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

    expect((await http(sim, 'GET', '/server/info', undefined, bearer(login.token))).status).toBe(
      200,
    );
    await outlive(login.token);
    const expired = await http(sim, 'GET', '/server/info', undefined, bearer(login.token));
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ error: { code: 401, message: 'JWT Expired' } });
    const oneshot = await http(sim, 'GET', '/access/oneshot_token', undefined, bearer(login.token));
    expect(oneshot.status).toBe(401);

    const refreshed = (
      (await http(sim, 'POST', '/access/refresh_jwt', { refresh_token: login.refresh_token }))
        .body as { result: { token: string } }
    ).result;
    expect(claims(refreshed.token).exp).toBeGreaterThan(payload.exp);
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
