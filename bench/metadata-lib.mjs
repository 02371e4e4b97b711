// Shared by the metadata benchmarks: gunzip large.gcode.gz into a temporary folder (once per process)
// and run the extraction in a fresh `node --import tsx` child that reports time and peak memory.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';

let prepared = null;

/** Path of the unpacked 90 MB file; the folder is deleted after the benchmarks. */
export async function largeGcode(ctx) {
  if (prepared && fs.existsSync(prepared)) return prepared;
  const src = path.resolve(ctx.root, '..', 'shared', 'fixtures', 'gcode', 'large.gcode.gz');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'printdeck-metabench-'));
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  ctx.onCleanup(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    prepared = null;
  });
  const file = path.join(dir, 'large.gcode');
  await pipeline(fs.createReadStream(src), createGunzip(), fs.createWriteStream(file));
  prepared = file;
  return file;
}

/** Runs the extraction in a child process; returns { seconds, peakMB, layer_count, estimated_time }. */
export function measureExtraction(ctx, file) {
  const out = execFileSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', path.join(ctx.root, 'bench', 'metadata-run.ts'), file],
    { cwd: ctx.root, encoding: 'utf8' },
  );
  const line = out.trim().split('\n').pop() ?? '{}';
  return JSON.parse(line);
}
