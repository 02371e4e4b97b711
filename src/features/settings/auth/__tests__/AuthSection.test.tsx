// Settings › Authentication as a user sees it: the users with their creation dates, yourself not
// removable, add with the spec's messages, remove after a confirmation, change your password (wrong
// current → the spec's message, success → 'Password changed'), and the API key with its QR code and
// a confirmed refresh. The trusted client sees its display name and no password change.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAccounts, useAccounts } from '../../../../state/accounts';
import { useMessages } from '../../../../state/messages';
import { resetPrinterStores } from '../../../../state/printer-scoped';
import AuthSection from '../AuthSection';

const { calls, flags, api } = vi.hoisted(() => {
  const calls: unknown[][] = [];
  const flags = { current: 'alice', passwordOk: true };
  const api = {
    access: {
      currentUser: () =>
        Promise.resolve({ username: flags.current, source: 'moonraker', created_on: 1 }),
      users: () =>
        Promise.resolve({
          users: [
            { username: 'bob', source: 'moonraker', created_on: 1_700_000_000 },
            { username: 'alice', source: 'moonraker', created_on: 1_600_000_000 },
          ],
        }),
      apiKey: () => Promise.resolve('0123456789abcdef0123456789abcdef'),
      newApiKey: () => {
        calls.push(['newApiKey']);
        return Promise.resolve('fedcba9876543210fedcba9876543210');
      },
      addUser: (username: string, password: string) => {
        calls.push(['addUser', username, password]);
        return Promise.resolve({});
      },
      deleteUser: (username: string) => {
        calls.push(['deleteUser', username]);
        return Promise.resolve({});
      },
      changePassword: (password: string, next: string) => {
        calls.push(['changePassword', password, next]);
        return flags.passwordOk
          ? Promise.resolve({})
          : Promise.reject(new Error('Invalid Password'));
      },
    },
  };
  return { calls, flags, api };
});

// The section's calls (moonraker/access-calls.ts) answered by the stand-in above.
vi.mock('../../../../moonraker/access-calls', () => ({ accessCalls: () => api.access }));
vi.mock('../../../../state/session', () => ({
  getApi: () => api,
  attempt: (work: (a: unknown) => Promise<unknown>) => work(api),
  onServerNotification: () => () => undefined,
  onSocketReady: () => () => undefined,
  onKlippyReady: () => () => undefined,
}));

async function show(): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the mock holds what the section calls
  await act(() => loadAccounts(api as any));
  render(<AuthSection />);
}

beforeEach(() => {
  resetPrinterStores();
  useMessages.setState({ queue: [] });
  calls.length = 0;
  flags.current = 'alice';
  flags.passwordOk = true;
});

describe('AuthSection', () => {
  it('lists the users by name with their creation date; yourself cannot be removed', async () => {
    await show();
    const list = screen.getByRole('list', { name: 'Users' });
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
    expect(calls).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/^Password/), '1');
    await userEvent.click(add);
    expect(calls).toEqual([['addUser', 'carol', 'CAROL1']]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('removes another user after a confirmation', async () => {
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Remove bob' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove user' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(calls).toEqual([['deleteUser', 'bob']]);
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
    expect(calls).toEqual([
      ['changePassword', 'old1', 'new-one'],
      ['changePassword', 'old1', 'new-one'],
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
    expect(useAccounts.getState().apiKey).toBe('fedcba9876543210fedcba9876543210');
  });

  it('the trusted client sees its display name and no password change', async () => {
    flags.current = '_TRUSTED_USER_';
    await show();
    expect(screen.getByText('Signed in as Trusted client')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove alice' })).toBeEnabled();
  });
});
