import { describe, expect, it } from 'vitest';
import { bisectTarget, stepLabel, testzCommand, TESTZ_STEPS, type Bisect } from '../probe-steps';

describe('TESTZ steps', () => {
  it('offers -1 … +1 mm, lowest first, symmetric', () => {
    expect(TESTZ_STEPS).toEqual([-1, -0.1, -0.05, -0.01, 0.01, 0.05, 0.1, 1]);
  });

  const labels: [number, string][] = [
    [-1, '-1'],
    [-0.05, '-0.05'],
    [0.01, '+0.01'],
    [1, '+1'],
  ];
  it.each(labels)('%s is labelled %s', (step, label) => expect(stepLabel(step)).toBe(label));

  const commands: [number | Bisect, string][] = [
    [-1, 'TESTZ Z=-1'],
    [-0.01, 'TESTZ Z=-0.01'],
    [0.05, 'TESTZ Z=0.05'],
    [0.1 + 0.2, 'TESTZ Z=0.3'],
    ['-', 'TESTZ Z=-'],
    ['+', 'TESTZ Z=+'],
  ];
  it.each(commands)('%s sends %s', (step, gcode) => expect(testzCommand(step)).toBe(gcode));
});

describe('bisectTarget (as Klipper moves on TESTZ Z=- / Z=+)', () => {
  const cases: [Bisect, number | null, number | null, number | null, number | undefined][] = [
    // Halfway to the bound on that side.
    ['-', 5.7, 5.5, 6.0, 5.6],
    ['+', 5.7, 5.5, 6.0, 5.85],
    // At most 0.2 mm at once.
    ['+', 5.5, null, 6.0, 5.7],
    ['-', 6.0, 5.0, null, 5.8],
    // No bound on that side: 0.2 mm.
    ['-', 7.0, null, null, 6.8],
    ['+', 7.0, null, 7.5, 7.2],
    // Position unknown.
    ['+', null, 1, 2, undefined],
  ];
  it.each(cases)('%s from %s (lower %s, upper %s) → %s', (dir, z, lower, upper, target) => {
    const got = bisectTarget(dir, z, lower, upper);
    if (target === undefined) expect(got).toBeUndefined();
    else expect(got).toBeCloseTo(target, 9);
  });
});
