// What moonraker.log records, in Moonraker's words: start-up and restarts, components loaded, the
// link to Klippy, websocket connections, failed requests. Service actions log from
// sim/components/machine.

import type { WebSocket } from 'ws';
import type { AuthUser } from '../components/authorization/users';
import { MOONRAKER_VERSION } from '../components/server';
import { ConnectionManager, type Connection } from '../connections';
import type { ServerError } from '../errors';
import type { Klippy } from '../klipper/klippy';
import type { SimLogs } from './index';

/** The first lines of a Moonraker process, before its components load. */
export function logServerBoot(logs: SimLogs): void {
  logs.moonraker('server.py:main()', 'Starting Moonraker...');
  logs.moonraker('server.py:main()', `Moonraker Version: ${MOONRAKER_VERSION}`);
}

/** Start-up (or restart) lines once the components run: each component, the listening address. */
export function logServerStart(
  logs: SimLogs,
  components: readonly string[],
  host: string,
  port: number,
  hostname: string,
): void {
  for (const name of components)
    logs.moonraker('server.py:load_component()', `Component (${name}) loaded`);
  logs.moonraker(
    'server.py:start_server()',
    `Starting Moonraker on (${host}, ${port}), Hostname: ${hostname}`,
  );
}

/** Klippy's state changes as Moonraker's klippy_connection logs them. */
export function logKlippyLink(logs: SimLogs, klippy: Klippy): () => void {
  const where = 'klippy_connection.py';
  const ready = (): void => logs.moonraker(`${where}:_init_klippy_connection()`, 'Klippy ready');
  const down = (): void =>
    logs.moonraker(`${where}:_on_connection_closed()`, 'Klippy Disconnected');
  const shutdown = (): void =>
    logs.moonraker(`${where}:_process_status_update()`, 'Klippy has shutdown');
  klippy.on('ready', ready);
  klippy.on('disconnected', down);
  klippy.on('shutdown', shutdown);
  return () => {
    klippy.off('ready', ready);
    klippy.off('disconnected', down);
    klippy.off('shutdown', shutdown);
  };
}

/** A failed request: JSON-RPC as Moonraker's build_error logs it, HTTP as its access log does. */
export function logFailedRequest(
  logs: SimLogs,
  req: {
    rpc: boolean;
    method: string;
    verb: string;
    path: string;
    ip: string;
    user: string | null;
  },
  err: ServerError,
  ms: number,
): void {
  if (req.rpc) {
    logs.moonraker(
      'common.py:build_error()',
      `JSON-RPC Request Error - Requested Method: ${req.method}, Code: ${err.status}, Message: ${err.message}`,
    );
    return;
  }
  logs.moonraker(
    'application.py:log_request()',
    `${err.status} ${req.verb} ${req.path} (${req.ip}) [${req.user ?? 'No User'}] ${ms.toFixed(2)}ms`,
  );
}

/** The connection list, logging websockets as they open and close. */
export class LoggedConnections extends ConnectionManager {
  constructor(private readonly logs: SimLogs) {
    super();
  }

  override add(ws: WebSocket, ip: string, user: AuthUser | null): Connection {
    const conn = super.add(ws, ip, user);
    this.logs.moonraker(
      'websockets.py:open()',
      `Websocket Opened: ID: ${conn.id}, Proxied: False, User Agent: unknown, Host Name: ${ip}`,
    );
    return conn;
  }

  override remove(conn: Connection): void {
    super.remove(conn);
    this.logs.moonraker('websockets.py:on_close()', `Websocket Closed: ID: ${conn.id}`);
  }
}
