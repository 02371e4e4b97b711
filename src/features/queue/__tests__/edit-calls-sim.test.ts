// The queue's edits against the real virtual printer: a list shown to the user goes stale when
// someone else changes the queue (another browser's post or delete) before the user's drag or new
// number of copies reaches the printer; the edit, made on the queue read again by job id, keeps
// that change, and an edit of jobs gone since sends nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../../../moonraker/api';
import { queueCalls } from '../../../moonraker/queue-calls';
import { httpRpc, startSimProcess, type SimProcess } from '../../../test/sim-process';
import { groupJobs } from '../rules/queue-rules';
import { moveOnQueue, setCopiesOnQueue } from '../edit-calls';

describe('the queue’s edits on the virtual printer', () => {
  let sim: SimProcess;
  beforeAll(async () => {
    sim = await startSimProcess();
  }, 60_000);
  afterAll(async () => {
    await sim?.stop();
  });

  const rpc = httpRpc(() => sim);
  /** This browser's calls. */
  const mine = () => queueCalls(createApi(rpc, 'sim', () => undefined));
  /** Another browser on the same printer. */
  const theirs = () => queueCalls(createApi(rpc, 'sim', () => undefined));
  const names = (s: { queued_jobs: { filename: string }[] }) =>
    s.queued_jobs.map((j) => j.filename);
  const queued = async () => names(await mine().status());

  beforeEach(async () => {
    await mine().removeAll();
  });

  it('a drag after another browser added a job keeps that job', async () => {
    // The list as this page shows it.
    const shown = await mine().post(['small.gcode', 'multi.gcode', 'small.gcode', 'small.gcode']);
    const groups = groupJobs(shown.queued_jobs);
    // Someone else adds a job before the drop.
    await theirs().post(['multi.gcode']);
    // The two smalls dragged to the front.
    const outcome = await moveOnQueue(mine(), groups[2]!.jobIds, groups[0]!.jobIds, false);
    expect(outcome.missing).toBeUndefined();
    expect(names(outcome.status)).toEqual([
      'small.gcode',
      'small.gcode',
      'small.gcode',
      'multi.gcode',
      'multi.gcode',
    ]);
    expect(await queued()).toEqual(names(outcome.status));
  }, 30_000);

  it('a drag of a job removed elsewhere sends nothing', async () => {
    const shown = await mine().post(['small.gcode', 'multi.gcode']);
    const [small, multi] = shown.queued_jobs;
    await theirs().remove([multi!.job_id]);
    const outcome = await moveOnQueue(mine(), [multi!.job_id], [small!.job_id], false);
    expect(outcome.missing).toBe('moved');
    expect(await queued()).toEqual(['small.gcode']);
    // Untouched: the job keeps its id (nothing was posted again).
    expect((await mine().status()).queued_jobs[0]?.job_id).toBe(small!.job_id);
  }, 30_000);

  it('× 3 becomes × 5 right after the group, the jobs before it untouched', async () => {
    const shown = await mine().post([
      'multi.gcode',
      'small.gcode',
      'small.gcode',
      'small.gcode',
      'multi.gcode',
    ]);
    const groups = groupJobs(shown.queued_jobs);
    // Another browser adds a job at the end meanwhile.
    await theirs().post(['small.gcode']);
    const outcome = await setCopiesOnQueue(mine(), groups[1]!.jobIds, 5);
    expect(names(outcome.status)).toEqual([
      'multi.gcode',
      ...Array<string>(5).fill('small.gcode'),
      'multi.gcode',
      'small.gcode',
    ]);
    // The first four jobs kept their ids.
    expect(outcome.status.queued_jobs.slice(0, 4).map((j) => j.job_id)).toEqual(
      shown.queued_jobs.slice(0, 4).map((j) => j.job_id),
    );
    expect(await queued()).toEqual(names(outcome.status));

    // And back to one: its last jobs deleted.
    const now = groupJobs(outcome.status.queued_jobs);
    const fewer = await setCopiesOnQueue(mine(), now[1]!.jobIds, 1);
    expect(names(fewer.status)).toEqual([
      'multi.gcode',
      'small.gcode',
      'multi.gcode',
      'small.gcode',
    ]);
    expect(fewer.status.queued_jobs[1]?.job_id).toBe(shown.queued_jobs[1]?.job_id);
  }, 30_000);
});
