// Accounts (Settings › Authentication) of one printer: who this connection is (access.get_user),
// the users (access.users.list, followed by notify_user_created / notify_user_deleted) and the API
// key. Loaded when the section first shows the printer, then on every socket ready.
import { createStore } from 'zustand';
import type { UserEntry } from '../../protocol/methods';
import { accessCalls } from '../moonraker/access-calls';
import { boundStore } from './scope/bound';
import type { PrinterScope } from './scope/printer-scope';
import type { Live } from './scope/scope-events';
import { scopedStore } from './scope/scoped-store';

interface AccountsState {
  /** This connection's user: a name, `_TRUSTED_USER_` or `_API_KEY_USER_`; null until known. */
  current: string | null;
  users: UserEntry[];
  apiKey: string | null;
  loaded: boolean;
}

const initial = (): AccountsState => ({ current: null, users: [], apiKey: null, loaded: false });

const byName = (a: UserEntry, b: UserEntry) => a.username.localeCompare(b.username);

export const accountsStore = scopedStore('accounts', (scope) => {
  const store = createStore<AccountsState>(initial);

  async function loadUsers(live: Live): Promise<void> {
    const answer = await scope.attempt(() => accessCalls(live.api).users());
    if (live.alive() && answer) store.setState({ users: [...answer.users].sort(byName) });
  }

  /** The current user, the users and the API key. */
  async function load(live: Live): Promise<void> {
    const [user, key] = await Promise.all([
      scope.attempt(() => accessCalls(live.api).currentUser()),
      scope.attempt(() => accessCalls(live.api).apiKey()),
      loadUsers(live),
    ]);
    if (!live.alive()) return;
    store.setState({
      current: user?.username ?? null,
      apiKey: typeof key === 'string' ? key : null,
      loaded: true,
    });
  }

  function reloadUsers(): void {
    const live = scope.events.socketLive;
    if (live && store.getState().loaded) void loadUsers(live);
  }

  scope.events.onSocketReady((live) => void load(live));
  scope.events.onNotification('notify_user_created', reloadUsers);
  scope.events.onNotification('notify_user_deleted', reloadUsers);
  return store;
});

export const useAccounts = boundStore(accountsStore);

/** access.post_user; true when created (the list follows by notification). */
export async function addUser(
  scope: PrinterScope,
  username: string,
  password: string,
): Promise<boolean> {
  const done = await scope.attempt((api) => accessCalls(api).addUser(username, password));
  return done !== undefined;
}

export async function removeUser(scope: PrinterScope, username: string): Promise<void> {
  await scope.attempt((api) => accessCalls(api).deleteUser(username));
}

/** access.user.password: 'ok', or 'failed' (a wrong current password, or no answer). */
export async function changePassword(
  scope: PrinterScope,
  current: string,
  next: string,
): Promise<'ok' | 'failed'> {
  const api = scope.api;
  if (!api) return 'failed';
  try {
    await accessCalls(api).changePassword(current, next);
    return 'ok';
  } catch {
    return 'failed';
  }
}

/** access.post_api_key: a new key; the old one stops working. */
export async function refreshApiKey(scope: PrinterScope): Promise<void> {
  const key = await scope.attempt((api) => accessCalls(api).newApiKey());
  if (typeof key === 'string' && !scope.isClosed)
    scope.get(accountsStore).setState({ apiKey: key });
}
