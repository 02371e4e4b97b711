// A printer that answers with something Printdeck cannot use: the session drops the answer, tells
// the user which printer answered which call with what (once for a stream of status updates), and
// nothing of the answer reaches the stores.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConnection } from '../connection';
import { dismissMessage, useMessages } from '../messages';
import { usePrinter } from '../printer';
import { useServer } from '../server';
import { closeSession, startSession } from '../session';
import { FakePrinter, installNetwork, settle, uninstallNetwork } from './session-harness';

const PAGE = '<!doctype html>\n<html><head><title>My NAS</title></head><body>…</body></html>';
const page = () => new Response(PAGE, { status: 200, headers: { 'Content-Type': 'text/html' } });
const texts = () => useMessages.getState().queue.map((m) => m.text);

/** The fake clock's rounds, then the message's words (a lazily loaded module). */
async function settleMessages(rounds?: number): Promise<void> {
  await settle(rounds);
  await vi.dynamicImportSettled();
}

describe('malformed answers reach the user as messages, never the stores', () => {
  let printer: FakePrinter;

  beforeEach(() => {
    printer = new FakePrinter('192.168.1.5:7125', 215);
    installNetwork(printer);
    useMessages.setState({ queue: [] });
  });
  afterEach(() => {
    closeSession();
    uninstallNetwork();
    useMessages.setState({ queue: [] });
  });

  it('server.info answered with a web page: named, treated as no Moonraker, nothing applied', async () => {
    printer.http.set('GET /server/info', page);
    await startSession(`http://${printer.host}`);
    await settleMessages();
    expect(texts()).toEqual([
      '192.168.1.5:7125 answered server.info with an HTML page, not what Moonraker sends.',
    ]);
    expect(useServer.getState().info).toBeNull();
    expect(useConnection.getState()).toMatchObject({
      apiReachable: false,
      socketStatus: 'closed',
      socketReason: 'unreachable',
    });
    expect(printer.sockets()).toHaveLength(0);
  });

  it('text from the printer is quoted, cut short', async () => {
    const long = `Service Unavailable ${'x'.repeat(300)}`;
    printer.http.set('GET /server/info', () => new Response(long, { status: 200 }));
    await startSession(`http://${printer.host}`);
    await settleMessages();
    const [text] = texts();
    expect(text).toMatch(
      /^192\.168\.1\.5:7125 answered server\.info with the text “Service Unavailable x+…”, not what Moonraker sends\.$/,
    );
    expect(text!.length).toBeLessThan(200);
  });

  it('markup and placeholders from the printer stay text', async () => {
    const text = '<b onclick="x()">{{printer}}</b> $t(app.save)';
    printer.http.set('GET /server/info', () => new Response(text, { status: 200 }));
    await startSession(`http://${printer.host}`);
    await settleMessages();
    expect(texts()).toEqual([
      `192.168.1.5:7125 answered server.info with the text “${text}”, not what Moonraker sends.`,
    ]);
  });

  it('a socket call answered with a wrong field: named with the field, the printer not set up', async () => {
    printer.rpc.set('printer.objects.list', () => ({ objects: 'extruder' }));
    await startSession(`http://${printer.host}`);
    await settleMessages();
    expect(texts()).toContain(
      '192.168.1.5:7125 answered printer.objects.list with the text “extruder” for “objects”, not what Moonraker sends.',
    );
    expect(usePrinter.getState().status.extruder).toBeUndefined();
  });

  it('a malformed status update is dropped with one message, however often it comes', async () => {
    await startSession(`http://${printer.host}`);
    await settle();
    expect(usePrinter.getState().status.extruder?.temperature).toBe(215);
    const ws = printer.sockets()[0]!;
    const update = (status: unknown) =>
      ws.receive({ jsonrpc: '2.0', method: 'notify_status_update', params: [status, 12.5] });

    update({ extruder: 230 });
    await settleMessages();
    const message =
      '192.168.1.5:7125 answered notify_status_update with a number for “extruder”, not what Moonraker sends.';
    expect(texts()).toEqual([message]);
    dismissMessage(useMessages.getState().queue[0]!.id);
    update({ extruder: 240 });
    update(null);
    await settleMessages(40);
    expect(texts()).toEqual([]);
    expect(usePrinter.getState().status.extruder?.temperature).toBe(215);

    // A well-formed one is applied as before.
    update({ extruder: { temperature: 216 } });
    await settle(1200);
    expect(usePrinter.getState().status.extruder?.temperature).toBe(216);
  });
});
