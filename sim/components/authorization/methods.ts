// access.* endpoints: login, logout, refresh, one-shot tokens, info, users, password and the API
// key (§13).

import type { App } from '../../app';
import { TRUSTED_USER } from './users';
import { ServerError } from '../../errors';

export function registerAccessMethods(app: App): void {
  const { registry: r, auth } = app;
  const open = { auth: false };
  r.register(
    'POST',
    '/access/login',
    async (ctx) => {
      const result = await auth.login(
        ctx.args.str('username'),
        ctx.args.str('password'),
        ctx.args.str('source', 'moonraker'),
      );
      if (ctx.conn && ctx.transport === 'websocket')
        ctx.conn.user = auth.users.get(ctx.args.str('username'));
      return result;
    },
    open,
  );
  r.register('POST', '/access/logout', (ctx) => {
    const user = ctx.user;
    if (user?.username === TRUSTED_USER)
      throw new ServerError(`Invalid log out request for user ${TRUSTED_USER}`);
    const result = auth.logout(user);
    app.notify('notify_user_logged_out', { username: result.username });
    for (const c of app.conns.all()) if (c.user?.username === result.username) c.user = null;
    return result;
  });
  r.register(
    'POST',
    '/access/refresh_jwt',
    (ctx) => auth.refresh(ctx.args.str('refresh_token')),
    open,
  );
  r.register('GET', '/access/oneshot_token', (ctx) => {
    if (!ctx.user) throw new ServerError('Unauthorized', 401);
    return auth.oneshot(ctx.user, ctx.ip);
  });
  r.register('GET', '/access/info', (ctx) => auth.info(ctx.user, ctx.ip), open);
  r.register('GET', '/access/user', (ctx) => {
    const u = ctx.user;
    return {
      username: u?.username ?? null,
      source: u?.source ?? null,
      created_on: u?.created_on ?? null,
    };
  });
  r.register('POST', '/access/user', async (ctx) => {
    const username = ctx.args.str('username');
    const password = ctx.args.str('password');
    if (username.startsWith('_') && username.endsWith('_'))
      throw new ServerError(`Invalid Request for reserved user ${username}`);
    if (auth.users.get(username)) throw new ServerError(`User ${username} already exists`);
    auth.users.add(username, password);
    const login = await auth.login(username, password, 'moonraker');
    app.notify('notify_user_created', { username });
    return { ...login, action: 'user_created' };
  });
  r.register('DELETE', '/access/user', (ctx) => {
    const username = ctx.args.str('username');
    if (ctx.user?.username === username)
      throw new ServerError(`Cannot delete logged in user ${username}`);
    if (!auth.users.delete(username)) throw new ServerError(`No registered user: ${username}`);
    app.notify('notify_user_deleted', { username });
    for (const c of app.conns.all()) if (c.user?.username === username) c.user = null;
    return { username, action: 'user_deleted' };
  });
  r.register('GET', '/access/users/list', () => ({ users: auth.users.list() }));
  r.register('POST', '/access/user/password', (ctx) =>
    auth.changePassword(ctx.user, ctx.args.str('password'), ctx.args.str('new_password')),
  );
  r.register('GET', '/access/api_key', () => auth.users.apiKey);
  r.register('POST', '/access/api_key', () => auth.users.regenerateApiKey());
}
