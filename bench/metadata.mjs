// Metadata extraction time of the 90 MB PrusaSlicer file (large.gcode.gz unpacked). Budget 2 s.
import { largeGcode, measureExtraction } from './metadata-lib.mjs';

export const BUDGET_S = 2;

/** @param {{ root: string, onCleanup: Function }} ctx */
export default async function metadataTime(ctx) {
  const file = await largeGcode(ctx);
  const r = measureExtraction(ctx, file);
  console.log(
    `metadata extraction: ${r.seconds.toFixed(3)} s (budget ${BUDGET_S} s), layers ${r.layer_count}, estimated ${r.estimated_time} s`,
  );
  return { name: 'metadata extraction (90 MB)', value: r.seconds, unit: 's', budget: BUDGET_S };
}
