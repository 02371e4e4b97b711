// The queue's edits made on the queue as the printer has it at the moment of the call: a move
// after another browser changed the queue keeps that change; a move or a new number of copies of a
// group no longer queued posts nothing and tells the user.
import { afterEach, describe, expect, it } from 'vitest';
import type { QueuedJob } from '../../../../protocol/job_queue';
import { useMessages } from '../../../state/messages';
import { notifyFrom } from '../../../test/printer-scope';
import { queueActions, queueStore } from '../store';
import { openQueuePrinter, type QueuePrinter } from './queue-printer';

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('the queue’s edits on the queue as it is now', () => {
  let p: QueuePrinter | null = null;
  afterEach(() => {
    p?.close();
    p = null;
    useMessages.setState({ queue: [] });
  });

  async function open(files: string[]) {
    p = await openQueuePrinter(files);
    const store = p.scope.get(queueStore);
    await settle();
    expect(store.getState().jobs).toHaveLength(files.length);
    return { ...p, store, ids: store.getState().jobs.map((j) => j.job_id) };
  }
  const names = () => p!.queue.queued_jobs.map((j) => j.filename);
  /** Another browser's change: the printer's queue changes, this page has not heard yet. */
  const elsewhere = (change: () => void) => change();

  it('a move keeps a job another browser added after the list was shown', async () => {
    const { scope, ids, queue } = await open(['a.gcode', 'b.gcode', 'c.gcode']);
    elsewhere(() =>
      queue.queued_jobs.push({ filename: 'e.gcode', job_id: 'E', time_added: 2, time_in_queue: 0 }),
    );
    // c.gcode dragged to the front (before a.gcode).
    expect(await queueActions.move(scope, [ids[2]!], [ids[0]!], false)).toBe(true);
    expect(names()).toEqual(['c.gcode', 'a.gcode', 'b.gcode', 'e.gcode']);
    expect(p!.sent('server.job_queue.post_job')).toEqual([
      { filenames: ['c.gcode', 'a.gcode', 'b.gcode', 'e.gcode'], reset: true },
    ]);
    expect(
      p!.scope
        .get(queueStore)
        .getState()
        .jobs.map((j) => j.filename),
    ).toEqual(names());
  });

  it('a move of a job removed elsewhere posts nothing and says so', async () => {
    const { scope, ids, queue } = await open(['a.gcode', 'b.gcode', 'c.gcode']);
    elsewhere(() => (queue.queued_jobs = queue.queued_jobs.filter((j) => j.job_id !== ids[2])));
    expect(await queueActions.move(scope, [ids[2]!], [ids[0]!], false)).toBe(false);
    expect(p!.sent('server.job_queue.post_job')).toEqual([]);
    expect(names()).toEqual(['a.gcode', 'b.gcode']);
    expect(useMessages.getState().queue.map((m) => m.text)).toEqual([
      'The queue changed meanwhile: that job is no longer queued, so nothing was changed.',
    ]);
    // The card shows the queue as it is now.
    expect(p!.scope.get(queueStore).getState().jobs).toHaveLength(2);
  });

  it('more copies of a group in the middle come right after it, the rest keeps its order', async () => {
    const { scope, ids } = await open(['a.gcode', 'c.gcode', 'c.gcode', 'c.gcode', 'b.gcode']);
    expect(await queueActions.setCopies(scope, ids.slice(1, 4), 5)).toBe(true);
    expect(names()).toEqual(['a.gcode', ...Array<string>(5).fill('c.gcode'), 'b.gcode']);
    // The first four jobs were never posted again: a and the group's three keep their ids.
    expect(p!.queue.queued_jobs.slice(0, 4).map((j) => j.job_id)).toEqual(ids.slice(0, 4));
    expect(p!.sent('server.job_queue.post_job')).toEqual([
      { filenames: ['c.gcode', 'c.gcode', 'b.gcode'] },
    ]);
    expect(p!.sent('server.job_queue.delete_job')).toEqual([{ job_ids: [ids[4]] }]);
  });

  it('passes over the late announcement of the half-made queue after growing a group', async () => {
    const { scope, store, printer } = await open(['a.gcode', 'c.gcode', 'b.gcode']);
    const ids = store.getState().jobs.map((j) => j.job_id);
    const before = structuredClone(p!.queue.queued_jobs);
    expect(await queueActions.setCopies(scope, [ids[1]!], 2)).toBe(true);
    const final = structuredClone(p!.queue.queued_jobs);
    const shown = () => store.getState().jobs.map((j) => j.filename);
    expect(shown()).toEqual(['a.gcode', 'c.gcode', 'c.gcode', 'b.gcode']);
    // Moonraker announces each call 50 ms after it: first the queue after the post (b twice).
    const announce = (jobs: QueuedJob[]) =>
      notifyFrom(printer, 'notify_job_queue_changed', [
        { action: 'jobs_added', updated_queue: jobs, queue_state: 'paused' },
      ]);
    const halfMade = [...before, ...final.slice(2)];
    announce(halfMade);
    await settle();
    expect(shown()).toEqual(['a.gcode', 'c.gcode', 'c.gcode', 'b.gcode']);
    // Then the delete's, the queue as answered: from now on every announcement counts.
    announce(final);
    await settle();
    expect(store.getState().awaitedEcho).toBeNull();
    announce(final.slice(1));
    await settle();
    expect(shown()).toEqual(['c.gcode', 'c.gcode', 'b.gcode']);
  });

  it('fewer copies delete the group’s last jobs by id', async () => {
    const { scope, ids } = await open(['c.gcode', 'c.gcode', 'c.gcode', 'b.gcode']);
    expect(await queueActions.setCopies(scope, ids.slice(0, 3), 1)).toBe(true);
    expect(names()).toEqual(['c.gcode', 'b.gcode']);
    expect(p!.sent('server.job_queue.delete_job')).toEqual([{ job_ids: [ids[1], ids[2]] }]);
    expect(p!.sent('server.job_queue.post_job')).toEqual([]);
  });

  it('copies of a group gone meanwhile change nothing and say so', async () => {
    const { scope, ids, queue } = await open(['c.gcode', 'c.gcode', 'b.gcode']);
    elsewhere(() => (queue.queued_jobs = queue.queued_jobs.slice(2)));
    expect(await queueActions.setCopies(scope, ids.slice(0, 2), 4)).toBe(false);
    expect(names()).toEqual(['b.gcode']);
    expect(p!.sent('server.job_queue.post_job')).toEqual([]);
    expect(useMessages.getState().queue).toHaveLength(1);
  });
});
