// `npm run release`: builds the dashboard and packs it as printdeck.zip for a GitHub release that
// Moonraker's update manager installs (`[update_manager printdeck]`, type: web). Options:
//   --out FILE   where the zip goes (default printdeck.zip in the repository root)
// PRINTDECK_STATIC_DIR=<folder> packs that existing build instead of building dist/ afresh.
// The zip's entries carry the time of the last commit (or SOURCE_DATE_EPOCH when set).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuild, ROOT } from './lib.mjs';
import { releaseInfo, writeReleaseZip } from './release-zip.mjs';

const USAGE = 'Usage: npm run release -- [--out printdeck.zip]';

/** The time stamped on every entry: SOURCE_DATE_EPOCH, else the last commit's, else now. */
function releaseTime() {
  const fromEnv = Number(process.env.SOURCE_DATE_EPOCH);
  if (Number.isFinite(fromEnv) && fromEnv > 0) return new Date(fromEnv * 1000);
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%ct'], { cwd: ROOT, encoding: 'utf8' });
    const seconds = Number(out.trim());
    if (seconds > 0) return new Date(seconds * 1000);
  } catch {
    // Not a git checkout: the current time.
  }
  return new Date();
}

async function main() {
  let values;
  try {
    ({ values } = parseArgs({
      options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
    }));
  } catch (err) {
    console.error(`${err.message}\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const info = releaseInfo(pkg);
  let distDir = process.env.PRINTDECK_STATIC_DIR;
  if (distDir) distDir = path.resolve(distDir);
  else {
    await ensureBuild({ force: true });
    distDir = path.join(ROOT, 'dist');
  }
  const outFile = path.resolve(values.out ?? path.join(ROOT, `${info.project_name}.zip`));
  const entries = await writeReleaseZip({ distDir, outFile, info, mtime: releaseTime() });
  const kib = Math.round(fs.statSync(outFile).size / 1024);
  console.log(`[printdeck] ${info.version}: ${entries.length} files from ${distDir}`);
  console.log(`[printdeck] wrote ${outFile} (${kib} KiB)`);
  console.log(
    `[printdeck] publish it as the only asset of a GitHub release named and tagged ${info.version}`,
  );
}

main().catch((err) => {
  console.error(`[printdeck] release failed: ${err.message}`);
  process.exit(1);
});
