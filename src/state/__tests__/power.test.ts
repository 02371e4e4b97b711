// The power store against a pretend printer: the devices on socket ready (only with the power
// component), notify_power_changed, the toggle's request and answer, a refusal's message, and
// nothing of one printer in the next printer's scope.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PowerDevice } from '../../../protocol/machine';
import { openTestPrinter, type TestPrinter } from '../../test/printer-scope';
import { useMessages } from '../messages';
import { powerStore, togglePowerDevice } from '../power';
import type { FakePrinter } from './session-harness';
import { RpcError, json } from './session-harness';

const DEVICES: PowerDevice[] = [
  { device: 'printer', status: 'on', locked_while_printing: false, type: 'klipper_device' },
  { device: 'chamber_heater', status: 'off', locked_while_printing: true, type: 'gpio' },
];

describe('power store', () => {
  let calls: number;
  let open: TestPrinter | undefined;

  beforeEach(() => {
    calls = 0;
    useMessages.setState({ queue: [] });
  });
  afterEach(() => {
    open?.close();
    open = undefined;
  });

  /** Printer A: the power component, two devices; `more` adds answers. */
  async function printerA(more?: (printer: FakePrinter) => void): Promise<TestPrinter> {
    open = await openTestPrinter({
      active: true,
      setup: (printer) => {
        const withPower = { ...printer.serverInfo(), components: ['machine', 'power'] };
        printer.http.set('GET /server/info', () => json({ result: withPower }));
        printer.rpc.set('server.info', () => withPower);
        printer.rpc.set('machine.device_power.devices', () => {
          calls++;
          return { devices: DEVICES };
        });
        more?.(printer);
      },
    });
    // The store is made with the first view that shows devices, after the socket opened.
    open.scope.get(powerStore);
    return open;
  }

  const statuses = (p: TestPrinter) =>
    p.scope
      .get(powerStore)
      .getState()
      .devices.map((d) => `${d.device}:${d.status}`);

  it('loads the devices when the socket is ready', async () => {
    const p = await printerA();
    await expect.poll(() => p.scope.get(powerStore).getState().loaded).toBe(true);
    expect(statuses(p)).toEqual(['printer:on', 'chamber_heater:off']);
  });

  it('follows notify_power_changed', async () => {
    const p = await printerA();
    await expect.poll(() => statuses(p)).toEqual(['printer:on', 'chamber_heater:off']);
    p.printer.sockets()[0]!.receive({
      jsonrpc: '2.0',
      method: 'notify_power_changed',
      params: [{ ...DEVICES[0], status: 'off' }],
    });
    expect(statuses(p)).toEqual(['printer:off', 'chamber_heater:off']);
  });

  it('switches a device that is on off, and takes the answer', async () => {
    const p = await printerA((printer) =>
      printer.rpc.set('machine.device_power.off', () => ({ printer: 'off' })),
    );
    await expect.poll(() => statuses(p)).toEqual(['printer:on', 'chamber_heater:off']);
    const done = togglePowerDevice(p.scope, 'printer');
    expect(p.scope.get(powerStore).getState().busy).toEqual({ printer: true });
    await done;
    expect(p.sent('machine.device_power.off')).toEqual([{ printer: null }]);
    expect(statuses(p)).toEqual(['printer:off', 'chamber_heater:off']);
    expect(p.scope.get(powerStore).getState().busy).toEqual({});
  });

  it('switches a device that is off on', async () => {
    const p = await printerA((printer) =>
      printer.rpc.set('machine.device_power.on', () => ({ chamber_heater: 'on' })),
    );
    await expect.poll(() => statuses(p)).toEqual(['printer:on', 'chamber_heater:off']);
    await togglePowerDevice(p.scope, 'chamber_heater');
    expect(statuses(p)).toEqual(['printer:on', 'chamber_heater:on']);
  });

  it("shows the server's refusal and keeps the state", async () => {
    const p = await printerA((printer) =>
      printer.rpc.set('machine.device_power.on', () => {
        throw new RpcError(400, 'Unable to change power for chamber_heater while printing');
      }),
    );
    await expect.poll(() => statuses(p)).toEqual(['printer:on', 'chamber_heater:off']);
    await togglePowerDevice(p.scope, 'chamber_heater');
    expect(statuses(p)).toEqual(['printer:on', 'chamber_heater:off']);
    expect(p.scope.get(powerStore).getState().busy).toEqual({});
    expect(
      useMessages
        .getState()
        .queue.map((m) => m.text)
        .join(),
    ).toContain('Unable to change power for chamber_heater while printing');
  });

  it('does not ask a server without the power component, and forgets the old printer', async () => {
    const a = await printerA();
    await expect.poll(() => a.scope.get(powerStore).getState().loaded).toBe(true);
    expect(calls).toBe(1);
    a.close();
    open = await openTestPrinter({
      host: 'b.local:7125',
      active: true,
      setup: (printer) =>
        printer.rpc.set('machine.device_power.devices', () => {
          calls++;
          return { devices: [] };
        }),
    });
    const store = open.scope.get(powerStore);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(1);
    expect(store.getState()).toMatchObject({ devices: [], loaded: false });
  });
});
