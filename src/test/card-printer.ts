// A test printer for the dashboard cards and the printer screens: a pretend printer
// (printer-scope.tsx) that also runs G-code, answering printer.gcode.script with 'ok' as Klipper
// does, so a card's command can be read back from the socket.
import { openTestPrinter, type TestPrinter, type TestPrinterOptions } from './printer-scope';

export interface CardPrinter extends TestPrinter {
  /** Every G-code script sent so far, in order. */
  scripts(): string[];
}

export async function openCardPrinter(opts: TestPrinterOptions = {}): Promise<CardPrinter> {
  const p = await openTestPrinter({
    ...opts,
    setup: (printer) => {
      printer.rpc.set('printer.gcode.script', () => 'ok');
      opts.setup?.(printer);
    },
  });
  return {
    ...p,
    scripts: () => p.sent('printer.gcode.script').map((params) => String(params.script)),
  };
}
