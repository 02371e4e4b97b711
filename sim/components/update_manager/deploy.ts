// What each kind of updater does when it updates, recovers, rolls back or refreshes, with Moonraker's
// progress lines in its order (git_repo: `Git Repo <name>: …`, web: `Web Client <name>: …`, system:
// unprefixed) and its refusals. The versions change only in the simulator's state.

import { servicesOf } from '../machine/services';
import { ServerError } from '../../errors';
import type { UpdateManager } from './manager';
import { aptUpdateLines, aptUpgradeLines, gitCloneLines, gitPullLines } from './output';
import type { GitDef, GitState, SystemState, UpdaterDef, WebDef, WebState } from './seed';
import { gitHash, gitValid, gitVersion, gitWarnings } from './status';

const BASE = 'base_deploy.py:log_info()';

function prefix(def: UpdaterDef): string {
  if (def.kind === 'git_repo') return `Git Repo ${def.name}: `;
  if (def.kind === 'web') return `Web Client ${def.name}: `;
  return '';
}

/** A refusal: logged with the updater's prefix, raised with the bare message (400). */
function refuse(m: UpdateManager, def: UpdaterDef, message: string, status = 400): ServerError {
  m.log('base_deploy.py:log_exc()', `${prefix(def)}${message}`);
  return new ServerError(message, status);
}

/** The updater's managed service restarts (Moonraker's own restart waits for the answer). */
async function restartService(m: UpdateManager, def: GitDef): Promise<void> {
  const svc = def.service;
  if (!svc) return;
  await m.say(`${prefix(def)}Restarting service ${svc}...`);
  if (svc === 'moonraker') {
    m.moonrakerRestartPending = true;
    return;
  }
  const services = servicesOf(m.app);
  services.request('restart', svc);
  await services.settled();
}

/** _update_repo_state: the checks Moonraker logs after a fetch, pull, reset or clone. */
function logRepoState(m: UpdateManager, def: GitDef, state: GitState): void {
  m.log(BASE, `${prefix(def)}Channel: ${def.channel}`);
  if (gitValid(state)) m.log(BASE, `${prefix(def)}Validity check for git repo passed`);
  else m.log(BASE, `${prefix(def)}Repo validation check failed, updates disabled`);
  const warnings = gitWarnings(state);
  if (warnings.length > 0)
    m.log(
      'git_deploy.py:log_repo_info()',
      `Git Repo ${def.name}: Warnings detected:\n${warnings.map((w) => `  ${w}`).join('\n')}`,
    );
}

async function updateGit(m: UpdateManager, def: GitDef, state: GitState): Promise<boolean> {
  if (!gitValid(state)) throw refuse(m, def, 'Update aborted, repo not valid');
  if (state.dirty) throw refuse(m, def, 'Update aborted, repo has been modified');
  if (state.pos >= state.chain.length) return false;
  await m.say(`Updating Application ${def.name}...`);
  await m.say(`${prefix(def)}Updating Repo...`);
  const from = gitHash(def, state, state.pos);
  const to = gitHash(def, state, state.chain.length);
  await m.output(gitPullLines(def.name, def.origin, from, to, state.chain.slice(state.pos)));
  const next: GitState = {
    ...state,
    rollbackPos: state.pos,
    pos: state.chain.length,
    lastRefreshTime: Date.now() / 1000,
  };
  m.set(def.name, next);
  logRepoState(m, def, next);
  m.log(
    BASE,
    `${prefix(def)}Updated from ${gitVersion(def, state.pos)} to ${gitVersion(def, next.pos)}`,
  );
  await restartService(m, def);
  await m.say(`${prefix(def)}Update Finished...`, true);
  return true;
}

/** Lines of the release download, as Moonraker's download progress callback words them. */
async function download(m: UpdateManager, def: WebDef, application: string): Promise<void> {
  const total = Math.floor(def.size / 1024);
  for (const pct of [22, 49, 77, 100]) {
    const got = Math.floor((total * pct) / 100);
    await m.say(`Downloading ${application}: ${got} KiB / ${total} KiB [${pct}%]`, false, 0.25);
  }
}

async function updateWeb(
  m: UpdateManager,
  def: WebDef,
  state: WebState,
  application: string,
  rollback = false,
): Promise<boolean> {
  const install = m.install(def.name);
  if (install && !install.valid)
    throw new ServerError(`${prefix(def)}Invalid install detected, aborting update`, 400);
  const path = install?.path ?? def.path;
  const target = rollback ? state.rollbackVersion : state.remoteVersion;
  if (state.version === target) return false;
  await m.say(`${prefix(def)}${rollback ? 'Rolling Back...' : 'Updating...'}`);
  await m.say(`${prefix(def)}Downloading Release...`);
  await download(m, def, application);
  await m.say(`${prefix(def)}Download Complete, extracting release to '${path}'`);
  m.set(def.name, {
    ...state,
    version: target,
    rollbackVersion: rollback ? state.rollbackVersion : state.version,
    lastRefreshTime: Date.now() / 1000,
  });
  m.log(BASE, `${prefix(def)}Version ${target} installed (was ${state.version})`);
  await m.say(`${prefix(def)}${rollback ? 'Rollback Complete' : 'Update Finished...'}`, true);
  return true;
}

async function updateSystem(m: UpdateManager, state: SystemState): Promise<boolean> {
  if (state.packages.length === 0) return false;
  await m.say('Updating packages...');
  await m.output(aptUpdateLines());
  await m.output(aptUpgradeLines(state.packages));
  m.set('system', { ...state, packages: [], lastRefreshTime: Date.now() / 1000 });
  m.log(BASE, `PackageDeploy: ${state.packages.length} packages upgraded`);
  await m.say('Package update finished...', true);
  return true;
}

/** One updater's update; false when it was already current (Moonraker then says nothing). */
export function update(m: UpdateManager, name: string, application: string): Promise<boolean> {
  const def = m.def(name);
  const state = m.state(name);
  if (def?.kind === 'git_repo' && state.kind === 'git_repo') return updateGit(m, def, state);
  if (def?.kind === 'web' && state.kind === 'web') return updateWeb(m, def, state, application);
  if (state.kind === 'system') return updateSystem(m, state);
  throw new ServerError(`Updater ${name} not available`, 404);
}

/** Soft recovery is a `git reset --hard`; hard recovery clones the repository again. */
export async function recover(m: UpdateManager, def: GitDef, hard: boolean): Promise<void> {
  const state = m.state(def.name) as GitState;
  await m.say(`${prefix(def)}Attempting Repo Recovery...`);
  let next: GitState;
  if (hard) {
    await m.say(`Git Repo ${def.name}: Starting Clone Recovery...`);
    await m.output(gitCloneLines(def.path));
    await m.say(`Git Repo ${def.name}: Git Clone Complete`);
    next = { ...state, corrupt: false, dirty: false, modifiedFiles: [], gitMessages: [] };
  } else {
    await m.say(`${prefix(def)}Resetting Git Repo...`);
    await m.pause();
    next = { ...state, dirty: false, modifiedFiles: [] };
  }
  next = { ...next, rollbackPos: next.pos, lastRefreshTime: Date.now() / 1000 };
  m.set(def.name, next);
  logRepoState(m, def, next);
  if (!gitValid(next))
    throw new ServerError('Recovery attempt failed, repo state not pristine', 500);
  await restartService(m, def);
  await m.say(`${prefix(def)}Reinstall Complete`, true);
}

export async function rollback(m: UpdateManager, name: string): Promise<void> {
  const def = m.def(name);
  const state = m.state(name);
  if (def?.kind === 'web' && state.kind === 'web') {
    await updateWeb(m, def, state, `rollback_${name}`, true);
    return;
  }
  if (def?.kind !== 'git_repo' || state.kind !== 'git_repo')
    throw new ServerError(`Rollback not available for ${name}`);
  if (state.rollbackPos === state.pos) {
    await m.say(`${prefix(def)}Rollback not performed`, true);
    return;
  }
  const next: GitState = { ...state, pos: state.rollbackPos, lastRefreshTime: Date.now() / 1000 };
  m.set(name, next);
  logRepoState(m, def, next);
  await restartService(m, def);
  await m.say(`${prefix(def)}Rollback Complete`, true);
}

/** A refresh: git fetch, a look at the release, apt-get update (the simulated remotes stay put). */
export async function refresh(m: UpdateManager, name: string): Promise<void> {
  const def = m.def(name);
  m.detectInstall(name);
  const state = m.state(name);
  await m.pause(0.5);
  const now = Date.now() / 1000;
  m.set(name, { ...state, lastRefreshTime: now });
  if (def?.kind === 'git_repo' && state.kind === 'git_repo') logRepoState(m, def, state);
  else if (state.kind === 'system')
    m.log(BASE, `PackageDeploy: Detected ${state.packages.length} package updates`);
  else if (state.kind === 'web')
    m.log(
      'net_deploy.py:_log_app_info()',
      `Web Client ${name}: Detected\nRepo: ${def?.kind === 'web' ? def.repo : '?'}\n` +
        `Channel: ${def?.kind === 'web' ? def.channel : '?'}\n` +
        `Path: ${m.install(name)?.path ?? (def?.kind === 'web' ? def.path : '?')}\n` +
        `Local Version: ${state.version}\nRemote Version: ${state.remoteVersion}`,
    );
}
