// Settings › Versions as a user sees it: the components in the server's order (system first), their
// states, commits by day and packages, Check for updates, Update per kind, Update all, Recover with
// its choice, the controls held while printing or busy, and the notifications switch.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CommitInfo, UpdateStatus, VersionInfo, WebInfo } from '../../../../protocol/updates';
import type { PrintStatsState } from '../../../../protocol/objects';
import { resetPlaceholderScope } from '../../../state/scope/active';
import { useSettings } from '../../../state/settings';
import { updatesStore } from '../../../state/updates';
import VersionsSection from '../versions/VersionsSection';
import { openNoticesPrinter, type NoticesPrinter } from '../../../test/notices-printer';
import { gitRepoInfo, webInfo } from '../../../test/update-fixtures';

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

const list = () => screen.getByRole('list', { name: 'Versions' });
const row = (name: string) => within(list()).getByRole('listitem', { name });

describe('VersionsSection', () => {
  let p: NoticesPrinter | undefined;

  /**
   * The update calls the printer received, as [call, ...params] (machine.update.status left out).
   * The printer leaves them unanswered: Moonraker answers an update only once it is done.
   */
  function calls(): unknown[][] {
    return p!.printer
      .sockets()
      .flatMap((ws) => ws.frames())
      .filter((f) => f.method.startsWith('machine.update.') && f.method !== 'machine.update.status')
      .map((f) => [
        f.method.slice('machine.update.'.length),
        ...Object.values((f.params ?? {}) as object),
      ]);
  }

  /** The section on the chosen printer, its update manager's status loaded over the socket. */
  async function setup(printState: PrintStatsState = 'standby') {
    p = await openNoticesPrinter({
      active: true,
      components: ['update_manager'],
      status: { print_stats: { state: printState } },
      setup: (printer) => printer.rpc.set('machine.update.status', () => status()),
    });
    p.render(<VersionsSection />);
    await screen.findByRole('list', { name: 'Versions' });
    await screen.findByText('Printdeck');
  }

  beforeEach(() => resetPlaceholderScope());
  afterEach(() => {
    p?.close();
    p = undefined;
  });

  it('lists the components, system first, with their states', async () => {
    await setup();
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
    await setup();
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
    await setup();
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
    await setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `Update ${name}` }));
    expect(calls()).toEqual([call]);
    expect(p!.scope.get(updatesStore).getState().busy).toBe(true);
    expect(screen.getByRole('button', { name: 'Update klipper' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Check for updates' })).toBeDisabled();
  });

  it('updates all with one full update', async () => {
    await setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Update all' }));
    expect(calls()).toEqual([['upgrade']]);
  });

  it('holds the updates while printing, not the check', async () => {
    await setup('printing');
    expect(screen.getByText('Updates are not possible while printing.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update klipper' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Update all' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Check for updates' })).toBeEnabled();
  });

  it('checks for updates and waits for the answer', async () => {
    await setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Check for updates' }));
    expect(calls()).toEqual([['refresh']]);
    expect(screen.getByRole('button', { name: 'Checking for updates…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Update klipper' })).toBeDisabled();
    await p!.reply('machine.update.refresh', status());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Check for updates' })).toBeEnabled(),
    );
  });

  it('recovers a dirty repo, soft or hard as chosen', async () => {
    await setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Recover crowsnest' }));
    const dialog = screen.getByRole('dialog', { name: 'Recover crowsnest' });
    expect(within(dialog).getByRole('radio', { name: 'Soft' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Hard' }));
    await user.click(within(dialog).getByRole('button', { name: 'Recover' }));
    expect(calls()).toEqual([['recover', 'crowsnest', true]]);
  });

  it('cancels a recovery without a call', async () => {
    await setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Recover crowsnest' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls()).toEqual([]);
  });

  it('switches the update notifications', async () => {
    await setup();
    const user = userEvent.setup();
    const toggle = screen.getByRole('switch', { name: 'Notify me of updates' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(useSettings.getState().general.showUpdateNotifications).toBe(false);
    await waitFor(() =>
      expect(p!.sent('server.database.post_item')).toEqual([
        { namespace: 'printdeck', key: 'uiSettings.general.showUpdateNotifications', value: false },
      ]),
    );
    expect(calls()).toEqual([]);
  });
});
