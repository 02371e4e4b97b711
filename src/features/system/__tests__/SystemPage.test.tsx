// /system as a user sees it: the overview from system_info and the MCU objects, the services'
// buttons and confirmations, the host controls locked while printing, the logs' downloads.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SystemInfo } from '../../../../protocol/machine';
import type { PrintStatsState } from '../../../../protocol/objects';
import { json } from '../../../state/__tests__/session-harness';
import { notify } from '../../../test/host-printer';
import { openTestPrinter, type TestPrinter } from '../../../test/printer-scope';
import SystemPage from '../SystemPage';

/** What the printer was asked to do, in order (services, host, log downloads). */
const calls: unknown[][] = [];

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

const row = (name: string) => screen.getByRole('listitem', { name });
const noDialog = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

describe('SystemPage', () => {
  let p: TestPrinter;

  async function setup(printState: PrintStatsState = 'standby') {
    calls.length = 0;
    p = await openTestPrinter({
      // The chosen printer: the logs are downloaded from it.
      active: true,
      status: {
        print_stats: { state: printState },
        mcu: {
          mcu_version: 'v0.13.0-1',
          mcu_constants: { MCU: 'stm32f446xx' },
          last_stats: { mcu_task_avg: 0.000178, mcu_task_stddev: 0.000146 },
        },
      },
      setup: (printer) => {
        const server = {
          ...printer.serverInfo(),
          components: ['machine'],
          moonraker_version: 'v0.9.3-1',
        };
        printer.http.set('GET /server/info', () => json({ result: server }));
        printer.rpc.set('server.info', () => server);
        printer.rpc.set('printer.info', () => ({
          state: 'ready',
          state_message: 'ready',
          hostname: 'voron',
          software_version: 'v0.13.0-1',
        }));
        printer.rpc.set('machine.system_info', () => ({ system_info: info }));
        for (const action of ['start', 'restart', 'stop'])
          printer.rpc.set(`machine.services.${action}`, (params) => {
            calls.push([action, params?.service]);
            return 'ok';
          });
        printer.rpc.set('machine.reboot', () => calls.push(['reboot']) && 'ok');
        printer.rpc.set('machine.shutdown', () => calls.push(['shutdown']) && 'ok');
        for (const log of ['klippy.log', 'moonraker.log'])
          printer.http.set(`GET /server/files/logs/${log}`, () => {
            calls.push(['download', 'logs', log]);
            return new Response('log text');
          });
      },
    });
    p.render(<SystemPage />);
    await screen.findByRole('listitem', { name: 'crowsnest' });
  }

  afterEach(() => p.close());

  it('shows the host and each MCU', async () => {
    await setup();
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
    await setup();
    const user = userEvent.setup();
    expect(within(row('crowsnest')).getByRole('button', { name: 'Stop crowsnest' })).toBeDisabled();
    expect(within(row('moonraker')).queryByRole('button', { name: /Stop/ })).toBeNull();
    // Start without a question when not printing.
    await user.click(within(row('crowsnest')).getByRole('button', { name: 'Start crowsnest' }));
    await waitFor(() => expect(calls).toEqual([['start', 'crowsnest']]));
    // Restart asks first; Cancel sends nothing.
    await user.click(within(row('klipper')).getByRole('button', { name: 'Restart klipper' }));
    const dialog = screen.getByRole('dialog', { name: 'Restart klipper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await noDialog();
    expect(calls).toHaveLength(1);
    await user.click(within(row('klipper')).getByRole('button', { name: 'Stop klipper' }));
    await user.click(screen.getByRole('button', { name: 'Stop klipper' }));
    await noDialog();
    await waitFor(() =>
      expect(calls).toEqual([
        ['start', 'crowsnest'],
        ['stop', 'klipper'],
      ]),
    );
    notify(p.printer, 'notify_service_state_changed', [
      { klipper: { active_state: 'inactive', sub_state: 'dead' } },
    ]);
    expect(
      await within(row('klipper')).findByRole('button', { name: 'Start klipper' }),
    ).toBeEnabled();
  });

  it('asks before a start while printing, and locks the host controls', async () => {
    await setup('printing');
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Reboot' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Shut down' })).toBeDisabled();
    await user.click(within(row('crowsnest')).getByRole('button', { name: 'Start crowsnest' }));
    expect(screen.getByRole('dialog', { name: 'Start crowsnest?' })).toBeInTheDocument();
    expect(p.sent('machine.services.start')).toEqual([]);
  });

  it('reboots after the confirmation, and downloads the logs', async () => {
    await setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reboot' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Reboot the host?' })).getByRole('button', {
        name: 'Reboot',
      }),
    );
    await noDialog();
    await user.click(screen.getByRole('button', { name: 'Download klippy.log' }));
    await waitFor(() => expect(calls).toEqual([['reboot'], ['download', 'logs', 'klippy.log']]));
    await user.click(screen.getByRole('button', { name: 'Download moonraker.log' }));
    await waitFor(() =>
      expect(calls).toEqual([
        ['reboot'],
        ['download', 'logs', 'klippy.log'],
        ['download', 'logs', 'moonraker.log'],
      ]),
    );
  });
});
