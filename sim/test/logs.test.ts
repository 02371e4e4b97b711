// klippy.log and moonraker.log: written as the simulator runs (banner, config dump, errors, failed
// commands and requests, service actions) and rotated under their bound.

import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RotatingLog } from '../logs';
import { servicesOf } from '../components/machine/services';
import { RpcClient, http, sleep, startTestSim, type TestSim } from './helpers';

describe('RotatingLog', () => {
  it('rotates past the bound and keeps the number of backups asked for', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'printdeck-log-'));
    try {
      const path = join(dir, 'klippy.log');
      const log = new RotatingLog(path, { maxBytes: 1000, backups: 2 });
      for (let i = 0; i < 200; i++) log.write(`line ${i} ${'x'.repeat(40)}`);
      await log.flush();
      for (const p of [path, `${path}.1`, `${path}.2`]) {
        expect(existsSync(p), p).toBe(true);
        expect(statSync(p).size).toBeLessThanOrEqual(1000);
      }
      expect(existsSync(`${path}.3`)).toBe(false);
      expect(readFileSync(path, 'utf8').trimEnd().split('\n').pop()).toMatch(/^line 199 /);
      await log.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the simulator logs', () => {
  let sim: TestSim;
  let rpc: RpcClient;
  const read = async (name: string): Promise<string> => {
    await sim.app.logs?.flush();
    return readFileSync(join(sim.dataDir, 'logs', name), 'utf8');
  };
  beforeAll(async () => {
    sim = await startTestSim({ logMaxBytes: 64 * 1024 });
    rpc = await RpcClient.connect(sim);
  });
  afterAll(async () => {
    rpc.close();
    await sim.stop();
  });

  it('klippy.log: the banner, the config dump, state changes and failed commands', async () => {
    await rpc.request('printer.gcode.script', { script: 'G1 X-500' });
    const text = await read('klippy.log');
    expect(text).toMatch(/^Starting Klippy\.\.\.\nArgs: \[/);
    expect(text).toContain(`Git version: 'v0.13.0-730-g84104bbbd'`);
    expect(text).toMatch(/Start printer at \w{3} \w{3} [ \d]\d \d\d:\d\d:\d\d \d{4} \(/);
    expect(text).toContain('===== Config file =====\n[mcu]\nserial = /dev/serial/by-id/');
    expect(text).toContain('Klipper state: Ready');
    expect(text).toMatch(/^!! Must home axis first: /m);
  });

  it('klippy.log: a config error and the restart after it', async () => {
    const cfg = join(sim.dataDir, 'config', 'printer.cfg');
    const original = readFileSync(cfg, 'utf8');
    writeFileSync(cfg, original.replace('max_accel: 3000', 'max_accel: 3000\nbogus: 1'));
    await rpc.call('printer.restart');
    for (let i = 0; i < 100 && sim.klippy.state !== 'error'; i++) await sleep(20);
    writeFileSync(cfg, original);
    await rpc.call('printer.restart');
    await sleep(20);
    await sim.klippy.whenReady();
    const text = await read('klippy.log');
    expect(text).toContain('Config error\nTraceback (most recent call last):');
    expect(text).toContain("Option 'bogus' is not valid in section 'printer'");
    expect(text).toContain('Restarting printer');
  });

  it('moonraker.log: start-up, components, connections, failed requests, service actions', async () => {
    await http(sim, 'POST', '/machine/services/stop', { service: 'moonraker' });
    await rpc.request('machine.services.restart', { service: 'nginx' });
    await rpc.call('machine.services.restart', { service: 'crowsnest' });
    await servicesOf(sim.app).settled();
    const text = await read('moonraker.log');
    const stamp = '\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d,\\d{3}';
    expect(text).toMatch(
      new RegExp(`^${stamp} \\[server\\.py:main\\(\\)\\] - Starting Moonraker\\.\\.\\.`),
    );
    expect(text).toContain('Component (machine) loaded');
    expect(text).toMatch(/Starting Moonraker on \(127\.0\.0\.1, \d+\)/);
    expect(text).toContain('Websocket Opened: ID: ');
    expect(text).toMatch(/400 POST \/machine\/services\/stop \(127\.0\.0\.1\) \[\w+\] [\d.]+ms/);
    expect(text).toContain(
      "JSON-RPC Request Error - Requested Method: machine.services.restart, Code: 400, Message: Service 'nginx' not allowed",
    );
    expect(text).toContain("Service 'crowsnest': deactivating (stop-sigterm)");
    expect(text).toContain("Service 'crowsnest': active (running)");
  });

  it('stays under its bound on a long run (rotation of the live simulator logs)', async () => {
    const script = Array.from({ length: 40 }, () => `G1 X-9999`).join('\n');
    for (let i = 0; i < 60; i++) await rpc.request('printer.gcode.script', { script });
    for (let i = 0; i < 30; i++) sim.app.logs?.klippy('x'.repeat(4000));
    await sim.app.logs?.flush();
    const base = join(sim.dataDir, 'logs', 'klippy.log');
    expect(existsSync(`${base}.1`)).toBe(true);
    expect(statSync(base).size).toBeLessThanOrEqual(64 * 1024);
    expect(statSync(`${base}.1`).size).toBeLessThanOrEqual(64 * 1024);
    expect(existsSync(`${base}.2`)).toBe(false);
  });
});
