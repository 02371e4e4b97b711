// Accounts: password change, the API key (HTTP header and identify), trusted ranges (--trusted),
// user notifications, and users, passwords and the key kept across a restart of the data folder.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../../../index';
import { TrustedRanges } from '../trusted';
import { RpcClient, http, startTestSim, type TestSim } from '../../../test/helpers';

const bearer = (token: string): Record<string, string> => ({ Authorization: `Bearer ${token}` });

async function loginAs(sim: TestSim, username: string, password: string): Promise<string> {
  const res = await http(sim, 'POST', '/access/login', { username, password });
  return (res.body as { result: { token: string } }).result.token;
}

describe('accounts with --auth', () => {
  let sim: TestSim;
  beforeAll(async () => {
    sim = await startTestSim({ auth: true, user: { username: 'alice', password: 'secret' } });
  });
  afterAll(() => sim.stop());

  it('changes the own password with the current one; Moonraker errors otherwise', async () => {
    const token = await loginAs(sim, 'alice', 'secret');
    const wrong = await http(
      sim,
      'POST',
      '/access/user/password',
      { password: 'nope', new_password: 'better' },
      bearer(token),
    );
    expect(wrong.body).toMatchObject({ error: { code: 400, message: 'Invalid Password' } });
    const missing = await http(
      sim,
      'POST',
      '/access/user/password',
      { password: 'secret' },
      bearer(token),
    );
    expect(missing.body).toMatchObject({
      error: { message: 'No data for argument: new_password' },
    });
    const ok = await http(
      sim,
      'POST',
      '/access/user/password',
      { password: 'secret', new_password: 'better' },
      bearer(token),
    );
    expect(ok.body).toEqual({ result: { username: 'alice', action: 'user_password_reset' } });
    expect(
      (await http(sim, 'POST', '/access/login', { username: 'alice', password: 'secret' })).body,
    ).toMatchObject({ error: { message: 'Invalid Password' } });
    expect(await loginAs(sim, 'alice', 'better')).toMatch(/^ey/);
    const anonymous = await http(sim, 'POST', '/access/user/password', {
      password: 'a',
      new_password: 'b',
    });
    expect(anonymous.status).toBe(401);
  });

  it('serves the API key (32 hex), authenticates X-Api-Key, and a new key retires the old', async () => {
    const token = await loginAs(sim, 'alice', 'better');
    const key = (
      (await http(sim, 'GET', '/access/api_key', undefined, bearer(token))).body as {
        result: string;
      }
    ).result;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    const asKey = await http(sim, 'GET', '/access/user', undefined, { 'X-Api-Key': key });
    expect(asKey.body).toMatchObject({ result: { username: '_API_KEY_USER_' } });
    expect((await http(sim, 'GET', '/server/info', undefined, { 'X-Api-Key': 'bad' })).status).toBe(
      401,
    );
    const fresh = (
      (await http(sim, 'POST', '/access/api_key', undefined, { 'X-Api-Key': key })).body as {
        result: string;
      }
    ).result;
    expect(fresh).toMatch(/^[0-9a-f]{32}$/);
    expect(fresh).not.toBe(key);
    expect((await http(sim, 'GET', '/server/info', undefined, { 'X-Api-Key': key })).status).toBe(
      401,
    );
    expect((await http(sim, 'GET', '/server/info', undefined, { 'X-Api-Key': fresh })).status).toBe(
      200,
    );
    const reset = await http(
      sim,
      'POST',
      '/access/user/password',
      { password: 'x', new_password: 'y' },
      { 'X-Api-Key': fresh },
    );
    expect(reset.body).toMatchObject({
      error: { message: 'Invalid Reset Request for user _API_KEY_USER_' },
    });
  });

  it('identifies a socket with api_key as the API-key user; a wrong key is refused', async () => {
    const key = sim.app.auth.users.apiKey;
    const identify = { client_name: 't', version: '1', type: 'web', url: 'x' };
    const bad = await RpcClient.connect(sim);
    const refused = await bad.request('server.connection.identify', { ...identify, api_key: 'x' });
    expect(refused.error).toMatchObject({ message: 'Invalid API Key' });
    bad.close();
    const rpc = await RpcClient.connect(sim);
    await rpc.call('server.connection.identify', { ...identify, api_key: key });
    expect(await rpc.call('access.get_user')).toMatchObject({ username: '_API_KEY_USER_' });
    // The users list follows over the socket.
    await http(
      sim,
      'POST',
      '/access/user',
      { username: 'bob', password: 'pass' },
      { 'X-Api-Key': key },
    );
    await rpc.waitFor((m) => m.method === 'notify_user_created');
    expect(rpc.notifications('notify_user_created')[0]?.params).toEqual([{ username: 'bob' }]);
    const list = await rpc.call<{ users: { username: string }[] }>('access.users.list');
    expect(list.users.map((u) => u.username).sort()).toEqual(['alice', 'bob']);
    await rpc.call('access.delete_user', { username: 'bob' });
    await rpc.waitFor((m) => m.method === 'notify_user_deleted');
    rpc.close();
  });
});

describe('trusted ranges (--auth --trusted)', () => {
  it('matches addresses, mapped IPv4 included, and refuses a bad range', () => {
    const ranges = new TrustedRanges(['127.0.0.1/32', '192.168.1.0/24', '::1']);
    expect(ranges.has('127.0.0.1')).toBe(true);
    expect(ranges.has('::ffff:127.0.0.1')).toBe(true);
    expect(ranges.has('192.168.1.77')).toBe(true);
    expect(ranges.has('192.168.2.1')).toBe(false);
    expect(ranges.has('::1')).toBe(true);
    expect(ranges.has('')).toBe(false);
    expect(() => new TrustedRanges(['10.0.0.0/33'])).toThrow(/Invalid trusted client range/);
    expect(() => new TrustedRanges(['nonsense'])).toThrow();
  });

  it('a trusted client is the trusted user without a token; others must log in', async () => {
    const trusted = await startTestSim({ auth: true, trusted: ['127.0.0.1/32', '::1/128'] });
    const untrusted = await startTestSim({ auth: true, trusted: ['10.9.9.0/24'] });
    try {
      expect((await http(trusted, 'GET', '/access/user')).body).toMatchObject({
        result: { username: '_TRUSTED_USER_' },
      });
      expect((await http(trusted, 'GET', '/access/info')).body).toMatchObject({
        result: { login_required: false, trusted: true },
      });
      const config = (await http(trusted, 'GET', '/server/config')).body as {
        result: { config: { authorization: { force_logins: boolean; trusted_clients: string[] } } };
      };
      expect(config.result.config.authorization).toMatchObject({
        force_logins: false,
        trusted_clients: ['127.0.0.1/32', '::1/128'],
      });
      expect((await http(untrusted, 'GET', '/server/info')).status).toBe(401);
      expect((await http(untrusted, 'GET', '/access/info')).body).toMatchObject({
        result: { trusted: false },
      });
      const token = await loginAs(trusted, 'printdeck', 'printdeck');
      expect(
        (await http(trusted, 'GET', '/access/user', undefined, bearer(token))).body,
      ).toMatchObject({ result: { username: 'printdeck' } });
    } finally {
      await trusted.stop();
      await untrusted.stop();
    }
  });
});

describe('users across a restart of the same data folder', () => {
  it('keeps users, a changed password, sessions and the API key', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'printdeck-accounts-'));
    try {
      const first = await startSimulator({ port: 0, dataDir, auth: true });
      const login = (
        await http(first, 'POST', '/access/login', {
          username: 'printdeck',
          password: 'printdeck',
        })
      ).body as { result: { token: string } };
      const headers = bearer(login.result.token);
      await http(first, 'POST', '/access/user', { username: 'carol', password: 'one1' }, headers);
      await http(
        first,
        'POST',
        '/access/user/password',
        { password: 'printdeck', new_password: 'renewed' },
        headers,
      );
      const key = first.app.auth.users.apiKey;
      await first.close();

      const second = await startSimulator({ port: 0, dataDir, auth: true });
      try {
        const users = (await http(second, 'GET', '/access/users/list', undefined, headers))
          .body as {
          result: { users: { username: string }[] };
        };
        expect(users.result.users.map((u) => u.username).sort()).toEqual(['carol', 'printdeck']);
        expect(second.app.auth.users.apiKey).toBe(key);
        expect(
          (
            await http(second, 'POST', '/access/login', {
              username: 'printdeck',
              password: 'renewed',
            })
          ).status,
        ).toBe(200);
        expect(
          (await http(second, 'POST', '/access/login', { username: 'carol', password: 'one1' }))
            .status,
        ).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
