// The console store against a pretend printer: seeded from the G-code store, responses from
// notify_gcode_response (batched), commands sent and kept in the database's history, M112 as an
// emergency stop, help for completion, and nothing of printer A left after switching to B.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_FLUSH_MS, sendConsoleCommand, useConsole } from '../console';
import { closeSession, startSession } from '../session';
import { FakePrinter, installNetwork, settle, uninstallNetwork } from './session-harness';

const messages = () => useConsole.getState().lines.map((l) => `${l.kind}:${l.message}`);

describe('console store', () => {
  let A: FakePrinter;
  let B: FakePrinter;
  let posted: { key: unknown; value: unknown }[];
  let scripts: string[];
  let estops: number;

  beforeEach(() => {
    A = new FakePrinter('a.local:7125', 20);
    B = new FakePrinter('b.local:7125', 30);
    posted = [];
    scripts = [];
    estops = 0;
    A.rpc.set('server.gcode_store', () => ({
      gcode_store: [
        { message: 'G28', time: 1, type: 'command' },
        { message: '!! Move out of range', time: 2, type: 'response' },
      ],
    }));
    A.rpc.set('server.database.get_item', (params) => ({
      namespace: 'printdeck',
      key: params?.key,
      value:
        params?.key === 'console'
          ? {
              commandHistory: ['G28', 'M84'],
              consoleFilters: [{ type: 'contains', value: 'x' }],
            }
          : {},
    }));
    A.rpc.set('server.database.post_item', (params) => {
      posted.push({ key: params?.key, value: params?.value });
      return { namespace: 'printdeck', key: params?.key, value: params?.value };
    });
    A.rpc.set('printer.gcode.help', () => ({ g28: 'Home', SET_PIN: 'Set a pin' }));
    A.rpc.set('printer.gcode.script', (params) => {
      scripts.push(String(params?.script));
      return 'ok';
    });
    A.rpc.set('printer.emergency_stop', () => {
      estops += 1;
      return 'ok';
    });
    B.rpc.set('server.gcode_store', () => ({ gcode_store: [] }));
    installNetwork(A, B);
  });
  afterEach(() => {
    closeSession();
    uninstallNetwork();
  });

  it('is seeded from the G-code store with the stored history, filters and help', async () => {
    await startSession('http://a.local:7125');
    await settle(40);
    expect(messages()).toEqual(['command:G28', 'error:!! Move out of range']);
    expect(useConsole.getState().history).toEqual(['G28', 'M84']);
    expect(useConsole.getState().filters).toMatchObject([{ type: 'contains', value: 'x' }]);
    expect(useConsole.getState().commands).toEqual(['G28', 'SET_PIN']);
  });

  it('shows responses in batches, sends commands and stores the history', async () => {
    await startSession('http://a.local:7125');
    await settle(40);
    const ws = A.sockets()[0]!;
    ws.receive({ jsonrpc: '2.0', method: 'notify_gcode_response', params: ['// hello'] });
    ws.receive({ jsonrpc: '2.0', method: 'notify_gcode_response', params: ['!! bad'] });
    expect(messages()).toHaveLength(2); // not yet: batched
    await vi.advanceTimersByTimeAsync(CONSOLE_FLUSH_MS);
    expect(messages().slice(2)).toEqual(['response:// hello', 'error:!! bad']);

    void sendConsoleCommand('  G1 X10  ');
    await settle();
    expect(scripts).toEqual(['G1 X10']);
    expect(messages().at(-1)).toBe('command:G1 X10');
    expect(useConsole.getState().history).toEqual(['G28', 'M84', 'G1 X10']);
    expect(posted).toContainEqual({
      key: 'console.commandHistory',
      value: ['G28', 'M84', 'G1 X10'],
    });

    void sendConsoleCommand('   ');
    await settle();
    expect(scripts).toHaveLength(1);
  });

  it('m112 is an emergency stop, not a script', async () => {
    await startSession('http://a.local:7125');
    await settle(40);
    void sendConsoleCommand('m112');
    await settle();
    expect(estops).toBe(1);
    expect(scripts).toEqual([]);
  });

  it('keeps nothing of printer A after switching to B', async () => {
    await startSession('http://a.local:7125');
    await settle(40);
    expect(messages()).not.toEqual([]);
    await startSession('http://b.local:7125');
    await settle(40);
    expect(messages()).toEqual([]);
    expect(useConsole.getState().history).toEqual([]);
  });
});
