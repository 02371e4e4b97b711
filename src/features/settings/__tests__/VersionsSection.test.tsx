// Settings › Versions as a user sees it: the components in the server's order (system first), their
// states, commits by day and packages, Check for updates, Update per kind, Update all, Recover with
// its choice, the controls held while printing or busy, and the notifications switch.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommitInfo, UpdateStatus, VersionInfo, WebInfo } from '../../../../protocol/updates';
import type { PrintStatsState } from '../../../../protocol/objects';
import { seedStatus } from '../../../state/printer';
import { resetPrinterStores } from '../../../state/printer-scoped';
import { useSettings } from '../../../state/settings';
import { useUpdates } from '../../../state/updates';
import VersionsSection from '../versions/VersionsSection';
import { gitRepoInfo, webInfo } from '../../../test/update-fixtures';

const calls: unknown[][] = [];
let refreshAnswer: (status: UpdateStatus) => void = () => undefined;
const api = {
  updates: {
    status: () => new Promise<UpdateStatus>(() => undefined),
    refresh: () => {
      calls.push(['refresh']);
      return new Promise<UpdateStatus>((ok) => (refreshAnswer = ok));
    },
    moonraker: () => Promise.resolve(calls.push(['moonraker']) && 'ok'),
    klipper: () => Promise.resolve(calls.push(['klipper']) && 'ok'),
    system: () => Promise.resolve(calls.push(['system']) && 'ok'),
    client: (name: string) => Promise.resolve(calls.push(['client', name]) && 'ok'),
    upgrade: (name?: string) => Promise.resolve(calls.push(['upgrade', name]) && 'ok'),
    recover: (name: string, hard: boolean) =>
      Promise.resolve(calls.push(['recover', name, hard]) && 'ok'),
  },
};

vi.mock('../../../moonraker/update-calls', () => ({ updateCalls: () => api.updates }));
vi.mock('../../../state/session', () => ({
  getApi: () => api,
  attempt: (work: (a: unknown) => Promise<unknown>) => work(api),
  writeSetting: (path: string, value: unknown) => {
    calls.push(['setting', path, value]);
    return Promise.resolve('ok');
  },
  onServerNotification: () => () => undefined,
  onSocketReady: () => () => undefined,
  onKlippyReady: () => () => undefined,
}));

const day = (d: number, h: number) => String(new Date(2025, 5, d, h).getTime() / 1000);
const commit = (sha: string, subject: string, date: string): CommitInfo => ({
  sha,
  author: 'Kevin',
  date,
  subject,
  message: '',
  tag: null,
});

const git = gitRepoInfo;

const printdeck: WebInfo = webInfo('printdeck', {
  info_tags: ['desc=Printdeck'],
  remote_version: 'v1.1.0',
});

const behind = [
  commit('1'.repeat(40), 'toolhead: fix', day(3, 9)),
  commit('2'.repeat(40), 'docs: typo', day(2, 15)),
  commit('3'.repeat(40), 'mcu: faster', day(3, 17)),
];

function status(): UpdateStatus {
  const infos: VersionInfo[] = [
    git('moonraker', { remote_hash: 'b'.repeat(40), remote_version: 'v1.0.0-3' }),
    git('klipper', {
      remote_hash: 'c'.repeat(40),
      remote_version: 'v1.0.0-4',
      commits_behind: behind,
      commits_behind_count: 3,
    }),
    { name: 'system', configured_type: 'system', package_count: 2, package_list: ['a', 'b'] },
    git('crowsnest', { is_dirty: true, anomalies: ['Repo has local changes'] }),
    printdeck,
  ];
  return {
    busy: false,
    github_rate_limit: 60,
    github_requests_remaining: 55,
    github_limit_reset_time: 1_700_000_000,
    version_info: Object.fromEntries(infos.map((i) => [i.name, i])),
  };
}

function setup(printState: PrintStatsState = 'standby') {
  useUpdates.setState({ status: status() });
  seedStatus({ print_stats: { state: printState } });
  render(<VersionsSection />);
}

const list = () => screen.getByRole('list', { name: 'Versions' });
const row = (name: string) => within(list()).getByRole('listitem', { name });

describe('VersionsSection', () => {
  beforeEach(() => {
    calls.length = 0;
    resetPrinterStores();
  });

  it('lists the components, system first, with their states', () => {
    setup();
    const names = within(list())
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(['system', 'moonraker', 'klipper', 'crowsnest', 'Printdeck']);
    expect(row('system')).toHaveTextContent('2 packages to update');
    expect(row('klipper')).toHaveTextContent('v1.0.0-1 → v1.0.0-4');
    expect(row('klipper')).toHaveTextContent('3 commits behind');
    expect(row('klipper')).toHaveTextContent('Update available');
    expect(row('crowsnest')).toHaveTextContent('Local changes');
    expect(row('crowsnest')).toHaveTextContent('Repo has local changes');
    expect(within(row('crowsnest')).queryByRole('button', { name: /^Update/ })).toBeNull();
    expect(screen.getByText(/GitHub requests left: 55 of 60/)).toBeInTheDocument();
  });

  it('groups the commits by day, newest first, with links to GitHub', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show the commits of klipper' }));
    const days = within(row('klipper')).getAllByRole('heading', { level: 4 });
    expect(days.map((d) => d.textContent)).toEqual(['Tuesday, Jun 3, 2025', 'Monday, Jun 2, 2025']);
    const links = within(row('klipper')).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['mcu: faster', 'toolhead: fix', 'docs: typo']);
    expect(links[0]).toHaveAttribute(
      'href',
      `https://github.com/x/klipper/commit/${'3'.repeat(40)}`,
    );
  });

  it('lists the system packages on demand', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show the packages' }));
    expect(within(row('system')).getByText('b')).toBeInTheDocument();
  });

  it.each([
    ['moonraker', ['moonraker']],
    ['klipper', ['klipper']],
    ['system', ['system']],
    ['Printdeck', ['client', 'printdeck']],
  ])('updates %s with its own call and marks busy at once', async (name, call) => {
    setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `Update ${name}` }));
    expect(calls).toEqual([call]);
    expect(useUpdates.getState().busy).toBe(true);
    expect(screen.getByRole('button', { name: 'Update klipper' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Check for updates' })).toBeDisabled();
  });

  it('updates all with one full update', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Update all' }));
    expect(calls).toEqual([['upgrade', undefined]]);
  });

  it('holds the updates while printing, not the check', () => {
    setup('printing');
    expect(screen.getByText('Updates are not possible while printing.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update klipper' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Update all' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Check for updates' })).toBeEnabled();
  });

  it('checks for updates and waits for the answer', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Check for updates' }));
    expect(calls).toEqual([['refresh']]);
    expect(screen.getByRole('button', { name: 'Checking for updates…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Update klipper' })).toBeDisabled();
    refreshAnswer(status());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Check for updates' })).toBeEnabled(),
    );
  });

  it('recovers a dirty repo, soft or hard as chosen', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Recover crowsnest' }));
    const dialog = screen.getByRole('dialog', { name: 'Recover crowsnest' });
    expect(within(dialog).getByRole('radio', { name: 'Soft' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Hard' }));
    await user.click(within(dialog).getByRole('button', { name: 'Recover' }));
    expect(calls).toEqual([['recover', 'crowsnest', true]]);
  });

  it('cancels a recovery without a call', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Recover crowsnest' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);
  });

  it('switches the update notifications', async () => {
    setup();
    const user = userEvent.setup();
    const toggle = screen.getByRole('switch', { name: 'Notify me of updates' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(useSettings.getState().general.showUpdateNotifications).toBe(false);
    expect(calls).toEqual([['setting', 'uiSettings.general.showUpdateNotifications', false]]);
  });
});
