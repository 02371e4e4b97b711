// Per-call options: printer commands wait as long as Klipper does; everything else keeps the default.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commandLabel, createApi } from '../api';
import { MoonrakerError } from '../errors';
import { FakeWebSocket } from './fake-websocket';
import { makeSocket, openSocket, rejectionOf } from './helpers';

describe('createApi call options', () => {
  const calls: [string, unknown][] = [];
  const api = createApi(async (method, _params, options) => {
    calls.push([method, options]);
    return undefined;
  });
  beforeEach(() => {
    calls.length = 0;
  });

  it.each([
    [
      'gcode script',
      () => api.printer.gcodeScript('G28'),
      'printer.gcode.script',
      { timeoutMs: 0 },
    ],
    ['print start', () => api.print.start('a.gcode'), 'printer.print.start', { timeoutMs: 0 }],
    ['print pause', () => api.print.pause(), 'printer.print.pause', { timeoutMs: 0 }],
    ['print resume', () => api.print.resume(), 'printer.print.resume', { timeoutMs: 0 }],
    ['print cancel', () => api.print.cancel(), 'printer.print.cancel', { timeoutMs: 0 }],
    ['e-stop', () => api.printer.emergencyStop(), 'printer.emergency_stop', { timeoutMs: 0 }],
    ['restart', () => api.printer.restart(), 'printer.restart', { timeoutMs: 0 }],
    ['firmware', () => api.printer.firmwareRestart(), 'printer.firmware_restart', { timeoutMs: 0 }],
    ['server.info', () => api.server.info(), 'server.info', undefined],
    ['a listing', () => api.files.getDirectory('gcodes'), 'server.files.get_directory', undefined],
  ])('%s', async (_name, run, method, options) => {
    // The fake answers nothing, which the answer check refuses; only the options matter here.
    await run().catch(() => undefined);
    expect(calls).toEqual([[method, options]]);
  });

  it('a caller may still give a G-code its own timeout', async () => {
    await api.printer.gcodeScript('M115', { timeoutMs: 5000 });
    expect(calls).toEqual([['printer.gcode.script', { timeoutMs: 5000 }]]);
  });
});

describe('commandLabel', () => {
  it.each([
    ['printer.gcode.script', { script: 'G28' }, 'G28'],
    ['printer.gcode.script', { script: '  M109 S210\nG28\n' }, 'M109 S210 …'],
    ['printer.gcode.script', { script: `SET_X ${'A'.repeat(80)}` }, `SET_X ${'A'.repeat(51)}…`],
    ['printer.print.start', { filename: 'cube.gcode' }, 'printer.print.start cube.gcode'],
    ['printer.emergency_stop', undefined, 'printer.emergency_stop'],
  ])('%s %j → %s', (method, params, label) => {
    expect(commandLabel(method, params)).toBe(label);
  });
});

describe('per-call timeouts over the socket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWebSocket.reset();
  });
  afterEach(() => vi.useRealTimers());

  it('G28 through the API waits past 30 s; server.info times out at 30 s', async () => {
    const { socket } = makeSocket({ heartbeatMs: 3_600_000 });
    const ws = await openSocket(socket);
    const api = createApi((method, params, options) => socket.call(method, params, options));
    let homed = false;
    const g28 = api.printer.gcodeScript('G28').then(() => (homed = true));
    const info = rejectionOf(api.server.info());
    await vi.advanceTimersByTimeAsync(120_000);
    expect(await info).toMatchObject({ code: 'TIMEOUT' });
    expect(homed).toBe(false);
    ws.reply(ws.request('printer.gcode.script').id, 'ok');
    await g28;
    expect(homed).toBe(true);
  });

  it('a dropped socket rejects the waiting command with CONNECTION_LOST', async () => {
    const { socket } = makeSocket({ heartbeatMs: 3_600_000 });
    const ws = await openSocket(socket);
    const api = createApi((method, params, options) => socket.call(method, params, options));
    const g28 = rejectionOf(api.printer.gcodeScript('G28'));
    ws.serverClose(1006);
    const error = await g28;
    expect(error).toBeInstanceOf(MoonrakerError);
    expect(error).toMatchObject({ code: 'CONNECTION_LOST', method: 'printer.gcode.script' });
  });
});
