// server.database.* endpoints over the SQLite namespace store (§5).

import type { App } from '../app';

export function registerDatabaseMethods(app: App): void {
  const { registry: r, db } = app;
  r.register('GET', '/server/database/list', () => ({ namespaces: db.namespaces(), backups: [] }));
  r.register('GET', '/server/database/item', (ctx) => {
    const namespace = ctx.args.str('namespace');
    const key = ctx.args.raw.key ?? null;
    return { namespace, key, value: db.getItem(namespace, key) };
  });
  r.register('POST', '/server/database/item', (ctx) => {
    const namespace = ctx.args.str('namespace');
    const key = ctx.args.value('key');
    const value = ctx.args.value('value');
    db.postItem(namespace, key, value);
    return { namespace, key, value };
  });
  r.register('DELETE', '/server/database/item', (ctx) => {
    const namespace = ctx.args.str('namespace');
    const key = ctx.args.value('key');
    return { namespace, key, value: db.deleteItem(namespace, key) };
  });
}
