// One updater's entry of machine.update.status, built from its definition and state with the fields
// (and their order) Moonraker's deployers report per configured_type.

import type {
  GitRepoInfo,
  SystemUpdateInfo,
  VersionInfo,
  WebInfo,
} from '../../../protocol/updates';
import type {
  GitDef,
  GitState,
  SystemState,
  UpdaterDef,
  UpdaterState,
  WebDef,
  WebState,
} from './seed';
import type { WebInstall } from './release_info';

/** The short version (`v0.13.0-736`) of the local copy at `pos` commits past the seeded one. */
export function gitVersion(def: GitDef, pos: number): string {
  return `${def.tag}-${def.baseCount + pos}`;
}

export function gitHash(def: GitDef, state: GitState, pos: number): string {
  return pos === 0 ? def.baseSha : (state.chain[pos - 1]?.sha ?? def.baseSha);
}

/** What `git describe --always --tags --long --dirty --abbrev=8` prints. */
export function fullVersion(def: GitDef, state: GitState): string {
  const hash = gitHash(def, state, state.pos).slice(0, 8);
  return `${gitVersion(def, state.pos)}-g${hash}${state.dirty ? '-dirty' : ''}`;
}

/** Moonraker's repo warnings: each one makes the repo invalid. */
export function gitWarnings(state: GitState): string[] {
  const out: string[] = [];
  if (state.corrupt) out.push('Repo is corrupt');
  if (state.dirty) {
    const files = state.modifiedFiles.map((f) => `'${f}'`).join(', ');
    out.push(`Repo is dirty.  Detected the following modified files: [${files}]`);
  }
  return out;
}

export function gitValid(state: GitState): boolean {
  return !state.corrupt && !state.dirty;
}

function gitInfo(def: GitDef, state: GitState): GitRepoInfo {
  const behind = state.chain.slice(state.pos).reverse();
  return {
    channel: def.channel,
    debug_enabled: false,
    channel_invalid: false,
    is_valid: gitValid(state),
    configured_type: 'git_repo',
    info_tags: [],
    detected_type: 'git_repo',
    repo_detected: true,
    remote_alias: 'origin',
    branch: 'master',
    owner: def.owner,
    repo_name: def.repoName,
    remote_url: def.origin,
    recovery_url: def.origin,
    version: gitVersion(def, state.pos),
    remote_version: gitVersion(def, state.chain.length),
    rollback_version: gitVersion(def, state.rollbackPos),
    current_hash: gitHash(def, state, state.pos),
    remote_hash: gitHash(def, state, state.chain.length),
    is_dirty: state.dirty,
    detached: false,
    commits_behind: behind.map((c) => ({ ...c })),
    commits_behind_count: behind.length,
    git_messages: [...state.gitMessages],
    full_version_string: fullVersion(def, state),
    pristine: !state.dirty,
    corrupt: state.corrupt,
    warnings: gitWarnings(state),
    anomalies: [],
    name: def.name,
  };
}

/** A web client's entry; `install`: the release found in the served folder, if any. */
function webInfo(def: WebDef, state: WebState, install: WebInstall | null): WebInfo {
  const [confOwner = '?', confName = '?'] = def.repo.split('/');
  const owner = install?.owner ?? confOwner;
  const repoName = install?.repoName ?? confName;
  return {
    channel: def.channel,
    debug_enabled: false,
    channel_invalid: false,
    is_valid: install?.valid ?? true,
    configured_type: 'web',
    info_tags: [...def.infoTags],
    name: def.name,
    repo_name: repoName,
    owner,
    version: state.version,
    remote_version: state.remoteVersion,
    rollback_version: state.rollbackVersion,
    last_error: state.lastError,
    warnings: [...(install?.warnings ?? [])],
    anomalies: [...(install?.anomalies ?? [])],
  };
}

function systemInfo(state: SystemState): SystemUpdateInfo {
  return {
    name: 'system',
    configured_type: 'system',
    package_count: state.packages.length,
    package_list: state.packages.map((p) => p.name),
  };
}

export function versionInfo(
  def: UpdaterDef,
  state: UpdaterState,
  install: WebInstall | null = null,
): VersionInfo {
  if (def.kind === 'git_repo' && state.kind === 'git_repo') return gitInfo(def, state);
  if (def.kind === 'web' && state.kind === 'web') return webInfo(def, state, install);
  if (state.kind === 'system') return systemInfo(state);
  throw new Error(`update_manager: state of ${def.name} does not match its type`);
}
