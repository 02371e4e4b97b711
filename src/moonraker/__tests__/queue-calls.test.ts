// The job queue calls against the real virtual printer: each answers the queue as Moonraker does,
// in the shape the queue card reads, and the queue follows the calls (post with reset, jump,
// delete by ids and all, pause and start).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../api';
import type { AnswerError } from '../errors';
import { httpRpc, startSimProcess, type SimProcess } from '../../test/sim-process';
import { queueCalls } from '../queue-calls';

describe('the job queue calls on the virtual printer', () => {
  let sim: SimProcess;
  const bad: AnswerError[] = [];

  beforeAll(async () => {
    sim = await startSimProcess();
  }, 60_000);
  afterAll(async () => {
    await sim?.stop();
  });

  const rpc = httpRpc(() => sim);

  it('post, reorder with reset, jump, remove, pause and start', async () => {
    const calls = queueCalls(createApi(rpc, 'sim', (error) => bad.push(error)));
    const names = (s: { queued_jobs: { filename: string }[] }) =>
      s.queued_jobs.map((j) => j.filename);
    expect(await calls.status()).toMatchObject({ queued_jobs: [], queue_state: 'paused' });

    const added = await calls.post(['small.gcode', 'multi.gcode', 'small.gcode']);
    expect(names(added)).toEqual(['small.gcode', 'multi.gcode', 'small.gcode']);
    expect(added.queued_jobs[0]?.job_id).toMatch(/^[0-9A-F]{16}$/);

    const reordered = await calls.post(['multi.gcode', 'small.gcode'], true);
    expect(names(reordered)).toEqual(['multi.gcode', 'small.gcode']);

    const last = reordered.queued_jobs[1]!.job_id;
    expect(names(await calls.jump(last))).toEqual(['small.gcode', 'multi.gcode']);
    expect(names(await calls.remove([last]))).toEqual(['multi.gcode']);
    await expect(calls.jump('0000000000000000')).rejects.toThrow();

    expect((await calls.pause()).queue_state).toBe('paused');
    expect((await calls.removeAll()).queued_jobs).toEqual([]);
    // Started with nothing queued, the queue stays paused (Moonraker's rule).
    expect((await calls.start()).queue_state).toBe('paused');
    expect(bad).toEqual([]);
  }, 30_000);
});
