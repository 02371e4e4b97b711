import { describe, expect, it } from 'vitest';
import type { QueuedJob } from '../../../../../protocol/job_queue';
import { moveJobs, resizeGroup } from '../queue-edits';

/** Jobs written 'file:id' ('a:1' is a.gcode's job 1). */
const jobs = (...specs: string[]): QueuedJob[] =>
  specs.map((spec, i) => {
    const [filename = '', job_id = ''] = spec.split(':');
    return { filename, job_id, time_added: 1000 + i, time_in_queue: 5 };
  });

describe('moveJobs', () => {
  it.each([
    // queue now, moved ids, target ids, after → files posted with reset (or why not)
    ['a drag down, nothing changed', ['a:1', 'b:2', 'c:3'], ['1'], ['2'], true, 'b a c'],
    ['a drag up, nothing changed', ['a:1', 'b:2', 'c:3'], ['3'], ['1'], false, 'c a b'],
    [
      'a group of three to the front',
      ['a:1', 'b:2', 'c:3', 'c:4', 'c:5'],
      ['3', '4', '5'],
      ['1'],
      false,
      'c c c a b',
    ],
    [
      'down past a group: after its last job',
      ['a:1', 'c:3', 'c:4', 'd:6'],
      ['1'],
      ['3', '4'],
      true,
      'c c a d',
    ],
    // Another browser added e.gcode at the end after the drag: it stays.
    ['a job added elsewhere is kept', ['a:1', 'b:2', 'c:3', 'e:9'], ['3'], ['1'], false, 'c a b e'],
    // The printer took a.gcode (the target's first job) meanwhile: before the target's rest.
    ['part of the target gone', ['a:2', 'b:3', 'c:4'], ['4'], ['1', '2'], false, 'c a b'],
    ['part of the moved group gone', ['a:1', 'c:4', 'c:5'], ['3', '4', '5'], ['1'], false, 'c c a'],
    // Moved jobs no longer side by side (one jumped to the front elsewhere) move together.
    ['moved jobs apart', ['c:5', 'a:1', 'c:4', 'b:2'], ['4', '5'], ['2'], true, 'a b c c'],
    ['the moved job is gone', ['a:1', 'b:2'], ['7'], ['1'], false, { missing: 'moved' }],
    ['the target is gone', ['a:1', 'b:2'], ['1'], ['7'], true, { missing: 'target' }],
    ['before a target gone', ['a:1', 'b:2'], ['2'], ['7'], false, { missing: 'target' }],
    ['the queue is empty now', [], ['1'], ['2'], true, { missing: 'moved' }],
    // Already where it was dropped (the other browser made the same move): nothing to post.
    ['already there', ['b:2', 'a:1', 'c:3'], ['1'], ['2'], true, null],
    ['before itself', ['a:1', 'b:2'], ['1'], ['1'], false, { missing: 'target' }],
  ] as const)('%s', (_, queue, moved, target, after, expected) => {
    const plan = moveJobs(jobs(...queue), moved, target, after);
    if (typeof expected === 'string') expect(plan).toEqual({ filenames: expected.split(' ') });
    else expect(plan).toEqual(expected);
  });
});

describe('resizeGroup', () => {
  it.each([
    // queue now, the group's ids, copies → files to post and job ids to delete (or why not)
    ['the last group grows', ['a:1', 'c:2', 'c:3', 'c:4'], ['2', '3', '4'], 5, 'c c', []],
    [
      'a group in the middle grows: the later jobs move after the copies',
      ['a:1', 'c:2', 'c:3', 'b:4', 'd:5'],
      ['2', '3'],
      4,
      'c c b d',
      ['4', '5'],
    ],
    ['a single job becomes three', ['a:1', 'b:2'], ['1'], 3, 'a a b', ['2']],
    [
      'shrinks: its last jobs go',
      ['c:2', 'c:3', 'c:4', 'c:5', 'a:6'],
      ['2', '3', '4', '5'],
      2,
      '',
      ['4', '5'],
    ],
    ['to one', ['a:1', 'c:2', 'c:3', 'c:4'], ['2', '3', '4'], 1, '', ['3', '4']],
    // The printer took the group's first job meanwhile: the copies count from what is left.
    ['its first job was taken', ['c:3', 'c:4', 'b:5'], ['2', '3', '4'], 3, 'c b', ['5']],
    // Another browser added a copy at the end of the group: it counts.
    ['a copy added elsewhere counts', ['c:2', 'c:3', 'c:9'], ['2', '3'], 2, '', ['9']],
  ] as const)('%s', (_, queue, group, copies, post, remove) => {
    expect(resizeGroup(jobs(...queue), group, copies)).toEqual({
      post: post ? post.split(' ') : [],
      remove,
    });
  });

  it('has nothing to do when the group has that many jobs', () => {
    expect(resizeGroup(jobs('a:1', 'c:2', 'c:3'), ['2', '3'], 2)).toBeNull();
  });

  it('says when the group is gone', () => {
    expect(resizeGroup(jobs('a:1'), ['2', '3'], 4)).toEqual({ missing: 'moved' });
  });
});
