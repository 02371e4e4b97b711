// How the versions section shows the update manager's components (spec part 2 §4 'Versions and
// updates'): each one's state and name, the server's order, which call updates it, the commits
// behind grouped by day and their links. Loaded with the section (updates.ts has the first page's
// rules).
import type { CommitInfo, UpdateStatus, VersionInfo } from '../../protocol/updates';
import { hasUpdate, isDirty, isInvalid } from './updates';

/** How a component reads: its state, in the order the checks win. */
export type ComponentState = 'dirty' | 'invalid' | 'update' | 'upToDate';

/** Local changes say more than 'invalid' (Moonraker marks a dirty checkout invalid too). */
export function componentState(info: VersionInfo): ComponentState {
  if (isDirty(info)) return 'dirty';
  if (isInvalid(info)) return 'invalid';
  return hasUpdate(info) ? 'update' : 'upToDate';
}

/** The name shown: the `desc=` info tag when there is one, else the updater's name. */
export function componentTitle(info: VersionInfo): string {
  if (info.configured_type !== 'system') {
    const tag = info.info_tags.find((entry) => entry.startsWith('desc='));
    const desc = tag?.slice(5).trim();
    if (desc) return desc;
  }
  return info.name;
}

/** The components in the server's order, system first. */
export function orderedComponents(status: UpdateStatus | null): VersionInfo[] {
  if (!status) return [];
  const all = Object.values(status.version_info);
  return [...all.filter((c) => c.name === 'system'), ...all.filter((c) => c.name !== 'system')];
}

/** Which update call a component takes. */
export type UpdateKind = 'moonraker' | 'klipper' | 'system' | 'client';

export function updateKind(info: VersionInfo): UpdateKind {
  if (info.configured_type === 'system') return 'system';
  if (info.name === 'moonraker' || info.name === 'klipper') return info.name;
  return 'client';
}

/** The dashboard's own entry (a web or zip client named or built from 'printdeck'). */
export function isDashboard(info: VersionInfo, ownName = 'printdeck'): boolean {
  if (info.configured_type !== 'web' && info.configured_type !== 'zip') return false;
  return info.name.toLowerCase() === ownName || info.repo_name.toLowerCase() === ownName;
}

/** The commits a git checkout is behind (empty for the other kinds). */
export function commitsBehind(info: VersionInfo): CommitInfo[] {
  return info.configured_type === 'git_repo' ? info.commits_behind : [];
}

/** How many commits behind (the count the server gives, else the list's length). */
export function commitsBehindCount(info: VersionInfo): number {
  if (info.configured_type !== 'git_repo') return 0;
  return Math.max(info.commits_behind_count, info.commits_behind.length);
}

export interface CommitDay {
  /** The day's key, YYYY-MM-DD in local time. */
  day: string;
  /** Unix seconds at that day's local midnight. */
  start: number;
  commits: CommitInfo[];
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * Commits grouped by the local day of their date, newest day first, each day's commits newest
 * first. Commits whose date does not parse go last, in a day of their own ('').
 */
export function commitsByDay(commits: readonly CommitInfo[]): CommitDay[] {
  const days = new Map<string, CommitDay>();
  const sorted = [...commits].sort((a, b) => (Number(b.date) || 0) - (Number(a.date) || 0));
  for (const commit of sorted) {
    const seconds = Number(commit.date);
    let key = '';
    let start = 0;
    if (Number.isFinite(seconds) && seconds > 0) {
      const d = new Date(seconds * 1000);
      key = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
      start = new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime() / 1000;
    }
    let group = days.get(key);
    if (!group) {
      group = { day: key, start, commits: [] };
      days.set(key, group);
    }
    group.commits.push(commit);
  }
  return [...days.values()];
}

const GITHUB = /^(?:https?:\/\/|git@)github\.com[/:]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/i;

/** A link to the commit on GitHub when the remote is a GitHub repository; null otherwise. */
export function commitUrl(info: VersionInfo, sha: string): string | null {
  if (info.configured_type !== 'git_repo' || !/^[0-9a-f]{7,40}$/i.test(sha)) return null;
  const match = GITHUB.exec(info.remote_url.trim());
  return match ? `https://github.com/${match[1]}/${match[2]}/commit/${sha}` : null;
}
