import { describe, expect, it } from 'vitest';
import type { QueuedJob } from '../../../../../protocol/job_queue';
import { groupJobs, queueTotals, type JobEstimate } from '../queue-rules';

/** Jobs from file names; ids J0, J1, … in order. */
const jobs = (...names: string[]): QueuedJob[] =>
  names.map((filename, i) => ({
    filename,
    job_id: `J${i}`,
    time_added: 1000 + i,
    time_in_queue: 5,
  }));

describe('groupJobs', () => {
  it.each([
    [[], []],
    [['a'], [['a', 1, 0]]],
    [['a', 'a', 'a'], [['a', 3, 0]]],
    [
      ['a', 'b', 'c', 'c', 'c'],
      [
        ['a', 1, 0],
        ['b', 1, 1],
        ['c', 3, 2],
      ],
    ],
    // Only consecutive jobs group: the same file later in the queue is a group of its own.
    [
      ['a', 'a', 'b', 'a'],
      [
        ['a', 2, 0],
        ['b', 1, 2],
        ['a', 1, 3],
      ],
    ],
    // Names differ by folder or case: different files.
    [
      ['x/a', 'a', 'A'],
      [
        ['x/a', 1, 0],
        ['a', 1, 1],
        ['A', 1, 2],
      ],
    ],
  ] as [string[], [string, number, number][]][])('%j', (names, expected) => {
    const groups = groupJobs(jobs(...names));
    expect(groups.map((g) => [g.filename, g.jobIds.length, g.start])).toEqual(expected);
  });

  it('keeps the ids in queue order, the first being the group’s first job', () => {
    expect(groupJobs(jobs('a', 'b', 'b')).map((g) => g.jobIds)).toEqual([['J0'], ['J1', 'J2']]);
  });
});

describe('queueTotals', () => {
  const meta: Record<string, JobEstimate> = {
    cube: { estimated_time: 600, filament_total: 1000, filament_weight_total: 3 },
    boat: { estimated_time: 3600, filament_total: 5000 },
    blank: {},
    zero: { estimated_time: 0, filament_total: 0 },
  };
  const of = (name: string) => meta[name];
  const now = 1_700_000_000;

  it.each([
    // files, left of the current print, → time, filament, weight, unknown, finish after now
    [[], null, 0, 0, null, 0, null],
    [['cube'], null, 600, 1000, 3, 0, 600],
    [['cube', 'cube', 'cube'], null, 1800, 3000, 9, 0, 1800],
    [['cube', 'boat'], null, 4200, 6000, 3, 0, 4200],
    // The queue starts after the print under way.
    [['cube', 'boat'], 900, 4200, 6000, 3, 0, 5100],
    [['cube'], -20, 600, 1000, 3, 0, 600],
    // Without a weight in any file there is none in total.
    [['boat'], null, 3600, 5000, null, 0, 3600],
    // A file without an estimate (none written, metadata not read yet, or 0) leaves no finish time.
    [['cube', 'blank'], null, 600, 1000, 3, 1, null],
    [['cube', 'missing'], null, 600, 1000, 3, 1, null],
    [['zero'], null, 0, 0, null, 1, null],
  ] as const)('%j, %s left', (names, left, time, filament, weight, unknown, finish) => {
    const totals = queueTotals(jobs(...names), of, now, left);
    expect(totals).toEqual({
      jobs: names.length,
      time,
      filament,
      weight,
      unknown,
      finishAt: finish === null ? null : now + finish,
    });
  });
});
