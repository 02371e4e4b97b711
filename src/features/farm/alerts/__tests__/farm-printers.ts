// Two pretend printers for the alert tests: Alpha (the chosen one, its full scope open) and
// Bravo, each answering its print's state and Klipper's from a status the test changes with
// report(). The browser's printers list names both.
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { PrinterStatus, PrintStatsState } from '../../../../../protocol/objects';
import type { AppNotification } from '../../../../lib/notifications';
import { useInstances } from '../../../../state/instances';
import { notificationsStore } from '../../../../state/notifications';
import { setActiveScope } from '../../../../state/scope/active';
import { closeFleet } from '../../../../state/scope/fleet';
import { PrinterScope } from '../../../../state/scope/printer-scope';
import {
  FakePrinter,
  installNetwork,
  uninstallNetwork,
} from '../../../../state/__tests__/session-harness';
import { framesOf, notifyFrom } from '../../../../test/printer-scope';
import { useFarmAttention } from '../attention';

export interface FarmPrinter {
  printer: FakePrinter;
  apiUrl: string;
  /** The printer reports a change of its objects (notify_status_update). */
  report(diff: PrinterStatus): void;
}

function farmPrinter(host: string, printState: PrintStatsState): FarmPrinter {
  const printer = new FakePrinter(host, 20);
  const status: PrinterStatus = {
    print_stats: { state: printState, filename: 'cube.gcode', message: '' },
    webhooks: { state: 'ready', state_message: 'Printer is ready' },
  };
  printer.rpc.set('printer.objects.list', () => ({
    objects: ['print_stats', 'webhooks', 'extruder'],
  }));
  printer.rpc.set('printer.objects.subscribe', (params) => {
    const asked = Object.keys((params?.objects ?? {}) as object);
    return {
      eventtime: 1,
      status: Object.fromEntries(
        Object.entries(status).filter(([name]) => asked.includes(name)),
      ) as PrinterStatus,
    };
  });
  return {
    printer,
    apiUrl: `http://${host}`,
    report: (diff) => act(() => notifyFrom(printer, 'notify_status_update', [diff, 2])),
  };
}

export interface Farm {
  alpha: FarmPrinter;
  bravo: FarmPrinter;
  /** Alpha's scope: the chosen printer's, whose notification menu the bell shows. */
  chosen: PrinterScope;
  /** The notification menu's entries (the chosen printer's). */
  entries(): AppNotification[];
  close(): void;
}

/**
 * Alpha and Bravo on the pretend network, Bravo in print state `bravoState` (Alpha in
 * `alphaState`), the list naming `listed` of them, Alpha chosen and connected. Runs on the real
 * clock.
 */
export async function openFarm(
  bravoState: PrintStatsState,
  {
    listed = 'both',
    alphaState = 'standby',
  }: { listed?: 'both' | 'alpha'; alphaState?: PrintStatsState } = {},
): Promise<Farm> {
  const alpha = farmPrinter('alpha.local:7125', alphaState);
  const bravo = farmPrinter('bravo.local:7125', bravoState);
  installNetwork(alpha.printer, bravo.printer);
  vi.useRealTimers();
  const printers = useInstances.getState();
  printers.add(alpha.apiUrl, 'Alpha');
  if (listed === 'both') printers.add(bravo.apiUrl, 'Bravo');
  printers.activate(alpha.apiUrl);
  const chosen = new PrinterScope({ apiUrl: alpha.apiUrl });
  setActiveScope(chosen);
  await chosen.session.connect();
  // Alpha's full scope has subscribed its objects and read the answer.
  await vi.waitFor(() => {
    if (!framesOf(alpha.printer, 'printer.objects.subscribe').length) throw new Error('not yet');
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  return {
    alpha,
    bravo,
    chosen,
    entries: () => chosen.get(notificationsStore).getState().items,
    close: () => {
      setActiveScope(null);
      closeFleet();
      uninstallNetwork();
      localStorage.clear();
      useInstances.getState().reload();
      useFarmAttention.setState({ printers: [] });
    },
  };
}
