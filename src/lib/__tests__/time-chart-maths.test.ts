import { describe, expect, it } from 'vitest';
import {
  chooseStep,
  crisp,
  deviceSize,
  extent,
  nearestIndex,
  plotBox,
  roundSteps,
  toPx,
  toPxUp,
  traceLine,
  valueTicks,
} from '../time-chart-maths';

describe('roundSteps', () => {
  it('is 1, 2, 2.5 and 5 times each power of ten, smallest first', () => {
    expect(roundSteps(-1, 1)).toEqual([0.1, 0.2, 0.25, 0.5, 1, 2, 2.5, 5, 10, 20, 25, 50]);
  });
});

describe('plotBox', () => {
  it.each([
    // width, height, axes, padding → box
    [600, 260, { left: true, right: true }, [8, 16, 0, 0], [50, 8, 484, 202]],
    [600, 260, { left: true, right: false }, [8, 16, 0, 0], [50, 8, 534, 202]],
    [390, 180, { left: true, right: true }, [8, 16, 0, 0], [50, 8, 274, 122]],
    [600, 260, { left: false, right: false }, [0, 0, 0, 0], [0, 0, 600, 210]],
    [80, 40, { left: true, right: true }, [8, 16, 0, 0], [50, 8, 0, 0]], // too small: empty
  ] as const)('%s × %s, %o, padding %o → %o', (width, height, axes, padding, box) => {
    const { left, top, width: w, height: h } = plotBox(width, height, axes, padding);
    expect([left, top, w, h]).toEqual(box);
  });
});

describe('value → pixel', () => {
  it.each([
    // value, min, max, start, length → x (left to right), y (bottom up)
    [0, 0, 100, 50, 200, 50, 250],
    [100, 0, 100, 50, 200, 250, 50],
    [25, 0, 100, 50, 200, 100, 200],
    [1030, 1000, 1060, 0, 600, 300, 300],
    [-10, 0, 100, 0, 200, -20, 220], // outside the range: outside the plot (clipped when drawn)
    [5, 5, 5, 10, 100, 10, 110], // an empty range puts everything at its start
  ] as const)('%s in [%s, %s] over %s+%s px → x %s, y %s', (v, min, max, start, len, x, y) => {
    expect(toPx(v, min, max, start, len)).toBe(x);
    expect(toPxUp(v, min, max, start, len)).toBe(y);
  });
});

describe('chooseStep', () => {
  it.each([
    // steps, span, length px, min gap px → step
    [[20, 40, 60], 220, 202, 30, 40], // 20° would be 18 px apart
    [[20, 40, 60], 60, 202, 30, 20],
    [[20, 40, 60], 300, 122, 30, 60], // nothing fits on a phone: the largest
    [[0.25, 0.5], 1, 202, 30, 0.25],
    [[0.25, 0.5], 1, 100, 30, 0.5],
    [roundSteps(-2, 3), 100, 202, 30, 20],
    [roundSteps(-2, 3), 5, 202, 30, 1],
    [roundSteps(-2, 3), 5, 60, 30, 2.5],
    [[20, 40, 60], 0, 202, 30, 60],
    [[20, 40, 60], 100, 0, 30, 60],
  ] as const)('%o over %s drawn %s px, %s px apart → %s', (steps, span, len, gap, step) =>
    expect(chooseStep(steps, span, len, gap)).toBe(step),
  );
});

describe('valueTicks', () => {
  it.each([
    // min, max, step → ticks
    [0, 220, 40, [0, 40, 80, 120, 160, 200]],
    [0, 60, 20, [0, 20, 40, 60]],
    [0, 1, 0.25, [0, 0.25, 0.5, 0.75, 1]],
    [0, 0.3, 0.1, [0, 0.1, 0.2, 0.3]], // no 0.30000000000000004, and the top is kept
    [15, 100, 20, [20, 40, 60, 80, 100]],
    [0, 5, 0, []],
    [0, Infinity, 20, []],
  ] as const)('[%s, %s] by %s → %o', (min, max, step, ticks) =>
    expect(valueTicks(min, max, step)).toEqual(ticks),
  );
});

describe('extent', () => {
  const values = [
    [20, 21, null, 25],
    [0, 200, 200, null],
    [null, null, null, null],
  ];
  it.each([
    // which series are shown → [min, max]
    [
      [true, true, true],
      [0, 200],
    ],
    [
      [true, false, true],
      [20, 25],
    ], // a hidden series does not stretch the scale
    [
      [false, true, false],
      [0, 200],
    ],
    [
      [false, false, true],
      [Infinity, -Infinity],
    ], // nothing to range from
    [
      [false, false, false],
      [Infinity, -Infinity],
    ],
  ])('shown %o → %o', (shown, range) => expect(extent(values, shown)).toEqual(range));
});

describe('traceLine', () => {
  const trace = (ys: (number | null)[]) => {
    const path: string[] = [];
    traceLine(
      { moveTo: (x, y) => path.push(`M${x},${y}`), lineTo: (x, y) => path.push(`L${x},${y}`) },
      ys.map((_, i) => i),
      ys,
      (x) => x * 10,
      (y) => 100 - y,
    );
    return path.join(' ');
  };
  it.each([
    [[1, 2, 3], 'M0,99 L10,98 L20,97'],
    [[1, null, 3, 4], 'M0,99 M20,97 L30,96'], // a missing sample breaks the line
    [[null, null, 5], 'M20,95'],
    [[1, 2, null, null, 5, 6], 'M0,99 L10,98 M40,95 L50,94'],
    [[Number.NaN, 2, 3], 'M10,98 L20,97'],
    [[], ''],
  ] as const)('%o → %s', (ys, path) => expect(trace([...ys])).toBe(path));
});

describe('canvas at the device pixel ratio', () => {
  it.each([
    // CSS width, height, ratio → device width, height
    [600, 260, 1, 600, 260],
    [600, 260, 2, 1200, 520],
    [390, 180, 3, 1170, 540],
    [333, 180, 1.5, 500, 270],
    [600, 260, 0, 600, 260], // no ratio reported: one device pixel per CSS pixel
  ] as const)('%s × %s at %s → %s × %s', (w, h, ratio, dw, dh) =>
    expect(deviceSize(w, h, ratio)).toEqual({ width: dw, height: dh }),
  );

  it.each([
    // position CSS px, ratio, line width device px → position device px
    [10, 1, 1, 10.5], // a 1 px line on the middle of its pixel
    [10.4, 1, 1, 10.5],
    [10, 2, 2, 20], // a 2 px line on the edge between two
    [10, 1.5, 1, 15.5],
  ] as const)('%s at %s, %s px wide → %s', (pos, ratio, width, device) =>
    expect(crisp(pos, ratio, width)).toBe(device),
  );
});

describe('nearestIndex', () => {
  it.each([
    // times, at → index
    [[10, 11, 12, 13], 11.2, 1],
    [[10, 11, 12, 13], 11.5, 1], // half-way: the older sample
    [[10, 11, 12, 13], 11.6, 2],
    [[10, 11, 12, 13], 2, 0], // before the first
    [[10, 11, 12, 13], 99, 3], // after the last
    [[10, 20, 21], 18, 1],
    [[10], 50, 0],
    [[], 5, -1],
    [[10, 11], Number.NaN, -1],
  ] as const)('%o, %s → %s', (times, at, index) => expect(nearestIndex(times, at)).toBe(index));
});
