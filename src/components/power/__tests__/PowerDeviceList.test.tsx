// The power device list against a test printer: a switch per device with its state, the rules that
// lock one, the request each switch sends (after the question when confirmOnPowerDeviceChange).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PowerDevice } from '../../../../protocol/machine';
import { DEFAULT_UI_SETTINGS, useSettings } from '../../../state/settings';
import { powerStore } from '../../../state/power';
import { openPowerPrinter } from '../../../test/power-printer';
import type { TestPrinter } from '../../../test/printer-scope';
import { PowerDeviceList } from '../PowerDeviceList';

const device = (name: string, status: PowerDevice['status'], locked = false): PowerDevice => ({
  device: name,
  status,
  locked_while_printing: locked,
  type: 'gpio',
});

const DEVICES = [
  device('printer', 'on'),
  device('caselight', 'off'),
  device('chamber_heater', 'off', true),
  device('relay', 'init'),
  device('plug', 'error'),
];

function confirmChanges(on: boolean) {
  useSettings.setState({
    general: { ...DEFAULT_UI_SETTINGS.general, confirmOnPowerDeviceChange: on },
  });
}

describe('PowerDeviceList', () => {
  let p: TestPrinter | undefined;

  /** The list on a printer with DEVICES, printing or not; resolves once the switches show. */
  async function show(opts: { printing?: boolean; devices?: PowerDevice[] } = {}) {
    p = await openPowerPrinter(opts.devices ?? DEVICES, {
      objects: ['print_stats'],
      status: { print_stats: { state: opts.printing ? 'printing' : 'standby' } } as never,
      setup: (printer) => {
        printer.rpc.set('machine.device_power.off', (params) =>
          Object.fromEntries(Object.keys(params ?? {}).map((name) => [name, 'off'])),
        );
        printer.rpc.set('machine.device_power.on', (params) =>
          Object.fromEntries(Object.keys(params ?? {}).map((name) => [name, 'on'])),
        );
      },
    });
    p.render(<PowerDeviceList />);
    if ((opts.devices ?? DEVICES).length > 0)
      await screen.findByRole('switch', { name: 'printer' });
    return p;
  }

  beforeEach(() => confirmChanges(false));
  afterEach(() => {
    p?.close();
    p = undefined;
  });

  it('shows one switch per device, checked when on, with its state', async () => {
    await show();
    expect(screen.getAllByRole('switch')).toHaveLength(5);
    expect(screen.getByRole('switch', { name: 'printer' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'caselight' })).not.toBeChecked();
    expect(screen.getByText('Starting…')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('disables devices that start or report an error', async () => {
    await show();
    expect(screen.getByRole('switch', { name: 'relay' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'plug' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'chamber_heater' })).toBeEnabled();
  });

  it('locks a device locked while printing during a print, and says why', async () => {
    await show({ printing: true });
    await screen.findByText('Off · Locked while printing');
    expect(screen.getByRole('switch', { name: 'chamber_heater' })).toBeDisabled();
    expect(screen.getByText('Off · Locked while printing')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'caselight' })).toBeEnabled();
  });

  it('disables a device while its request runs', async () => {
    const printer = await show();
    // The printer takes its time: no answer to the switch-on yet.
    printer.printer.rpc.delete('machine.device_power.on');
    await userEvent.click(screen.getByRole('switch', { name: 'caselight' }));
    expect(screen.getByRole('switch', { name: 'caselight' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'printer' })).toBeEnabled();
  });

  it('toggles at once when no confirmation is asked', async () => {
    const printer = await show();
    await userEvent.click(screen.getByRole('switch', { name: 'printer' }));
    expect(printer.sent('machine.device_power.off')).toEqual([{ printer: null }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'printer' })).not.toBeChecked());
  });

  it('asks first with confirmOnPowerDeviceChange, and does nothing on Cancel', async () => {
    confirmChanges(true);
    const printer = await show();
    await userEvent.click(screen.getByRole('switch', { name: 'printer' }));
    expect(screen.getByRole('dialog', { name: 'Switch printer off?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(printer.sent('machine.device_power.off')).toEqual([]);
    await userEvent.click(await screen.findByRole('switch', { name: 'caselight' }));
    await userEvent.click(screen.getByRole('button', { name: 'Switch on' }));
    expect(printer.sent('machine.device_power.on')).toEqual([{ caselight: null }]);
    expect(printer.sent('machine.device_power.off')).toEqual([]);
  });

  it('says so when there are no devices', async () => {
    const printer = await show({ devices: [] });
    await waitFor(() => expect(printer.scope.get(powerStore).getState().loaded).toBe(true));
    expect(screen.getByText('No power devices')).toBeInTheDocument();
  });
});
