// What the tools an update runs print, line by line, as Moonraker streams their output in
// notify_update_response: git fetch and pull, git clone, apt-get update and upgrade.

import type { CommitInfo } from '../../../protocol/updates';
import type { Package } from './seed';

/** A source file a commit plausibly touches, from its subject's prefix (`bed_mesh: …`). */
function touchedFile(repo: string, subject: string): string {
  const area = subject.split(':')[0]?.trim() ?? 'misc';
  if (area === 'docs') return `docs/${repo === 'klipper' ? 'Code_Overview' : 'index'}.md`;
  if (area === 'config') return 'config/sample-corexy.cfg';
  if (repo === 'moonraker') return `moonraker/components/${area}.py`;
  if (area === 'stepcompress') return 'klippy/chelper/stepcompress.c';
  if (area === 'toolhead') return 'klippy/toolhead.py';
  return `klippy/extras/${area}.py`;
}

/** git fetch --progress, then git pull --progress (fast-forward) for `commits` new commits. */
export function gitPullLines(
  repo: string,
  url: string,
  from: string,
  to: string,
  commits: CommitInfo[],
): string[] {
  const n = commits.length * 7 + 5;
  const deltas = commits.length * 4;
  const kib = (commits.length * 3.7 + 1.2).toFixed(2);
  const files = [...new Set(commits.map((c) => touchedFile(repo, c.subject)))];
  const lines = [
    `remote: Enumerating objects: ${n}, done.`,
    `remote: Counting objects: 100% (${n}/${n}), done.`,
    `remote: Compressing objects: 100% (${n - 3}/${n - 3}), done.`,
    `remote: Total ${n} (delta ${deltas}), reused 2 (delta 1), pack-reused 0 (from 0)`,
    `Receiving objects: 100% (${n}/${n}), ${kib} KiB | 1.84 MiB/s, done.`,
    `Resolving deltas: 100% (${deltas}/${deltas}), completed with ${deltas + 2} local objects.`,
    `From ${url.replace(/\.git$/, '')}`,
    `   ${from.slice(0, 9)}..${to.slice(0, 9)}  master     -> origin/master`,
    `Updating ${from.slice(0, 9)}..${to.slice(0, 9)}`,
    'Fast-forward',
  ];
  let added = 0;
  let removed = 0;
  files.forEach((f, i) => {
    const plus = 6 + ((i * 7) % 23);
    const minus = 1 + ((i * 5) % 9);
    added += plus;
    removed += minus;
    lines.push(
      ` ${f} | ${plus + minus} ${'+'.repeat(Math.min(plus, 12))}${'-'.repeat(Math.min(minus, 6))}`,
    );
  });
  const s = (k: number, word: string): string => `${k} ${word}${k === 1 ? '' : 's'}`;
  lines.push(
    ` ${s(files.length, 'file')} changed, ${added} insertions(+), ${removed} deletions(-)`,
  );
  return lines;
}

/** git clone --progress into the recovery folder. */
export function gitCloneLines(path: string): string[] {
  return [
    `Cloning into '${path}_backup'...`,
    'remote: Enumerating objects: 11873, done.',
    'remote: Counting objects: 100% (1204/1204), done.',
    'remote: Compressing objects: 100% (412/412), done.',
    'remote: Total 11873 (delta 904), reused 869 (delta 788), pack-reused 10669 (from 2)',
    'Receiving objects: 100% (11873/11873), 3.12 MiB | 4.06 MiB/s, done.',
    'Resolving deltas: 100% (8011/8011), done.',
  ];
}

/** apt-get update. */
export function aptUpdateLines(): string[] {
  return [
    'Hit:1 http://deb.debian.org/debian bookworm InRelease',
    'Get:2 http://deb.debian.org/debian-security bookworm-security InRelease [48.0 kB]',
    'Hit:3 http://deb.debian.org/debian bookworm-updates InRelease',
    'Hit:4 http://archive.raspberrypi.com/debian bookworm InRelease',
    'Fetched 48.0 kB in 2s (27.3 kB/s)',
    'Reading package lists...',
  ];
}

/** apt-get upgrade --yes for the waiting packages. */
export function aptUpgradeLines(packages: Package[]): string[] {
  const lines = [
    'Reading package lists...',
    'Building dependency tree...',
    'Reading state information...',
    'Calculating upgrade...',
    'The following packages will be upgraded:',
    `  ${packages.map((p) => p.name).join(' ')}`,
    `${packages.length} upgraded, 0 newly installed, 0 to remove and 0 not upgraded.`,
  ];
  for (const p of packages)
    lines.push(
      `Preparing to unpack .../${p.name}_${p.to}_arm64.deb ...`,
      `Unpacking ${p.name}:arm64 (${p.to}) over (${p.from}) ...`,
    );
  for (const p of packages) lines.push(`Setting up ${p.name}:arm64 (${p.to}) ...`);
  lines.push('Processing triggers for libc-bin (2.36-9+rpt2+deb12u10) ...');
  return lines;
}
