// planArc: segments follow the circle and end exactly at the target; I or J may be zero.

import { describe, expect, it } from 'vitest';
import { planArc } from './arcs';

describe('planArc', () => {
  it('segments a counter-clockwise quarter circle at ~1 mm', () => {
    const pts = planArc({ x: 20, y: 10, z: 0 }, { x: 10, y: 20, z: 0 }, -10, 0, false, 1);
    expect(pts.length).toBe(15);
    for (const p of pts) expect(Math.hypot(p.x - 10, p.y - 10)).toBeCloseTo(10, 6);
    expect(pts[7]?.x).toBeGreaterThan(15);
    expect(pts[pts.length - 1]).toEqual({ x: 10, y: 20, z: 0 });
  });

  it('goes the other way round for G2 with only J', () => {
    const pts = planArc({ x: 10, y: 0, z: 0 }, { x: 10, y: 20, z: 0 }, 0, 10, true, 1);
    expect(pts.length).toBe(31);
    expect(Math.min(...pts.map((p) => p.x))).toBeCloseTo(0, 1);
  });
});
