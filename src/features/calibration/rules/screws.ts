// The screws of [bed_screws] and [screws_tilt_adjust] as configfile.settings reports them
// (screw1, screw1_name, screw1_fine_adjust, …), and which one BED_SCREWS_ADJUST is at.
import type { BedScrews, SectionSettings } from '../../../../protocol/objects';

export interface Screw {
  /** 1-based, as in the config (screw1 is 1). */
  number: number;
  /** screwN_name from the config; null when it has none. */
  name: string | null;
  /** Whether screwN_fine_adjust is set (the screw takes part in the fine round). */
  fine: boolean;
}

/** The section's screws in order: screw1, screw2, … up to the first one missing. */
export function configScrews(section: SectionSettings | undefined): Screw[] {
  const screws: Screw[] = [];
  if (!section) return screws;
  for (let number = 1; number < 100; number++) {
    const prefix = `screw${number}`;
    if (section[prefix] === undefined) break;
    const name = section[`${prefix}_name`];
    screws.push({
      number,
      name: typeof name === 'string' && name.trim() !== '' ? name : null,
      fine: section[`${prefix}_fine_adjust`] !== undefined,
    });
  }
  return screws;
}

/** The screw whose key ('screw3') is given, from the config's list. */
export function screwByKey(screws: readonly Screw[], key: string): Screw | undefined {
  const match = /^screw(\d+)$/.exec(key);
  return match ? screws.find((screw) => screw.number === Number(match[1])) : undefined;
}

export interface BedScrewsProgress {
  phase: 'adjust' | 'fine';
  /** The screw to adjust now; undefined when the index is outside the config's list. */
  screw: Screw | undefined;
  /** Screws accepted in a row (ADJUSTED starts the count again). */
  accepted: number;
  /** How many must be accepted in a row to finish the phase: every screw. */
  total: number;
}

/**
 * Where BED_SCREWS_ADJUST is: in the 'adjust' round current_screw counts every screw, in the
 * 'fine' round only those with fine_adjust. Null while the tool does not run.
 */
export function bedScrewsProgress(
  status: Partial<BedScrews> | undefined,
  screws: readonly Screw[],
): BedScrewsProgress | null {
  if (!status?.is_active) return null;
  const phase = status.state === 'fine' ? 'fine' : 'adjust';
  const round = phase === 'fine' ? screws.filter((screw) => screw.fine) : screws;
  const index = status.current_screw ?? 0;
  const accepted = Math.max(0, status.accepted_screws ?? 0);
  return {
    phase,
    screw: round[index],
    accepted: Math.min(accepted, screws.length),
    total: screws.length,
  };
}
