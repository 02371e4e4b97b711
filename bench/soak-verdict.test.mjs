// The soak run's verdict (soak-verdict.mjs), table-driven; in `npm test` (vitest's scripts project).
import assert from 'node:assert/strict';
import { test } from 'vitest';
import { judgeFigure, slopePerHour, verdict } from './soak-verdict.mjs';

const round = (x) => Math.round(x * 1000) / 1000;

test('the slope is the least-squares line through the points, per hour', () => {
  const cases = [
    // minutes, values, slope per hour
    [[0, 1, 2, 3], [10, 10, 10, 10], 0],
    [[0, 1, 2, 3], [10, 11, 12, 13], 60],
    [[5, 6, 7], [30, 29.5, 29], -30],
    // Noise around a flat line: slope of the fitted line, not of the two ends.
    [[0, 1, 2, 3, 4], [10, 12, 10, 12, 10], 0],
    [[3], [7], 0],
    [[], [], 0],
  ];
  for (const [minutes, values, expected] of cases) {
    assert.equal(round(slopePerHour(minutes, values)), expected, `${values}`);
  }
});

test('growth counts from the warm-up minute to the last sample; over 5 % fails', () => {
  const s = (values) => values.map((v, minute) => ({ minute, heapMB: v }));
  const cases = [
    // values per minute, warm-up, growth %, pass
    [[10, 20, 30, 40, 50, 50, 50, 50.5], 5, 1, true], // growth in the warm-up does not count
    [[10, 10, 10, 10, 10, 20, 20.5, 21.2], 5, 6, false],
    [[40, 40, 40, 40, 40, 40, 40, 42], 5, 5, true], // exactly the limit passes
    [[40, 40, 40, 40, 40, 40, 39, 38], 5, -5, true], // shrinking passes
    [[8, 9, 10, 10.4], 1, 15.556, false],
  ];
  for (const [values, warmup, growth, pass] of cases) {
    const j = judgeFigure(s(values), 'heapMB', warmup);
    assert.equal(round(j.growthPercent), growth, `${values}`);
    assert.equal(j.pass, pass, `${values}`);
    assert.equal(j.fromMinute, warmup);
    assert.equal(j.toMinute, values.length - 1);
  }
});

test('the slope is also given as a share of the warm-up value per hour', () => {
  const samples = [0, 1, 2, 3].map((minute) => ({ minute, heapMB: 20 + minute * 0.1 }));
  const j = judgeFigure(samples, 'heapMB', 0);
  assert.equal(round(j.slopePerHour), 6);
  assert.equal(round(j.slopePercentPerHour), 30);
});

test('the verdict judges the heap less compiled code and the DOM nodes, not the whole heap', () => {
  // Per minute: whole heap, of it compiled code, DOM nodes.
  const run = (rows) =>
    rows.map(([heap, code, nodes], minute) => ({
      minute,
      heapMB: heap,
      codeMB: code,
      objectsMB: heap - code,
      nodes,
    }));
  const cases = [
    // Flat.
    [
      run([
        [32, 2, 2000],
        [32, 2, 2000],
        [32.5, 2, 2010],
      ]),
      true,
    ],
    // The page's objects grow by 10 %: fails.
    [
      run([
        [32, 2, 2000],
        [32, 2, 2000],
        [35, 2, 2010],
      ]),
      false,
    ],
    // The DOM grows by 10 %: fails.
    [
      run([
        [32, 2, 2000],
        [32, 2, 2000],
        [32, 2, 2200],
      ]),
      false,
    ],
    // Only the JIT's code grows (the whole heap +6.25 %): passes, the growth is shown.
    [
      run([
        [32, 2, 2000],
        [32, 2, 2000],
        [34, 4, 2000],
      ]),
      true,
    ],
  ];
  for (const [samples, pass] of cases) {
    const v = verdict(samples, 1);
    assert.equal(v.pass, pass);
    assert.deepEqual(
      v.figures.map((f) => f.key),
      ['objectsMB', 'nodes'],
    );
    assert.deepEqual(
      v.shown.map((f) => f.key),
      ['heapMB', 'codeMB'],
    );
  }
  const jit = verdict(
    run([
      [32, 2, 2000],
      [32, 2, 2000],
      [34, 4, 2000],
    ]),
    1,
  );
  assert.equal(jit.shown[0].growthPercent, 6.25);
  assert.equal(jit.shown[1].growthPercent, 100);
});

test('too few samples after the warm-up is an error, not a pass', () => {
  const samples = [0, 1, 2].map((minute) => ({ minute, heapMB: 10 }));
  assert.throws(() => judgeFigure(samples, 'heapMB', 2), /need samples at minute 2/);
});
