// The spoolman component against the running simulator and its virtual Spoolman: loaded by the
// [spoolman] section, the active spool (get, post, Moonraker's argument errors, kept in the database
// and across server.restart, announced once per change), the remote method Klipper's macros call,
// server.config, and the spools a print used in its history entry.

import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HistoryJob } from '../../../../protocol/history';
import type { SpoolmanStatus } from '../../../../protocol/spoolman';
import { http, rpcError, simForSuite, startTestSim, type RpcMessage } from '../../../test/helpers';
import { waitUntil } from '../../../test/print_helpers';

const activeSet = (messages: RpcMessage[], from = 0): unknown[] =>
  messages
    .slice(from)
    .filter((m) => m.method === 'notify_active_spool_set')
    .map((m) => m.params?.[0]);

describe('spoolman: loading', () => {
  it('is absent without a [spoolman] section: no component, its methods unknown', async () => {
    const sim = await startTestSim();
    try {
      const info = await http(sim, 'GET', '/server/info');
      const result = (info.body as { result: { components: string[] } }).result;
      expect(result.components).not.toContain('spoolman');
      expect((await http(sim, 'GET', '/server/spoolman/status')).status).toBe(404);
    } finally {
      await sim.stop();
    }
  });

  it('a sync_rate below 1 keeps the component from loading', async () => {
    const sim = await startTestSim({ spoolman: { port: 0 } });
    const components = async (): Promise<string[]> =>
      ((await http(sim, 'GET', '/server/info')).body as { result: { components: string[] } }).result
        .components;
    try {
      expect(await components()).toContain('spoolman');
      appendFileSync(join(sim.dataDir, 'config', 'moonraker.conf'), 'sync_rate: 0\n');
      await http(sim, 'POST', '/server/restart');
      await sim.restarted();
      expect(await components()).not.toContain('spoolman');
    } finally {
      await sim.stop();
    }
  });
});

describe('spoolman: the active spool', () => {
  const suite = simForSuite({ spoolman: { port: 0 } });

  it('is listed in server.info and its section in server.config', async () => {
    const info = await http(suite.sim, 'GET', '/server/info');
    expect((info.body as { result: { components: string[] } }).result.components).toContain(
      'spoolman',
    );
    const conf = readFileSync(join(suite.sim.dataDir, 'config', 'moonraker.conf'), 'utf8');
    const server = /\[spoolman\]\nserver: (\S+)/.exec(conf)?.[1];
    expect(server).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const config = await suite.rpc.call<{
      config: Record<string, unknown>;
      orig: Record<string, unknown>;
    }>('server.config');
    expect(config.config.spoolman).toEqual({ server, sync_rate: 5 });
    expect(config.orig.spoolman).toEqual({ server });
  });

  it('starts unset, connected to Spoolman, nothing pending', async () => {
    await waitUntil(() => suite.sim.app.find('spoolman')?.connected === true, 5000);
    expect(await suite.rpc.call('server.spoolman.get_spool_id')).toEqual({ spool_id: null });
    expect(await suite.rpc.call<SpoolmanStatus>('server.spoolman.status')).toEqual({
      spoolman_connected: true,
      pending_reports: [],
      spool_id: null,
    });
  });

  it('is set by post_spool_id, announced once, and stored in the moonraker namespace', async () => {
    const from = suite.rpc.messages.length;
    expect(await suite.rpc.call('server.spoolman.post_spool_id', { spool_id: 2 })).toEqual({
      spool_id: 2,
    });
    // The same spool again changes nothing and is not announced again.
    expect(await suite.rpc.call('server.spoolman.post_spool_id', { spool_id: 2 })).toEqual({
      spool_id: 2,
    });
    await suite.rpc.waitFor((m) => m.method === 'notify_active_spool_set');
    await new Promise((r) => setTimeout(r, 100));
    expect(activeSet(suite.rpc.messages, from)).toEqual([{ spool_id: 2 }]);
    const stored = await http(
      suite.sim,
      'GET',
      '/server/database/item?namespace=moonraker&key=spoolman.spool_id',
    );
    expect((stored.body as { result: { value: unknown } }).result.value).toBe(2);
    const got = await http(suite.sim, 'GET', '/server/spoolman/spool_id');
    expect(got.body).toEqual({ result: { spool_id: 2 } });
  });

  it('takes the id as Moonraker converts it: text over HTTP, refuses null and words', async () => {
    const text = await http(suite.sim, 'POST', '/server/spoolman/spool_id?spool_id=3');
    expect(text.body).toEqual({ result: { spool_id: 3 } });
    const none = await rpcError(
      suite.rpc.call('server.spoolman.post_spool_id', { spool_id: null }),
    );
    expect({ code: none.code, message: none.message }).toEqual({
      code: 400,
      message: "Unable to convert argument [spool_id] to <class 'int'>: value received: None",
    });
    const word = await http(suite.sim, 'POST', '/server/spoolman/spool_id', { spool_id: 'three' });
    expect(word.status).toBe(400);
    expect((word.body as { error: { message: string } }).error.message).toBe(
      "Unable to convert argument [spool_id] to <class 'int'>: value received: three",
    );
    expect(await suite.rpc.call('server.spoolman.get_spool_id')).toEqual({ spool_id: 3 });
  });

  it('is cleared when post_spool_id leaves the id out', async () => {
    const from = suite.rpc.messages.length;
    expect(await suite.rpc.call('server.spoolman.post_spool_id', {})).toEqual({ spool_id: null });
    await suite.rpc.waitFor(
      (m) => m.method === 'notify_active_spool_set' && m.params?.[0] !== undefined,
    );
    expect(activeSet(suite.rpc.messages, from)).toEqual([{ spool_id: null }]);
  });

  it('is kept across server.restart', async () => {
    await suite.rpc.call('server.spoolman.post_spool_id', { spool_id: 5 });
    await http(suite.sim, 'POST', '/server/restart');
    await suite.sim.restarted();
    const rpc = await suite.reconnect();
    expect(await rpc.call('server.spoolman.get_spool_id')).toEqual({ spool_id: 5 });
  });
});

describe('spoolman: a macro sets the spool', () => {
  const suite = simForSuite({ spoolman: { port: 0 } }, async (sim) => {
    appendFileSync(
      join(sim.dataDir, 'config', 'printer.cfg'),
      '\n[gcode_macro SET_SPOOL]\ngcode:\n  {action_call_remote_method("spoolman_set_active_spool", spool_id=params.ID|int)}\n' +
        '\n[gcode_macro CLEAR_SPOOL]\ngcode:\n  {action_call_remote_method("spoolman_set_active_spool", spool_id=None)}\n' +
        '\n[gcode_macro BAD_SPOOL]\ngcode:\n  {action_call_remote_method("spoolman_set_active_spool", spool_id="4")}\n',
    );
    await http(sim, 'POST', '/printer/restart');
    await new Promise((r) => setTimeout(r, 300));
    await sim.klippy.whenReady();
  });

  it('through spoolman_set_active_spool, with notify_active_spool_set', async () => {
    const from = suite.rpc.messages.length;
    await suite.rpc.call('printer.gcode.script', { script: 'SET_SPOOL ID=4' });
    await suite.rpc.waitFor((m) => m.method === 'notify_active_spool_set');
    expect(activeSet(suite.rpc.messages, from)).toEqual([{ spool_id: 4 }]);
    expect(await suite.rpc.call('server.spoolman.get_spool_id')).toEqual({ spool_id: 4 });
  });

  it('a value that is no int is refused; None clears', async () => {
    await suite.rpc.call('printer.gcode.script', { script: 'BAD_SPOOL' });
    await new Promise((r) => setTimeout(r, 100));
    expect(await suite.rpc.call('server.spoolman.get_spool_id')).toEqual({ spool_id: 4 });
    await suite.rpc.call('printer.gcode.script', { script: 'CLEAR_SPOOL' });
    await waitUntil(() => suite.sim.app.find('spoolman')?.spoolId === null, 2000);
  });
});

describe('spoolman: the spools a print used', () => {
  const suite = simForSuite({ spoolman: { port: 0 }, timeScale: 50 });

  it('go into the job’s auxiliary_data as spool_ids', async () => {
    await suite.rpc.call('server.spoolman.post_spool_id', { spool_id: 1 });
    await suite.rpc.call('printer.print.start', { filename: 'small.gcode' });
    // The job is in the history: its spools are followed from here.
    await suite.rpc.waitFor(
      (m) =>
        m.method === 'notify_history_changed' &&
        (m.params?.[0] as { action: string }).action === 'added',
    );
    await suite.rpc.call('server.spoolman.post_spool_id', { spool_id: 2 });
    await suite.rpc.call('printer.print.cancel');
    const finished = await suite.rpc.waitFor(
      (m) =>
        m.method === 'notify_history_changed' &&
        (m.params?.[0] as { action: string }).action === 'finished',
      20000,
    );
    const job = (finished.params?.[0] as { job: HistoryJob }).job;
    expect(job.auxiliary_data).toContainEqual({
      provider: 'spoolman',
      name: 'spool_ids',
      value: [1, 2],
      description: 'Spool IDs used',
      units: null,
    });
  });
});

describe('spoolman: the debug endpoint with logins required', () => {
  it('refuses a client without a login, and Spoolman keeps running', async () => {
    const sim = await startTestSim({ spoolman: { port: 0 }, auth: true });
    try {
      const res = await http(sim, 'POST', '/debug/sim/spoolman?action=stop');
      expect(res.status).toBe(401);
      const manager = sim.app.find('spoolman');
      await waitUntil(() => manager?.connected === true, 5000);
      const proxied = await manager?.request('GET', '/v1/health');
      expect(proxied?.status).toBe(200);
    } finally {
      await sim.stop();
    }
  });
});
