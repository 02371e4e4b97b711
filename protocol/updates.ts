// Moonraker's update manager (reference §14.8) and announcements (§8): the status object, its
// version_info entries per configured_type, the progress lines and the announcement entries.

/** Fields every updater but `system` has. */
export interface UpdaterCommon {
  name: string;
  configured_type: 'git_repo' | 'web' | 'zip' | 'python';
  channel: 'stable' | 'beta' | 'dev' | string;
  debug_enabled: boolean;
  channel_invalid: boolean;
  is_valid: boolean;
  /** `key=value` strings (the docs call it an object; the code sends a list). */
  info_tags: string[];
  owner: string;
  repo_name: string;
  version: string;
  remote_version: string;
  rollback_version: string;
  warnings: string[];
  anomalies: string[];
}

/** One commit the local copy is behind (newest first); `date` is Unix seconds as a string. */
export interface CommitInfo {
  sha: string;
  author: string;
  date: string;
  subject: string;
  message: string;
  tag: string | null;
}

export interface GitRepoInfo extends UpdaterCommon {
  configured_type: 'git_repo';
  detected_type: 'git_repo';
  repo_detected: boolean;
  remote_alias: string;
  branch: string;
  remote_url: string;
  recovery_url: string;
  current_hash: string;
  remote_hash: string;
  is_dirty: boolean;
  detached: boolean;
  commits_behind: CommitInfo[];
  commits_behind_count: number;
  git_messages: string[];
  full_version_string: string;
  pristine: boolean;
  corrupt: boolean;
}

export interface WebInfo extends UpdaterCommon {
  configured_type: 'web' | 'zip';
  last_error: string;
}

export interface PythonInfo extends UpdaterCommon {
  configured_type: 'python';
  detected_type: 'python_package';
  branch: string | null;
  current_hash: string;
  remote_hash: string;
  is_dirty: boolean;
  changelog_url: string;
  full_version_string: string;
  pristine: boolean;
}

export interface SystemUpdateInfo {
  name: 'system';
  configured_type: 'system';
  package_count: number;
  package_list: string[];
}

export type VersionInfo = GitRepoInfo | WebInfo | PythonInfo | SystemUpdateInfo;

/** machine.update.status / refresh, and notify_update_refreshed's payload. */
export interface UpdateStatus {
  busy: boolean;
  github_rate_limit: number | null;
  github_requests_remaining: number | null;
  github_limit_reset_time: number | null;
  version_info: Record<string, VersionInfo>;
}

/**
 * notify_update_response: one progress line. `application` is the updater's name, 'full' for a full
 * update, or `recover_<name>` / `rollback_<name>`; the last line of an operation has `complete`.
 */
export interface UpdateResponse {
  application: string;
  proc_id: number;
  message: string;
  complete: boolean;
}

export interface AnnouncementEntry {
  /** Contains '/': URL-encode it in a query string. */
  entry_id: string;
  url: string;
  title: string;
  description: string;
  priority: 'normal' | 'high';
  /** Unix seconds. */
  date: number;
  dismissed: boolean;
  date_dismissed: number | null;
  /** Absolute Unix time at which a snoozed entry comes back (null: dismissed for good). */
  dismiss_wake: number | null;
  source: 'moonlight' | 'internal';
  feed: string;
}
