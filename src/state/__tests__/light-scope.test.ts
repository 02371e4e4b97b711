// A light scope (a page showing many printers) subscribes only the objects its views ask for, keeps
// no chart and reads no settings; a full scope subscribes every object and seeds its chart. What a
// view asked for is subscribed again after a reconnect, and dropped when the view goes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { printerStatusStore } from '../printer';
import { PrinterScope } from '../scope/printer-scope';
import { FakePrinter, installNetwork, settle, uninstallNetwork } from './session-harness';

describe('light and full scopes', () => {
  let A: FakePrinter;

  /** The objects of every printer.objects.subscribe sent to A, in order. */
  function subscribed(): unknown[] {
    return A.sockets()
      .flatMap((ws) => ws.frames())
      .filter((f) => f.method === 'printer.objects.subscribe')
      .map((f) => (f.params as { objects: unknown }).objects);
  }

  const asked = (method: string) =>
    A.sockets()
      .flatMap((ws) => ws.frames())
      .filter((f) => f.method === method).length;

  let scope: PrinterScope;
  beforeEach(() => {
    A = new FakePrinter('a.local:7125', 111);
    installNetwork(A);
  });
  afterEach(() => {
    scope.close();
    uninstallNetwork();
  });

  it('a full scope subscribes every object and seeds its chart', async () => {
    scope = new PrinterScope({ apiUrl: 'http://a.local:7125' });
    await scope.session.connect();
    await settle(40);
    expect(subscribed()).toEqual([{ extruder: null, heaters: null }]);
    expect(asked('server.temperature_store')).toBe(1);
    expect(scope.get(printerStatusStore).getState().status.extruder?.temperature).toBe(111);
  });

  it('a light scope subscribes what its views ask for, nothing more', async () => {
    scope = new PrinterScope({ apiUrl: 'http://a.local:7125', light: true });
    await scope.session.connect();
    await settle(40);
    expect(subscribed()).toEqual([]);
    expect(asked('server.temperature_store')).toBe(0);
    expect(asked('server.database.get_item')).toBe(0);

    const off = scope.session.subscribe('tile', { extruder: ['temperature'] });
    await settle(10);
    expect(subscribed()).toEqual([{ extruder: ['temperature'] }]);
    expect(scope.get(printerStatusStore).getState().status.extruder?.temperature).toBe(111);

    // After a reconnect the view's objects are asked for again.
    A.sockets()[0]?.serverClose(1006);
    await settle(10);
    await vi.advanceTimersByTimeAsync(5000);
    await settle(40);
    expect(subscribed().at(-1)).toEqual({ extruder: ['temperature'] });

    // The view goes: its objects are no longer asked for.
    off();
    await settle(10);
    expect(subscribed().at(-1)).toEqual({});
  });
});
