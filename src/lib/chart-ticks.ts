// Ticks of the temperature chart's time axis, relative to the newest sample ('now', '-30 s',
// '-5 min'). The step comes from a table of round steps, the smallest that keeps labels at least
// MIN_TICK_GAP_PX apart; ticks are counted back from the newest sample, so every label is an exact
// multiple of the step: distinct and evenly spaced.

/** Round steps of the time axis, in seconds. */
export const TIME_STEPS_S = [
  10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200, 86400,
] as const;

/** The least distance between two labels of the time axis, in CSS pixels. */
export const MIN_TICK_GAP_PX = 60;

/** How a tick reads: `now`, or a whole number of seconds, minutes or hours ago. */
export type TickLabel = { unit: 'now' } | { unit: 's' | 'min' | 'h'; value: number };

export interface TimeTick {
  /** Position on the axis (the same unit as the axis: seconds). */
  at: number;
  /** Seconds before the newest sample (a multiple of the step). */
  ago: number;
  label: TickLabel;
}

/**
 * The smallest step of TIME_STEPS_S that puts ticks at least `minGapPx` apart over `spanS`
 * seconds drawn `widthPx` wide (the largest step when none does).
 */
export function chooseTimeStep(spanS: number, widthPx: number, minGapPx = MIN_TICK_GAP_PX): number {
  const largest = TIME_STEPS_S[TIME_STEPS_S.length - 1] ?? 86400;
  if (!(spanS > 0) || !(widthPx > 0)) return largest;
  const pxPerSecond = widthPx / spanS;
  return TIME_STEPS_S.find((step) => step * pxPerSecond >= minGapPx) ?? largest;
}

/**
 * How `ago` seconds read on an axis stepped by `step`: minutes when the step is whole minutes,
 * hours when it is whole hours, seconds otherwise (so labels never round onto each other).
 */
export function tickLabel(ago: number, step: number): TickLabel {
  if (ago <= 0) return { unit: 'now' };
  if (step % 3600 === 0) return { unit: 'h', value: ago / 3600 };
  if (step % 60 === 0) return { unit: 'min', value: ago / 60 };
  return { unit: 's', value: ago };
}

/**
 * Ticks for the visible range [min, max] (seconds; `max` is the newest sample) drawn `widthPx`
 * wide, oldest first.
 */
export function timeTicks(min: number, max: number, widthPx: number): TimeTick[] {
  if (!Number.isFinite(min) || !Number.isFinite(max) || max < min) return [];
  const step = chooseTimeStep(max - min, widthPx);
  const count = Math.floor((max - min) / step + 1e-9);
  const ticks: TimeTick[] = [];
  for (let k = count; k >= 0; k--) {
    const ago = k * step;
    ticks.push({ at: max - ago, ago, label: tickLabel(ago, step) });
  }
  return ticks;
}

/** English text of a tick label (the chart passes translated words instead). */
export function tickText(label: TickLabel): string {
  return label.unit === 'now' ? 'now' : `-${label.value} ${label.unit}`;
}
