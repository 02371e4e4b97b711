// A test printer for the dashboard cards and the printer screens: a pretend printer
// (printer-scope.tsx) that also runs G-code, answering printer.gcode.script with 'ok' as Klipper
// does, so a card's command can be read back from the socket; it can report a status change.
import type { PrinterStatus } from '../../protocol/objects';
import {
  framesOf,
  notifyFrom,
  openTestPrinter,
  type TestPrinter,
  type TestPrinterOptions,
} from './printer-scope';

export interface CardPrinter extends TestPrinter {
  /** Every G-code script sent so far, in order. */
  scripts(): string[];
  /** The printer's socket frames of these methods, in order. */
  frames(...methods: string[]): { method: string; params: Record<string, unknown> }[];
  /** The printer reports a change of its objects (notify_status_update). */
  report(diff: PrinterStatus): void;
  /** Answers the oldest unanswered call of `method` (one its table leaves waiting). */
  answer(method: string, result: unknown): void;
}

export async function openCardPrinter(opts: TestPrinterOptions = {}): Promise<CardPrinter> {
  const p = await openTestPrinter({
    ...opts,
    setup: (printer) => {
      printer.rpc.set('printer.gcode.script', () => 'ok');
      opts.setup?.(printer);
    },
  });
  const answered = new Set<number>();
  return {
    ...p,
    scripts: () => p.sent('printer.gcode.script').map((params) => String(params.script)),
    frames: (...methods) => framesOf(p.printer, ...methods),
    report: (diff) => notifyFrom(p.printer, 'notify_status_update', [diff, 2]),
    answer: (method, result) => {
      const ws = p.printer.sockets().at(-1)!;
      const frame = ws
        .frames()
        .find((f) => f.method === method && typeof f.id === 'number' && !answered.has(f.id));
      if (!frame || typeof frame.id !== 'number') throw new Error(`No call of ${method} waits`);
      answered.add(frame.id);
      ws.reply(frame.id, result);
    },
  };
}
