import { describe, expect, it } from 'vitest';
import type { JobQueueChange, QueuedJob } from '../../../../../protocol/job_queue';
import { echoDecision, queueSignature, type AwaitedEcho } from '../echo';

const jobs = (...ids: string[]): QueuedJob[] =>
  ids.map((job_id) => ({ filename: 'a.gcode', job_id, time_added: 1, time_in_queue: 0 }));
const change = (ids: string[] | null, state = 'paused'): JobQueueChange =>
  ({
    action: ids === null ? 'state_changed' : 'jobs_added',
    updated_queue: ids === null ? null : jobs(...ids),
    queue_state: state,
  }) as JobQueueChange;

describe('echoDecision', () => {
  // The edit's last call answered jobs 1, 2 (paused); waited for until t = 1000.
  const awaited: AwaitedEcho = { signature: queueSignature(jobs('1', '2'), 'paused'), until: 1000 };
  it.each([
    ['nothing awaited: every announcement counts', null, change(['9']), 10, 'take'],
    [
      'the half-made queue of the edit’s first call',
      awaited,
      change(['1', '2', '3', '4']),
      10,
      'skip',
    ],
    ['another browser’s change before the last call', awaited, change(['1', '3']), 10, 'skip'],
    ['a state change before it', awaited, change(null, 'loading'), 10, 'skip'],
    ['the last call’s announcement', awaited, change(['1', '2']), 60, 'last'],
    ['the same jobs in another state', awaited, change(['1', '2'], 'ready'), 60, 'skip'],
    ['the wait is over', awaited, change(['7']), 1000, 'last'],
  ] as const)('%s', (_, wait, notified, now, expected) => {
    expect(echoDecision(wait, notified, now)).toBe(expected);
  });
});
