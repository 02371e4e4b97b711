// The farm bench's cost per printer (farm-report.mjs), table-driven.
// In `npm test` (vitest's scripts project).
import assert from 'node:assert/strict';
import { test } from 'vitest';
import { costPerPrinter } from './farm-report.mjs';

const run = (printers, mainCpu, heapMB) => ({ printers, mainCpu, heapMB });
const rounded = (cost) => ({
  each: cost.each.map((c) => [c.printers, +c.cpuMs.toFixed(3), +c.heapMB.toFixed(3)]),
  more: cost.more && [+cost.more.cpuMs.toFixed(3), +cost.more.heapMB.toFixed(3)],
});

test('each farm’s CPU and heap are shared among its printers; the slope is what one more adds', () => {
  const cases = [
    // The bench's three farms, in the order it runs them: 30, 10, 1.
    [
      [run(30, 4.5, 24), run(10, 2.1, 12), run(1, 0.9, 8)],
      {
        each: [
          [1, 900, 8],
          [10, 210, 1.2],
          [30, 150, 0.8],
        ],
        more: [124.138, 0.552],
      },
    ],
    // One farm: its share only, nothing to compare it with.
    [[run(30, 3, 15)], { each: [[30, 100, 0.5]], more: null }],
    // Two farms of the same size: no slope.
    [
      [run(5, 1, 10), run(5, 2, 12)],
      {
        each: [
          [5, 200, 2],
          [5, 400, 2.4],
        ],
        more: null,
      },
    ],
  ];
  for (const [runs, expected] of cases) assert.deepEqual(rounded(costPerPrinter(runs)), expected);
});
