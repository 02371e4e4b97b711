// The paper test's moves: TESTZ by a fixed distance, or Klipper's bisect steps ('-' halfway down to
// the last lower try, '+' halfway up to the last higher one, never more than 0.2 mm at once).
import { gcodeNumber } from '../../../lib/toolhead';

/** Distances (mm) offered as TESTZ buttons, lowest first. */
export const TESTZ_STEPS: readonly number[] = [-1, -0.1, -0.05, -0.01, 0.01, 0.05, 0.1, 1];

export type Bisect = '-' | '+';

/** The largest move a bisect step makes (Klipper's manual probe). */
export const BISECT_MAX = 0.2;

/** A button's text for a step: the sign always shown ('-0.1', '+1'). */
export function stepLabel(step: number): string {
  return step > 0 ? `+${gcodeNumber(step)}` : gcodeNumber(step);
}

/** The command a step sends: TESTZ Z=<distance> or TESTZ Z=- / Z=+. */
export function testzCommand(step: number | Bisect): string {
  return `TESTZ Z=${typeof step === 'number' ? gcodeNumber(step) : step}`;
}

/**
 * Where a bisect step goes from `z`: halfway to the bound on that side, at most 0.2 mm away; with
 * no bound on that side, 0.2 mm. Undefined while the position is unknown.
 */
export function bisectTarget(
  direction: Bisect,
  z: number | null | undefined,
  lower: number | null | undefined,
  upper: number | null | undefined,
): number | undefined {
  if (typeof z !== 'number' || !Number.isFinite(z)) return undefined;
  if (direction === '+') {
    const halfway = typeof upper === 'number' ? (upper + z) / 2 : Infinity;
    return Math.min(halfway, z + BISECT_MAX);
  }
  const halfway = typeof lower === 'number' ? (lower + z) / 2 : -Infinity;
  return Math.max(halfway, z - BISECT_MAX);
}
