import { describe, expect, it } from 'vitest';
import type { CommitInfo, GitRepoInfo, VersionInfo, WebInfo } from '../../../protocol/updates';
import {
  commitsBehindCount,
  commitsByDay,
  commitUrl,
  componentState,
  componentTitle,
  isDashboard,
  orderedComponents,
  updateKind,
} from '../update-view';
import { canRecover, canUpdate, hasUpdate, updatableComponents, updateCount } from '../updates';
import { gitRepoInfo, systemInfo, updateStatus, webInfo } from '../../test/update-fixtures';

function git(over: Partial<GitRepoInfo> = {}): GitRepoInfo {
  return gitRepoInfo('klipper', {
    owner: 'Klipper3d',
    version: 'v0.13.0-1',
    remote_version: 'v0.13.0-1',
    rollback_version: 'v0.13.0-1',
    current_hash: 'aaa',
    remote_hash: 'aaa',
    full_version_string: 'v0.13.0-1-gaaa',
    ...over,
  });
}

function web(over: Partial<WebInfo> = {}): WebInfo {
  return webInfo('printdeck', over);
}

const system = systemInfo;

const status = updateStatus;

describe('component state and offers', () => {
  it.each<[string, VersionInfo, string, boolean, boolean]>([
    ['up to date git', git(), 'upToDate', false, false],
    ['git behind', git({ remote_hash: 'bbb' }), 'update', true, false],
    ['dirty with update', git({ remote_hash: 'bbb', is_dirty: true }), 'dirty', false, true],
    ['invalid', git({ is_valid: false }), 'invalid', false, true],
    ['dirty and invalid', git({ is_valid: false, is_dirty: true }), 'dirty', false, true],
    ['web newer', web({ remote_version: 'v1.1.0' }), 'update', true, false],
    ['web unknown remote', web({ remote_version: '?' }), 'upToDate', false, false],
    ['web invalid', web({ is_valid: false, remote_version: 'v2' }), 'invalid', false, false],
    ['system with packages', system(2), 'update', true, false],
    ['system without packages', system(0), 'upToDate', false, false],
  ])('%s', (_, info, state, update, recover) => {
    expect(componentState(info)).toBe(state);
    expect(canUpdate(info)).toBe(update);
    expect(canRecover(info)).toBe(recover);
  });
});

describe('counts and order', () => {
  const s = status(
    git({ name: 'moonraker', remote_hash: 'x' }),
    system(3),
    git({ remote_hash: 'y', is_dirty: true }),
    web(),
  );
  it('counts every component with an update, dirty ones too', () => {
    expect(updateCount(s)).toBe(3);
    expect(updateCount(null)).toBe(0);
  });
  it('offers updates only for clean valid ones', () => {
    expect(updatableComponents(s).map((c) => c.name)).toEqual(['moonraker', 'system']);
  });
  it('puts system first, then the server order', () => {
    expect(orderedComponents(s).map((c) => c.name)).toEqual([
      'system',
      'moonraker',
      'klipper',
      'printdeck',
    ]);
    expect(orderedComponents(null)).toEqual([]);
  });
});

describe('names and kinds', () => {
  it.each<[VersionInfo, string]>([
    [git(), 'klipper'],
    [web({ info_tags: ['channel=x', 'desc=Printdeck dashboard'] }), 'Printdeck dashboard'],
    [web({ info_tags: ['desc= '] }), 'printdeck'],
    [system(0), 'system'],
  ])('title of %#', (info, title) => expect(componentTitle(info)).toBe(title));

  it.each<[VersionInfo, string]>([
    [git({ name: 'moonraker' }), 'moonraker'],
    [git(), 'klipper'],
    [system(1), 'system'],
    [git({ name: 'crowsnest' }), 'client'],
    [web(), 'client'],
  ])('kind of %#', (info, kind) => expect(updateKind(info)).toBe(kind));

  it.each<[VersionInfo, boolean]>([
    [web(), true],
    [web({ name: 'dash', repo_name: 'PrintDeck' }), true],
    [web({ configured_type: 'zip', name: 'printdeck' }), true],
    [web({ name: 'mainsail', repo_name: 'mainsail' }), false],
    [git({ name: 'printdeck' }), false],
    [system(0), false],
  ])('dashboard %#', (info, own) => expect(isDashboard(info)).toBe(own));

  it('counts commits behind from the count or the list', () => {
    const c: CommitInfo = { sha: 'a', author: '', date: '1', subject: '', message: '', tag: null };
    expect(commitsBehindCount(git({ commits_behind_count: 5 }))).toBe(5);
    expect(commitsBehindCount(git({ commits_behind: [c, c] }))).toBe(2);
    expect(commitsBehindCount(web())).toBe(0);
  });
});

describe('commitsByDay', () => {
  const at = (y: number, m: number, d: number, h: number) =>
    String(new Date(y, m - 1, d, h).getTime() / 1000);
  const commit = (sha: string, date: string): CommitInfo => ({
    sha,
    author: 'A',
    date,
    subject: sha,
    message: '',
    tag: null,
  });
  it.each<[string, CommitInfo[], [string, string[]][]]>([
    ['none', [], []],
    [
      'two days, newest first',
      [
        commit('a', at(2025, 3, 1, 9)),
        commit('b', at(2025, 3, 2, 8)),
        commit('c', at(2025, 3, 1, 23)),
        commit('d', at(2025, 3, 2, 0)),
      ],
      [
        ['2025-03-02', ['b', 'd']],
        ['2025-03-01', ['c', 'a']],
      ],
    ],
    [
      'unparseable date last',
      [commit('x', 'soon'), commit('y', at(2024, 12, 31, 12))],
      [
        ['2024-12-31', ['y']],
        ['', ['x']],
      ],
    ],
  ])('%s', (_, commits, expected) => {
    const days = commitsByDay(commits);
    expect(days.map((d) => [d.day, d.commits.map((c) => c.sha)])).toEqual(expected);
  });
  it('gives the local midnight of each day', () => {
    const [day] = commitsByDay([commit('a', at(2025, 3, 1, 15))]);
    expect(day?.start).toBe(new Date(2025, 2, 1).getTime() / 1000);
  });
});

describe('commitUrl', () => {
  const sha = 'd5ee17128bb88434aacdab90c2e9e990e2b64e4a';
  it.each<[VersionInfo, string, string | null]>([
    [git(), sha, `https://github.com/Klipper3d/klipper/commit/${sha}`],
    [
      git({ remote_url: 'git@github.com:Arksine/moonraker.git' }),
      sha,
      `https://github.com/Arksine/moonraker/commit/${sha}`,
    ],
    [git({ remote_url: 'https://github.com/a/b' }), sha, `https://github.com/a/b/commit/${sha}`],
    [git({ remote_url: 'https://gitlab.com/a/b.git' }), sha, null],
    [git({ remote_url: 'https://github.com.evil.io/a/b.git' }), sha, null],
    [git(), 'not a sha', null],
    [web(), sha, null],
  ])('%#', (info, s, url) => expect(commitUrl(info, s)).toBe(url));
});

describe('hasUpdate', () => {
  it('compares hashes for git repos even when versions match', () => {
    expect(hasUpdate(git({ remote_hash: 'z' }))).toBe(true);
  });
});
