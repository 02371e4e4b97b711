// One virtual Spoolman per fixed port in a process: the simulators of a farm share it (one inventory,
// as printers sharing a real Spoolman do), it stops when the last of them lets go, and a simulator
// whose Spoolman port is taken by another program gets one on a free port.

import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireSpoolman } from '../server';
import { startTestSim } from '../../test/helpers';

const dirs: string[] = [];
const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'printdeck-spoolman-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A port that was free a moment ago, and a server holding one. */
async function listening(): Promise<Server> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return server;
}
const portOf = (server: Server): number => (server.address() as AddressInfo).port;
const closed = (server: Server): Promise<void> => new Promise((ok) => server.close(() => ok()));

describe('a virtual Spoolman on a fixed port', () => {
  it('is shared while one user holds it, and stops with the last', async () => {
    const probe = await listening();
    const port = portOf(probe);
    await closed(probe);
    const [a, b] = await Promise.all([
      acquireSpoolman('127.0.0.1', port, tempDir()),
      acquireSpoolman('127.0.0.1', port, tempDir()),
    ]);
    expect(a.spoolman).toBe(b.spoolman);
    await a.release();
    await a.release();
    const health = await fetch(`${b.spoolman.url}/api/v1/health`);
    expect(health.status).toBe(200);
    await b.release();
    await expect(fetch(`${b.spoolman.url}/api/v1/health`)).rejects.toThrow();
  });

  it('moves to a free port when another program has it, and moonraker.conf names that one', async () => {
    const other = await listening();
    const sim = await startTestSim({ spoolman: { port: portOf(other) } });
    try {
      const status = await fetch(`${sim.url}/server/spoolman/status`);
      expect(status.status).toBe(200);
      const config = await fetch(`${sim.url}/server/config`);
      const server = (
        (await config.json()) as { result: { config: { spoolman: { server: string } } } }
      ).result.config.spoolman.server;
      expect(server).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(server).not.toBe(`http://127.0.0.1:${portOf(other)}`);
      const health = await fetch(`${server}/api/v1/health`);
      expect(await health.json()).toEqual({ status: 'healthy' });
    } finally {
      await sim.stop();
      await closed(other);
    }
  });
});
