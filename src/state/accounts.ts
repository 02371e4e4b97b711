// Accounts (Settings › Authentication): who this connection is (access.get_user), the users
// (access.users.list, followed by notify_user_created / notify_user_deleted) and the API key.
// Loaded with the section, then on every socket ready.
import { create } from 'zustand';
import type { UserEntry } from '../../protocol/methods';
import type { MoonrakerApi } from '../moonraker/api';
import { whenLoadedLate } from './late-load';
import { registerPrinterStore } from './printer-scoped';
import { attempt, getApi, onServerNotification, onSocketReady } from './session';
import { accessCalls } from '../moonraker/access-calls';

interface AccountsState {
  /** This connection's user: a name, `_TRUSTED_USER_` or `_API_KEY_USER_`; null until known. */
  current: string | null;
  users: UserEntry[];
  apiKey: string | null;
  loaded: boolean;
}

const initial = (): AccountsState => ({ current: null, users: [], apiKey: null, loaded: false });

export const useAccounts = create<AccountsState>(initial);

let generation = 0;

const byName = (a: UserEntry, b: UserEntry) => a.username.localeCompare(b.username);

async function loadUsers(api: MoonrakerApi, mine: number): Promise<void> {
  const answer = await attempt(() => accessCalls(api).users());
  if (mine === generation && answer)
    useAccounts.setState({ users: [...answer.users].sort(byName) });
}

/** The current user, the users and the API key. */
export async function loadAccounts(api: MoonrakerApi): Promise<void> {
  const mine = ++generation;
  const [user, key] = await Promise.all([
    attempt(() => accessCalls(api).currentUser()),
    attempt(() => accessCalls(api).apiKey()),
    loadUsers(api, mine),
  ]);
  if (mine !== generation) return;
  useAccounts.setState({
    current: user?.username ?? null,
    apiKey: typeof key === 'string' ? key : null,
    loaded: true,
  });
}

function reloadUsers(): void {
  const api = getApi();
  if (api && useAccounts.getState().loaded) void loadUsers(api, generation);
}

/** access.post_user; true when created (the list follows by notification). */
export async function addUser(username: string, password: string): Promise<boolean> {
  const done = await attempt((api) => accessCalls(api).addUser(username, password));
  return done !== undefined;
}

export async function removeUser(username: string): Promise<void> {
  await attempt((api) => accessCalls(api).deleteUser(username));
}

/** access.user.password: 'ok', or 'failed' (a wrong current password, or no answer). */
export async function changePassword(current: string, next: string): Promise<'ok' | 'failed'> {
  const api = getApi();
  if (!api) return 'failed';
  try {
    await accessCalls(api).changePassword(current, next);
    return 'ok';
  } catch {
    return 'failed';
  }
}

/** access.post_api_key: a new key; the old one stops working. */
export async function refreshApiKey(): Promise<void> {
  const mine = generation;
  const key = await attempt((api) => accessCalls(api).newApiKey());
  if (mine === generation && typeof key === 'string') useAccounts.setState({ apiKey: key });
}

onSocketReady((api) => void loadAccounts(api));
onServerNotification('notify_user_created', () => reloadUsers());
onServerNotification('notify_user_deleted', () => reloadUsers());
whenLoadedLate((api) => loadAccounts(api));

registerPrinterStore('accounts', () => {
  generation++;
  useAccounts.setState(initial());
});
