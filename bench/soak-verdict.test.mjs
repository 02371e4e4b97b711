// The soak run's verdict (soak-verdict.mjs), table-driven.
// Run with `node --test bench/soak-verdict.test.mjs`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
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

test('the verdict fails when either the heap or the DOM nodes grew too much', () => {
  const run = (heap, nodes) =>
    heap.map((h, minute) => ({ minute, heapMB: h, nodes: nodes[minute] }));
  const cases = [
    [run([30, 30, 30.5], [2000, 2000, 2010]), true],
    [run([30, 30, 33], [2000, 2000, 2010]), false],
    [run([30, 30, 30], [2000, 2000, 2200]), false],
  ];
  for (const [samples, pass] of cases) {
    const v = verdict(samples, 1);
    assert.equal(v.pass, pass);
    assert.deepEqual(
      v.figures.map((f) => f.key),
      ['heapMB', 'nodes'],
    );
  }
});

test('too few samples after the warm-up is an error, not a pass', () => {
  const samples = [0, 1, 2].map((minute) => ({ minute, heapMB: 10 }));
  assert.throws(() => judgeFigure(samples, 'heapMB', 2), /need samples at minute 2/);
});
