// startSimulator(): wires Klippy, the Moonraker components and the HTTP/WebSocket server in-process.

import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { App } from './app';
import { Auth } from './auth/auth';
import { ConnectionManager } from './connections';
import { DataStore } from './data_store';
import { FileManager } from './files/manager';
import { createHttpHandler } from './http';
import { SimClock } from './klipper/clock';
import { Klippy } from './klipper/klippy';
import { registerAccessMethods } from './methods/access';
import { registerDatabaseMethods } from './methods/database';
import { registerFileMethods } from './methods/files';
import { registerHistoryMethods } from './methods/history';
import { History } from './history/history';
import { PrintController } from './klipper/print/control';
import { registerPrinterMethods } from './methods/printer';
import { registerServerMethods } from './methods/server';
import { Registry } from './registry';
import { NamespaceStore } from './storage/database';
import { SubscriptionPump } from './subscriptions';
import { createWebsocketEndpoint } from './websocket';

export interface SimulatorOptions {
  host?: string;
  /** 0 = an ephemeral port. */
  port?: number;
  dataDir?: string;
  timeScale?: number;
  /** Force logins; no client is trusted. */
  auth?: boolean;
  user?: { username: string; password: string };
  staticDir?: string | null;
  /** Real milliseconds of the disconnected and startup phases of a (re)start. */
  restartDelayMs?: number;
}

export interface Simulator {
  url: string;
  port: number;
  klippy: Klippy;
  app: App;
  close(): Promise<void>;
}

export async function startSimulator(opts: SimulatorOptions = {}): Promise<Simulator> {
  const host = opts.host ?? '127.0.0.1';
  const dataDir = resolve(opts.dataDir ?? '.sim-data');
  for (const d of ['config', 'gcodes', 'logs', 'database', 'comms'])
    mkdirSync(join(dataDir, d), { recursive: true });
  const clock = new SimClock(opts.timeScale ?? 1);
  const half = opts.restartDelayMs === undefined ? undefined : opts.restartDelayMs / 2;
  const klippy = new Klippy({
    clock,
    configPath: join(dataDir, 'config', 'printer.cfg'),
    gcodesDir: join(dataDir, 'gcodes'),
    connectDelayMs: half,
    startupDelayMs: half,
  });
  const auth = new Auth(opts.auth ?? false);
  if (auth.enabled) {
    const user = opts.user ?? { username: 'printdeck', password: 'printdeck' };
    auth.users.add(user.username, user.password);
  }
  const conns = new ConnectionManager();
  const db = new NamespaceStore(dataDir);
  const app: App = {
    options: { host, port: opts.port ?? 7125, dataDir, auth: auth.enabled },
    klippy,
    db,
    auth,
    conns,
    store: new DataStore(klippy),
    registry: new Registry(),
    subs: new SubscriptionPump(klippy, conns),
  };
  registerServerMethods(app);
  registerPrinterMethods(app);
  registerDatabaseMethods(app);
  registerAccessMethods(app);
  const files = new FileManager(app, dataDir);
  app.files = files.catalog;
  app.fileManager = files;
  registerFileMethods(app, files);
  files.startScan();
  const history = new History(app);
  app.print = new PrintController(klippy, history);
  registerHistoryMethods(app, history);
  klippy.on('response', (msg) => conns.broadcast('notify_gcode_response', [msg]));
  klippy.on('ready', () => conns.broadcast('notify_klippy_ready'));
  klippy.on('shutdown', () => conns.broadcast('notify_klippy_shutdown'));
  klippy.on('disconnected', () => conns.broadcast('notify_klippy_disconnected'));

  const server = createServer(createHttpHandler(app, opts.staticDir ?? null));
  const ws = createWebsocketEndpoint(app);
  server.on('upgrade', ws.upgrade);
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(opts.port ?? 7125, host, () => ok());
  });
  const port = (server.address() as AddressInfo).port;
  app.options.port = port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  auth.issuer = url;
  klippy.start();

  let closed = false;
  return {
    url,
    port,
    klippy,
    app,
    async close() {
      if (closed) return;
      closed = true;
      app.subs.close();
      app.store.close();
      history.close();
      klippy.close();
      conns.closeAll();
      ws.close();
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
      await files.close();
      db.close();
    },
  };
}
