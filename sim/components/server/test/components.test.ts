// The component list: server.info and server.config follow the running components (in real
// Moonraker's shapes), `without: ['history']` makes history an unknown endpoint with no notifications,
// core components cannot be left out, and server.restart closes the sockets and starts them again.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig, ServerInfo } from '../../../../protocol/methods';
import { COMPONENTS, selectComponents } from '../../index';
import {
  RpcClient,
  http,
  startTestSim,
  type RpcMessage,
  type TestSim,
} from '../../../test/helpers';
import {
  MOONRAKER,
  addGcode,
  printState,
  subscribeAll,
  waitUntil,
} from '../../../test/print_helpers';

function recorded<T>(file: string): T {
  return (JSON.parse(readFileSync(join(MOONRAKER, file), 'utf8')) as { result: T }).result;
}

interface WsError {
  label: string;
  response: { error: { code: number; message: string } };
}
const unknownMethod = (
  JSON.parse(readFileSync(join(MOONRAKER, 'ws_errors.json'), 'utf8')) as WsError[]
).find((e) => e.label === 'unknown_method')?.response.error;
const unknownEndpoint = (
  JSON.parse(readFileSync(join(MOONRAKER, 'err_http_unknown_endpoint.json'), 'utf8')) as {
    error: { code: number; message: string };
  }
).error;

/** Starts small.gcode, waits until it prints, cancels it; returns the notifications seen meanwhile. */
/**
 * Prints and cancels small.gcode; answers the notifications seen until `settled` matches one (or,
 * without it, for a moment after the cancel).
 */
async function printAndCancel(
  sim: TestSim,
  settled?: (m: RpcMessage) => boolean,
): Promise<RpcMessage[]> {
  addGcode(sim, 'small.gcode');
  const c = await RpcClient.connect(sim);
  try {
    await subscribeAll(c);
    await c.call('printer.print.start', { filename: 'small.gcode' });
    await waitUntil(() => printState(sim) === 'printing');
    await c.call('printer.print.cancel');
    await waitUntil(() => printState(sim) === 'cancelled');
    await c.waitFor(
      (m) =>
        m.method === 'notify_status_update' &&
        JSON.stringify(m.params).includes('"state":"cancelled"'),
    );
    // Moonraker's history answers within the same tick; give it a little more.
    if (settled) await c.waitFor(settled, 10_000);
    else await new Promise((r) => setTimeout(r, 300));
    return c.notifications();
  } finally {
    c.close();
  }
}

/** The options whose moonraker.conf sections load every optional component. */
const ALL_OPTIONAL = { timelapse: true, spoolman: { port: 0 }, powerMeter: true };

describe('the component list', () => {
  let sim: TestSim;
  beforeAll(async () => {
    sim = await startTestSim({ timeScale: 50, ...ALL_OPTIONAL });
  });
  afterAll(() => sim.stop());

  it('lists the running components in server.info, in the order real Moonraker loads them', async () => {
    const info = (await http(sim, 'GET', '/server/info')).body as { result: ServerInfo };
    const names = COMPONENTS.map((c) => c.name);
    expect(info.result.components).toEqual(names);
    const real = recorded<ServerInfo>('server_info.json').components;
    // Every simulated component is one real Moonraker has, in the same relative order; the
    // recorded Moonraker had no [power], [spoolman], [timelapse] nor [sensor …] section, and
    // optional components load after the core ones.
    const optional = ['power', 'spoolman', 'timelapse', 'sensor'];
    const core = names.filter((n) => !optional.includes(n));
    expect(real.filter((n) => names.includes(n))).toEqual(core);
    expect(names.slice(-optional.length)).toEqual(optional);
  });

  it('builds server.config from the components, each section shaped as real Moonraker has it', async () => {
    const config = ((await http(sim, 'GET', '/server/config')).body as { result: ServerConfig })
      .result;
    const real = recorded<ServerConfig>('server_config.json');
    // The recording has no power device, no update_manager client, no timelapse, spoolman nor
    // sensor; their components' tests check those sections.
    const inRecording = (name: string): boolean =>
      !name.startsWith('power ') &&
      !name.startsWith('update_manager ') &&
      !name.startsWith('sensor ') &&
      name !== 'timelapse' &&
      name !== 'spoolman';
    for (const [name, section] of Object.entries(config.config).filter(([n]) => inRecording(n))) {
      expect(real.config[name], `section ${name}`).toBeDefined();
      expect(Object.keys(section).sort(), `config.${name}`).toEqual(
        Object.keys(real.config[name] ?? {}).sort(),
      );
    }
    for (const [name, section] of Object.entries(config.orig).filter(([n]) => inRecording(n))) {
      expect(Object.keys(section).sort(), `orig.${name}`).toEqual(
        Object.keys(real.orig[name] ?? {}).sort(),
      );
    }
    expect(config.config.history).toEqual({});
    expect(config.orig.history).toEqual({});
    expect(config.files).toEqual([
      {
        filename: 'moonraker.conf',
        sections: Object.keys(config.orig).filter((s) => s !== 'DEFAULT'),
      },
    ]);
    expect(config.files[0]?.sections).toContain('history');
  });

  it('sends history notifications when history runs (the control for the test below)', async () => {
    const seen = await printAndCancel(
      sim,
      (m) =>
        m.method === 'notify_history_changed' &&
        (m.params?.[0] as { action?: string } | undefined)?.action === 'finished',
    );
    const actions = seen
      .filter((m) => m.method === 'notify_history_changed')
      .map((m) => (m.params?.[0] as { action: string }).action);
    expect(actions).toEqual(['added', 'finished']);
  });

  it('refuses to leave out a core component', async () => {
    expect(() => selectComponents(['database'])).toThrow(/database/);
    await expect(startTestSim({ without: ['file_manager'] })).rejects.toThrow(/file_manager/);
    // A component the simulator does not have is simply absent.
    expect(selectComponents(['octoprint_compat']).map((c) => c.name)).toEqual(
      COMPONENTS.map((c) => c.name),
    );
  });
});

describe('without history', () => {
  let sim: TestSim;
  beforeAll(async () => {
    sim = await startTestSim({ timeScale: 50, without: ['history', 'timelapse'] });
  });
  afterAll(() => sim.stop());

  it('is absent from server.info and server.config', async () => {
    const info = ((await http(sim, 'GET', '/server/info')).body as { result: ServerInfo }).result;
    expect(info.components).not.toContain('history');
    expect(info.components).toContain('file_manager');
    const config = ((await http(sim, 'GET', '/server/config')).body as { result: ServerConfig })
      .result;
    expect(config.config).not.toHaveProperty('history');
    expect(config.orig).not.toHaveProperty('history');
    expect(config.files[0]?.sections).not.toContain('history');
    expect(config.config).toHaveProperty('file_manager');
  });

  it('answers its endpoints as Moonraker answers an unknown one', async () => {
    expect(unknownEndpoint).toMatchObject({ code: 404, message: 'Not Found' });
    expect(unknownMethod).toEqual({ code: -32601, message: 'Method not found' });
    for (const path of ['/server/history/list', '/server/history/totals']) {
      const res = await http(sim, 'GET', path);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({
        error: { code: unknownEndpoint.code, message: unknownEndpoint.message },
      });
    }
    const c = await RpcClient.connect(sim);
    try {
      for (const method of ['server.history.list', 'server.history.get_job']) {
        const reply = await c.request(method, { uid: '000001' });
        expect(reply.error).toEqual(unknownMethod);
      }
      // The rest of the server is there.
      await expect(c.call('server.files.roots')).resolves.toBeInstanceOf(Array);
    } finally {
      c.close();
    }
  });

  it('sends no history notifications and keeps no history database', async () => {
    const seen = await printAndCancel(sim);
    expect(seen.some((m) => m.method === 'notify_status_update')).toBe(true);
    expect(seen.filter((m) => m.method === 'notify_history_changed')).toEqual([]);
    expect(existsSync(join(sim.dataDir, 'database', 'history.sqlite'))).toBe(false);
  });
});

describe('server.restart', () => {
  let sim: TestSim;
  beforeAll(async () => {
    sim = await startTestSim({ ...ALL_OPTIONAL });
  });
  afterAll(() => sim.stop());

  it('answers ok, closes the sockets, starts the components again and relinks Klippy', async () => {
    await http(sim, 'POST', '/server/database/item', {
      namespace: 'printdeck',
      key: 'k',
      value: 7,
    });
    const printer = sim.klippy.printer;
    const c = await RpcClient.connect(sim);
    const closed = new Promise<number>((ok) => c.ws.once('close', (code) => ok(code)));
    await expect(c.call('server.restart')).resolves.toBe('ok');
    expect(await closed).toBe(1001);
    await sim.restarted();

    const again = await RpcClient.connect(sim);
    try {
      // Moonraker is back before its connection to Klippy is.
      const first = await again.call<ServerInfo>('server.info');
      expect(first).toMatchObject({ klippy_connected: false, klippy_state: 'disconnected' });
      expect(first.components).toEqual(COMPONENTS.map((n) => n.name));
      const refused = await again.request('printer.objects.list');
      expect(refused.error).toEqual({ code: 503, message: 'Klippy Host not connected' });
      await again.waitFor((m) => m.method === 'notify_klippy_ready');
      await expect(again.call<ServerInfo>('server.info')).resolves.toMatchObject({
        klippy_connected: true,
        klippy_state: 'ready',
      });
      // Klipper itself kept running; the stores were closed and opened again.
      expect(sim.klippy.printer).toBe(printer);
      await expect(
        again.call('server.database.get_item', { namespace: 'printdeck', key: 'k' }),
      ).resolves.toMatchObject({ value: 7 });
      await expect(again.call('server.history.list')).resolves.toMatchObject({ count: 0 });
    } finally {
      again.close();
    }
  });

  it('restarts over HTTP too', async () => {
    const res = await http(sim, 'POST', '/server/restart');
    expect(res).toMatchObject({ status: 200, body: { result: 'ok' } });
    await sim.restarted();
    expect((await http(sim, 'GET', '/server/info')).status).toBe(200);
  });
});
