// The job queue against the running simulator: adding, listing, jumping and removing jobs with
// Moonraker's answers and errors, notify_job_queue_changed, starting the queue on an idle printer,
// and — with automatic_transition — a completed print loading the next job after the transition
// G-code, an aborted one pausing the queue.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JobQueueChange, JobQueueStatus } from '../../../../protocol/job_queue';
import { http, rpcError, simForSuite, type RpcMessage, type SuiteSim } from '../../../test/helpers';
import { printState, waitUntil } from '../../../test/print_helpers';

/** A print that takes a moment: a few moves across the bed. */
const SHORT_PRINT = 'G28\nG90\nG1 X20 Y20 Z1 F6000\nG1 X120 Y120 F6000\nG1 X30 Y30 F6000\n';

function addFiles(suite: SuiteSim, ...names: string[]): void {
  for (const name of names) writeFileSync(join(suite.sim.dataDir, 'gcodes', name), SHORT_PRINT);
}

async function queueStatus(suite: SuiteSim): Promise<JobQueueStatus> {
  const res = await http(suite.sim, 'GET', '/server/job_queue/status');
  return (res.body as { result: JobQueueStatus }).result;
}

const changes = (messages: RpcMessage[], from = 0): JobQueueChange[] =>
  messages
    .slice(from)
    .filter((m) => m.method === 'notify_job_queue_changed')
    .map((m) => m.params?.[0] as JobQueueChange);

describe('job queue: the list', () => {
  const suite = simForSuite({}, (sim) => {
    for (const name of ['a.gcode', 'b.gcode', 'c.gcode'])
      writeFileSync(join(sim.dataDir, 'gcodes', name), SHORT_PRINT);
  });

  it('is a core component, empty and paused at first', async () => {
    const info = await http(suite.sim, 'GET', '/server/info');
    expect((info.body as { result: { components: string[] } }).result.components).toContain(
      'job_queue',
    );
    expect(await queueStatus(suite)).toEqual({ queued_jobs: [], queue_state: 'paused' });
  });

  it('adds files in order, each with a 16-digit job id, and announces them', async () => {
    const from = suite.rpc.messages.length;
    const res = await suite.rpc.call<JobQueueStatus>('server.job_queue.post_job', {
      filenames: ['a.gcode', 'b.gcode'],
    });
    expect(res.queue_state).toBe('paused');
    expect(res.queued_jobs.map((j) => j.filename)).toEqual(['a.gcode', 'b.gcode']);
    for (const job of res.queued_jobs) {
      expect(job.job_id).toMatch(/^[0-9A-F]{16}$/);
      expect(Math.abs(job.time_added - Date.now() / 1000)).toBeLessThan(5);
      expect(job.time_in_queue).toBeGreaterThanOrEqual(0);
    }
    await suite.rpc.waitFor((m) => m.method === 'notify_job_queue_changed');
    const [change] = changes(suite.rpc.messages, from);
    expect(change).toEqual({
      action: 'jobs_added',
      updated_queue: [
        expect.objectContaining({ filename: 'a.gcode', job_id: res.queued_jobs[0]?.job_id }),
        expect.objectContaining({ filename: 'b.gcode', job_id: res.queued_jobs[1]?.job_id }),
      ],
      queue_state: 'paused',
    });
    // Over HTTP, a comma-separated list in the query.
    const more = await http(
      suite.sim,
      'POST',
      '/server/job_queue/job?filenames=c.gcode,%20a.gcode',
    );
    const after = (more.body as { result: JobQueueStatus }).result;
    expect(after.queued_jobs.map((j) => j.filename)).toEqual([
      'a.gcode',
      'b.gcode',
      'c.gcode',
      'a.gcode',
    ]);
  });

  it('refuses a missing file and queues none of the list', async () => {
    const before = await queueStatus(suite);
    const res = await http(suite.sim, 'POST', '/server/job_queue/job', {
      filenames: ['a.gcode', 'nope.gcode'],
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: { code: 400, message: 'G-Code File nope.gcode does not exist' },
    });
    expect((await queueStatus(suite)).queued_jobs).toEqual(
      before.queued_jobs.map((j) => ({ ...j, time_in_queue: expect.any(Number) as number })),
    );
    // Outside the gcodes folder nothing exists.
    const outside = await http(suite.sim, 'POST', '/server/job_queue/job', {
      filenames: ['../config/moonraker.conf'],
    });
    expect(outside.body).toMatchObject({
      error: { message: 'G-Code File ../config/moonraker.conf does not exist' },
    });
    const none = await rpcError(suite.rpc.call('server.job_queue.post_job', {}));
    expect(none).toMatchObject({ code: 400, message: 'No data for argument: filenames' });
  });

  it('jumps a job to the front; an unknown id is refused', async () => {
    const before = await queueStatus(suite);
    const third = before.queued_jobs[2];
    const res = await suite.rpc.call<JobQueueStatus>('server.job_queue.jump', {
      job_id: third?.job_id,
    });
    expect(res.queued_jobs.map((j) => j.job_id)).toEqual(
      [2, 0, 1, 3].map((i) => before.queued_jobs[i]?.job_id),
    );
    const err = await rpcError(suite.rpc.call('server.job_queue.jump', { job_id: 'NOPE' }));
    expect(err).toMatchObject({ code: 400, message: 'Invalid job id: NOPE' });
  });

  it('removes jobs by id (unknown ids ignored), then all of them', async () => {
    const before = await queueStatus(suite);
    const [first, second] = before.queued_jobs;
    const from = suite.rpc.messages.length;
    const res = await http(
      suite.sim,
      'DELETE',
      `/server/job_queue/job?job_ids=${first?.job_id},UNKNOWN,${second?.job_id}`,
    );
    const after = (res.body as { result: JobQueueStatus }).result;
    expect(after.queued_jobs.map((j) => j.job_id)).toEqual(
      before.queued_jobs.slice(2).map((j) => j.job_id),
    );
    await suite.rpc.waitFor(
      (m) =>
        suite.rpc.messages.indexOf(m) >= from &&
        m.method === 'notify_job_queue_changed' &&
        (m.params?.[0] as JobQueueChange).action === 'jobs_removed',
    );
    const removed = changes(suite.rpc.messages, from).find((c) => c.action === 'jobs_removed');
    expect(removed?.updated_queue?.map((j) => j.job_id)).toEqual(
      after.queued_jobs.map((j) => j.job_id),
    );
    const cleared = await suite.rpc.call<JobQueueStatus>('server.job_queue.delete_job', {
      all: true,
    });
    expect(cleared).toEqual({ queued_jobs: [], queue_state: 'paused' });
  });
});

describe('job queue: printing', () => {
  const suite = simForSuite({ timeScale: 50 });

  it('start on an idle printer loads the first job; the rest wait while paused', async () => {
    addFiles(suite, 'one.gcode', 'two.gcode');
    await suite.rpc.call('server.job_queue.post_job', { filenames: ['one.gcode', 'two.gcode'] });
    await suite.rpc.waitFor((m) => m.method === 'notify_job_queue_changed');
    const from = suite.rpc.messages.length;
    const started = await suite.rpc.call<JobQueueStatus>('server.job_queue.start');
    expect(started.queue_state).toBe('loading');
    await waitUntil(() => printState(suite.sim) === 'printing', 5000);
    expect(suite.sim.klippy.printer?.job.filename).toBe('one.gcode');
    await suite.rpc.waitFor(
      (m) =>
        m.method === 'notify_job_queue_changed' &&
        (m.params?.[0] as JobQueueChange).action === 'job_loaded',
    );
    const seen = changes(suite.rpc.messages, from);
    expect(seen.map((c) => `${c.action}:${c.queue_state}`)).toEqual([
      'state_changed:loading',
      'state_changed:starting',
      'job_loaded:paused',
    ]);
    expect(seen[2]?.updated_queue?.map((j) => j.filename)).toEqual(['two.gcode']);
    // Without automatic transition the completed print loads nothing more.
    await waitUntil(() => printState(suite.sim) === 'complete', 20000);
    await new Promise((r) => setTimeout(r, 300));
    expect(await queueStatus(suite)).toMatchObject({
      queue_state: 'paused',
      queued_jobs: [expect.objectContaining({ filename: 'two.gcode' })],
    });
    expect(suite.sim.klippy.printer?.job.filename).toBe('one.gcode');
  }, 30000);

  it('with automatic_transition a completed print loads the next job after the transition G-code', async () => {
    const conf = join(suite.sim.dataDir, 'config', 'moonraker.conf');
    writeFileSync(
      conf,
      `${readFileSync(conf, 'utf8')}\n[job_queue]\nautomatic_transition: True\n` +
        'job_transition_delay: 0.2\njob_transition_gcode:\n  M117 Next job\n',
    );
    await http(suite.sim, 'POST', '/server/restart');
    await suite.sim.restarted();
    const rpc = await suite.reconnect();
    const config = (await http(suite.sim, 'GET', '/server/config')).body as {
      result: { config: Record<string, Record<string, unknown>> };
    };
    expect(config.result.config.job_queue).toEqual({
      load_on_startup: false,
      automatic_transition: true,
      job_transition_delay: 0.2,
      job_transition_gcode: 'M117 Next job',
    });
    addFiles(suite, 'first.gcode', 'second.gcode', 'third.gcode');
    await rpc.call('server.job_queue.post_job', {
      filenames: ['first.gcode', 'second.gcode', 'third.gcode'],
    });
    await rpc.call('server.job_queue.start');
    await waitUntil(() => suite.sim.klippy.printer?.job.filename === 'first.gcode', 5000);
    expect((await queueStatus(suite)).queue_state).toBe('ready');
    await waitUntil(() => suite.sim.klippy.printer?.job.filename === 'second.gcode', 20000);
    expect(printState(suite.sim)).toBe('printing');
    expect(suite.sim.klippy.query({ display_status: null }).display_status?.message).toBe(
      'Next job',
    );
    expect((await queueStatus(suite)).queued_jobs.map((j) => j.filename)).toEqual(['third.gcode']);
    // A cancelled print pauses the queue: the third job stays.
    await rpc.call('printer.print.cancel');
    await waitUntil(() => printState(suite.sim) === 'cancelled', 10000);
    await new Promise((r) => setTimeout(r, 500));
    expect(await queueStatus(suite)).toMatchObject({
      queue_state: 'paused',
      queued_jobs: [expect.objectContaining({ filename: 'third.gcode' })],
    });
    expect(suite.sim.klippy.printer?.job.filename).toBe('second.gcode');
  }, 40000);
});
