// The shared context every Moonraker component and method handler works with.

import type { Auth } from './auth/auth';
import type { FileCatalog, PrintControl } from './contracts';
import type { ConnectionManager } from './connections';
import type { DataStore } from './data_store';
import type { FileManager } from './files/manager';
import type { Klippy } from './klipper/klippy';
import type { Registry } from './registry';
import type { NamespaceStore } from './storage/database';
import type { SubscriptionPump } from './subscriptions';

export interface AppOptions {
  host: string;
  port: number;
  dataDir: string;
  auth: boolean;
}

export interface App {
  options: AppOptions;
  klippy: Klippy;
  db: NamespaceStore;
  auth: Auth;
  conns: ConnectionManager;
  store: DataStore;
  registry: Registry;
  subs: SubscriptionPump;
  /** The file manager (set in index.ts once it is created). */
  files?: FileCatalog;
  /** The file manager itself (roots, listings, transfers; set in index.ts). */
  fileManager?: FileManager;
  /** The print runner (set in index.ts once it is created). */
  print?: PrintControl;
}
