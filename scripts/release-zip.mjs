// The release archive Moonraker's `type: web` updater installs: the built dashboard's files at the
// zip's root, plus release_info.json (project_name, project_owner, version) and .version. Moonraker
// compares `version` with the GitHub release's name and rolls back by tag, so the release's name and
// tag must both be this version string. Used by scripts/release.mjs and its test.
import fs from 'node:fs';
import path from 'node:path';
import yazl from 'yazl';

export const PROJECT_NAME = 'printdeck';

/** Files the release writes itself; a copy of them in the build is left out. */
export const RELEASE_FILES = ['release_info.json', '.version'];

/**
 * The GitHub owner named by package.json's "repository" (a string such as "owner/name",
 * "github:owner/name" or a GitHub URL, or an object with `url`); undefined when it names none.
 */
export function githubOwner(repository) {
  const text = typeof repository === 'string' ? repository : repository?.url;
  if (typeof text !== 'string') return undefined;
  const m =
    /github\.com[/:]([A-Za-z0-9-]+)\/[\w.-]+?(?:\.git)?\/?$/.exec(text) ??
    /^(?:github:)?([A-Za-z0-9-]+)\/[\w.-]+$/.exec(text.trim());
  return m?.[1];
}

/** release_info.json's content for a package.json. */
export function releaseInfo(pkg) {
  const owner = githubOwner(pkg.repository);
  if (!owner) throw new Error('package.json has no GitHub "repository" to name the project owner');
  if (typeof pkg.version !== 'string' || pkg.version === '')
    throw new Error('package.json has no "version"');
  return { project_name: PROJECT_NAME, project_owner: owner, version: `v${pkg.version}` };
}

/** Every file below `dir`, as zip paths ('/'-separated, relative), sorted; no source maps. */
export function buildFiles(dir) {
  const out = [];
  const walk = (rel) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile() && !child.endsWith('.map') && !RELEASE_FILES.includes(child))
        out.push(child);
    }
  };
  walk('');
  return out.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Writes the release zip of the build in `distDir` to `outFile`. Every entry carries `mtime` and
 * mode 0644 (Moonraker sets each extracted file's permissions from the zip), in sorted order, so
 * the same build and time give the same bytes. Resolves with the zip's paths in order.
 */
export function writeReleaseZip({ distDir, outFile, info, mtime }) {
  if (!fs.existsSync(path.join(distDir, 'index.html')))
    return Promise.reject(new Error(`${distDir} holds no index.html: not a dashboard build`));
  const files = buildFiles(distDir);
  const zip = new yazl.ZipFile();
  const options = { mtime, mode: 0o100644 };
  for (const file of files) zip.addFile(path.join(distDir, file), file, options);
  const extra = {
    'release_info.json': `${JSON.stringify(info, null, 2)}\n`,
    '.version': `${info.version}\n`,
  };
  for (const [name, text] of Object.entries(extra))
    zip.addBuffer(Buffer.from(text, 'utf8'), name, options);
  zip.end();
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  return new Promise((resolve, reject) => {
    const out = fs.createWriteStream(outFile);
    zip.outputStream.on('error', reject).pipe(out);
    out.on('error', reject).on('close', () => resolve([...files, ...Object.keys(extra)]));
  });
}
