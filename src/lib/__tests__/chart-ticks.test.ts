import { describe, expect, it } from 'vitest';
import { MIN_TICK_GAP_PX, chooseTimeStep, tickLabel, tickText, timeTicks } from '../chart-ticks';

describe('chooseTimeStep', () => {
  it.each([
    // span s, width px, step s
    [60, 600, 10], // 10 s = 100 px
    [60, 300, 15], // 10 s would be 50 px
    [150, 300, 30],
    [300, 300, 60],
    [1200, 300, 300], // 20 min on a phone: 5 min = 75 px
    [1200, 1000, 120], // 2 min = 100 px; 1 min = 50 px is too close
    [1200, 1800, 60],
    [7200, 400, 1800],
    [86400 * 30, 300, 86400], // nothing fits: the largest step
    [0, 300, 86400],
    [600, 0, 86400],
  ] as const)('%s s over %s px → %s s', (span, width, step) =>
    expect(chooseTimeStep(span, width)).toBe(step),
  );
});

describe('tickLabel', () => {
  it.each([
    [0, 15, 'now'],
    [45, 15, '-45 s'],
    [90, 30, '-90 s'], // a 30 s step stays in seconds: no '-2 min' for 90 s
    [120, 60, '-2 min'],
    [600, 300, '-10 min'],
    [7200, 3600, '-2 h'],
    [5400, 1800, '-90 min'],
  ] as const)('%s s ago on a %s s step → %s', (ago, step, text) =>
    expect(tickText(tickLabel(ago, step))).toBe(text),
  );
});

/** The old formatter: seconds under a minute, otherwise minutes rounded. */
function oldLabel(ago: number): string {
  if (ago <= 0) return 'now';
  if (ago < 60) return `-${ago} s`;
  return `-${Math.round(ago / 60)} min`;
}

describe('timeTicks', () => {
  const cases = [
    // min, max (newest), width px
    [1000, 1060, 300],
    [1000, 1150, 300],
    [0, 1200, 300],
    [0, 1200, 1000],
    [123.4, 1323.4, 1800],
    [1_700_000_000, 1_700_001_200, 640], // real Unix seconds
    [5, 7205, 400],
  ] as const;

  it.each(cases)(
    '[%s, %s] over %s px: distinct, evenly spaced, far enough apart',
    (min, max, width) => {
      const ticks = timeTicks(min, max, width);
      expect(ticks.length).toBeGreaterThanOrEqual(2);
      const labels = ticks.map((t) => tickText(t.label));
      expect(new Set(labels).size).toBe(labels.length);
      expect(labels.at(-1)).toBe('now');
      expect(ticks.at(-1)?.at).toBe(max);
      const step = (ticks[1]?.at ?? 0) - (ticks[0]?.at ?? 0);
      for (let i = 1; i < ticks.length; i++) {
        expect((ticks[i]?.at ?? 0) - (ticks[i - 1]?.at ?? 0)).toBeCloseTo(step, 6);
        expect((ticks[i - 1]?.ago ?? 0) - (ticks[i]?.ago ?? 0)).toBe(step);
      }
      expect((step * width) / (max - min)).toBeGreaterThanOrEqual(MIN_TICK_GAP_PX);
      for (const t of ticks) {
        expect(t.at).toBeGreaterThanOrEqual(min - 1e-6);
        expect(t.at).toBeLessThanOrEqual(max);
      }
    },
  );

  it('the broken case: 15 s ticks over minutes no longer read "-2 min, -2 min"', () => {
    // What the chart drew before: uPlot placed ticks every 15 s and the labels rounded to minutes.
    const old = [75, 90, 105, 120].map(oldLabel);
    expect(old).toEqual(['-1 min', '-2 min', '-2 min', '-2 min']);
    // The same 2 minutes 15 s of history at phone width now.
    const labels = timeTicks(0, 135, 300).map((t) => tickText(t.label));
    expect(labels).toEqual(['-120 s', '-90 s', '-60 s', '-30 s', 'now']);
  });

  it('20 minutes of history on a wide card reads in whole minutes', () => {
    const labels = timeTicks(0, 1200, 1000).map((t) => tickText(t.label));
    expect(labels).toEqual([
      '-20 min',
      '-18 min',
      '-16 min',
      '-14 min',
      '-12 min',
      '-10 min',
      '-8 min',
      '-6 min',
      '-4 min',
      '-2 min',
      'now',
    ]);
  });

  it('an empty or inverted range has no ticks', () => {
    expect(timeTicks(10, 5, 300)).toEqual([]);
    expect(timeTicks(Number.NaN, 5, 300)).toEqual([]);
  });
});
