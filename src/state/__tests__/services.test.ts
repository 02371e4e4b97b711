// The services store against a pretend printer: machine.system_info on socket ready (only with the
// machine component), notify_service_state_changed merged, and nothing left after a switch.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isServiceAvailable, useServices } from '../services';
import { closeSession, startSession } from '../session';
import { FakePrinter, installNetwork, settle, uninstallNetwork } from './session-harness';

function systemInfo(available: string[]) {
  return {
    system_info: {
      provider: 'systemd_dbus',
      available_services: available,
      service_state: Object.fromEntries(
        available.map((name) => [name, { active_state: 'active', sub_state: 'running' }]),
      ),
    },
  };
}

describe('services store', () => {
  let A: FakePrinter;
  let B: FakePrinter;
  let calls: number;

  beforeEach(() => {
    calls = 0;
    A = new FakePrinter('a.local:7125', 20);
    B = new FakePrinter('b.local:7125', 30);
    const withMachine = { ...A.serverInfo(), components: ['history', 'machine'] };
    A.http.set('GET /server/info', () => new Response(JSON.stringify({ result: withMachine })));
    A.rpc.set('server.info', () => withMachine);
    A.rpc.set('machine.system_info', () => {
      calls++;
      return systemInfo(['crowsnest', 'klipper', 'moonraker']);
    });
    B.rpc.set('machine.system_info', () => {
      calls++;
      return systemInfo(['klipper']);
    });
    installNetwork(A, B);
  });
  afterEach(() => {
    closeSession();
    uninstallNetwork();
  });

  it('loads the available services and their state when the socket is ready', async () => {
    await startSession('http://a.local:7125');
    await settle(40);
    const state = useServices.getState();
    expect(state.availableServices).toEqual(['crowsnest', 'klipper', 'moonraker']);
    expect(state.serviceState.klipper).toEqual({ active_state: 'active', sub_state: 'running' });
    expect(state.loaded).toBe(true);
    expect(isServiceAvailable('crowsnest')).toBe(true);
    expect(isServiceAvailable('KlipperScreen')).toBe(false);
  });

  it('merges notify_service_state_changed', async () => {
    await startSession('http://a.local:7125');
    await settle(40);
    A.sockets()[0]!.receive({
      jsonrpc: '2.0',
      method: 'notify_service_state_changed',
      params: [{ klipper: { active_state: 'inactive', sub_state: 'dead' } }],
    });
    const state = useServices.getState().serviceState;
    expect(state.klipper).toEqual({ active_state: 'inactive', sub_state: 'dead' });
    expect(state.moonraker).toEqual({ active_state: 'active', sub_state: 'running' });
  });

  it('does not ask a server without the machine component, and forgets the old printer', async () => {
    await startSession('http://a.local:7125');
    await settle(40);
    expect(calls).toBe(1);
    await startSession('http://b.local:7125');
    await settle(40);
    expect(calls).toBe(1);
    expect(useServices.getState()).toMatchObject({ availableServices: [], loaded: false });
  });
});
