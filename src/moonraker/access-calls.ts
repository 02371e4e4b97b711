// Accounts (access.*): the users, your password and the API key — the settings' Authentication
// section's calls, kept off the first page (built on the API's generic call).
import type { MoonrakerApi } from './api';

/** What the Authentication section reads of the answers (see answers.ts). */
const user = { shape: { username: 'sl', source: 'sl' } };
const key = { shape: 's' };

export function accessCalls({ call }: Pick<MoonrakerApi, 'call'>) {
  return {
    currentUser: () => call('access.get_user', undefined, user),
    users: () =>
      call('access.users.list', undefined, { shape: { users: [{ username: 's', source: 's' }] } }),
    addUser: (username: string, password: string) =>
      call('access.post_user', { username, password }),
    deleteUser: (username: string) => call('access.delete_user', { username }),
    changePassword: (password: string, newPassword: string) =>
      call('access.user.password', { password, new_password: newPassword }),
    apiKey: () => call('access.get_api_key', undefined, key),
    newApiKey: () => call('access.post_api_key', undefined, key),
  };
}
