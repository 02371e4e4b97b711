// machine.reboot / machine.shutdown: "ok", then the simulated host goes away — sockets dropped without
// a closing handshake, the port no longer listening, Klipper stopped; a reboot comes back on the same
// port with Moonraker and Klipper started afresh (host state as after a boot), a shutdown stays down.

import { afterEach, describe, expect, it } from 'vitest';
import type { PowerDevice } from '../../../../protocol/machine';
import { RpcClient, http, sleep, startTestSim, type TestSim } from '../../../test/helpers';

const refused = async (sim: TestSim): Promise<boolean> =>
  fetch(`${sim.url}/server/info`).then(
    () => false,
    () => true,
  );

describe('the simulated host', () => {
  let sim: TestSim | null = null;
  afterEach(async () => {
    await sim?.stop();
    sim = null;
  });

  it('reboot: ok, every connection dropped, the port down, then Moonraker and Klipper back', async () => {
    const s = (sim = await startTestSim({ rebootDelayMs: 600, throttleBits: 0x10000 }));
    const rpc = await RpcClient.connect(s);
    const closed = new Promise<number>((done) => rpc.ws.once('close', (code) => done(code)));
    await rpc.call('machine.device_power.off', { caselight: null });
    await http(s, 'POST', '/debug/sim/throttle?bits=5');
    expect(await rpc.call('machine.reboot')).toBe('ok');
    // 1006: the socket went away without a close frame.
    expect(await closed).toBe(1006);
    await sleep(100);
    expect(await refused(s)).toBe(true);
    expect(s.klippy.processRunning).toBe(false);
    await s.hostSettled();
    const info = (await http(s, 'GET', '/server/info')).body as {
      result: { components: string[] };
    };
    expect(info.result.components).toContain('power');
    await s.klippy.whenReady();
    const again = await RpcClient.connect(s);
    try {
      // Host state as after a boot: the throttle word of the start option, services running.
      const stats = await again.call<{ throttled_state: { bits: number } }>('machine.proc_stats');
      expect(stats.throttled_state.bits).toBe(0x10000);
      const sys = await again.call<{ system_info: { service_state: Record<string, unknown> } }>(
        'machine.system_info',
      );
      expect(sys.system_info.service_state.klipper).toEqual({
        active_state: 'active',
        sub_state: 'running',
      });
      await sleep(400);
      const devices = (await again.call<{ devices: PowerDevice[] }>('machine.device_power.devices'))
        .devices;
      expect(devices.find((d) => d.device === 'printer')?.status).toBe('on');
    } finally {
      again.close();
    }
  });

  it('reboot over HTTP answers ok before going down; Klipper starts fresh', async () => {
    const s = (sim = await startTestSim({ rebootDelayMs: 300 }));
    await http(s, 'POST', '/printer/gcode/script', { script: 'G28' });
    expect((await http(s, 'POST', '/machine/reboot')).body).toEqual({ result: 'ok' });
    await s.hostSettled();
    await s.klippy.whenReady();
    const st = (await http(s, 'GET', '/printer/objects/query?toolhead=homed_axes')).body as {
      result: { status: { toolhead: { homed_axes: string } } };
    };
    expect(st.result.status.toolhead.homed_axes).toBe('');
  });

  it('shutdown: ok, then nothing answers and nothing comes back', async () => {
    const s = (sim = await startTestSim({ rebootDelayMs: 200 }));
    const rpc = await RpcClient.connect(s);
    const closed = new Promise<number>((done) => rpc.ws.once('close', (code) => done(code)));
    expect(await rpc.call('machine.shutdown')).toBe('ok');
    expect(await closed).toBe(1006);
    await s.hostSettled();
    await sleep(500);
    expect(await refused(s)).toBe(true);
    expect(s.klippy.processRunning).toBe(false);
  });
});
