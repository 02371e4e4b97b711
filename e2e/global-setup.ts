// Before the browser tests: the simulator bundled into one file (esbuild, packages left to
// node_modules), so that each test's simulator starts in well under a second instead of having
// tsx compile every module again (about 2.5 s per start, some 150 starts per run). Tests use it
// through PRINTDECK_SIM_ENTRY unless one is set already.
import { build } from 'esbuild';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

export default async function globalSetup(): Promise<void> {
  if (process.env.PRINTDECK_SIM_ENTRY) return;
  const outfile = path.join(ROOT, 'node_modules', '.cache', 'printdeck', 'sim.mjs');
  await build({
    entryPoints: [path.join(ROOT, 'sim', 'main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile,
    logLevel: 'warning',
  });
  process.env.PRINTDECK_SIM_ENTRY = outfile;
}
