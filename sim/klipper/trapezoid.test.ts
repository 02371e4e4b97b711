import { describe, expect, it } from 'vitest';
import { distanceAt, junctionV2, profile, velocityAt } from './trapezoid';

describe('profile', () => {
  it('accelerates, cruises and decelerates over the whole distance', () => {
    const p = profile(100, 1000, 100, 0, 0);
    expect(p.cruiseV).toBe(100);
    expect(p.accelT).toBeCloseTo(0.1);
    expect(p.decelT).toBeCloseTo(0.1);
    expect(p.total).toBeCloseTo(0.1 + 0.9 + 0.1);
    expect(distanceAt(p, p.total)).toBeCloseTo(100);
    expect(velocityAt(p, 0.5)).toBe(100);
  });

  it('makes a triangle when the distance is too short to reach the speed', () => {
    const p = profile(1, 1000, 100, 0, 0);
    expect(p.cruiseV).toBeCloseTo(Math.sqrt(1000));
    expect(p.cruiseT).toBe(0);
    expect(distanceAt(p, p.total)).toBeCloseTo(1);
  });

  it('is faster when it may start and end at speed', () => {
    const stopped = profile(10, 1000, 100, 0, 0);
    const flowing = profile(10, 1000, 100, 100, 100);
    expect(flowing.total).toBeCloseTo(0.1);
    expect(flowing.total).toBeLessThan(stopped.total);
    expect(distanceAt(flowing, 0.05)).toBeCloseTo(5);
  });
});

describe('junctionV2', () => {
  const scv = 5;
  const accel = 3000;
  it('does not limit a straight continuation', () => {
    expect(junctionV2([1, 0, 0], [1, 0, 0], scv, accel, 10, 10)).toBe(Number.POSITIVE_INFINITY);
  });
  it('stops at a reversal', () => {
    expect(junctionV2([1, 0, 0], [-1, 0, 0], scv, accel, 10, 10)).toBe(0);
  });
  it('allows about square_corner_velocity at a right angle', () => {
    expect(Math.sqrt(junctionV2([1, 0, 0], [0, 1, 0], scv, accel, 100, 100))).toBeCloseTo(scv, 5);
  });
  it('allows more at a shallow angle, limited by short moves', () => {
    const shallow = [Math.cos(0.1), Math.sin(0.1), 0];
    const v2 = junctionV2([1, 0, 0], shallow, scv, accel, 100, 100);
    expect(Math.sqrt(v2)).toBeGreaterThan(50);
    expect(junctionV2([1, 0, 0], shallow, scv, accel, 0.01, 100)).toBeLessThan(v2);
  });
});
