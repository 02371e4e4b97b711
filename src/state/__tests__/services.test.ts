// The services store against pretend printers: machine.system_info at each connect (only with the
// machine component), notify_service_state_changed merged, and each printer's services its own.
import { afterEach, describe, expect, it } from 'vitest';
import { withComponents, notify } from '../../test/host-printer';
import { openTestPrinter, type TestPrinter } from '../../test/printer-scope';
import { isServiceAvailable, servicesStore } from '../services';

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

/** A printer answering system_info with `available`; `machine`: whether it has the component. */
function open(host: string, available: string[], machine: boolean) {
  return openTestPrinter({
    host,
    setup: (printer) => {
      if (machine) withComponents(printer, ['machine']);
      printer.rpc.set('machine.system_info', () => systemInfo(available));
    },
  });
}

describe('services store', () => {
  const opened: TestPrinter[] = [];
  afterEach(() => {
    for (const p of opened.splice(0)) p.close();
  });
  const start = async (host: string, available: string[], machine: boolean) => {
    const p = await open(host, available, machine);
    opened.push(p);
    // The store is made on first use (the /system page), after the socket opened.
    p.scope.get(servicesStore);
    if (machine) await expect.poll(() => p.scope.get(servicesStore).getState().loaded).toBe(true);
    return p;
  };

  it('loads the available services and their state when the socket is ready', async () => {
    const p = await start('a.local:7125', ['crowsnest', 'klipper', 'moonraker'], true);
    const state = p.scope.get(servicesStore).getState();
    expect(state.availableServices).toEqual(['crowsnest', 'klipper', 'moonraker']);
    expect(state.serviceState.klipper).toEqual({ active_state: 'active', sub_state: 'running' });
    expect(isServiceAvailable(p.scope, 'crowsnest')).toBe(true);
    expect(isServiceAvailable(p.scope, 'KlipperScreen')).toBe(false);
  });

  it('merges notify_service_state_changed', async () => {
    const p = await start('a.local:7125', ['crowsnest', 'klipper', 'moonraker'], true);
    notify(p.printer, 'notify_service_state_changed', [
      { klipper: { active_state: 'inactive', sub_state: 'dead' } },
    ]);
    const state = p.scope.get(servicesStore).getState().serviceState;
    expect(state.klipper).toEqual({ active_state: 'inactive', sub_state: 'dead' });
    expect(state.moonraker).toEqual({ active_state: 'active', sub_state: 'running' });
  });

  it('does not ask a server without the machine component; each printer keeps its own', async () => {
    const a = await start('a.local:7125', ['crowsnest', 'klipper', 'moonraker'], true);
    const b = await start('b.local:7125', ['klipper'], false);
    expect(b.sent('machine.system_info')).toEqual([]);
    expect(b.scope.get(servicesStore).getState()).toMatchObject({
      availableServices: [],
      loaded: false,
    });
    expect(a.scope.get(servicesStore).getState().availableServices).toHaveLength(3);
    // A notification of one printer changes only that printer's services.
    notify(b.printer, 'notify_service_state_changed', [
      { crowsnest: { active_state: 'failed', sub_state: 'failed' } },
    ]);
    expect(a.scope.get(servicesStore).getState().serviceState.crowsnest?.active_state).toBe(
      'active',
    );
  });
});
