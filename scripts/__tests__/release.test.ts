// The release zip Moonraker's web updater installs: the build's files at its root, release_info.json
// and .version naming the package's version, modes Moonraker can apply, the same bytes every time;
// and `npm run release` over a real `vite build`.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { githubOwner, releaseInfo, writeReleaseZip } from '../release-zip.mjs';
import { readZip } from './unzip';

const ROOT = resolve(import.meta.dirname, '..', '..');
const PKG = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  version: string;
  repository: unknown;
};
const run = promisify(execFile);

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function temp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'printdeck-release-'));
  temps.push(dir);
  return dir;
}

/** A small stand-in for dist/: files in folders, a source map, a stale release_info.json. */
function fixtureBuild(): string {
  const dir = temp();
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>Printdeck</title>',
    'config.json': '{"locales":[]}',
    'assets/index-abc.js': 'console.log(1)',
    'assets/index-abc.js.map': '{}',
    'locales/en.json': '{}',
    'release_info.json': '{"version":"v0.0.1"}',
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const text = (entries: { name: string; data: Buffer }[], name: string): string =>
  entries.find((e) => e.name === name)?.data.toString('utf8') ?? '';

describe('the project owner read from package.json "repository"', () => {
  it.each([
    ['git+https://github.com/printdeck/printdeck.git', 'printdeck'],
    [{ type: 'git', url: 'https://github.com/Some-One/printdeck' }, 'Some-One'],
    ['git@github.com:owner42/printdeck.git', 'owner42'],
    ['github:acme/printdeck', 'acme'],
    ['acme/printdeck', 'acme'],
    ['https://gitlab.com/acme/printdeck', undefined],
    [undefined, undefined],
    [{ type: 'git' }, undefined],
  ])('%j → %s', (repository, owner) => {
    expect(githubOwner(repository)).toBe(owner);
  });

  it('names the project, the owner and "v" + the package version', () => {
    expect(releaseInfo(PKG)).toEqual({
      project_name: 'printdeck',
      project_owner: githubOwner(PKG.repository),
      version: `v${PKG.version}`,
    });
    expect(githubOwner(PKG.repository)).toBeTruthy();
  });

  it('refuses a package without a GitHub repository or a version', () => {
    expect(() => releaseInfo({ version: '1.0.0' })).toThrow(/repository/);
    expect(() => releaseInfo({ repository: 'a/b' })).toThrow(/version/);
  });
});

describe('the release zip', () => {
  const info = { project_name: 'printdeck', project_owner: 'acme', version: 'v1.2.3' };
  const mtime = new Date('2026-03-04T05:06:08Z');

  it('holds the build at its root with release_info.json and .version', async () => {
    const out = join(temp(), 'printdeck.zip');
    await writeReleaseZip({ distDir: fixtureBuild(), outFile: out, info, mtime });
    const entries = await readZip(out);
    expect(entries.map((e) => e.name)).toEqual([
      'assets/index-abc.js',
      'config.json',
      'index.html',
      'locales/en.json',
      'release_info.json',
      '.version',
    ]);
    expect(JSON.parse(text(entries, 'release_info.json'))).toEqual(info);
    expect(text(entries, '.version').trim()).toBe('v1.2.3');
    expect(text(entries, 'index.html')).toContain('<title>Printdeck</title>');
    for (const e of entries) {
      // Moonraker chmods every extracted file to the zip's mode: a 0 would make it unreadable.
      expect(e.mode.toString(8)).toBe('100644');
      expect(e.mtime.getTime()).toBe(mtime.getTime());
    }
  });

  it('is the same bytes for the same build and time', async () => {
    const dist = fixtureBuild();
    const [a, b] = [join(temp(), 'a.zip'), join(temp(), 'b.zip')];
    await writeReleaseZip({ distDir: dist, outFile: a, info, mtime });
    await writeReleaseZip({ distDir: dist, outFile: b, info, mtime });
    expect(readFileSync(a).equals(readFileSync(b))).toBe(true);
  });

  it('refuses a folder that is not a build', async () => {
    const empty = temp();
    await expect(
      writeReleaseZip({ distDir: empty, outFile: join(empty, 'x.zip'), info, mtime }),
    ).rejects.toThrow(/index\.html/);
  });
});

describe('npm run release', () => {
  it('packs a real vite build, the package version in release_info.json and .version', async () => {
    const dir = temp();
    const dist = join(dir, 'dist');
    await run(
      process.execPath,
      [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'].concat([
        '--outDir',
        dist,
        '--emptyOutDir',
        '--logLevel',
        'error',
      ]),
      { cwd: ROOT },
    );
    const out = join(dir, 'out', 'printdeck.zip');
    const { stdout } = await run(process.execPath, ['scripts/release.mjs', '--out', out], {
      cwd: ROOT,
      env: { ...process.env, PRINTDECK_STATIC_DIR: dist, SOURCE_DATE_EPOCH: '1767225600' },
    });
    expect(stdout).toContain(out);
    const entries = await readZip(out);
    const names = entries.map((e) => e.name);
    expect(names).toContain('index.html');
    expect(names).toContain('config.json');
    expect(names.some((n) => /^assets\/index-[\w-]+\.js$/.test(n))).toBe(true);
    expect(names.filter((n) => n.startsWith('dist/') || n.endsWith('.map'))).toEqual([]);
    const index = text(entries, 'index.html');
    for (const [, src] of index.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g))
      expect(names).toContain(src);
    const release = JSON.parse(text(entries, 'release_info.json')) as Record<string, string>;
    expect(release).toEqual({
      project_name: 'printdeck',
      project_owner: githubOwner(PKG.repository),
      version: `v${PKG.version}`,
    });
    expect(text(entries, '.version').trim()).toBe(release.version);
    expect(entries.every((e) => e.mtime.getTime() === 1767225600_000)).toBe(true);
  }, 60_000);
});
