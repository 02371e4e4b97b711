// Peak memory above baseline (RSS + ArrayBuffers) while extracting the 90 MB file's metadata. Budget 64 MB.
import { largeGcode, measureExtraction } from './metadata-lib.mjs';

export const BUDGET_MB = 64;

/** @param {{ root: string, onCleanup: Function }} ctx */
export default async function metadataMemory(ctx) {
  const file = await largeGcode(ctx);
  const r = measureExtraction(ctx, file);
  console.log(
    `metadata extraction peak memory: ${r.peakMB.toFixed(1)} MB above baseline (budget ${BUDGET_MB} MB)`,
  );
  return {
    name: 'metadata extraction peak memory',
    value: r.peakMB,
    unit: 'MB',
    budget: BUDGET_MB,
  };
}
