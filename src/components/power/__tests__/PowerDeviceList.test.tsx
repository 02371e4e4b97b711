import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PowerDevice } from '../../../../protocol/machine';
import type * as powerStore from '../../../state/power';
import { usePower } from '../../../state/power';
import { usePrinter } from '../../../state/printer';
import { DEFAULT_UI_SETTINGS, useSettings } from '../../../state/settings';
import { PowerDeviceList } from '../PowerDeviceList';

const toggle = vi.fn((name: string) => Promise.resolve(void name));
vi.mock('../../../state/power', async (importOriginal) => ({
  ...(await importOriginal<typeof powerStore>()),
  togglePowerDevice: (name: string) => toggle(name),
}));

const device = (name: string, status: PowerDevice['status'], locked = false): PowerDevice => ({
  device: name,
  status,
  locked_while_printing: locked,
  type: 'gpio',
});

function setPrinting(printing: boolean) {
  usePrinter.setState((s) => ({
    status: { ...s.status, print_stats: { state: printing ? 'printing' : 'standby' } },
  }));
}

function confirmChanges(on: boolean) {
  useSettings.setState({
    general: { ...DEFAULT_UI_SETTINGS.general, confirmOnPowerDeviceChange: on },
  });
}

describe('PowerDeviceList', () => {
  beforeEach(() => {
    toggle.mockClear();
    setPrinting(false);
    confirmChanges(false);
    usePower.setState({
      devices: [
        device('printer', 'on'),
        device('caselight', 'off'),
        device('chamber_heater', 'off', true),
        device('relay', 'init'),
        device('plug', 'error'),
      ],
      busy: {},
      loaded: true,
    });
  });

  it('shows one switch per device, checked when on, with its state', () => {
    render(<PowerDeviceList />);
    expect(screen.getAllByRole('switch')).toHaveLength(5);
    expect(screen.getByRole('switch', { name: 'printer' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'caselight' })).not.toBeChecked();
    expect(screen.getByText('Starting…')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('disables devices that start or report an error', () => {
    render(<PowerDeviceList />);
    expect(screen.getByRole('switch', { name: 'relay' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'plug' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'chamber_heater' })).toBeEnabled();
  });

  it('locks a device locked while printing during a print, and says why', () => {
    setPrinting(true);
    render(<PowerDeviceList />);
    expect(screen.getByRole('switch', { name: 'chamber_heater' })).toBeDisabled();
    expect(screen.getByText('Off · Locked while printing')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'caselight' })).toBeEnabled();
  });

  it('disables a device while its request runs', () => {
    usePower.setState({ busy: { caselight: true } });
    render(<PowerDeviceList />);
    expect(screen.getByRole('switch', { name: 'caselight' })).toBeDisabled();
  });

  it('toggles at once when no confirmation is asked', async () => {
    render(<PowerDeviceList />);
    await userEvent.click(screen.getByRole('switch', { name: 'printer' }));
    expect(toggle).toHaveBeenCalledWith('printer');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks first with confirmOnPowerDeviceChange, and does nothing on Cancel', async () => {
    confirmChanges(true);
    render(<PowerDeviceList />);
    await userEvent.click(screen.getByRole('switch', { name: 'printer' }));
    expect(screen.getByRole('dialog', { name: 'Switch printer off?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(toggle).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('switch', { name: 'caselight' }));
    await userEvent.click(screen.getByRole('button', { name: 'Switch on' }));
    expect(toggle).toHaveBeenCalledWith('caselight');
  });

  it('says so when there are no devices', () => {
    usePower.setState({ devices: [] });
    render(<PowerDeviceList />);
    expect(screen.getByText('No power devices')).toBeInTheDocument();
  });
});
