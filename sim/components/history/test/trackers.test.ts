// The tracking strategies of history's auxiliary fields, table-driven: what each keeps of a series
// of updates, which updates count (only during a job; with excludePaused not while paused), where
// a job starts (reset, with and without an initial value), and the totals a field reports.

import { describe, expect, it } from 'vitest';
import { HistoryField, roundTo } from '../fields';
import { makeTracker, parseStrategy, type Strategy } from '../trackers';

/** An update: a value, and whether a job is running / paused at that moment. */
type Step = [value: unknown, running?: boolean, paused?: boolean];

interface Case {
  strategy: Strategy;
  initial?: () => unknown;
  excludePaused?: boolean;
  steps: Step[];
  expected: unknown;
}

function run(c: Case): unknown {
  let running = true;
  let paused = false;
  const tracker = makeTracker(c.strategy, {
    gate: (checkPaused) => running && !(checkPaused && paused),
    initial: c.initial,
    excludePaused: c.excludePaused,
  });
  tracker.reset();
  for (const [value, r = true, p = false] of c.steps) {
    running = r;
    paused = p;
    tracker.update(value);
  }
  return tracker.value();
}

const CASES: [string, Case][] = [
  ['basic keeps the last value', { strategy: 'basic', steps: [[1], [5], [3]], expected: 3 }],
  ['basic starts empty', { strategy: 'basic', steps: [], expected: null }],
  [
    'basic starts from its initial value',
    { strategy: 'basic', initial: () => 7, steps: [], expected: 7 },
  ],
  [
    'basic ignores updates outside a job',
    { strategy: 'basic', steps: [[1], [9, false]], expected: 1 },
  ],
  [
    'delta: change since the first update',
    { strategy: 'delta', steps: [[10], [12], [15]], expected: 5 },
  ],
  [
    'delta from the initial value',
    { strategy: 'delta', initial: () => 8, steps: [[10], [15]], expected: 7 },
  ],
  [
    'delta skips what changed outside the job',
    { strategy: 'delta', steps: [[10], [20, false], [21]], expected: 1 },
  ],
  ['delta ignores non-numbers', { strategy: 'delta', steps: [[1], ['x'], [4]], expected: 3 }],
  [
    'delta excluding pauses',
    {
      strategy: 'delta',
      excludePaused: true,
      steps: [[0], [2], [5, true, true], [6]],
      expected: 3,
    },
  ],
  [
    'delta counting pauses by default',
    { strategy: 'delta', steps: [[0], [2], [5, true, true], [6]], expected: 6 },
  ],
  ['accumulate sums', { strategy: 'accumulate', steps: [[1], [2], [3.5]], expected: 6.5 }],
  [
    'accumulate from the initial value',
    { strategy: 'accumulate', initial: () => 10, steps: [[1]], expected: 11 },
  ],
  [
    'accumulate: a non-number initial value is 0',
    { strategy: 'accumulate', initial: () => 'x', steps: [[1]], expected: 1 },
  ],
  ['average', { strategy: 'average', steps: [[2], [4], [9]], expected: 5 }],
  ['maximum', { strategy: 'maximum', steps: [[-5], [-2], [-9]], expected: -2 }],
  [
    'maximum from the initial value',
    { strategy: 'maximum', initial: () => 10, steps: [[3]], expected: 10 },
  ],
  ['minimum', { strategy: 'minimum', steps: [[5], [2], [9]], expected: 2 }],
  ['minimum before any update', { strategy: 'minimum', steps: [], expected: 0 }],
  [
    'collect keeps distinct values in order',
    { strategy: 'collect', steps: [[3], [3], [7], [3]], expected: [3, 7] },
  ],
  [
    'collect from the initial list',
    { strategy: 'collect', initial: () => [1], steps: [[2]], expected: [1, 2] },
  ],
  ['collect outside a job', { strategy: 'collect', steps: [[1, false]], expected: [] }],
];

describe('tracking strategies', () => {
  it.each(CASES)('%s', (_name, c) => {
    expect(run(c)).toEqual(c.expected);
  });

  it('collect keeps the last 100 values', () => {
    const steps: Step[] = Array.from({ length: 105 }, (_, i) => [i]);
    const kept = run({ strategy: 'collect', steps, expected: null }) as number[];
    expect(kept).toHaveLength(100);
    expect(kept[0]).toBe(5);
  });

  it.each([
    ['delta', 'delta'],
    ['DELTA', 'delta'],
    ['Collect', 'collect'],
    ['sum', null],
    [' delta', null],
  ])('strategy %j is %j', (name, expected) => {
    expect(parseStrategy(name)).toBe(expected);
  });
});

describe('a field', () => {
  const spec = {
    provider: 'sensor m',
    name: 'energy',
    description: 'Energy',
    strategy: 'delta' as const,
    units: 'kWh',
  };
  const field = (extra: Partial<ConstructorParameters<typeof HistoryField>[0]>, value: number) => {
    const f = new HistoryField({ ...spec, ...extra }, () => true);
    f.tracker.reset();
    f.update(0);
    f.update(value);
    return f;
  };

  it.each([
    [{}, false],
    [{ reportTotal: true }, true],
    [{ reportMaximum: true }, true],
    [{ reportTotal: true, strategy: 'collect' as const }, false],
  ])('%j reports totals: %s', (extra, expected) => {
    expect(field(extra, 1).hasTotals()).toBe(expected);
  });

  it.each([
    ['first job', { reportTotal: true, reportMaximum: true }, [], { maximum: 2, total: 2 }],
    [
      'adds to the last totals',
      { reportTotal: true, reportMaximum: true },
      [{ provider: 'sensor m', field: 'energy', maximum: 5, total: 5 }],
      { maximum: 5, total: 7 },
    ],
    [
      'ignores other fields',
      { reportTotal: true },
      [{ provider: 'sensor x', field: 'energy', maximum: 5, total: 5 }],
      { maximum: null, total: 2 },
    ],
    [
      'a null last value counts as 0',
      { reportMaximum: true },
      [{ provider: 'sensor m', field: 'energy', maximum: null, total: null }],
      { maximum: 2, total: null },
    ],
  ])('totals: %s', (_n, extra, last, expected) => {
    expect(field(extra, 2).totals(last)).toEqual({
      provider: 'sensor m',
      field: 'energy',
      ...expected,
    });
  });

  it('zeroes only what it reports on a reset', () => {
    expect(field({ reportTotal: true }, 2).totals([], true)).toEqual({
      provider: 'sensor m',
      field: 'energy',
      maximum: null,
      total: 0,
    });
  });

  it('rounds its value and totals to its precision', () => {
    const f = field({ precision: 3, reportTotal: true }, 0.123456);
    expect(f.asData()).toEqual({
      provider: 'sensor m',
      name: 'energy',
      value: 0.123,
      description: 'Energy',
      units: 'kWh',
    });
    expect(
      f.totals([{ provider: 'sensor m', field: 'energy', maximum: null, total: 1.0001 }]).total,
    ).toBe(1.124);
  });

  it.each([
    [1.23456, 2, 1.23],
    [2.5, 0, 2],
    [3.5, 0, 4],
    [-0.125, 2, -0.12],
    [0.375, 2, 0.38],
    [2.675, 2, 2.67],
    [1.0005, 3, 1.0],
    [7, null, 7],
    [0.000001, 6, 0.000001],
  ])('roundTo(%d, %j) = %d', (value, digits, expected) => {
    expect(roundTo(value, digits)).toBe(expected);
  });
});
