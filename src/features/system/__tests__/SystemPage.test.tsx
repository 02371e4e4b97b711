// /system as a user sees it: the overview from system_info and the MCU objects, the services'
// buttons and confirmations, the host controls locked while printing, the logs' downloads.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SystemInfo } from '../../../../protocol/machine';
import type { PrintStatsState } from '../../../../protocol/objects';
import { seedStatus } from '../../../state/printer';
import { resetPrinterStores } from '../../../state/printer-scoped';
import { useServer } from '../../../state/server';
import { applyServiceStates, useServices } from '../../../state/services';
import SystemPage from '../SystemPage';

const calls: unknown[][] = [];
const api = {
  machine: {
    startService: (name: string) => Promise.resolve(calls.push(['start', name]) && 'ok'),
    restartService: (name: string) => Promise.resolve(calls.push(['restart', name]) && 'ok'),
    stopService: (name: string) => Promise.resolve(calls.push(['stop', name]) && 'ok'),
    reboot: () => Promise.resolve(calls.push(['reboot']) && 'ok'),
    shutdown: () => Promise.resolve(calls.push(['shutdown']) && 'ok'),
  },
};

vi.mock('../../../state/session', () => ({
  attempt: (work: (a: unknown) => Promise<unknown>) => work(api),
  getApi: () => null,
  onServerNotification: () => () => undefined,
  onSocketReady: () => () => undefined,
  onKlippyReady: () => () => undefined,
}));
vi.mock('../../../state/file-transfers', () => ({
  downloadItem: (root: string, path: string) => {
    calls.push(['download', root, path]);
    return Promise.resolve();
  },
}));

const info = {
  cpu_info: {
    cpu_count: 4,
    bits: '64bit',
    processor: 'aarch64',
    cpu_desc: 'Cortex-A72',
    serial_number: '',
    hardware_desc: 'BCM2835',
    model: 'Raspberry Pi 4 Model B Rev 1.4',
    total_memory: 3_906_992,
    memory_units: 'kB',
  },
  distribution: { name: 'Debian GNU/Linux 12 (bookworm)', codename: 'bookworm', like: '' },
  available_services: ['klipper', 'moonraker', 'crowsnest'],
  service_state: {
    klipper: { active_state: 'active', sub_state: 'running' },
    moonraker: { active_state: 'active', sub_state: 'running' },
    crowsnest: { active_state: 'inactive', sub_state: 'dead' },
  },
} as unknown as SystemInfo;

function setup(printState: PrintStatsState = 'standby') {
  useServices.setState({
    systemInfo: info,
    loaded: true,
    availableServices: info.available_services,
    serviceState: { ...info.service_state },
  });
  useServer.setState({
    info: { moonraker_version: 'v0.9.3-1' } as never,
    printerInfo: { hostname: 'voron', software_version: 'v0.13.0-1' } as never,
  });
  seedStatus({
    print_stats: { state: printState },
    mcu: {
      mcu_version: 'v0.13.0-1',
      mcu_constants: { MCU: 'stm32f446xx' },
      last_stats: { mcu_task_avg: 0.000178, mcu_task_stddev: 0.000146 },
    },
  });
  render(<SystemPage />);
}

const row = (name: string) => screen.getByRole('listitem', { name });
const noDialog = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

describe('SystemPage', () => {
  beforeEach(() => {
    calls.length = 0;
    resetPrinterStores();
  });

  it('shows the host and each MCU', () => {
    setup();
    const overview = screen.getByRole('region', { name: 'System overview' });
    for (const text of [
      'voron',
      'Raspberry Pi 4 Model B Rev 1.4',
      'Cortex-A72',
      '3.6 GB',
      'v0.9.3-1',
    ])
      expect(within(overview).getByText(text)).toBeInTheDocument();
    const mcu = within(overview).getByRole('row', { name: /mcu/ });
    expect(mcu).toHaveTextContent('stm32f446xx');
    expect(mcu).toHaveTextContent('24.6 %');
  });

  it('offers Start for an inactive service, Restart otherwise, and no Stop for Moonraker', async () => {
    setup();
    const user = userEvent.setup();
    expect(within(row('crowsnest')).getByRole('button', { name: 'Stop crowsnest' })).toBeDisabled();
    expect(within(row('moonraker')).queryByRole('button', { name: /Stop/ })).toBeNull();
    // Start without a question when not printing.
    await user.click(within(row('crowsnest')).getByRole('button', { name: 'Start crowsnest' }));
    expect(calls).toEqual([['start', 'crowsnest']]);
    // Restart asks first; Cancel sends nothing.
    await user.click(within(row('klipper')).getByRole('button', { name: 'Restart klipper' }));
    const dialog = screen.getByRole('dialog', { name: 'Restart klipper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await noDialog();
    expect(calls).toHaveLength(1);
    await user.click(within(row('klipper')).getByRole('button', { name: 'Stop klipper' }));
    await user.click(screen.getByRole('button', { name: 'Stop klipper' }));
    await noDialog();
    expect(calls).toEqual([
      ['start', 'crowsnest'],
      ['stop', 'klipper'],
    ]);
    act(() => applyServiceStates({ klipper: { active_state: 'inactive', sub_state: 'dead' } }));
    expect(within(row('klipper')).getByRole('button', { name: 'Start klipper' })).toBeEnabled();
  });

  it('asks before a start while printing, and locks the host controls', async () => {
    setup('printing');
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Reboot' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Shut down' })).toBeDisabled();
    await user.click(within(row('crowsnest')).getByRole('button', { name: 'Start crowsnest' }));
    expect(screen.getByRole('dialog', { name: 'Start crowsnest?' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('reboots after the confirmation, and downloads the logs', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reboot' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Reboot the host?' })).getByRole('button', {
        name: 'Reboot',
      }),
    );
    await noDialog();
    await user.click(screen.getByRole('button', { name: 'Download klippy.log' }));
    await user.click(screen.getByRole('button', { name: 'Download moonraker.log' }));
    expect(calls).toEqual([
      ['reboot'],
      ['download', 'logs', 'klippy.log'],
      ['download', 'logs', 'moonraker.log'],
    ]);
  });
});
