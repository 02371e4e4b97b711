import { describe, expect, it } from 'vitest';
import type { GcodeBounds } from '../types';
import { bedGrid, defaultView, fillDirections, perEndPoint } from '../view3d';

describe('fillDirections', () => {
  // Points: origin → +x 10 → +y 2 (and z up 0.2) → stays → back along x.
  const points = new Float32Array([0, 0, 0, 10, 0, 0, 10, 2, 0.2, 10, 2, 0.2, 4, 2, 0.2]);
  it.each([
    [0, 4, [0, 0, 0, 127, 0, 0, 0, 126, 13, 0, 0, 0, -127, 0, 0]],
    [1, 2, [0, 0, 0, 0, 0, 0, 0, 126, 13, 0, 0, 0, 0, 0, 0]], // one slice
    [2, 2, Array(15).fill(0)],
  ])('moves %i to %i', (from, to, want) => {
    const out = new Int8Array(15);
    fillDirections(points, out, from, to);
    expect([...out]).toEqual(want);
  });
});

describe('perEndPoint', () => {
  it.each([
    [[3, 1, 2], 3, [3, 3, 1, 2]],
    [[5, 6, 7, 8], 2, [5, 5, 6]], // longer than the count
    [[], 0, [0]],
  ])('%j over %i moves → %j', (values, moves, want) =>
    expect([...perEndPoint(new Uint8Array(values), moves)]).toEqual(want),
  );
});

describe('defaultView', () => {
  const cube: GcodeBounds = { min: [100, 100, 0], max: [120, 120, 20] };
  it.each([
    { aspect: 1, bounds: cube },
    { aspect: 0.5, bounds: cube },
    { aspect: 2, bounds: cube },
    { aspect: 1, bounds: { min: [0, 0, 0], max: [250, 10, 0.2] } as GcodeBounds },
  ])('looks at the centre and fits the part (aspect $aspect)', ({ aspect, bounds }) => {
    const fov = 45;
    const view = defaultView(bounds, fov, aspect);
    const centre = bounds.min.map((v, i) => (v + (bounds.max[i] as number)) / 2);
    expect(view.target).toEqual(centre);
    const radius = Math.hypot(...bounds.max.map((v, i) => v - (bounds.min[i] as number))) / 2;
    const distance = Math.hypot(...view.position.map((v, i) => v - (centre[i] as number)));
    // The sphere's angular radius fits half the narrower field of view.
    const half = (fov * Math.PI) / 360;
    const narrow = Math.min(half, Math.atan(Math.tan(half) * aspect));
    expect(Math.asin(radius / distance)).toBeLessThanOrEqual(narrow);
    expect(Math.asin(radius / distance)).toBeGreaterThan(narrow * 0.8);
    // From the front (−Y), above.
    expect(view.position[1]).toBeLessThan(centre[1] as number);
    expect(view.position[2]).toBeGreaterThan(centre[2] as number);
    expect(view.near).toBeLessThan(distance - radius);
    expect(view.far).toBeGreaterThan(distance + radius);
  });

  it('has a view with no bounds', () => {
    const view = defaultView(null, 45, 1);
    expect(view.target).toEqual([0, 0, 0]);
    expect(view.position.every(Number.isFinite)).toBe(true);
  });
});

describe('bedGrid', () => {
  it.each([
    {
      bounds: { min: [100, 100, 0], max: [120, 120, 20] },
      min: [90, 90],
      max: [130, 130],
      lines: 10,
    },
    { bounds: { min: [3, 7, 0], max: [14, 9, 1] }, min: [-10, -10], max: [30, 20], lines: 5 + 4 },
    { bounds: null, min: [-10, -10], max: [10, 10], lines: 6 },
  ])('$bounds.min – $bounds.max → $min – $max', ({ bounds, min, max, lines }) => {
    const grid = bedGrid(bounds as GcodeBounds | null);
    expect(grid.min).toEqual(min);
    expect(grid.max).toEqual(max);
    expect(grid.positions.length).toBe(lines * 6);
    for (let i = 2; i < grid.positions.length; i += 3) expect(grid.positions[i]).toBe(0);
  });

  it('widens the step when a grid would have too many lines', () => {
    const grid = bedGrid({ min: [0, 0, 0], max: [2000, 2000, 5] }, 10, 10, 51);
    expect(grid.positions.length / 6 / 2).toBeLessThanOrEqual(51);
    const xs = new Set<number>();
    for (let i = 0; i < grid.positions.length; i += 6) xs.add(grid.positions[i] as number);
    expect(xs.has(0)).toBe(true);
  });
});
