// Spreading N copies of a file over the printers' job queues, balanced by their work ahead.
import { describe, expect, it } from 'vitest';
import { planDistribution, readCopies, unknownTime, type LoadInput } from '../distribute';

const idle = (id: string, queuedS: (number | null)[] = []): LoadInput => ({
  id,
  hasQueue: true,
  currentS: 0,
  queuedS,
});
const printing = (id: string, currentS: number | null, queuedS: (number | null)[] = []) => ({
  ...idle(id, queuedS),
  currentS,
});
const noQueue = (id: string): LoadInput => ({ ...idle(id), hasQueue: false });

/** The plan as `id: copies` for each printer with a queue, and the excluded ids. */
function plan(printers: LoadInput[], copies: number, fileS: number | null) {
  const result = planDistribution(printers, copies, fileS);
  return {
    copies: Object.fromEntries(result.shares.map((s) => [s.id, s.copies])),
    excluded: result.excluded.map((e) => `${e.id}: ${e.reason}`),
  };
}

describe('planDistribution', () => {
  it.each<[string, LoadInput[], number, number | null, Record<string, number>, string[]]>([
    [
      'ties go by the farm’s order, then alternate',
      [idle('a'), idle('b')],
      3,
      600,
      { a: 2, b: 1 },
      [],
    ],
    [
      'an even split of idle printers',
      [idle('a'), idle('b'), idle('c')],
      6,
      600,
      { a: 2, b: 2, c: 2 },
      [],
    ],
    [
      'a long job queued on one: the other takes the copies until it has as much',
      [idle('a', [1200]), idle('b')],
      3,
      781,
      { a: 1, b: 2 },
      [],
    ],
    [
      'a job longer than all copies together: every copy to the other',
      [idle('a', [3596]), idle('b')],
      3,
      781,
      { a: 0, b: 3 },
      [],
    ],
    [
      'the print under way counts with its time left',
      [printing('a', 3000), idle('b', [600, 600])],
      2,
      600,
      { a: 0, b: 2 },
      [],
    ],
    [
      'fewer copies than printers: the least busy get one',
      [idle('a', [100]), idle('b'), idle('c', [50])],
      2,
      600,
      { a: 0, b: 1, c: 1 },
      [],
    ],
    [
      'many more copies than printers: even out, then alternate',
      [idle('a', [3000]), idle('b')],
      20,
      600,
      { a: 8, b: 12 },
      [],
    ],
    [
      'queued files without an estimate count as the file’s estimate',
      [idle('a', [null, null]), idle('b', [1000])],
      2,
      600,
      { a: 1, b: 1 },
      [],
    ],
    [
      'a print of unknown end counts as one copy',
      [printing('a', null), idle('b')],
      2,
      600,
      { a: 1, b: 1 },
      [],
    ],
    [
      'nothing known at all: by the number of jobs',
      [idle('a', [null, null]), idle('b', [null])],
      3,
      null,
      { a: 1, b: 2 },
      [],
    ],
    [
      'a printer without the job queue is left out with the reason',
      [noQueue('a'), idle('b'), noQueue('c'), idle('d')],
      3,
      600,
      { b: 2, d: 1 },
      ['a: no-queue', 'c: no-queue'],
    ],
    ['no printer with a job queue: nothing planned', [noQueue('a')], 2, 600, {}, ['a: no-queue']],
  ])('%s', (_name, printers, copies, fileS, wanted, excluded) => {
    expect(plan(printers, copies, fileS)).toEqual({ copies: wanted, excluded });
  });

  it('gives every copy exactly once and tells the work before and after', () => {
    const result = planDistribution([idle('a', [1200]), idle('b')], 3, 781);
    expect(result.shares).toEqual([
      { id: 'a', copies: 1, beforeS: 1200, afterS: 1981 },
      { id: 'b', copies: 2, beforeS: 0, afterS: 1562 },
    ]);
    expect(result.copyS).toBe(781);
  });

  it.each([0, -1, 1.5, 100, Number.NaN])('refuses %s copies', (copies) => {
    expect(() => planDistribution([idle('a')], copies, 600)).toThrow(RangeError);
  });
});

describe('unknownTime', () => {
  it.each<[string, LoadInput[], number | null, number]>([
    ['the file’s estimate', [idle('a', [100])], 600, 600],
    ['else the mean of the known times', [idle('a', [100, null]), printing('b', 300)], null, 200],
    [
      'a printer without a queue does not count',
      [idle('a', [100]), { ...noQueue('b'), queuedS: [900] }],
      null,
      100,
    ],
    ['else one second', [idle('a', [null])], null, 1],
    ['a zero estimate is no estimate', [idle('a', [50])], 0, 50],
  ])('%s', (_name, printers, fileS, wanted) => {
    expect(unknownTime(printers, fileS)).toBe(wanted);
  });
});

describe('readCopies', () => {
  it.each([
    ['3', { copies: 3 }],
    [' 12 ', { copies: 12 }],
    ['99', { copies: 99 }],
    ['0', { error: 'range' }],
    ['100', { error: 'range' }],
    ['', { error: 'notNumber' }],
    ['2.5', { error: 'notNumber' }],
    ['-1', { error: 'notNumber' }],
    ['two', { error: 'notNumber' }],
  ])('%j → %j', (text, wanted) => {
    expect(readCopies(text)).toEqual(wanted);
  });
});
