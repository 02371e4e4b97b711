// The checked calls against the real virtual printer, over a real socket: every answer it gives
// (and its status updates) passes the checks, so the checks refuse only what Moonraker never sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startSimProcess, type SimProcess } from '../../test/sim-process';
import { accessCalls } from '../access-calls';
import { ANSWERS } from '../answers';
import { createApi, type MoonrakerApi } from '../api';
import { MoonrakerSocket } from '../connection';
import type { AnswerError } from '../errors';
import { createHttpClient } from '../http';
import { powerCalls } from '../power-calls';
import { updateCalls } from '../update-calls';
import { webcamCalls } from '../webcam-calls';

/** Checked methods this test does not call, and why. */
const NOT_CALLED: Record<string, string> = {
  'server.history.get_job': 'needs a finished print',
  'server.history.delete_job': 'needs a finished print',
  'access.login': 'needs --auth (the probe test logs in nowhere either)',
  'access.refresh_jwt': 'needs --auth',
};

describe('the virtual printer’s answers pass the checks', () => {
  let sim: SimProcess;
  let socket: MoonrakerSocket;
  let api: MoonrakerApi;
  const bad: AnswerError[] = [];
  const notifications: [string, unknown[]][] = [];

  beforeAll(async () => {
    sim = await startSimProcess();
    const http = createHttpClient({ baseUrl: sim.url });
    socket = new MoonrakerSocket({
      url: `${sim.url.replace('http', 'ws')}/websocket`,
      identify: { client_name: 'test', version: '1', type: 'web', url: 'http://test' },
      getOneshotToken: () => http.get<string>('/access/oneshot_token'),
      WebSocketImpl: WebSocket as unknown as typeof globalThis.WebSocket,
    });
    api = createApi(
      (m, p, o) => socket.call(m, p, o),
      'sim',
      (error) => bad.push(error),
    );
    socket.onNotification((method, params) => notifications.push([method, params]));
    const ready = new Promise<void>((resolve) => socket.on('ready', () => resolve()));
    socket.connect();
    await ready;
    // Klipper starts a moment after the server listens.
    for (let i = 0; i < 100; i++) {
      if ((await api.server.info()).klippy_state === 'ready') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 60_000);

  afterAll(async () => {
    socket?.close();
    await sim?.stop();
  });

  it('every checked call', async () => {
    const called = new Set<string>();
    const call = async (method: string, params?: Record<string, unknown>) => {
      called.add(method);
      return api.call(method as never, params as never);
    };
    await call('server.info');
    await call('server.config');
    await call('server.temperature_store', { include_monitors: false });
    await call('server.gcode_store', { count: 10 });
    await call('server.database.post_item', { namespace: 'printdeck', key: 'probe', value: [1] });
    await call('server.database.get_item', { namespace: 'printdeck', key: 'probe' });
    await call('server.announcements.list');
    await call('server.webcams.list');
    await call('server.files.roots');
    const files = (await call('server.files.list', { root: 'gcodes' })) as { path: string }[];
    await call('server.files.get_directory', { path: 'gcodes', extended: true });
    await call('server.files.metadata', { filename: files[0]?.path });
    await call('server.history.list', { limit: 10 });
    await call('server.history.totals');
    await call('machine.update.status');
    await call('machine.proc_stats');
    await call('machine.system_info');
    await call('printer.info');
    await call('printer.objects.list');
    await call('printer.objects.query', { objects: { toolhead: null } });
    await call('printer.objects.subscribe', { objects: { toolhead: null, extruder: null } });
    await call('printer.gcode.script', { script: 'G28' });
    // The oneshot token came over HTTP and was checked there: the socket is open.
    called.add('access.oneshot_token');

    expect(bad).toEqual([]);
    const checkedCalls = Object.keys(ANSWERS).filter((m) => !m.startsWith('notify_'));
    expect(checkedCalls.filter((m) => !called.has(m) && !(m in NOT_CALLED))).toEqual([]);
  }, 60_000);

  it('the calls of lazily loaded parts, with the shapes they give', async () => {
    const answered: string[] = [];
    const run = async (name: string, work: () => Promise<unknown>) => {
      try {
        await work();
        answered.push(name);
      } catch (error) {
        // A refusal (no such device, no login) is not what this test is about; a misfit is.
        if (error instanceof Error && error.name === 'AnswerError') throw error;
      }
    };
    await run('power devices', () => powerCalls(api).devices());
    await run('update refresh', () => updateCalls(api).refresh());
    await run('current user', () => accessCalls(api).currentUser());
    await run('users', () => accessCalls(api).users());
    await run('api key', () => accessCalls(api).apiKey());
    const webcam = await webcamCalls(api).postItem({
      name: 'probe',
      stream_url: '/webcam/?action=stream',
    });
    answered.push('webcam post');
    await run('webcam item', () => webcamCalls(api).getItem({ uid: webcam.webcam.uid }));
    await run('webcam removal', () => webcamCalls(api).deleteItem({ uid: webcam.webcam.uid }));
    expect(bad).toEqual([]);
    expect(answered).toEqual(
      expect.arrayContaining([
        'power devices',
        'update refresh',
        'current user',
        'users',
        'api key',
        'webcam post',
        'webcam item',
        'webcam removal',
      ]),
    );
  }, 60_000);

  it('its status updates', async () => {
    const before = notifications.length;
    await api.printer.gcodeScript('G1 X20 Y20 F6000');
    for (let i = 0; i < 50 && notifications.length === before; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const updates = notifications.filter(([method]) => method === 'notify_status_update');
    expect(updates.length).toBeGreaterThan(0);
    const { checked } = await import('../answers');
    for (const [method, params] of notifications) {
      expect(() => checked('sim', method, params[0]), method).not.toThrow();
    }
  }, 30_000);
});
