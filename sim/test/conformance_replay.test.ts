// Conformance by replay: the requests a real Moonraker answered (http_index_idle.json,
// http_index_after_print.json) sent again to the simulator, each answered with the recorded status,
// Content-Type and envelope; and the recorded websocket sessions (ws_summary.json counts their
// notifications) played again, the simulator sending the same kinds of notification.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RpcClient, sleep, startTestSim, type TestSim } from './helpers';
import { MOONRAKER as FIXTURES, printState, waitUntil } from './print_helpers';
import { sameShape } from './same_shape';
import { readGcodeFixture } from '../components/file_manager/setup';

interface IndexEntry {
  method: string;
  path: string;
  status: number;
  file: string;
  headers: Record<string, string>;
}

const json = (name: string): unknown =>
  JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')) as unknown;

/** A print that completes in moments. */
const SHORT_PRINT = 'G28\nG90\nG1 X20 Y20 Z1 F6000\nG1 X60 Y60 F6000\n';

/** Sends one recorded request; an upload sends the file its recorded answer names. */
async function replay(sim: TestSim, entry: IndexEntry): Promise<Response> {
  if (entry.path === '/server/files/upload') {
    const recorded = json(entry.file) as { item: { path: string } };
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(readGcodeFixture('small.gcode'))]),
      recorded.item.path,
    );
    return fetch(`${sim.url}${entry.path}`, { method: entry.method, body: form });
  }
  return fetch(`${sim.url}${entry.path}`, { method: entry.method });
}

/** Replays an index in order; returns what differs from the recording, one line per request. */
async function replayIndex(sim: TestSim, index: string): Promise<string[]> {
  const diffs: string[] = [];
  for (const entry of json(index) as IndexEntry[]) {
    const res = await replay(sim, entry);
    const type = res.headers.get('content-type');
    const body = (await res.json()) as Record<string, unknown>;
    const recorded = json(entry.file) as Record<string, unknown>;
    const what = `${entry.method} ${entry.path.slice(0, 60)}`;
    if (res.status !== entry.status) diffs.push(`${what}: status ${res.status}`);
    if (type !== entry.headers['Content-Type']) diffs.push(`${what}: Content-Type ${type}`);
    const envelope = (o: object): string => Object.keys(o).sort().join(',');
    if (envelope(body) !== envelope(recorded)) diffs.push(`${what}: keys ${envelope(body)}`);
  }
  return diffs;
}

describe('conformance: the recorded HTTP requests replayed', () => {
  let sim: TestSim;
  beforeAll(async () => {
    sim = await startTestSim({ timeScale: 50 });
  });
  afterAll(() => sim.stop());

  it('http_index_idle.json: every request answers its recorded status, type and envelope', async () => {
    expect(await replayIndex(sim, 'http_index_idle.json')).toEqual([]);
  });

  it('http_index_after_print.json, after_print_server_job_queue_status.json: after a print', async () => {
    writeFileSync(join(sim.dataDir, 'gcodes', 'short.gcode'), SHORT_PRINT);
    const rpc = await RpcClient.connect(sim);
    try {
      await rpc.call('printer.print.start', { filename: 'short.gcode' });
      await waitUntil(() => printState(sim) === 'complete', 20000);
    } finally {
      rpc.close();
    }
    expect(await replayIndex(sim, 'http_index_after_print.json')).toEqual([]);
    const res = await fetch(`${sim.url}/server/job_queue/status`);
    expect(
      sameShape(json('after_print_server_job_queue_status.json'), await res.json()),
    ).toBeNull();
  }, 30000);
});

interface Frame {
  dir: 'out' | 'in' | 'mark';
  msg: { method?: string; params?: Record<string, unknown> };
}

/** The requests a recorded session sent, in order. */
function sentRequests(file: string): Frame['msg'][] {
  return readFileSync(join(FIXTURES, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Frame)
    .filter((f) => f.dir === 'out')
    .map((f) => f.msg);
}

/** Notification counts by method from message `from` on, as ws_summary.json counts them. */
function summary(client: RpcClient, from: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of client.messages.slice(from))
    if (m.method) out[m.method] = (out[m.method] ?? 0) + 1;
  return out;
}

describe('conformance: ws_summary.json, the recorded sessions replayed', () => {
  let sim: TestSim;
  beforeAll(async () => {
    // The recorded Moonraker had no power devices (server_info.json lists no power component).
    sim = await startTestSim({ timeScale: 50, without: ['power'] });
  });
  afterAll(() => sim.stop());

  /**
   * Sends a session's requests over `client` (the recorded sessions followed each other on one
   * connection) with `pause` ms between them, waits for `until`, and counts what arrived.
   */
  async function play(client: RpcClient, file: string, pause: number, until?: () => boolean) {
    const from = client.messages.length;
    for (const request of sentRequests(file)) {
      await client.request(request.method ?? '', request.params);
      await sleep(pause);
    }
    if (until) await waitUntil(until, 20000);
    // At least one proc-stat period, and the history and status notifications that follow.
    await sleep(1500);
    return summary(client, from);
  }

  it('sends the kinds of notification each recorded session got, no other', async () => {
    const recorded = json('ws_summary.json') as Record<string, Record<string, number>>;
    // The printed file: the sliced cubes during the print session, a short print run to the end.
    writeFileSync(join(sim.dataDir, 'gcodes', 'two_cubes.gcode'), readGcodeFixture('small.gcode'));
    const client = await RpcClient.connect(sim);
    const played: Record<string, Record<string, number>> = {};
    try {
      played['ws_session.jsonl'] = await play(client, 'ws_session.jsonl', 100);
      played['ws_print_session.jsonl'] = await play(client, 'ws_print_session.jsonl', 500);
      // Written before the next session starts: its file-list notification is not counted.
      writeFileSync(join(sim.dataDir, 'gcodes', 'two_cubes.gcode'), SHORT_PRINT);
      await sleep(1000);
      played['ws_print_complete.jsonl'] = await play(
        client,
        'ws_print_complete.jsonl',
        100,
        () => printState(sim) === 'complete',
      );
    } finally {
      client.close();
    }
    expect(sameShape(recorded, played)).toBeNull();
  }, 60000);
});
