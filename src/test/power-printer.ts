// A test printer with Moonraker's power component and these devices (for the power views' tests).
import type { PowerDevice } from '../../protocol/machine';
import type { FakePrinter } from '../state/__tests__/session-harness';
import {
  openTestPrinter,
  serveServerInfo,
  type TestPrinter,
  type TestPrinterOptions,
} from './printer-scope';

/** Opens a printer whose server lists the power component (unless `withPower` is false). */
export function openPowerPrinter(
  devices: PowerDevice[],
  opts: TestPrinterOptions & { withPower?: boolean } = {},
): Promise<TestPrinter> {
  const { withPower = true, setup, ...rest } = opts;
  return openTestPrinter({
    ...rest,
    setup: (printer: FakePrinter) => {
      serveServerInfo(printer, { components: withPower ? ['machine', 'power'] : ['machine'] });
      printer.rpc.set('machine.device_power.devices', () => ({ devices }));
      setup?.(printer);
    },
  });
}
