// Trusted clients: without --auth the simulator trusts what a usual Klipper install trusts (loopback
// and private ranges), so a client from a public address must log in; --trusted replaces that list
// with or without --auth; --auth alone trusts nobody.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Auth } from '../auth';
import { http, startTestSim, type TestSim } from '../../../test/helpers';

const DEFAULT_TRUSTED = [
  '10.0.0.0/8',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.168.0.0/16',
  'fe80::/10',
  '::1/128',
  'fc00::/7',
];

describe('which addresses are trusted', () => {
  const noLogin = new Auth(false);
  const forced = new Auth(true);
  const narrowed = new Auth(false, { trusted: ['10.9.9.0/24'] });
  afterAll(() => {
    for (const a of [noLogin, forced, narrowed]) a.close();
  });

  it('without --auth exactly loopback and the private ranges; with --auth none', () => {
    for (const [ip, trusted] of [
      ['127.0.0.1', true],
      ['127.8.9.10', true],
      ['::1', true],
      ['::ffff:127.0.0.1', true],
      ['10.1.2.3', true],
      ['172.16.0.1', true],
      ['172.31.255.254', true],
      ['192.168.1.5', true],
      ['::ffff:192.168.1.5', true],
      ['169.254.3.4', true],
      ['fe80::1', true],
      ['fd12:3456::1', true],
      ['8.8.8.8', false],
      ['172.32.0.1', false],
      ['192.169.0.1', false],
      ['2001:db8::1', false],
      ['::ffff:8.8.8.8', false],
      ['', false],
    ] as const) {
      expect.soft(noLogin.isTrusted(ip), ip).toBe(trusted);
      expect.soft(forced.isTrusted(ip), ip).toBe(false);
    }
  });

  it('--trusted replaces the default list without --auth too', () => {
    expect(narrowed.isTrusted('10.9.9.4')).toBe(true);
    expect(narrowed.isTrusted('127.0.0.1')).toBe(false);
    expect(narrowed.isTrusted('192.168.1.5')).toBe(false);
  });
});

describe('without --auth: the usual trusted ranges', () => {
  let sim: TestSim;
  beforeAll(async () => {
    sim = await startTestSim();
  });
  afterAll(() => sim.stop());

  it('server.config reports them and a loopback client is the trusted user', async () => {
    const config = (await http(sim, 'GET', '/server/config')).body as {
      result: {
        config: { authorization: { trusted_clients: string[]; force_logins: boolean } };
        orig: { authorization: { trusted_clients: string } };
      };
    };
    expect(config.result.config.authorization).toMatchObject({
      trusted_clients: DEFAULT_TRUSTED,
      force_logins: false,
    });
    expect(config.result.orig.authorization.trusted_clients).toBe(
      DEFAULT_TRUSTED.map((r) => `\n${r}`).join(''),
    );
    expect((await http(sim, 'GET', '/access/user')).body).toMatchObject({
      result: { username: '_TRUSTED_USER_' },
    });
  });
});

describe('without --auth, --trusted that leaves this client out', () => {
  let sim: TestSim;
  beforeAll(async () => {
    sim = await startTestSim({ trusted: ['10.9.9.0/24'] });
  });
  afterAll(() => sim.stop());

  it('a client outside the ranges needs a login, as on a Moonraker with that config', async () => {
    const info = await http(sim, 'GET', '/server/info');
    expect(info.status).toBe(401);
    expect((await http(sim, 'GET', '/access/info')).body).toMatchObject({
      result: { trusted: false, login_required: false },
    });
    const config = (await http(sim, 'GET', '/server/config')).status;
    expect(config).toBe(401);
    const throttle = await http(sim, 'POST', '/debug/sim/throttle?bits=1');
    expect(throttle.status).toBe(401);
  });
});
