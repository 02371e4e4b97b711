// server.database.* endpoints over the SQLite namespace store (§5).

import type { App } from '../../app';
import type { NamespaceStore } from './database';

/** The key as the client sent it (echoed back), once the store has accepted it. */
function echoKey(key: unknown): string | string[] {
  if (typeof key === 'string' || (Array.isArray(key) && key.every((k) => typeof k === 'string')))
    return key;
  throw new Error('unreachable: the store accepted a key it cannot parse');
}

export function registerDatabaseMethods(app: App, db: NamespaceStore): void {
  const r = app.registry;
  r.register('GET', '/server/database/list', () => ({ namespaces: db.namespaces(), backups: [] }));
  r.register('GET', '/server/database/item', (ctx) => {
    const namespace = ctx.args.str('namespace');
    const key = ctx.args.raw.key ?? null;
    const value = db.getItem(namespace, key);
    return { namespace, key: key === null ? null : echoKey(key), value };
  });
  r.register('POST', '/server/database/item', (ctx) => {
    const namespace = ctx.args.str('namespace');
    const key = ctx.args.value('key');
    const value = ctx.args.value('value');
    db.postItem(namespace, key, value);
    return { namespace, key: echoKey(key), value };
  });
  r.register('DELETE', '/server/database/item', (ctx) => {
    const namespace = ctx.args.str('namespace');
    const key = ctx.args.value('key');
    const value = db.deleteItem(namespace, key);
    return { namespace, key: echoKey(key), value };
  });
}
