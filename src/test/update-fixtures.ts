// Builders of the update manager's and the announcements' shapes (protocol/updates.ts) for tests:
// a complete, up-to-date entry named as asked, with the fields a test cares about overridden.
import type {
  AnnouncementEntry,
  GitRepoInfo,
  SystemUpdateInfo,
  UpdateStatus,
  VersionInfo,
  WebInfo,
} from '../../protocol/updates';

/** A clean, valid, up-to-date git checkout on GitHub (owner 'x' unless given). */
export function gitRepoInfo(name: string, over: Partial<GitRepoInfo> = {}): GitRepoInfo {
  const owner = over.owner ?? 'x';
  return {
    name,
    configured_type: 'git_repo',
    detected_type: 'git_repo',
    channel: 'dev',
    debug_enabled: false,
    channel_invalid: false,
    is_valid: true,
    info_tags: [],
    owner,
    repo_name: name,
    version: 'v1.0.0-1',
    remote_version: 'v1.0.0-1',
    rollback_version: 'v1.0.0-1',
    warnings: [],
    anomalies: [],
    repo_detected: true,
    remote_alias: 'origin',
    branch: 'master',
    remote_url: `https://github.com/${owner}/${name}.git`,
    recovery_url: `https://github.com/${owner}/${name}.git`,
    current_hash: 'a'.repeat(40),
    remote_hash: 'a'.repeat(40),
    is_dirty: false,
    detached: false,
    commits_behind: [],
    commits_behind_count: 0,
    git_messages: [],
    full_version_string: 'v1.0.0-1',
    pristine: true,
    corrupt: false,
    ...over,
  };
}

/** A web client at its latest release. */
export function webInfo(name: string, over: Partial<WebInfo> = {}): WebInfo {
  return {
    name,
    configured_type: 'web',
    channel: 'stable',
    debug_enabled: false,
    channel_invalid: false,
    is_valid: true,
    info_tags: [],
    owner: name,
    repo_name: name,
    version: 'v1.0.0',
    remote_version: 'v1.0.0',
    rollback_version: 'v0.9.0',
    warnings: [],
    anomalies: [],
    last_error: '',
    ...over,
  };
}

/** System packages waiting: pkg0, pkg1, … */
export function systemInfo(count: number): SystemUpdateInfo {
  return {
    name: 'system',
    configured_type: 'system',
    package_count: count,
    package_list: Array.from({ length: count }, (_, i) => `pkg${i}`),
  };
}

/** machine.update.status with these components, not busy. */
export function updateStatus(...infos: VersionInfo[]): UpdateStatus {
  return {
    busy: false,
    github_rate_limit: null,
    github_requests_remaining: null,
    github_limit_reset_time: null,
    version_info: Object.fromEntries(infos.map((info) => [info.name, info])),
  };
}

/** An announcement of the moonraker feed, not dismissed. */
export function announcementEntry(
  id: string,
  more: Partial<AnnouncementEntry> = {},
): AnnouncementEntry {
  return {
    entry_id: id,
    url: `https://example.com/${id}`,
    title: `Title ${id}`,
    description: `About ${id}`,
    priority: 'normal',
    date: 1_700_000_000,
    dismissed: false,
    date_dismissed: null,
    dismiss_wake: null,
    source: 'moonlight',
    feed: 'moonraker',
    ...more,
  };
}
