// Accounts (access.*): the users, your password and the API key — the settings' Authentication
// section's calls, kept off the first page (built on the API's generic call).
import type { MoonrakerApi } from './api';

export function accessCalls({ call }: Pick<MoonrakerApi, 'call'>) {
  return {
    currentUser: () => call('access.get_user'),
    users: () => call('access.users.list'),
    addUser: (username: string, password: string) =>
      call('access.post_user', { username, password }),
    deleteUser: (username: string) => call('access.delete_user', { username }),
    changePassword: (password: string, newPassword: string) =>
      call('access.user.password', { password, new_password: newPassword }),
    apiKey: () => call('access.get_api_key'),
    newApiKey: () => call('access.post_api_key'),
  };
}
