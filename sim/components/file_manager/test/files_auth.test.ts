// File transfers under --auth: downloads need a one-shot token or headers; thumbnails need none.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, startTestSim, type TestSim } from '../../../test/helpers';

describe('file transfers with forced logins', () => {
  let sim: TestSim;
  let token: string;
  beforeAll(async () => {
    sim = await startTestSim({ auth: true, user: { username: 'alice', password: 'secret' } });
    const login = await http(sim, 'POST', '/access/login', {
      username: 'alice',
      password: 'secret',
    });
    token = (login.body as { result: { token: string } }).result.token;
  });
  afterAll(() => sim.stop());

  it('downloads with a one-shot token, refuses without', async () => {
    const url = `${sim.url}/server/files/gcodes/small.gcode`;
    expect((await fetch(url)).status).toBe(401);
    const oneshot = await http(sim, 'GET', '/access/oneshot_token', undefined, {
      authorization: `Bearer ${token}`,
    });
    const value = (oneshot.body as { result: string }).result;
    const ok = await fetch(`${url}?token=${value}`);
    expect(ok.status).toBe(200);
    expect((await ok.arrayBuffer()).byteLength).toBe(764331);
    expect((await fetch(`${url}?token=${value}`)).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await fetch(`${sim.url}/server/files/gcodes/.thumbs/small-32x32.png`)).status).toBe(
      200,
    );
  });

  it('refuses uploads and deletes without credentials', async () => {
    const form = new FormData();
    form.append('file', new Blob(['G28\n']), 'x.gcode');
    const up = await fetch(`${sim.url}/server/files/upload`, { method: 'POST', body: form });
    expect(up.status).toBe(401);
    expect((await http(sim, 'DELETE', '/server/files/gcodes/small.gcode')).status).toBe(401);
    expect((await http(sim, 'GET', '/server/files/list')).status).toBe(401);
  });
});
