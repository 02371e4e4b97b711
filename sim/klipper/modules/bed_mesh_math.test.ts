// The bed mesh's numbers: probe grid, probed matrix order, algorithm rules and interpolation.

import { describe, expect, it } from 'vitest';
import { pyFloat } from '../../python_values';
import {
  generatePoints,
  probedMatrix,
  verifyAlgorithm,
  ZMesh,
  type MeshParams,
} from './bed_mesh_math';

const params = (over: Partial<MeshParams> = {}): MeshParams => ({
  min_x: 0,
  max_x: 100,
  min_y: 0,
  max_y: 200,
  x_count: 5,
  y_count: 5,
  mesh_x_pps: 2,
  mesh_y_pps: 2,
  algo: 'lagrange',
  tension: 0.2,
  ...over,
});

/** A smooth surface sampled at the probe points of `p`. */
function sample(p: MeshParams, f: (x: number, y: number) => number): number[][] {
  const dx = (p.max_x - p.min_x) / (p.x_count - 1);
  const dy = (p.max_y - p.min_y) / (p.y_count - 1);
  return Array.from({ length: p.y_count }, (_, j) =>
    Array.from({ length: p.x_count }, (_, i) => f(p.min_x + i * dx, p.min_y + j * dy)),
  );
}

describe('bed mesh math', () => {
  it('generates a zig-zag grid; max X snapped to the hundredth-floored spacing', () => {
    const pts = generatePoints(3, 2, [10, 10], [110.005, 60]);
    expect(pts).toEqual([
      [10, 10],
      [60, 10],
      [110, 10],
      [110, 60],
      [60, 60],
      [10, 60],
    ]);
    expect(() => generatePoints(5, 5, [0, 0], [3, 3])).toThrow('min/max points too close together');
  });

  it('builds rows by increasing X whatever the probing direction', () => {
    const pts = generatePoints(3, 3, [0, 0], [20, 20]);
    expect(probedMatrix(pts, [1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([
      [1, 2, 3],
      [6, 5, 4],
      [7, 8, 9],
    ]);
  });

  const algoCases: [Partial<MeshParams>, string | RegExp][] = [
    [{ algo: 'lagrange' }, 'lagrange'],
    [{ algo: 'bicubic' }, 'bicubic'],
    [{ algo: 'bicubic', x_count: 3, y_count: 5 }, 'lagrange'],
    [{ algo: 'bicubic', mesh_x_pps: 0, mesh_y_pps: 0 }, 'direct'],
    [{ algo: 'lagrange', x_count: 7 }, /cannot exceed a probe_count of 6/],
    [{ algo: 'bicubic', x_count: 3, y_count: 7 }, /Combination of 3 points on one axis/],
    [{ algo: 'spline' }, 'bed_mesh: Unknown algorithm <spline>'],
  ];
  it.each(algoCases)('algorithm check %o → %s', (over, expected) => {
    const p = params(over);
    if (typeof expected === 'string' && !expected.startsWith('bed_mesh'))
      expect(verifyAlgorithm(p)).toBe(expected);
    else expect(() => verifyAlgorithm(p)).toThrow(expected);
  });

  const surfaces: [string, Partial<MeshParams>, (x: number, y: number) => number, number][] = [
    // Lagrange through 5 points is exact for a polynomial of degree 4 or less.
    ['lagrange, quadratic bowl', {}, (x, y) => 1e-5 * (x - 50) ** 2 + 2e-6 * (y - 90) ** 2, 1e-9],
    ['bicubic, a tilted plane', { algo: 'bicubic' }, (x, y) => 0.001 * x - 0.0005 * y, 2e-3],
    ['direct', { mesh_x_pps: 0, mesh_y_pps: 0, algo: 'direct' }, (x) => 0.002 * x, 1e-9],
  ];
  it.each(surfaces)('%s: through the probed points, close between them', (_, over, f, tol) => {
    const p = params(over);
    const m = new ZMesh(p, 'default');
    m.build(sample(p, f));
    const pps = p.mesh_x_pps + 1;
    expect(m.meshMatrix()).toHaveLength((p.y_count - 1) * p.mesh_y_pps + p.y_count);
    // Probed values sit at every (pps)th entry.
    expect(m.meshMatrix()[0]?.[pps]).toBe(m.probedMatrix()[0]?.[1]);
    for (const [x, y] of [
      [0, 0],
      [25, 50],
      [100, 200],
    ] as const)
      expect(m.calcZ(x, y)).toBeCloseTo(f(x, y), 9);
    expect(Math.abs(m.calcZ(37, 121) - f(37, 121))).toBeLessThan(tol + 1e-3);
    // Outside the mesh the edge value holds.
    expect(m.calcZ(-50, -50)).toBeCloseTo(f(0, 0), 9);
  });

  it('range, average (to the hundredth) and Python float text', () => {
    const p = params({ x_count: 3, y_count: 3, mesh_x_pps: 0, mesh_y_pps: 0, algo: 'direct' });
    const m = new ZMesh(p, 'x');
    m.build([
      [0, 0.1, 0.2],
      [0, 0.1, 0.2],
      [0, 0.1, 0.26],
    ]);
    expect(m.zRange()).toEqual([0, 0.26]);
    expect(m.zAverage()).toBe(0.11);
    expect([pyFloat(10), pyFloat(0.2), pyFloat(-3)]).toEqual(['10.0', '0.2', '-3.0']);
  });
});
