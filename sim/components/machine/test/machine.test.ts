// The machine component: system_info in the recorded shape, and the services the simulator stands
// for — klipper (the Klippy process), moonraker (the server itself), crowsnest (the camera) — going
// through systemd's states with notify_service_state_changed; Moonraker's refusals in its words.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ServiceState, SystemInfo } from '../../../../protocol/machine';
import { DEFAULT_CORS_DOMAINS } from '../../authorization/cors';
import { FIXTURES_DIR } from '../../file_manager/setup';
import { parseOsRelease } from '../system_info';
import { servicesOf } from '../services';
import type { RpcClient } from '../../../test/helpers';
import { http, sleep, simForSuite, type RpcMessage } from '../../../test/helpers';
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

/** A service's states (active/sub) as systemd reports them when it is stopped, then started. */
const STOP_THEN_START = [
  'deactivating/stop-sigterm',
  'inactive/dead',
  'activating/start',
  'active/running',
];

describe('machine component', () => {
  const suite = simForSuite();

  const info = async (): Promise<SystemInfo> =>
    (await suite.rpc.call<{ system_info: SystemInfo }>('machine.system_info')).system_info;

  it('system_info has the recorded shape, this host facts and the three services', async () => {
    const res = await http(suite.sim, 'GET', '/machine/system_info');
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
    const conf = readFileSync(join(suite.sim.dataDir, 'config', 'moonraker.conf'), 'utf8');
    expect(conf).toContain(`[server]\nhost: 127.0.0.1\nport: ${suite.sim.port}\n`);
    expect(conf).toContain('[machine]\nprovider: systemd_dbus\n');
    // The usual list of a Klipper install, never `*` (every origin).
    expect(conf).toContain(
      `cors_domains:\n${DEFAULT_CORS_DOMAINS.map((d) => `    ${d}\n`).join('')}`,
    );
    const cfg = await http(suite.sim, 'GET', '/server/config');
    const orig = (cfg.body as { result: { orig: Record<string, unknown> } }).result.orig;
    for (const section of Object.keys(orig).filter((k) => k !== 'DEFAULT'))
      expect(conf).toContain(`[${section}]`);
    expect(readFileSync(join(suite.sim.dataDir, 'config', 'crowsnest.conf'), 'utf8')).toContain(
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
    const reply = await suite.rpc.request(method, { service });
    expect(reply.error).toEqual({ code: 400, message });
  });

  it('refuses over HTTP too, and needs the service argument', async () => {
    const res = await http(suite.sim, 'POST', '/machine/services/stop', { service: 'moonraker' });
    expect(res.status).toBe(400);
    const missing = await http(suite.sim, 'POST', '/machine/services/restart', {});
    expect(missing.status).toBe(400);
  });

  it('crowsnest: stop and start change its state only', async () => {
    const from = suite.rpc.messages.length;
    expect(await suite.rpc.call('machine.services.stop', { service: 'crowsnest' })).toBe('ok');
    await servicesOf(suite.sim.app).settled();
    expect((await info()).service_state.crowsnest).toEqual({
      active_state: 'inactive',
      sub_state: 'dead',
    });
    expect(suite.sim.klippy.state).toBe('ready');
    await suite.rpc.call('machine.services.stop', { service: 'crowsnest' }); // already stopped: no change
    await suite.rpc.call('machine.services.start', { service: 'crowsnest' });
    await servicesOf(suite.sim.app).settled();
    await sleep(30);
    expect(transitions(suite.rpc, 'crowsnest', from)).toEqual(STOP_THEN_START);
  });

  it('klipper: stop takes Klippy away, start brings it back through startup', async () => {
    const from = suite.rpc.messages.length;
    await suite.rpc.call('machine.services.stop', { service: 'klipper' });
    await servicesOf(suite.sim.app).settled();
    const down = await http(suite.sim, 'GET', '/server/info');
    expect(down.body).toMatchObject({
      result: { klippy_connected: false, klippy_state: 'disconnected' },
    });
    const gcode = await suite.rpc.request('printer.gcode.script', { script: 'G28' });
    expect(gcode.error?.code).toBe(503);
    expect((await info()).service_state.klipper).toEqual({
      active_state: 'inactive',
      sub_state: 'dead',
    });
    await suite.rpc.call('machine.services.start', { service: 'klipper' });
    await suite.sim.klippy.whenReady();
    await sleep(30);
    const names = suite.rpc.messages
      .slice(from)
      .map((m: RpcMessage) => m.method)
      .filter((m) => m === 'notify_klippy_disconnected' || m === 'notify_klippy_ready');
    expect(names).toEqual(['notify_klippy_disconnected', 'notify_klippy_ready']);
    expect(transitions(suite.rpc, 'klipper', from)).toEqual(STOP_THEN_START);
  });

  it('klipper: restart is stop then start, and RESTART still works after it', async () => {
    const from = suite.rpc.messages.length;
    await suite.rpc.call('machine.services.restart', { service: 'klipper' });
    await servicesOf(suite.sim.app).settled();
    await suite.sim.klippy.whenReady();
    expect(transitions(suite.rpc, 'klipper', from)).toEqual(STOP_THEN_START);
    await suite.rpc.call('printer.restart');
    await sleep(20);
    await suite.sim.klippy.whenReady();
    expect(suite.sim.klippy.state).toBe('ready');
  });

  it('moonraker: restart is server.restart; the services keep their states', async () => {
    await suite.rpc.call('machine.services.stop', { service: 'crowsnest' });
    await servicesOf(suite.sim.app).settled();
    expect(await suite.rpc.call('machine.services.restart', { service: 'moonraker' })).toBe('ok');
    await sleep(40);
    await suite.sim.restarted();
    await suite.reconnect();
    const s = await info();
    expect(s.service_state.crowsnest).toEqual({ active_state: 'inactive', sub_state: 'dead' });
    expect(s.service_state.moonraker).toEqual({ active_state: 'active', sub_state: 'running' });
  });
});
