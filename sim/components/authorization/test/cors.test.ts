// Which web pages may use the virtual printer: an Origin is served when it matches a cors_domains
// pattern, is a trusted client's own IP, or is the page's own origin; any other Origin is refused
// with 403 before the endpoint runs (HTTP, file transfers, preflights, the websocket handshake).

import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, startTestSim, type TestSim } from '../../../test/helpers';
import { openSocket, send } from '../../../test/raw_request';

/** The display message Klipper shows (set by M117), to see whether a refused command ran. */
async function displayMessage(sim: TestSim): Promise<unknown> {
  const q = await http(sim, 'GET', '/printer/objects/query?display_status=message');
  return (q.body as { result: { status: { display_status: { message: unknown } } } }).result.status
    .display_status.message;
}

const ALLOWED = [
  'http://printer.lan',
  'https://voron.local',
  'http://localhost',
  'http://localhost:5173',
  'https://my.mainsail.xyz',
  'http://app.fluidd.xyz',
  // Trusted clients' own addresses (loopback and private ranges without --auth).
  'http://192.168.1.20:8080',
  'http://127.0.0.1:9999',
  'https://10.0.0.7',
];

const REFUSED = [
  'http://evil.example',
  'null',
  // A pattern matches the whole origin, not a part of it.
  'http://printer.lan.evil.example',
  'https://my.mainsail.xyz.evil.io',
  'http://localhost.evil.io',
  // Dots are literal.
  'http://printerxlan',
  'http://app-fluidd.xyz',
  // A public address is no trusted client.
  'http://8.8.8.8',
  'http://172.32.0.1',
];

describe('cross-origin requests without --auth', () => {
  let sim: TestSim;
  beforeAll(async () => {
    sim = await startTestSim();
  });
  afterAll(() => sim.stop());

  it.each(ALLOWED)('serves %s and names it in Access-Control-Allow-Origin', async (origin) => {
    const r = await send(sim, 'GET', '/server/info', { Origin: origin });
    expect(r.status).toBe(200);
    expect(r.headers['access-control-allow-origin']).toBe(origin);
    expect(r.headers['access-control-allow-credentials']).toBeUndefined();
    expect(r.headers.vary).toMatch(/Origin/);
  });

  it.each(REFUSED)('refuses %s with 403 and no CORS header', async (origin) => {
    const r = await send(sim, 'GET', '/server/info', { Origin: origin });
    expect(r.status).toBe(403);
    expect(r.json).toMatchObject({ error: { code: 403 } });
    expect(r.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('a hostile page cannot run G-code with a simple form POST', async () => {
    const before = await displayMessage(sim);
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data']) {
      const r = await send(
        sim,
        'POST',
        '/printer/gcode/script?script=M117%20from-evil',
        { Origin: 'http://evil.example', 'Content-Type': type },
        'script=M117 from-evil',
      );
      expect(r.status).toBe(403);
    }
    // Nor over JSON-RPC.
    const rpc = await send(
      sim,
      'POST',
      '/server/jsonrpc',
      { Origin: 'http://evil.example', 'Content-Type': 'application/json' },
      JSON.stringify({
        jsonrpc: '2.0',
        method: 'printer.gcode.script',
        params: { script: 'M117 from-evil' },
        id: 1,
      }),
    );
    expect(rpc.status).toBe(403);
    expect(await displayMessage(sim)).toBe(before);
    // The same request from an allowed page runs.
    const ok = await send(sim, 'POST', '/printer/gcode/script?script=M117%20from-lan', {
      Origin: 'http://printer.lan',
    });
    expect(ok.status).toBe(200);
    expect(await displayMessage(sim)).toBe('from-lan');
  });

  it('file transfers from a refused origin are refused before they run', async () => {
    const target = join(sim.dataDir, 'gcodes', 'keep.gcode');
    writeFileSync(target, 'G28\n');
    const del = await send(sim, 'DELETE', '/server/files/gcodes/keep.gcode', {
      Origin: 'http://evil.example',
    });
    expect(del.status).toBe(403);
    expect(existsSync(target)).toBe(true);
    const boundary = 'XB';
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="evil.gcode"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\nG28\r\n--${boundary}--\r\n`;
    const up = await send(
      sim,
      'POST',
      '/server/files/upload',
      {
        Origin: 'http://evil.example',
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
      },
      body,
    );
    expect(up.status).toBe(403);
    expect(existsSync(join(sim.dataDir, 'gcodes', 'evil.gcode'))).toBe(false);
  });

  it('the page’s own origin works without a CORS header; no Origin works as before', async () => {
    const same = await send(sim, 'GET', '/server/info', {
      Host: 'printer.example:7125',
      Origin: 'http://printer.example:7125',
    });
    expect(same.status).toBe(200);
    expect(same.headers['access-control-allow-origin']).toBeUndefined();
    const other = await send(sim, 'GET', '/server/info', {
      Host: 'printer.example:7125',
      Origin: 'http://printer.example:7126',
    });
    expect(other.status).toBe(403);
    const none = await send(sim, 'GET', '/server/info');
    expect(none.status).toBe(200);
    expect(none.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('preflight: allowed origins get the CORS answer, others none', async () => {
    const ok = await send(sim, 'OPTIONS', '/printer/gcode/script', {
      Origin: 'http://printer.lan',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Private-Network': 'true',
    });
    expect(ok.status).toBe(204);
    expect(ok.headers).toMatchObject({
      'access-control-allow-origin': 'http://printer.lan',
      'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
      'access-control-allow-private-network': 'true',
    });
    expect(ok.headers['access-control-allow-headers']).toMatch(/Authorization/);
    expect(ok.headers['access-control-allow-credentials']).toBeUndefined();
    const evil = await send(sim, 'OPTIONS', '/printer/gcode/script', {
      Origin: 'http://evil.example',
      'Access-Control-Request-Method': 'POST',
    });
    expect(evil.status).toBe(403);
    for (const h of Object.keys(evil.headers)) expect(h).not.toMatch(/^access-control-/);
    // Without an Origin there is nothing to allow: Moonraker's handlers answer 405.
    const bare = await send(sim, 'OPTIONS', '/printer/gcode/script');
    expect(bare.status).toBe(405);
    expect(bare.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('websocket: a refused origin gets 403 on the upgrade; allowed, same and no origin open', async () => {
    const evil = await openSocket(sim, { Origin: 'http://evil.example' });
    expect(evil.status).toBe(403);
    expect(evil.body).toBe('Cross origin websockets not allowed');
    const cases: Record<string, string>[] = [
      { Origin: 'http://printer.lan' },
      { Origin: 'http://192.168.1.20' },
      { Host: 'printer.example:7125', Origin: 'http://printer.example:7125' },
      {},
    ];
    for (const headers of cases) {
      const open = await openSocket(sim, headers);
      expect(open.status).toBe(101);
      open.ws?.close();
    }
    expect((await http(sim, 'GET', '/server/info')).status).toBe(200);
  });
});

describe('cross-origin requests with --auth (no trusted clients)', () => {
  let sim: TestSim;
  beforeAll(async () => {
    sim = await startTestSim({ auth: true });
  });
  afterAll(() => sim.stop());

  it('an IP origin is no longer a trusted client’s; the page’s own origin still works', async () => {
    const other = await send(sim, 'GET', '/access/info', { Origin: 'http://127.0.0.1:1' });
    expect(other.status).toBe(403);
    const same = await send(sim, 'GET', '/access/info', { Origin: sim.url });
    expect(same.status).toBe(200);
    const lan = await send(sim, 'GET', '/access/info', { Origin: 'http://printer.lan' });
    expect(lan.status).toBe(200);
    expect(lan.headers['access-control-allow-origin']).toBe('http://printer.lan');
    expect((await openSocket(sim, { Origin: 'http://127.0.0.1:1' })).status).toBe(403);
    const own = await openSocket(sim, { Origin: sim.url });
    expect(own.status).toBe(101);
    own.ws?.close();
  });
});
