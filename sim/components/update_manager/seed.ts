// The software the virtual printer's update manager looks after: what each updater is (its
// moonraker.conf section, its repository) and the state a fresh data folder starts with — Klipper
// and Moonraker behind their remotes, the dashboard with a newer release, system packages waiting,
// crowsnest with local changes and KlipperScreen with a corrupt repository.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CommitInfo } from '../../../protocol/updates';
import { FIXTURES_DIR } from '../file_manager/setup';

/** A git_repo updater: fixed facts (the commits it may be behind are part of its state). */
export interface GitDef {
  kind: 'git_repo';
  name: string;
  origin: string;
  owner: string;
  repoName: string;
  path: string;
  /** The tag `git describe` counts from, and the count of the seeded local commit. */
  tag: string;
  baseCount: number;
  baseSha: string;
  /** The systemd unit restarted after an update or recovery (none: nothing restarted). */
  service: string | null;
  channel: string;
  /** Extra moonraker.conf options of its section (the `[update_manager]` core ones have none). */
  conf: Record<string, string>;
}

export interface WebDef {
  kind: 'web';
  name: string;
  repo: string;
  path: string;
  infoTags: string[];
  channel: string;
  /** Files of `path` an update keeps (the host configuration). */
  persistentFiles: string[];
  /** Size of the release archive in bytes (for the download progress lines). */
  size: number;
}

export interface SystemDef {
  kind: 'system';
  name: 'system';
}

export type UpdaterDef = GitDef | WebDef | SystemDef;

/** Persisted per updater in the database (namespace `update_manager`, key = updater name). */
export interface GitState {
  kind: 'git_repo';
  /** The remote's commits after the seeded local one, oldest first. */
  chain: CommitInfo[];
  /** How many of `chain` the local copy has (0 = at the seeded commit). */
  pos: number;
  rollbackPos: number;
  dirty: boolean;
  modifiedFiles: string[];
  corrupt: boolean;
  gitMessages: string[];
  lastRefreshTime: number;
}

export interface WebState {
  kind: 'web';
  version: string;
  remoteVersion: string;
  rollbackVersion: string;
  lastError: string;
  lastRefreshTime: number;
}

export interface Package {
  name: string;
  from: string;
  to: string;
}

export interface SystemState {
  kind: 'system';
  packages: Package[];
  lastRefreshTime: number;
}

export type UpdaterState = GitState | WebState | SystemState;

/** A 40-digit commit hash, the same for the same seed text. */
export function sha(seed: string): string {
  return createHash('sha1').update(seed).digest('hex');
}

function dashboardVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(join(FIXTURES_DIR, '..', 'package.json'), 'utf8')) as {
      version?: string;
    };
    return `v${pkg.version ?? '0.0.0'}`;
  } catch {
    return 'v0.0.0';
  }
}

/** The next minor release of `vX.Y.Z`. */
function nextMinor(version: string): string {
  const m = /^v(\d+)\.(\d+)\.\d+/.exec(version);
  return m ? `v${m[1]}.${Number(m[2]) + 1}.0` : `${version}-next`;
}

export const DASHBOARD_VERSION = dashboardVersion();

/** In Moonraker's order: system, moonraker, klipper, then each `[update_manager <name>]`. */
export const UPDATERS: readonly UpdaterDef[] = [
  { kind: 'system', name: 'system' },
  {
    kind: 'git_repo',
    name: 'moonraker',
    origin: 'https://github.com/Arksine/moonraker.git',
    owner: 'Arksine',
    repoName: 'moonraker',
    path: '/home/pi/moonraker',
    tag: 'v0.10.0',
    baseCount: 31,
    baseSha: 'd5ee17128bb88434aacdab90c2e9e990e2b64e4a',
    service: 'moonraker',
    channel: 'dev',
    conf: {},
  },
  {
    kind: 'git_repo',
    name: 'klipper',
    origin: 'https://github.com/Klipper3d/klipper.git',
    owner: 'Klipper3d',
    repoName: 'klipper',
    path: '/home/pi/klipper',
    tag: 'v0.13.0',
    baseCount: 730,
    baseSha: '84104bbbd7625d28b4eaaad83f4562972460ecd9',
    service: 'klipper',
    channel: 'dev',
    conf: {},
  },
  {
    kind: 'web',
    name: 'printdeck',
    repo: 'printdeck/printdeck',
    path: '/home/pi/printdeck',
    infoTags: ['desc=Printdeck'],
    channel: 'stable',
    persistentFiles: ['config.json'],
    size: 1_912_832,
  },
  {
    kind: 'git_repo',
    name: 'crowsnest',
    origin: 'https://github.com/mainsail-crew/crowsnest.git',
    owner: 'mainsail-crew',
    repoName: 'crowsnest',
    path: '/home/pi/crowsnest',
    tag: 'v4.1.9',
    baseCount: 3,
    baseSha: sha('crowsnest local head'),
    service: 'crowsnest',
    channel: 'dev',
    conf: { managed_services: 'crowsnest', install_script: 'tools/pkglist.sh' },
  },
  {
    kind: 'git_repo',
    name: 'KlipperScreen',
    origin: 'https://github.com/KlipperScreen/KlipperScreen.git',
    owner: 'KlipperScreen',
    repoName: 'KlipperScreen',
    path: '/home/pi/KlipperScreen',
    tag: 'v0.4.5',
    baseCount: 12,
    baseSha: sha('KlipperScreen local head'),
    service: null,
    channel: 'dev',
    conf: {
      virtualenv: '~/.KlipperScreen-env',
      requirements: 'scripts/KlipperScreen-requirements.txt',
      system_dependencies: 'scripts/system-dependencies.json',
    },
  },
];

type CommitSeed = [daysAgo: number, hour: number, author: string, email: string, subject: string];

const KLIPPER_COMMITS: CommitSeed[] = [
  [
    3,
    9,
    'Henrik Aalto',
    'henrik.aalto@example.org',
    'stepcompress: Avoid a rounding drift on very slow moves',
  ],
  [
    3,
    16,
    'Henrik Aalto',
    'henrik.aalto@example.org',
    'docs: Describe the step compression change in Code_Overview.md',
  ],
  [
    2,
    11,
    'Lucía Ferrer',
    'lucia.ferrer@example.org',
    'bed_mesh: Accept a zero reference position outside the probed area',
  ],
  [
    2,
    18,
    'Tomasz Wrona',
    'tomasz.wrona@example.org',
    'tmc2240: Report the driver temperature in the status',
  ],
  [
    1,
    8,
    'Henrik Aalto',
    'henrik.aalto@example.org',
    'toolhead: Shorten the lookahead flush delay when idle',
  ],
  [
    1,
    14,
    'Amara Okafor',
    'amara.okafor@example.org',
    'config: Add a sample configuration for a 300 mm CoreXY kit',
  ],
];

const MOONRAKER_COMMITS: CommitSeed[] = [
  [
    2,
    20,
    'Jordan Pike',
    'jordan.pike@example.org',
    'file_manager: Skip hidden folders during the metadata scan',
  ],
  [
    1,
    10,
    'Jordan Pike',
    'jordan.pike@example.org',
    'update_manager: Log the rollback version after a recovery',
  ],
];

function commits(name: string, seeds: CommitSeed[], now: number): CommitInfo[] {
  const day = Math.floor(now / 86400) * 86400;
  return seeds.map(([daysAgo, hour, author, email, subject], i) => ({
    sha: sha(`${name} ${i} ${subject}`),
    author,
    date: String(day - daysAgo * 86400 + hour * 3600 + 17 * i * 60),
    subject,
    message: `Signed-off-by: ${author} <${email}>`,
    tag: null,
  }));
}

const SYSTEM_PACKAGES: Package[] = [
  { name: 'libssl3', from: '3.0.15-1~deb12u1', to: '3.0.16-1~deb12u1' },
  { name: 'openssl', from: '3.0.15-1~deb12u1', to: '3.0.16-1~deb12u1' },
  { name: 'raspi-firmware', from: '1:1.20241126-1', to: '1:1.20250305-1' },
  { name: 'tzdata', from: '2024b-0+deb12u1', to: '2025b-0+deb12u1' },
];

function gitState(chain: CommitInfo[], now: number, extra: Partial<GitState> = {}): GitState {
  return {
    kind: 'git_repo',
    chain,
    pos: 0,
    rollbackPos: 0,
    dirty: false,
    modifiedFiles: [],
    corrupt: false,
    gitMessages: [],
    lastRefreshTime: now,
    ...extra,
  };
}

/**
 * The state of one updater in a fresh data folder (`now` in Unix seconds); a web client installed
 * from a release starts at `installed`, the version its release_info.json names.
 */
export function seedState(def: UpdaterDef, now: number, installed?: string): UpdaterState {
  switch (def.kind) {
    case 'system':
      return {
        kind: 'system',
        packages: SYSTEM_PACKAGES.map((p) => ({ ...p })),
        lastRefreshTime: now,
      };
    case 'web': {
      const version = installed ?? DASHBOARD_VERSION;
      return {
        kind: 'web',
        version,
        remoteVersion: nextMinor(version),
        rollbackVersion: version,
        lastError: '',
        lastRefreshTime: now,
      };
    }
    case 'git_repo':
      break;
  }
  if (def.name === 'klipper') return gitState(commits('klipper', KLIPPER_COMMITS, now), now);
  if (def.name === 'moonraker') return gitState(commits('moonraker', MOONRAKER_COMMITS, now), now);
  if (def.name === 'crowsnest')
    return gitState([], now, { dirty: true, modifiedFiles: ['tools/libs/core.sh'] });
  const obj = sha('KlipperScreen loose object');
  return gitState([], now, {
    corrupt: true,
    gitMessages: [
      `error: object file .git/objects/${obj.slice(0, 2)}/${obj.slice(2)} is empty`,
      `fatal: loose object ${obj} (stored in .git/objects/${obj.slice(0, 2)}/${obj.slice(2)}) is corrupt`,
    ],
  });
}
