// The machine component: system_info in the recorded shape, and the services the simulator stands
// for — klipper (the Klippy process), moonraker (the server itself), crowsnest (the camera) — going
// through systemd's states with notify_service_state_changed; Moonraker's refusals in its words.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceState, SystemInfo } from '../../../../protocol/machine';
import { DEFAULT_CORS_DOMAINS } from '../../authorization/cors';
import { FIXTURES_DIR } from '../../file_manager/setup';
import { parseOsRelease } from '../system_info';
import { servicesOf } from '../services';
import {
  RpcClient,
  http,
  sleep,
  startTestSim,
  type RpcMessage,
  type TestSim,
} from '../../../test/helpers';
import { sameShape } from '../../../test/same_shape';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(join(FIXTURES_DIR, 'moonraker', name), 'utf8')) as unknown;

/** The states one service went through, from the notifications received since `from`. */
const transitions = (rpc: RpcClient, name: string, from = 0): string[] =>
  rpc.messages
    .slice(from)
    .filter((m) => m.method === 'notify_service_state_changed')
    .map((m) => (m.params?.[0] as Record<string, ServiceState>)[name])
    .filter((s): s is ServiceState => s !== undefined)
    .map((s) => `${s.active_state}/${s.sub_state}`);

describe('machine component', () => {
  let sim: TestSim;
  let rpc: RpcClient;
  beforeAll(async () => {
    sim = await startTestSim();
    rpc = await RpcClient.connect(sim);
  });
  afterAll(async () => {
    rpc.close();
    await sim.stop();
  });

  const info = async (): Promise<SystemInfo> =>
    (await rpc.call<{ system_info: SystemInfo }>('machine.system_info')).system_info;

  it('system_info has the recorded shape, this host facts and the three services', async () => {
    const res = await http(sim, 'GET', '/machine/system_info');
    // The recording's host had no service provider (service_state {}) and other interfaces.
    const opts = {
      dynamicKeys: ['$.result.system_info.network', '$.result.system_info.service_state'],
    };
    expect(sameShape(fixture('machine_system_info.json'), res.body, opts)).toBeNull();
    const s = await info();
    expect(s.provider).toBe('systemd_dbus');
    expect(s.available_services).toEqual(['crowsnest', 'klipper', 'moonraker']);
    expect(s.service_state.klipper).toEqual({ active_state: 'active', sub_state: 'running' });
    expect(s.instance_ids).toEqual({ moonraker: 'moonraker', klipper: 'klipper' });
    expect(s.cpu_info.cpu_count).toBeGreaterThan(0);
    expect(s.cpu_info.memory_units).toBe('kB');
  });

  it('writes moonraker.conf as server.config reports it, and the camera service config', async () => {
    const conf = readFileSync(join(sim.dataDir, 'config', 'moonraker.conf'), 'utf8');
    expect(conf).toContain(`[server]\nhost: 127.0.0.1\nport: ${sim.port}\n`);
    expect(conf).toContain('[machine]\nprovider: systemd_dbus\n');
    // The usual list of a Klipper install, never `*` (every origin).
    expect(conf).toContain(
      `cors_domains:\n${DEFAULT_CORS_DOMAINS.map((d) => `    ${d}\n`).join('')}`,
    );
    const cfg = await http(sim, 'GET', '/server/config');
    const orig = (cfg.body as { result: { orig: Record<string, unknown> } }).result.orig;
    for (const section of Object.keys(orig).filter((k) => k !== 'DEFAULT'))
      expect(conf).toContain(`[${section}]`);
    expect(readFileSync(join(sim.dataDir, 'config', 'crowsnest.conf'), 'utf8')).toContain(
      '[cam 1]',
    );
  });

  it('reads /etc/os-release lines', () => {
    expect(parseOsRelease('PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\n')).toEqual({
      PRETTY_NAME: 'Debian GNU/Linux 12 (bookworm)',
      ID: 'debian',
    });
  });

  it.each([
    ['machine.services.stop', 'moonraker', "Service action 'stop' not available for moonraker"],
    ['machine.services.start', 'moonraker', "Service action 'start' not available for moonraker"],
    ['machine.services.restart', 'nginx', "Service 'nginx' not allowed"],
    ['machine.services.restart', 'KlipperScreen', "Service 'KlipperScreen' not installed"],
  ])('%s %s is refused: %s', async (method, service, message) => {
    const reply = await rpc.request(method, { service });
    expect(reply.error).toEqual({ code: 400, message });
  });

  it('refuses over HTTP too, and needs the service argument', async () => {
    const res = await http(sim, 'POST', '/machine/services/stop', { service: 'moonraker' });
    expect(res.status).toBe(400);
    const missing = await http(sim, 'POST', '/machine/services/restart', {});
    expect(missing.status).toBe(400);
  });

  it('crowsnest: stop and start change its state only', async () => {
    const from = rpc.messages.length;
    expect(await rpc.call('machine.services.stop', { service: 'crowsnest' })).toBe('ok');
    await servicesOf(sim.app).settled();
    expect((await info()).service_state.crowsnest).toEqual({
      active_state: 'inactive',
      sub_state: 'dead',
    });
    expect(sim.klippy.state).toBe('ready');
    await rpc.call('machine.services.stop', { service: 'crowsnest' }); // already stopped: no change
    await rpc.call('machine.services.start', { service: 'crowsnest' });
    await servicesOf(sim.app).settled();
    await sleep(30);
    expect(transitions(rpc, 'crowsnest', from)).toEqual([
      'deactivating/stop-sigterm',
      'inactive/dead',
      'activating/start',
      'active/running',
    ]);
  });

  it('klipper: stop takes Klippy away, start brings it back through startup', async () => {
    const from = rpc.messages.length;
    await rpc.call('machine.services.stop', { service: 'klipper' });
    await servicesOf(sim.app).settled();
    const down = await http(sim, 'GET', '/server/info');
    expect(down.body).toMatchObject({
      result: { klippy_connected: false, klippy_state: 'disconnected' },
    });
    const gcode = await rpc.request('printer.gcode.script', { script: 'G28' });
    expect(gcode.error?.code).toBe(503);
    expect((await info()).service_state.klipper).toEqual({
      active_state: 'inactive',
      sub_state: 'dead',
    });
    await rpc.call('machine.services.start', { service: 'klipper' });
    await sim.klippy.whenReady();
    await sleep(30);
    const names = rpc.messages
      .slice(from)
      .map((m: RpcMessage) => m.method)
      .filter((m) => m === 'notify_klippy_disconnected' || m === 'notify_klippy_ready');
    expect(names).toEqual(['notify_klippy_disconnected', 'notify_klippy_ready']);
    expect(transitions(rpc, 'klipper', from)).toEqual([
      'deactivating/stop-sigterm',
      'inactive/dead',
      'activating/start',
      'active/running',
    ]);
  });

  it('klipper: restart is stop then start, and RESTART still works after it', async () => {
    const from = rpc.messages.length;
    await rpc.call('machine.services.restart', { service: 'klipper' });
    await servicesOf(sim.app).settled();
    await sim.klippy.whenReady();
    expect(transitions(rpc, 'klipper', from)).toEqual([
      'deactivating/stop-sigterm',
      'inactive/dead',
      'activating/start',
      'active/running',
    ]);
    await rpc.call('printer.restart');
    await sleep(20);
    await sim.klippy.whenReady();
    expect(sim.klippy.state).toBe('ready');
  });

  it('moonraker: restart is server.restart; the services keep their states', async () => {
    await rpc.call('machine.services.stop', { service: 'crowsnest' });
    await servicesOf(sim.app).settled();
    expect(await rpc.call('machine.services.restart', { service: 'moonraker' })).toBe('ok');
    await sleep(40);
    await sim.restarted();
    rpc = await RpcClient.connect(sim);
    const s = await info();
    expect(s.service_state.crowsnest).toEqual({ active_state: 'inactive', sub_state: 'dead' });
    expect(s.service_state.moonraker).toEqual({ active_state: 'active', sub_state: 'running' });
  });
});
