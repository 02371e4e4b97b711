// The queue store of one printer: read at connect when the server has the job_queue component,
// followed by notify_job_queue_changed, and set by every call's answer.
import { afterEach, describe, expect, it } from 'vitest';
import type { JobQueueStatus, QueuedJob } from '../../../../protocol/job_queue';
import {
  notifyFrom,
  openTestPrinter,
  serveServerInfo,
  type TestPrinter,
} from '../../../test/printer-scope';
import { RpcError } from '../../../state/__tests__/session-harness';
import { queueActions, queueStore } from '../store';

/** Lets the pretend printer's answers arrive (the test runs on the real clock). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

const job = (filename: string, id: string): QueuedJob => ({
  filename,
  job_id: id,
  time_added: 1,
  time_in_queue: 1,
});

describe('the job queue store', () => {
  let open: TestPrinter | null = null;
  afterEach(() => {
    open?.close();
    open = null;
  });

  async function queuePrinter(status: JobQueueStatus, components = ['history', 'job_queue']) {
    open = await openTestPrinter({
      setup: (printer) => {
        serveServerInfo(printer, { components });
        printer.rpc.set('server.job_queue.status', () => status);
        printer.rpc.set('server.files.metadata', (params) => {
          const name = (params as { filename: string }).filename;
          if (name === 'gone.gcode') throw new RpcError(404, 'File gone.gcode does not exist');
          return { size: 1, modified: 2, estimated_time: 60, filename: name };
        });
        for (const method of ['post_job', 'delete_job', 'pause', 'start', 'jump'])
          printer.rpc.set(`server.job_queue.${method}`, () => ({
            queued_jobs: [job('answer.gcode', 'A')],
            queue_state: method === 'pause' ? 'paused' : 'ready',
          }));
      },
    });
    const store = open.scope.get(queueStore);
    await settle();
    return { ...open, store };
  }

  it('reads the queue and its files’ metadata at connect', async () => {
    const { store } = await queuePrinter({
      queued_jobs: [job('a.gcode', '1'), job('a.gcode', '2'), job('gone.gcode', '3')],
      queue_state: 'paused',
    });
    const state = store.getState();
    expect(state.loaded).toBe(true);
    expect(state.state).toBe('paused');
    expect(state.jobs.map((j) => j.job_id)).toEqual(['1', '2', '3']);
    expect(state.files['a.gcode']?.estimated_time).toBe(60);
    expect(state.files['gone.gcode']).toBeNull();
    // One metadata read per file name, not per job.
    expect(open!.sent('server.files.metadata')).toHaveLength(2);
  });

  it('asks nothing of a server without the component', async () => {
    const { store, sent } = await queuePrinter({ queued_jobs: [], queue_state: 'ready' }, [
      'history',
    ]);
    expect(sent('server.job_queue.status')).toEqual([]);
    expect(store.getState().loaded).toBe(false);
  });

  it('follows notify_job_queue_changed; a state change alone keeps the jobs', async () => {
    const { store, printer } = await queuePrinter({
      queued_jobs: [job('a.gcode', '1')],
      queue_state: 'ready',
    });
    notifyFrom(printer, 'notify_job_queue_changed', [
      {
        action: 'jobs_added',
        updated_queue: [job('a.gcode', '1'), job('b.gcode', '2')],
        queue_state: 'ready',
      },
    ]);
    await settle();
    expect(store.getState().jobs.map((j) => j.filename)).toEqual(['a.gcode', 'b.gcode']);
    notifyFrom(printer, 'notify_job_queue_changed', [
      { action: 'state_changed', updated_queue: null, queue_state: 'loading' },
    ]);
    await settle();
    expect(store.getState().state).toBe('loading');
    expect(store.getState().jobs).toHaveLength(2);
    // The new file's metadata is read.
    expect(store.getState().files['b.gcode']?.estimated_time).toBe(60);
  });

  it('sends each action with Moonraker’s parameters and takes the answer as the queue', async () => {
    const { store, scope, sent } = await queuePrinter({ queued_jobs: [], queue_state: 'ready' });
    expect(await queueActions.add(scope, ['x.gcode', 'x.gcode'])).toBe(true);
    expect(store.getState().jobs.map((j) => j.job_id)).toEqual(['A']);
    await queueActions.add(scope, ['y.gcode', 'x.gcode'], true);
    expect(sent('server.job_queue.post_job')).toEqual([
      { filenames: ['x.gcode', 'x.gcode'] },
      { filenames: ['y.gcode', 'x.gcode'], reset: true },
    ]);
    await queueActions.remove(scope, ['1', '2']);
    await queueActions.removeAll(scope);
    expect(sent('server.job_queue.delete_job')).toEqual([{ job_ids: ['1', '2'] }, { all: true }]);
    await queueActions.jump(scope, '7');
    expect(sent('server.job_queue.jump')).toEqual([{ job_id: '7' }]);
    await queueActions.pause(scope);
    expect(store.getState().state).toBe('paused');
    await queueActions.start(scope);
    expect(store.getState().state).toBe('ready');
    // Nothing to add or remove: nothing sent.
    expect(await queueActions.add(scope, [])).toBe(false);
    expect(await queueActions.remove(scope, [])).toBe(false);
    expect(sent('server.job_queue.post_job')).toHaveLength(2);
  });
});
