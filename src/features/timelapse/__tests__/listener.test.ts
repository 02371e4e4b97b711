// The timelapse events whatever page is open, against a pretend printer with Moonraker's timelapse
// component: only the small listener is loaded (as on the dashboard); the first event brings the
// timelapse state, a failed frame says 'Error taking timelapse frame', events keep their order,
// and a timelapse component that server.info lists only later still gets its last frame read.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../listener';
import { useMessages } from '../../../state/messages';
import { activeScope } from '../../../state/scope/active';
import { closeSession, startSession } from '../../../state/session';
import {
  FakePrinter,
  installNetwork,
  json,
  settle,
  uninstallNetwork,
} from '../../../state/__tests__/session-harness';

describe('timelapse listener', () => {
  let A: FakePrinter;
  let asked: number;

  beforeEach(() => {
    useMessages.setState({ queue: [] });
    A = new FakePrinter('a.local:7125', 20);
    const info = { ...A.serverInfo(), components: ['history', 'timelapse'] };
    A.rpc.set('server.info', () => info);
    asked = 0;
    A.rpc.set('machine.timelapse.lastframeinfo', () => {
      asked++;
      return { count: 0, file: '' };
    });
    installNetwork(A);
  });
  afterEach(() => {
    closeSession();
    uninstallNetwork();
  });

  const connect = async () => {
    await startSession('http://a.local:7125');
    await settle(40);
  };
  const event = (params: Record<string, unknown>) =>
    A.sockets()[0]!.receive({ jsonrpc: '2.0', method: 'notify_timelapse_event', params: [params] });
  const arrived = async () => {
    await vi.dynamicImportSettled();
    await settle(10);
  };

  it("says 'Error taking timelapse frame' with no timelapse view open", async () => {
    await connect();
    expect(asked).toBe(0); // the timelapse state is not loaded before an event
    event({ action: 'newframe', status: 'error' });
    await arrived();
    expect(useMessages.getState().queue.map((m) => [m.text, m.severity])).toEqual([
      ['Error taking timelapse frame', 'error'],
    ]);
  });

  it('keeps the order of the events that arrive while the timelapse state loads', async () => {
    // The last frame's read stays unanswered: what shows comes from the events alone.
    A.rpc.delete('machine.timelapse.lastframeinfo');
    await connect();
    for (const n of [1, 2, 3])
      event({
        action: 'newframe',
        frame: String(n),
        framefile: `frame${String(n).padStart(6, '0')}.jpg`,
      });
    await arrived();
    const { timelapseViewStore } = await import('../events-store');
    expect(activeScope()!.get(timelapseViewStore).getState().lastFrame).toMatchObject({
      count: 3,
      file: 'frame000003.jpg',
    });
    expect(useMessages.getState().queue).toEqual([]);
  });

  it('reads the last frame once server.info lists the timelapse component later', async () => {
    // Moonraker still starting: no timelapse component, Klipper not ready (server.info is retried).
    const starting = {
      ...A.serverInfo(),
      klippy_state: 'startup',
      klippy_connected: false,
      components: ['history'],
    };
    let info = starting;
    // The same answer over HTTP (the start-up check) and the socket.
    A.rpc.set('server.info', () => info);
    A.http.set('GET /server/info', () => json({ result: info }));
    await connect();
    // The timelapse page opens: its state is made in the printer's scope.
    const { timelapseViewStore } = await import('../events-store');
    activeScope()!.get(timelapseViewStore);
    await settle(10);
    expect(asked).toBe(0);
    info = { ...starting, klippy_state: 'ready', klippy_connected: true };
    info.components = ['history', 'timelapse'];
    await vi.advanceTimersByTimeAsync(2000);
    await settle(20);
    expect(asked).toBe(1);
  });
});
