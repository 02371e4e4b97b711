// SCREWS_TILT_CALCULATE's answer per screw: 'HH:MM' as on a clock face (a full turn is 60
// minutes), the direction CW or CCW, and the base screw the others are turned to match.
import type { ScrewTiltResult } from '../../../../protocol/objects';

export interface Turns {
  turns: number;
  minutes: number;
}

/** '01:20' → 1 turn and 20 minutes; null for anything Klipper does not write. */
export function parseAdjust(adjust: unknown): Turns | null {
  if (typeof adjust !== 'string') return null;
  const match = /^(\d{1,3}):(\d{2})$/.exec(adjust.trim());
  if (!match) return null;
  const turns = Number(match[1]);
  const minutes = Number(match[2]);
  return minutes < 60 ? { turns, minutes } : null;
}

export type TiltDirection = 'cw' | 'ccw';

export interface TiltRow {
  /** The results' key: 'screw1', 'screw2', … */
  key: string;
  /** 1-based position of the screw in the config. */
  number: number;
  z: number | null;
  isBase: boolean;
  turns: Turns | null;
  direction: TiltDirection | null;
  /** True when the screw needs no turn (00:00, or the base). */
  level: boolean;
}

function screwNumber(key: string): number {
  const match = /^screw(\d+)$/.exec(key);
  return match ? Number(match[1]) : Number.NaN;
}

/** The results in the config's screw order, each read defensively. */
export function tiltRows(results: Record<string, Partial<ScrewTiltResult>> | undefined): TiltRow[] {
  if (!results) return [];
  return Object.entries(results)
    .map(([key, result]): TiltRow => {
      const turns = parseAdjust(result.adjust);
      const isBase = result.is_base === true;
      const sign = result.sign;
      return {
        key,
        number: screwNumber(key),
        z: typeof result.z === 'number' && Number.isFinite(result.z) ? result.z : null,
        isBase,
        turns,
        direction: sign === 'CW' ? 'cw' : sign === 'CCW' ? 'ccw' : null,
        level: isBase || (turns !== null && turns.turns === 0 && turns.minutes === 0),
      };
    })
    .sort((a, b) => (a.number || Infinity) - (b.number || Infinity) || a.key.localeCompare(b.key));
}

/**
 * A string that changes when the results do: the dialog opens when a run brings results different
 * from those the dashboard found when it connected. Empty results give ''.
 */
export function tiltResultsKey(results: Record<string, unknown> | undefined): string {
  if (!results || Object.keys(results).length === 0) return '';
  return JSON.stringify(
    Object.keys(results)
      .sort()
      .map((key) => [key, results[key]]),
  );
}
