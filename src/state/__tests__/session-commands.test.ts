// A command the user started that is lost to a dropped connection is told to the user, naming it;
// a switch of printer (our own close) is not a loss; long commands are not timed out.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMessages } from '../messages';
import { attempt, closeSession, startSession } from '../session';
import { FakePrinter, installNetwork, settle, uninstallNetwork } from './session-harness';

const texts = () => useMessages.getState().queue.map((m) => m.text);

describe('printer commands and the connection', () => {
  let A: FakePrinter;
  let B: FakePrinter;
  beforeEach(() => {
    A = new FakePrinter('a.local:7125', 111);
    B = new FakePrinter('b.local:7125', 222);
    installNetwork(A, B);
    useMessages.setState({ queue: [] });
  });
  afterEach(() => {
    closeSession();
    uninstallNetwork();
  });

  it('G28 waits as long as Klipper does (no 30 s timeout)', async () => {
    await startSession('http://a.local:7125');
    await settle();
    let result: unknown = 'pending';
    void attempt((api) => api.printer.gcodeScript('G28')).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(95_000); // heartbeats keep the socket open meanwhile
    expect(result).toBe('pending');
    expect(texts()).toEqual([]);
    const ws = A.sockets()[0]!;
    ws.reply(ws.request('printer.gcode.script').id, 'ok');
    await settle();
    expect(result).toBe('ok');
  });

  it('a dropped connection while G28 runs shows a message naming G28', async () => {
    await startSession('http://a.local:7125');
    await settle();
    const done = attempt((api) => api.printer.gcodeScript('G28'));
    await settle();
    A.sockets()[0]!.serverClose(1006);
    expect(await done).toBeUndefined();
    expect(texts()).toEqual([
      "Connection lost while running 'G28'; check the printer before repeating it.",
    ]);
    const message = useMessages.getState().queue[0];
    expect(message?.severity).toBe('error');
    expect(message?.timeout, 'the message stays until dismissed').toBeNull();
  });

  it('a lost listing is not reported as a command', async () => {
    await startSession('http://a.local:7125');
    await settle();
    A.rpc.delete('server.files.get_directory');
    const done = attempt((api) => api.files.getDirectory('gcodes'));
    await settle();
    A.sockets()[0]!.serverClose(1006);
    await done;
    expect(texts()).toEqual([]);
  });

  it('switching printers while a command runs is not a lost command', async () => {
    await startSession('http://a.local:7125');
    await settle();
    const done = attempt((api) => api.printer.gcodeScript('M109 S210'));
    await settle();
    await startSession('http://b.local:7125');
    await settle();
    expect(await done).toBeUndefined();
    expect(texts()).toEqual([]);
  });

  it('a command while not connected says it was not sent', async () => {
    await startSession('http://a.local:7125');
    await settle();
    A.hanging = true; // the reconnect will not get through
    A.sockets()[0]!.serverClose(1006);
    await settle();
    await attempt((api) => api.printer.gcodeScript('G28'));
    expect(texts()).toEqual(["Not connected: 'G28' was not sent."]);
  });
});
