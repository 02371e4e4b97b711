// Switching printers: the old session's late answers never reach the stores, its socket is closed,
// and nothing of printer A shows while printer B is chosen.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectionStore, useConnection } from '../connection';
import { printerStatusStore, usePrinter } from '../printer';
import { PrinterScope } from '../scope/printer-scope';
import { useServer } from '../server';
import { closeSession, currentSession, startSession } from '../session';
import { FakePrinter, installNetwork, settle, uninstallNetwork } from './session-harness';
const urlOf = (p: FakePrinter) => `http://${p.host}`;

function expectShowing(p: FakePrinter): void {
  const connection = useConnection.getState();
  expect(connection.apiUrl).toBe(urlOf(p));
  expect(connection.socketStatus).toBe('open');
  expect(connection.socketReason).toBeNull();
  expect(useServer.getState().info?.moonraker_version).toBe(p.host);
  expect(useServer.getState().printerInfo?.hostname).toBe(p.host);
  expect(usePrinter.getState().status.extruder?.temperature).toBe(p.temperature);
}

function openSockets(p: FakePrinter) {
  return p.sockets().filter((ws) => ws.readyState === 1);
}

describe('switching printers', () => {
  let A: FakePrinter;

  let B: FakePrinter;

  let requests: ReturnType<typeof installNetwork>['requests'];
  beforeEach(() => {
    A = new FakePrinter('a.local:7125', 111);
    B = new FakePrinter('b.local:7125', 222);
    ({ requests } = installNetwork(A, B));
  });
  afterEach(() => {
    closeSession();
    uninstallNetwork();
  });

  it('A hangs, the user switches to B, then A answers: B stays, nothing of A shows', async () => {
    A.hanging = true;
    void startSession(urlOf(A));
    await settle();
    expect(useConnection.getState().socketStatus).toBe('connecting');

    await startSession(urlOf(B));
    await settle();
    expectShowing(B);

    // A's check was aborted when the session closed; its answer arrives anyway.
    const aCheck = requests.find((r) => r.host === A.host && r.path === '/server/info');
    expect(aCheck?.signal?.aborted).toBe(true);
    await A.release();
    await settle();
    await vi_advance(5000);

    expectShowing(B);
    expect(A.sockets(), 'A’s late answer must not open a socket').toHaveLength(0);
    expect(openSockets(B)).toHaveLength(1);
  });

  it('A’s late failure does not mark B disconnected', async () => {
    A.hanging = true;
    void startSession(urlOf(A));
    await settle();
    await startSession(urlOf(B));
    await settle();
    A.http.set('GET /server/info', () => {
      throw new TypeError('Failed to fetch');
    });
    await A.release();
    await settle();
    expectShowing(B);
  });

  it('back and forth quickly ends on the last printer chosen, with one socket open', async () => {
    A.hanging = true;
    void startSession(urlOf(A));
    void startSession(urlOf(B));
    void startSession(urlOf(A));
    await settle();
    A.hanging = false;
    await A.release();
    void startSession(urlOf(B));
    await settle();
    await vi_advance(5000);

    expectShowing(B);
    expect(openSockets(A)).toHaveLength(0);
    expect(openSockets(B)).toHaveLength(1);
    expect(currentSession()?.apiUrl).toBe(urlOf(B));

    // And back to A, which answers now: A shows, B's socket is closed.
    await startSession(urlOf(A));
    await settle();
    expectShowing(A);
    expect(openSockets(B)).toHaveLength(0);
    expect(openSockets(A)).toHaveLength(1);
  });

  it('A’s socket, still sending after the switch, does not reach B’s stores', async () => {
    await startSession(urlOf(A));
    await settle();
    expectShowing(A);
    const aSocket = A.sockets()[0];
    await startSession(urlOf(B));
    await settle();
    // The old socket was closed by the switch; a frame that still arrives is ignored.
    expect(aSocket?.readyState).toBe(3);
    aSocket?.receive({
      jsonrpc: '2.0',
      method: 'notify_status_update',
      params: [{ extruder: { temperature: 999 } }, 2],
    });
    await vi_advance(2000);
    expectShowing(B);
  });

  it('a second scope stays open beside the chosen one: its own stores, not the chosen ones', async () => {
    await startSession(urlOf(B));
    await settle();
    const scope = new PrinterScope({ apiUrl: urlOf(A) });
    const background = scope.session;
    try {
      await background.connect();
      await settle();
      expect(background.socketStatus).toBe('open');
      expect(scope.get(connectionStore).getState().socketStatus).toBe('open');
      const asked = background.getApi()?.server.info();
      await settle();
      const info = await asked;
      expect(info?.moonraker_version).toBe(A.host);
      A.sockets()[0]?.receive({
        jsonrpc: '2.0',
        method: 'notify_status_update',
        params: [{ extruder: { temperature: 999 } }, 2],
      });
      await vi_advance(2000);
      expectShowing(B);
      expect(scope.get(printerStatusStore).getState().status.extruder?.temperature).toBe(999);
    } finally {
      scope.close();
    }
    expect(background.socketStatus).toBe('idle');
    expect(openSockets(A)).toHaveLength(0);
    expectShowing(B);
  });
});

async function vi_advance(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
}
