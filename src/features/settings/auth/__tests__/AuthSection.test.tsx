// Settings › Authentication as a user sees it: the users with their creation dates, yourself not
// removable, add with the spec's messages, remove after a confirmation, change your password (wrong
// current → the spec's message, success → 'Password changed'), and the API key with its QR code and
// a confirmed refresh. The trusted client sees its display name and no password change.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountsStore } from '../../../../state/accounts';
import { useMessages } from '../../../../state/messages';
import { RpcError } from '../../../../state/__tests__/session-harness';
import { openNoticesPrinter, type NoticesPrinter } from '../../../../test/notices-printer';
import AuthSection from '../AuthSection';

const flags = { current: 'alice', passwordOk: true };
/** Users the printer lists besides alice and bob. */
const extraUsers: { username: string; source: string; created_on: number }[] = [];

describe('AuthSection', () => {
  let p: NoticesPrinter | undefined;

  /** The account calls the printer received, as [method, ...params] (the loads left out). */
  function calls(): unknown[][] {
    const loads = ['access.get_user', 'access.users.list', 'access.get_api_key'];
    return p!.printer
      .sockets()
      .flatMap((ws) => ws.frames())
      .filter((f) => f.method.startsWith('access.') && !loads.includes(f.method))
      .map((f) => [f.method, ...Object.values((f.params ?? {}) as object)]);
  }

  /** The section over a printer with users alice and bob, once its accounts have loaded. */
  async function show(): Promise<void> {
    p = await openNoticesPrinter({
      setup: (printer) => {
        const answers: [string, () => unknown][] = [
          [
            'access.get_user',
            () => ({ username: flags.current, source: 'moonraker', created_on: 1 }),
          ],
          [
            'access.users.list',
            () => ({
              users: [
                { username: 'bob', source: 'moonraker', created_on: 1_700_000_000 },
                { username: 'alice', source: 'moonraker', created_on: 1_600_000_000 },
                ...extraUsers,
              ],
            }),
          ],
          ['access.get_api_key', () => '0123456789abcdef0123456789abcdef'],
          ['access.post_api_key', () => 'fedcba9876543210fedcba9876543210'],
          ['access.post_user', () => ({ username: 'carol', action: 'user_created' })],
          ['access.delete_user', () => ({ username: 'bob', action: 'user_deleted' })],
          [
            'access.user.password',
            () => {
              if (!flags.passwordOk) throw new RpcError(400, 'Invalid Password');
              return { username: flags.current, action: 'user_password_reset' };
            },
          ],
        ];
        for (const [method, answer] of answers) printer.rpc.set(method, answer);
      },
    });
    p.render(<AuthSection />);
    await waitFor(() => expect(p!.scope.get(accountsStore).getState().loaded).toBe(true));
    await screen.findByRole('list', { name: 'Users' });
  }

  beforeEach(() => {
    useMessages.setState({ queue: [] });
    flags.current = 'alice';
    flags.passwordOk = true;
    extraUsers.length = 0;
  });

  afterEach(() => {
    p?.close();
    p = undefined;
  });

  it('lists the users by name with their creation date; yourself cannot be removed', async () => {
    await show();
    const list = screen.getByRole('list', { name: 'Users' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('alice (you)'),
      expect.stringContaining('bob'),
    ]);
    expect(items[1]?.textContent).toContain('Created on: Nov. 14, 2023');
    expect(screen.getByRole('button', { name: 'Remove alice' })).toBeDisabled();
    expect(screen.getByText('Signed in as alice')).toBeInTheDocument();
  });

  it('adds a user with the spec rules', async () => {
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    const add = within(dialog).getByRole('button', { name: 'Add' });
    await userEvent.click(add);
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);
    await userEvent.type(within(dialog).getByLabelText(/^Username/), 'bob');
    expect(within(dialog).getByText('Already exists')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/^Username/));
    await userEvent.type(within(dialog).getByLabelText(/^Username/), 'carol');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'abc');
    expect(within(dialog).getByText('Min 4')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/^Password/));
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'CAROL');
    expect(within(dialog).getByText('Cannot match username')).toBeInTheDocument();
    await userEvent.click(add);
    expect(calls()).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/^Password/), '1');
    await userEvent.click(add);
    await waitFor(() => expect(calls()).toEqual([['access.post_user', 'carol', 'CAROL1']]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('removes another user after a confirmation', async () => {
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Remove bob' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove user' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls()).toEqual([['access.delete_user', 'bob']]));
  });

  it('changes the password: a wrong one says so, a right one says Password changed', async () => {
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await userEvent.type(within(dialog).getByLabelText(/^Current password/), 'old1');
    await userEvent.type(within(dialog).getByLabelText(/^New password/), 'Alice');
    expect(within(dialog).getByText('Cannot match username')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/^New password/));
    await userEvent.type(within(dialog).getByLabelText(/^New password/), 'new-one');
    flags.passwordOk = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Oops, something went wrong. Is your password correct?'),
    ).toBeInTheDocument();
    flags.passwordOk = true;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useMessages.getState().queue).toMatchObject([
      { text: 'Password changed', severity: 'success', timeout: 2000 },
    ]);
    expect(calls()).toEqual([
      ['access.user.password', 'old1', 'new-one'],
      ['access.user.password', 'old1', 'new-one'],
    ]);
  });

  it('shows the API key with a QR code and replaces it after a confirmation', async () => {
    await show();
    expect(screen.getByTestId('api-key')).toHaveTextContent('0123456789abcdef0123456789abcdef');
    const qr = screen.getByRole('img', { name: 'QR code of the API key' });
    expect(qr).toHaveAttribute('width', '260');
    await userEvent.click(screen.getByRole('button', { name: 'New API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API key' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create new key' }));
    await waitFor(() =>
      expect(screen.getByTestId('api-key')).toHaveTextContent('fedcba9876543210fedcba9876543210'),
    );
    expect(p!.scope.get(accountsStore).getState().apiKey).toBe('fedcba9876543210fedcba9876543210');
    expect(calls()).toEqual([['access.post_api_key']]);
  });

  it('a user added elsewhere joins the list when the printer tells (notify_user_created)', async () => {
    await show();
    extraUsers.push({ username: 'carol', source: 'moonraker', created_on: 1_700_000_000 });
    await p!.notify('notify_user_created', [{ username: 'carol' }]);
    const list = screen.getByRole('list', { name: 'Users' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((i) => i.textContent),
      ).toEqual([
        expect.stringContaining('alice (you)'),
        expect.stringContaining('bob'),
        expect.stringContaining('carol'),
      ]),
    );
  });

  it('the trusted client sees its display name and no password change', async () => {
    flags.current = '_TRUSTED_USER_';
    await show();
    expect(screen.getByText('Signed in as Trusted client')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove alice' })).toBeEnabled();
  });
});
