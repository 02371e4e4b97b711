import { describe, expect, it } from 'vitest';
import {
  actualOrEstimate,
  baseName,
  currentLayer,
  fileEstimate,
  finishTime,
  jobStatusKind,
  largestThumbnail,
  layerCount,
  remainingTime,
  thumbnailUrl,
  totalLayers,
  uniqueRecentJobs,
  volumetricFlow,
} from '../print-stats';

describe('layerCount', () => {
  it.each([
    [20, 0.2, 0.2, 100],
    [20, 0.3, 0.2, 100],
    [10.1, 0.3, 0.2, 50],
    [0.2, 0.2, 0.2, 1],
    [0.6, 0.2, 0.2, 3],
    [0.1, 0.2, 0.2, 1],
    [0, 0.3, 0.2, null],
    [-1, 0.2, 0.2, null],
    [20, 0.2, 0, null],
    [20, undefined, 0.2, null],
    [undefined, 0.2, 0.2, null],
  ] as const)('height %s, first %s, layer %s → %s', (height, first, layer, expected) =>
    expect(layerCount(height, first, layer)).toBe(expected),
  );
});

describe('totalLayers', () => {
  const meta = { object_height: 20, first_layer_height: 0.2, layer_height: 0.2 };
  it.each([
    ['print_stats.info first', { total_layer: 120 }, { ...meta, layer_count: 90 }, 120],
    ['layer_count next', { total_layer: null }, { ...meta, layer_count: 90 }, 90],
    ['computed from object height', undefined, meta, 100],
    ['nothing known', undefined, undefined, null],
    ['zero layer_count falls through', {}, { ...meta, layer_count: 0 }, 100],
  ] as const)('%s', (_, info, m, expected) => expect(totalLayers(info, m)).toBe(expected));
});

describe('currentLayer', () => {
  const meta = { first_layer_height: 0.2, layer_height: 0.2 };
  it.each([
    ['from print_stats.info', { total_layer: 100, current_layer: 23 }, 50, meta, 100, 23],
    ['from Z', { total_layer: null, current_layer: null }, 4.6, meta, 100, 23],
    ['Z above the top is clamped', {}, 30, meta, 100, 100],
    ['unknown layer height', {}, 4.6, {}, null, 0],
    ['Z at 0', {}, 0, meta, 100, 0],
  ] as const)('%s', (_, info, z, m, total, expected) =>
    expect(currentLayer(info, z, m, total)).toBe(expected),
  );
});

describe('volumetricFlow', () => {
  const area175 = Math.PI * 0.875 ** 2;
  it.each([
    [
      '2 s, 10 mm, 1.75',
      { time: 0, position: 100 },
      { time: 2000, position: 110 },
      undefined,
      (area175 * 10) / 2,
    ],
    [
      '4 s, 8 mm, 2.85',
      { time: 0, position: 0 },
      { time: 4000, position: 8 },
      2.85,
      (Math.PI * 1.425 ** 2 * 8) / 4,
    ],
    ['under 2 s → null', { time: 0, position: 0 }, { time: 1999, position: 8 }, 1.75, null],
    ['retraction → 0', { time: 0, position: 10 }, { time: 3000, position: 5 }, 1.75, 0],
    [
      'diameter 0 → default',
      { time: 0, position: 0 },
      { time: 2000, position: 10 },
      0,
      (area175 * 10) / 2,
    ],
  ] as const)('%s', (_, a, b, d, expected) => {
    const flow = volumetricFlow(a, b, d);
    if (expected === null) expect(flow).toBeNull();
    else expect(flow).toBeCloseTo(expected, 6);
  });
});

describe('estimates', () => {
  it.each([
    ['from progress', 0.25, 600, 3000, 2400, 1800],
    ['no progress: slicer estimate', 0, 100, 3000, null, 2900],
    ['slicer estimate exceeded', 0, 4000, 3000, null, 0],
    ['nothing known', 0, 0, undefined, null, null],
    ['complete', 1, 3600, 3000, 3600, 0],
  ] as const)('%s', (_, progress, duration, slicer, total, remaining) => {
    expect(fileEstimate(progress, duration)).toBe(total);
    expect(remainingTime(progress, duration, slicer)).toBe(remaining);
  });

  it.each([
    [1_000_000, 60, 1_060_000],
    [1_000_000, 0, 1_000_000],
    [1_000_000, null, null],
  ] as const)('finish time from %s ms and %s s left → %s', (now, left, expected) =>
    expect(finishTime(now, left)).toBe(expected),
  );

  it.each([
    [812.4, 3000, { seconds: 812.4, kind: 'actual' }],
    [0, 3000, { seconds: 3000, kind: 'estimate' }],
    [0, undefined, { seconds: null, kind: 'estimate' }],
    [undefined, 120, { seconds: 120, kind: 'estimate' }],
  ] as const)('actual %s vs estimate %s', (actual, estimate, expected) =>
    expect(actualOrEstimate(actual, estimate)).toEqual(expected),
  );
});

describe('files', () => {
  it.each([
    [
      'http://p:7125',
      'cube.gcode',
      '.thumbs/cube-300x300.png',
      'http://p:7125/server/files/gcodes/.thumbs/cube-300x300.png',
    ],
    [
      'http://p:7125/',
      'tests/a b.gcode',
      '.thumbs/a b.png',
      'http://p:7125/server/files/gcodes/tests/.thumbs/a%20b.png',
    ],
  ] as const)('thumbnail of %s %s', (api, file, rel, expected) =>
    expect(thumbnailUrl(api, file, rel)).toBe(expected),
  );

  it('picks the largest thumbnail and the base name', () => {
    expect(
      largestThumbnail([
        { width: 32, relative_path: 'a' },
        { width: 300, relative_path: 'b' },
      ])?.relative_path,
    ).toBe('b');
    expect(largestThumbnail([])).toBeNull();
    expect(baseName('a/b/c.gcode')).toBe('c.gcode');
    expect(baseName('c.gcode')).toBe('c.gcode');
  });

  it('keeps the newest job of each file, up to the count', () => {
    const jobs = ['a', 'b', 'a', 'c', 'd'].map((filename, i) => ({ filename, i }));
    expect(uniqueRecentJobs(jobs, 3).map((j) => j.i)).toEqual([0, 1, 3]);
  });
});

describe('jobStatusKind', () => {
  it.each([
    ['completed', 'completed'],
    ['cancelled', 'cancelled'],
    ['error', 'error'],
    ['in_progress', 'printing'],
    ['printing', 'printing'],
    ['server_exit', 'server_exit'],
    ['klippy_shutdown', 'klippy_shutdown'],
    ['klippy_disconnect', 'klippy_disconnect'],
    ['interrupted', 'unknown'],
    ['sideways', 'unknown'],
  ] as const)('%s → %s', (status, kind) => expect(jobStatusKind(status)).toBe(kind));
});
