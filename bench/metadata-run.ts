// Child process of the metadata benchmarks: extracts one file's metadata and prints
// {"seconds", "peakMB"} (peak RSS + ArrayBuffer growth above the baseline before extraction).

import { extractMetadata } from '../sim/components/file_manager/metadata/extract';

const file = process.argv[2];
if (!file) throw new Error('usage: node --import tsx bench/metadata-run.ts <file.gcode>');

const usage = (): number => {
  const m = process.memoryUsage();
  return m.rss + m.arrayBuffers;
};
globalThis.gc?.();
const baseline = usage();
let peak = baseline;
const timer = setInterval(() => {
  peak = Math.max(peak, usage());
}, 2);
const started = performance.now();
const meta = await extractMetadata(file);
const seconds = (performance.now() - started) / 1000;
peak = Math.max(peak, usage());
clearInterval(timer);
console.log(
  JSON.stringify({
    seconds,
    peakMB: (peak - baseline) / 1e6,
    layer_count: meta.layer_count,
    estimated_time: meta.estimated_time,
  }),
);
