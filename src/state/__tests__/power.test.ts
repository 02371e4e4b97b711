// The power store against a pretend printer: the devices on socket ready (only with the power
// component), notify_power_changed, the toggle's request and answer, a refusal's message, and
// nothing left after a printer switch.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PowerDevice } from '../../../protocol/machine';
import { useMessages } from '../messages';
import { togglePowerDevice, usePower } from '../power';
import { closeSession, startSession } from '../session';
import { FakePrinter, installNetwork, settle, uninstallNetwork } from './session-harness';

const DEVICES: PowerDevice[] = [
  { device: 'printer', status: 'on', locked_while_printing: false, type: 'klipper_device' },
  { device: 'chamber_heater', status: 'off', locked_while_printing: true, type: 'gpio' },
];

describe('power store', () => {
  let A: FakePrinter;
  let B: FakePrinter;
  let calls: number;

  beforeEach(() => {
    calls = 0;
    useMessages.setState({ queue: [] });
    A = new FakePrinter('a.local:7125', 20);
    B = new FakePrinter('b.local:7125', 30);
    const withPower = { ...A.serverInfo(), components: ['machine', 'power'] };
    A.http.set('GET /server/info', () => new Response(JSON.stringify({ result: withPower })));
    A.rpc.set('server.info', () => withPower);
    A.rpc.set('machine.device_power.devices', () => {
      calls++;
      return { devices: DEVICES };
    });
    B.rpc.set('machine.device_power.devices', () => {
      calls++;
      return { devices: [] };
    });
    installNetwork(A, B);
  });
  afterEach(() => {
    closeSession();
    uninstallNetwork();
  });

  const statuses = () => usePower.getState().devices.map((d) => `${d.device}:${d.status}`);

  it('loads the devices when the socket is ready', async () => {
    await startSession('http://a.local:7125');
    await settle(40);
    expect(usePower.getState().loaded).toBe(true);
    expect(statuses()).toEqual(['printer:on', 'chamber_heater:off']);
  });

  it('follows notify_power_changed', async () => {
    await startSession('http://a.local:7125');
    await settle(40);
    A.sockets()[0]!.receive({
      jsonrpc: '2.0',
      method: 'notify_power_changed',
      params: [{ ...DEVICES[0], status: 'off' }],
    });
    expect(statuses()).toEqual(['printer:off', 'chamber_heater:off']);
  });

  it('switches a device that is on off, and takes the answer', async () => {
    A.rpc.set('machine.device_power.off', () => ({ printer: 'off' }));
    await startSession('http://a.local:7125');
    await settle(40);
    const done = togglePowerDevice('printer');
    expect(usePower.getState().busy).toEqual({ printer: true });
    await settle(40);
    await done;
    expect(A.sockets()[0]!.request('machine.device_power.off').params).toEqual({ printer: null });
    expect(statuses()).toEqual(['printer:off', 'chamber_heater:off']);
    expect(usePower.getState().busy).toEqual({});
  });

  it('switches a device that is off on', async () => {
    A.rpc.set('machine.device_power.on', () => ({ chamber_heater: 'on' }));
    await startSession('http://a.local:7125');
    await settle(40);
    const done = togglePowerDevice('chamber_heater');
    await settle(40);
    await done;
    expect(statuses()).toEqual(['printer:on', 'chamber_heater:on']);
  });

  it("shows the server's refusal and keeps the state", async () => {
    await startSession('http://a.local:7125');
    await settle(40);
    const done = togglePowerDevice('chamber_heater');
    await settle(10);
    const socket = A.sockets()[0]!;
    const { id } = socket.request('machine.device_power.on');
    socket.replyError(id, 400, 'Unable to change power for chamber_heater while printing');
    await settle(10);
    await done;
    expect(statuses()).toEqual(['printer:on', 'chamber_heater:off']);
    expect(usePower.getState().busy).toEqual({});
    expect(
      useMessages
        .getState()
        .queue.map((m) => m.text)
        .join(),
    ).toContain('Unable to change power for chamber_heater while printing');
  });

  it('does not ask a server without the power component, and forgets the old printer', async () => {
    await startSession('http://a.local:7125');
    await settle(40);
    expect(calls).toBe(1);
    await startSession('http://b.local:7125');
    await settle(40);
    expect(calls).toBe(1);
    expect(usePower.getState()).toMatchObject({ devices: [], loaded: false });
  });
});
