// Start-up over a slow link: the first readings arrive as few round trips after the socket opens
// as the protocol allows, and the stores still see the socket ready before Klipper ready.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePrinter } from '../printer';
import { activeScope } from '../scope/active';
import { closeSession, startSession } from '../session';
import { useSettings } from '../settings';
import { FakePrinter, installNetwork, settle, uninstallNetwork } from './session-harness';

const ROUND_TRIP_MS = 100;

describe('start-up over a link with 100 ms round trips', () => {
  let printer: FakePrinter;
  beforeEach(() => {
    printer = new FakePrinter('slow.local:7125', 205.3);
    printer.rpcDelayMs = ROUND_TRIP_MS;
    installNetwork(printer);
  });
  afterEach(() => {
    closeSession();
    uninstallNetwork();
  });

  /** Milliseconds from the socket opening until the extruder's temperature is in the store. */
  async function timeToReading(): Promise<number> {
    void startSession(`http://${printer.host}`);
    await settle(5);
    expect(printer.sockets()[0]?.readyState).toBe(1);
    const opened = Date.now();
    while (usePrinter.getState().status.extruder?.temperature === undefined) {
      if (Date.now() - opened > 20 * ROUND_TRIP_MS) throw new Error('no reading');
      await vi.advanceTimersByTimeAsync(5);
    }
    return Date.now() - opened;
  }

  it('the reading comes three round trips after the socket opens: identify; printer.info and the object list; the subscription', async () => {
    // The settings and the server's config are read too, but the subscription does not wait on
    // them; and the API check just said Klipper is ready, so server.info is not asked again first.
    expect(await timeToReading()).toBeLessThanOrEqual(3 * ROUND_TRIP_MS + 20);
    expect(
      printer
        .sockets()[0]
        ?.frames()
        .map((f) => f.method),
    ).toEqual(expect.arrayContaining(['server.config', 'server.database.get_item']));
  });

  it('Klipper not ready at the check: server.info is asked over the socket, and the printer followed once ready', async () => {
    const info = printer.serverInfo();
    let state = 'startup';
    printer.http.set('GET /server/info', () =>
      Response.json({ result: { ...info, klippy_state: state } }),
    );
    printer.rpc.set('server.info', () => ({ ...info, klippy_state: state }));
    void startSession(`http://${printer.host}`);
    await vi.advanceTimersByTimeAsync(5 * ROUND_TRIP_MS);
    expect(
      printer
        .sockets()[0]
        ?.frames()
        .map((f) => f.method),
    ).toContain('server.info');
    expect(usePrinter.getState().status.extruder).toBeUndefined();
    state = 'ready';
    await vi.advanceTimersByTimeAsync(2000 + 5 * ROUND_TRIP_MS);
    expect(usePrinter.getState().status.extruder?.temperature).toBe(205.3);
  });

  it('the stored settings are applied, and the stores see the socket ready before Klipper ready', async () => {
    printer.rpc.set('server.database.get_item', () => ({
      namespace: 'printdeck',
      key: 'uiSettings',
      value: { general: { instanceName: 'Slow one' } },
    }));
    const moments: string[] = [];
    void startSession(`http://${printer.host}`);
    const scope = activeScope()!;
    scope.events.onSocketReady(() => moments.push('socket ready'));
    scope.events.onKlippyReady(() => moments.push('klippy ready'));
    await vi.advanceTimersByTimeAsync(10 * ROUND_TRIP_MS);
    expect(moments).toEqual(['socket ready', 'klippy ready']);
    expect(useSettings.getState().general.instanceName).toBe('Slow one');
    expect(usePrinter.getState().status.extruder?.temperature).toBe(205.3);
  });
});

describe('start-up before the socket', () => {
  let printer: FakePrinter;
  let requests: ReturnType<typeof installNetwork>['requests'];
  beforeEach(() => {
    printer = new FakePrinter('p.local:7125', 200);
    ({ requests } = installNetwork(printer));
  });
  afterEach(() => {
    closeSession();
    uninstallNetwork();
  });

  it('asks for the one-shot token beside the API check, so the socket opens one round trip after start', async () => {
    printer.hanging = true;
    void startSession(`http://${printer.host}`);
    await settle();
    // Nothing has been answered yet, and both requests are out.
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /server/info',
      'GET /access/oneshot_token',
    ]);
    await printer.release();
    await settle();
    expect(printer.sockets()).toHaveLength(1);
    expect(new URL(printer.sockets()[0]!.url).searchParams.get('token')).toBe(
      'oneshot-p.local:7125',
    );
    expect(requests.filter((r) => r.path === '/access/oneshot_token')).toHaveLength(1);
  });

  it('asks for a new token when the check took longer than a one-shot token lives', async () => {
    printer.hanging = true;
    void startSession(`http://${printer.host}`);
    await settle();
    await vi.advanceTimersByTimeAsync(4000);
    await printer.release();
    await settle();
    expect(requests.filter((r) => r.path === '/access/oneshot_token')).toHaveLength(2);
    expect(printer.sockets()).toHaveLength(1);
  });

  it('opens no socket when the check finds the printer unreachable', async () => {
    printer.http.set('GET /server/info', () => {
      throw new TypeError('Failed to fetch');
    });
    await startSession(`http://${printer.host}`);
    await settle();
    expect(printer.sockets()).toHaveLength(0);
  });
});
