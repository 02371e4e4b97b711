// database: the SQLite namespaces (DATA/database/moonraker.sqlite) and server.database.* (§5).

import type { App } from '../../app';
import { registerDatabaseMethods } from './methods';
import { NamespaceStore } from './database';
import type { Component } from '../component';

declare module '../../app' {
  interface Services {
    database: NamespaceStore;
  }
}

export const database: Component = {
  name: 'database',
  core: true,
  sections: () => ({
    database: { config: { database_path: null, enable_database_debug: false }, orig: {} },
  }),
  start(app: App) {
    const db = new NamespaceStore(app.options.dataDir);
    app.provide('database', db);
    registerDatabaseMethods(app, db);
    return { close: () => db.close() };
  },
};
