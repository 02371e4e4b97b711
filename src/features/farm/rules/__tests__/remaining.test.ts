import { describe, expect, it } from 'vitest';
import { REMAINING_STEP_S, settledRemaining } from '../remaining';

describe('settledRemaining', () => {
  it.each([
    // next, shown, reported
    [null, null, null],
    [null, 600, null],
    [Number.NaN, 600, null],
    [1080, null, 1200],
    [1020, null, 900],
    // An estimate wavering around a minute boundary keeps what was shown.
    [1020, 1200, 1200],
    [1080, 1200, 1200],
    [1190, 1200, 1200],
    // A step away: the new value, rounded.
    [900, 1200, 900],
    [1500, 1200, 1500],
    [0, 240, 240],
    [0, 300, 0],
  ] as const)('next %s, shown %s → %s', (next, shown, reported) => {
    expect(settledRemaining(next, shown)).toBe(reported);
  });

  it('a print counting down reports a new value once per step, not once per minute', () => {
    let shown: number | null = null;
    const reports = new Set<number | null>();
    for (let left = 3600; left >= 0; left -= 7) {
      shown = settledRemaining(left, shown);
      reports.add(shown);
    }
    expect(reports.size).toBeLessThanOrEqual(3600 / REMAINING_STEP_S + 1);
    expect(reports.size).toBeGreaterThan(3600 / REMAINING_STEP_S / 2);
  });
});
