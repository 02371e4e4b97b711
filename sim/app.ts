// The shared context every Moonraker component and method handler works with: the fixed parts (Klippy,
// auth, connections, registry), the running components' services, and the one notification function.

import type { NotificationMap, NotificationName } from '../protocol/notifications';
import type { Auth } from './components/authorization/auth';
import type { FileCatalog, PrintControl } from './contracts';
import type { ConnectionManager } from './connections';
import type { Klippy } from './klipper/klippy';
import type { SimLogs } from './logs';
import type { Registry } from './registry';
import type { SubscriptionPump } from './subscriptions';

export interface AppOptions {
  host: string;
  port: number;
  dataDir: string;
  auth: boolean;
  /** The folder the dashboard's files are served from (--static), null when none is. */
  staticDir: string | null;
}

/**
 * What running components offer each other, by component name. Each component's index.ts adds its
 * own entry (`declare module '../../app' { interface Services { history: History } }`), so a new
 * component needs no edit here.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface Services {}
export type ServiceName = keyof Services;

export interface App {
  options: AppOptions;
  klippy: Klippy;
  auth: Auth;
  conns: ConnectionManager;
  registry: Registry;
  subs: SubscriptionPump;
  /** Names of the running components, in start order (server.info `components`). */
  components(): string[];
  /** The service of a component, or undefined when it was left out (or is restarting). */
  find<K extends ServiceName>(name: K): Services[K] | undefined;
  /** Offered by a component's start: its service, until the component closes. */
  provide<K extends ServiceName>(name: K, service: Services[K]): void;
  /** Sends a notification to every authenticated websocket (reference §15). */
  notify<N extends NotificationName>(method: N, ...params: NotificationMap[N]): void;
  /** server.restart: closes the sockets and every component, then starts them again. */
  restartServer(): void;
  /** machine.reboot / machine.shutdown: the simulated host goes down (and comes back on a reboot). */
  hostAction(action: 'reboot' | 'shutdown'): void;
  /** The file catalog seam (contracts.ts), set by file_manager. */
  files?: FileCatalog;
  /** The print runner seam (contracts.ts), set by job_state; tests may put a stand-in here. */
  print?: PrintControl;
  /** klippy.log and moonraker.log in the logs root (sim/logs). */
  logs?: SimLogs;
}
