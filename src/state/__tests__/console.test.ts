// The console store against a test printer: seeded from the G-code store, responses from
// notify_gcode_response (batched), commands sent and kept in the database's history, M112 as an
// emergency stop, help for completion, and nothing of printer A in printer B's console.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openTestPrinter, type TestPrinter } from '../../test/printer-scope';
import { CONSOLE_FLUSH_MS, consoleStore, sendConsoleCommand, setConsoleFilters } from '../console';
import { settle } from './session-harness';

const state = (p: TestPrinter) => p.scope.get(consoleStore).getState();
const messages = (p: TestPrinter) => state(p).lines.map((l) => `${l.kind}:${l.message}`);
const scripts = (p: TestPrinter) => p.sent('printer.gcode.script').map((s) => s.script);

describe('console store', () => {
  let open: TestPrinter | undefined;

  /** Printer A: a G-code store of two lines, a stored history and filter, two commands' help. */
  async function printerA(): Promise<TestPrinter> {
    open = await openTestPrinter({
      db: {
        printdeck: {
          console: {
            commandHistory: ['G28', 'M84'],
            consoleFilters: [{ type: 'contains', value: 'x' }],
          },
        },
      },
      setup: (printer) => {
        printer.rpc.set('server.gcode_store', () => ({
          gcode_store: [
            { message: 'G28', time: 1, type: 'command' },
            { message: '!! Move out of range', time: 2, type: 'response' },
          ],
        }));
        printer.rpc.set('printer.gcode.help', () => ({ g28: 'Home', SET_PIN: 'Set a pin' }));
        printer.rpc.set('printer.gcode.script', () => 'ok');
        printer.rpc.set('printer.emergency_stop', () => 'ok');
      },
    });
    return open;
  }

  afterEach(() => {
    open?.close();
    open = undefined;
  });

  it('is seeded from the G-code store with the stored history, filters and help', async () => {
    const p = await printerA();
    await expect.poll(() => state(p).commands).toEqual(['G28', 'SET_PIN']);
    await expect.poll(() => messages(p)).toEqual(['command:G28', 'error:!! Move out of range']);
    expect(state(p).history).toEqual(['G28', 'M84']);
    expect(state(p).filters).toMatchObject([{ type: 'contains', value: 'x' }]);
  });

  it('a command typed while the G-code store is read stays after the seeded lines', async () => {
    const p = await printerA();
    // The console's first use on this printer is the command: the store is read from then on.
    void sendConsoleCommand(p.scope, 'EXCLUDE_OBJECT NAME=CUBE');
    await expect
      .poll(() => messages(p))
      .toEqual(['command:G28', 'error:!! Move out of range', 'command:EXCLUDE_OBJECT NAME=CUBE']);
  });

  it('shows responses in batches, sends commands and stores the history', async () => {
    const p = await printerA();
    await expect.poll(() => state(p).history).toEqual(['G28', 'M84']);
    vi.useFakeTimers();
    const ws = p.printer.sockets()[0]!;
    ws.receive({ jsonrpc: '2.0', method: 'notify_gcode_response', params: ['// hello'] });
    ws.receive({ jsonrpc: '2.0', method: 'notify_gcode_response', params: ['!! bad'] });
    expect(messages(p)).toHaveLength(2); // not yet: batched
    await vi.advanceTimersByTimeAsync(CONSOLE_FLUSH_MS);
    expect(messages(p).slice(2)).toEqual(['response:// hello', 'error:!! bad']);

    void sendConsoleCommand(p.scope, '  G1 X10  ');
    await settle();
    expect(scripts(p)).toEqual(['G1 X10']);
    expect(messages(p).at(-1)).toBe('command:G1 X10');
    expect(state(p).history).toEqual(['G28', 'M84', 'G1 X10']);
    expect(p.sent('server.database.post_item')).toContainEqual({
      namespace: 'printdeck',
      key: 'console.commandHistory',
      value: ['G28', 'M84', 'G1 X10'],
    });
    expect((p.db.printdeck?.console as { commandHistory: string[] }).commandHistory).toEqual([
      'G28',
      'M84',
      'G1 X10',
    ]);

    void sendConsoleCommand(p.scope, '   ');
    await settle();
    expect(scripts(p)).toHaveLength(1);
  });

  it('a filter set while the stored ones are being read stays, on screen and in the database', async () => {
    const p = await printerA();
    const mine = [
      { id: 'f1', name: 'Acks', enabled: false, type: 'contains' as const, value: 'ok' },
    ];
    // The filters are the console's first use here: the database read starts, then the edit.
    setConsoleFilters(p.scope, mine);
    // The read has answered once the stored history is in.
    await expect.poll(() => state(p).history).toEqual(['G28', 'M84']);
    expect(state(p).filters).toEqual(mine);
    await expect
      .poll(() => (p.db.printdeck?.console as Record<string, unknown>).consoleFilters)
      .toEqual(mine);
  });

  it('m112 is an emergency stop, not a script', async () => {
    const p = await printerA();
    await sendConsoleCommand(p.scope, 'm112');
    expect(p.sent('printer.emergency_stop')).toHaveLength(1);
    expect(scripts(p)).toEqual([]);
  });

  it('keeps nothing of printer A in the console of printer B', async () => {
    const a = await printerA();
    await expect.poll(() => messages(a)).not.toEqual([]);
    a.close();
    open = await openTestPrinter({
      host: 'b.local:7125',
      setup: (printer) =>
        printer.rpc.set('server.gcode_store', () => ({
          gcode_store: [{ message: '// B ready', time: 3, type: 'response' }],
        })),
    });
    const b = open;
    await expect.poll(() => messages(b)).toEqual(['response:// B ready']);
    expect(state(b).history).toEqual([]);
    expect(state(b).filters).toEqual([]);
  });
});
