// startSimulator(): Klippy, the fixed parts of the server (auth, connections, registry, transports) and
// the Moonraker components of sim/components (started in order, closed in reverse, restartable).

import { mkdirSync } from 'node:fs';
import { hostname } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { App, ServiceName, Services } from './app';
import { Auth } from './components/authorization/auth';
import { COMPONENTS, ComponentHost, selectComponents } from './components';
import { serverConfig } from './components/server';
import { enableTimelapse } from './components/timelapse';
import { ensureServiceConfigs } from './components/file_manager/setup';
import { startVirtualCamera } from './camera/virtual_camera';
import { startWebm } from './camera/webm';
import { startWebrtc } from './camera/webrtc';
import { enableWebcam } from './components/webcam';
import { enablePowerMeter } from './components/sensor';
import { startVirtualSpoolman } from './components/spoolman';
import { installToolMacros } from './klipper/tools_cfg';
import { FaultState } from './faults';
import { createHttpServer } from './http';
import { SimClock } from './klipper/clock';
import { Klippy } from './klipper/klippy';
import { SimLogs } from './logs';
import { REBOOT_MS, hostBooted, type HostAction } from './components/machine/host';
import { LoggedConnections, logKlippyLink, logServerBoot, logServerStart } from './logs/moonraker';
import { Registry } from './registry';
import { SubscriptionPump } from './subscriptions';
import { createWebsocketEndpoint } from './websocket';

export interface SimulatorOptions {
  host?: string;
  /** 0 = an ephemeral port. */
  port?: number;
  dataDir?: string;
  timeScale?: number;
  /** Force logins; no client is trusted (but those of `trusted`). */
  auth?: boolean;
  /**
   * Ranges (`127.0.0.1/32`, `::1`) whose clients are trusted without a token; default none with
   * `auth`, loopback and the private ranges without.
   */
  trusted?: string[];
  user?: { username: string; password: string };
  /** Seconds an access token lives (default 3600, as Moonraker). */
  tokenLifetimeS?: number;
  staticDir?: string | null;
  /** The path the dashboard's files are served under (its build's base path), default '/'. */
  staticBase?: string;
  /** Real milliseconds of the disconnected and startup phases of a (re)start. */
  restartDelayMs?: number;
  /** Components to leave out (not core ones), e.g. ['history']: their endpoints are unknown. */
  without?: string[];
  /** Bytes klippy.log and moonraker.log may reach before they rotate (default 1 MiB). */
  logMaxBytes?: number;
  /** Real milliseconds a rebooting host stays away (default 4000). */
  rebootDelayMs?: number;
  /** The simulated Raspberry Pi's throttle word at boot (bits 0–3, 16–19; default 0). */
  throttleBits?: number;
  /**
   * Load moonraker-timelapse: a [timelapse] section is added to moonraker.conf when missing, with
   * these options set in it (they become the component's blocked settings).
   */
  timelapse?: boolean | Record<string, string>;
  /**
   * The virtual power meter as Moonraker's sensor component sees it: a [sensor power_meter] section
   * (an MQTT sensor on the meter's topic, its energy a history field) is added to moonraker.conf
   * when it has none.
   */
  powerMeter?: boolean;
  /** A [webcam printer] section (the virtual camera) is added to moonraker.conf when it has none. */
  webcam?: boolean;
  /**
   * A [webcam printer_video] section (the virtual camera as a WebM video, an ipstream camera) is
   * added to moonraker.conf when it has none.
   */
  webcamVideo?: boolean;
  /**
   * The virtual Spoolman (sim/spoolman) beside the printer, on Spoolman's port 7912 (or `port`; 0 =
   * a free one), and a [spoolman] section naming it in moonraker.conf, which loads the component.
   */
  spoolman?: boolean | { port?: number };
  /**
   * Tool change macros T0…T<n-1> with `variable_spool_id` (klipper/tools_cfg.ts: tools.cfg written
   * when missing and included from printer.cfg); 2 to 4, 0 or undefined for none.
   */
  tools?: number;
  /** The fault-injection harness (sim/faults): app.faults and POST /debug/sim/faults. */
  faults?: boolean;
}

export interface Simulator {
  url: string;
  port: number;
  klippy: Klippy;
  app: App;
  /** Resolves when the restart a server.restart began is over (at once when none is running). */
  restarted(): Promise<void>;
  /** Resolves when a reboot is over, or once a shutdown has taken the host down (at once if neither). */
  hostSettled(): Promise<void>;
  close(): Promise<void>;
}

export { COMPONENTS };

/** Real milliseconds server.restart leaves the server down between stopping and starting. */
const RESTART_PAUSE_MS = 100;

export async function startSimulator(opts: SimulatorOptions = {}): Promise<Simulator> {
  const host = opts.host ?? '127.0.0.1';
  const dataDir = resolve(opts.dataDir ?? '.sim-data');
  const components = selectComponents(opts.without ?? []);
  for (const d of ['config', 'gcodes', 'logs', 'database', 'comms'])
    mkdirSync(join(dataDir, d), { recursive: true });
  const clock = new SimClock(opts.timeScale ?? 1);
  const half = opts.restartDelayMs === undefined ? undefined : opts.restartDelayMs / 2;
  const logs = new SimLogs(join(dataDir, 'logs'), { maxBytes: opts.logMaxBytes });
  const klippy = new Klippy({
    clock,
    configPath: join(dataDir, 'config', 'printer.cfg'),
    gcodesDir: join(dataDir, 'gcodes'),
    connectDelayMs: half,
    startupDelayMs: half,
    log: (text) => logs.klippy(text),
  });
  const auth = new Auth(opts.auth ?? false, {
    accessLifetimeS: opts.tokenLifetimeS,
    dataDir,
    trusted: opts.trusted,
  });
  if (auth.enabled) {
    // The users live in the data folder: a restart keeps them (and a changed password).
    const user = opts.user ?? { username: 'printdeck', password: 'printdeck' };
    if (!auth.users.get(user.username)) auth.users.add(user.username, user.password);
  }
  const conns = new LoggedConnections(logs);
  const services = new Map<ServiceName, Services[ServiceName]>();
  let restarting: Promise<void> | null = null;
  let hostGoing: Promise<void> | null = null;
  const app: App = {
    options: {
      host,
      port: opts.port ?? 7125,
      dataDir,
      auth: auth.enabled,
      staticDir: opts.staticDir ? resolve(opts.staticDir) : null,
    },
    klippy,
    auth,
    conns,
    registry: new Registry(),
    subs: new SubscriptionPump(klippy, conns),
    components: () => running.components().map((c) => c.name),
    find: <K extends ServiceName>(name: K) => services.get(name) as Services[K] | undefined,
    provide(name, service) {
      services.set(name, service);
    },
    notify: (method, ...params) => conns.broadcast(method, ...params),
    logs,
    restartServer() {
      // After the "ok" has gone out, as Moonraker schedules its stop on the event loop.
      restarting ??= new Promise<void>((done) => setTimeout(done, 20)).then(restart).finally(() => {
        restarting = null;
      });
    },
    hostAction(action) {
      hostGoing ??= new Promise<void>((done) => setTimeout(done, 20))
        .then(() => hostDown(action))
        .finally(() => {
          hostGoing = null;
        });
    },
  };
  if (opts.faults) app.faults = new FaultState();
  hostBooted(app, opts.throttleBits);
  if (opts.timelapse) enableTimelapse(app, opts.timelapse === true ? {} : opts.timelapse);
  if (opts.webcam) enableWebcam(app);
  if (opts.webcamVideo) enableWebcam(app, true);
  if (opts.powerMeter) enablePowerMeter(app);
  if (opts.tools) installToolMacros(join(dataDir, 'config'), join(dataDir, 'gcodes'), opts.tools);
  // The virtual camera is hardware: it outlives server.restart (its service is kept).
  const stopCamera = startVirtualCamera(app);
  const stopWebrtc = startWebrtc(app);
  const stopWebm = startWebm(app);
  // A separate service, as a real Spoolman is: it outlives server.restart.
  const spoolman = opts.spoolman
    ? await startVirtualSpoolman(app, opts.spoolman === true ? {} : opts.spoolman)
    : null;
  const camera = services.get('camera');
  const running = new ComponentHost(app, components);
  let closed = false;

  const server = createHttpServer(app, opts.staticDir ?? null, opts.staticBase);
  let ws = createWebsocketEndpoint(app);
  server.on('upgrade', (req, socket, head) => ws.upgrade(req, socket, head));
  const listen = (port: number): Promise<void> =>
    new Promise<void>((ok, fail) => {
      server.once('error', fail);
      server.listen(port, host, () => {
        server.off('error', fail);
        ok();
      });
    });
  const stopListening = (): Promise<void> =>
    new Promise<void>((ok) => {
      server.close(() => ok());
      server.closeAllConnections();
    });
  const stopComponents = async (): Promise<void> => {
    await running.close();
    services.clear();
    if (camera) services.set('camera', camera);
  };
  /** server.restart: sockets closed, components closed and started again, Klippy linked anew. */
  async function restart(): Promise<void> {
    logs.moonraker('server.py:_stop_server()', 'Attempting Server Restart...');
    conns.closeAll();
    await stopListening();
    await stopComponents();
    // Down for a moment, as a real restart is: clients see their connections closed first.
    await new Promise((pause) => setTimeout(pause, RESTART_PAUSE_MS));
    running.start('restart');
    await listen(app.options.port);
    logServerStart(logs, app.components(), host, app.options.port, hostname());
  }

  /**
   * machine.reboot / machine.shutdown: the host drops every connection (no closing handshake), stops
   * listening and stops Klipper; a reboot starts Moonraker and Klipper again from the data folder.
   */
  async function hostDown(action: HostAction): Promise<void> {
    await (restarting ?? Promise.resolve()).catch(() => undefined);
    ws.close();
    ws = createWebsocketEndpoint(app);
    await stopListening();
    await stopComponents();
    klippy.stopProcess();
    if (action === 'shutdown' || closed) return;
    await new Promise((pause) => setTimeout(pause, opts.rebootDelayMs ?? REBOOT_MS));
    if (closed) return;
    hostBooted(app);
    logServerBoot(logs);
    running.start('startup');
    await listen(app.options.port);
    logServerStart(logs, app.components(), host, app.options.port, hostname());
    klippy.startProcess();
  }

  logServerBoot(logs);
  running.start('startup');
  await listen(opts.port ?? 7125);
  const port = (server.address() as AddressInfo).port;
  app.options.port = port;
  logServerStart(logs, app.components(), host, port, hostname());
  ensureServiceConfigs(join(dataDir, 'config'), serverConfig(app, running.components()).orig);
  const unlogKlippy = logKlippyLink(logs, klippy);
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  auth.issuer = url;
  klippy.start();

  return {
    url,
    port,
    klippy,
    app,
    restarted: () => restarting ?? Promise.resolve(),
    hostSettled: () => hostGoing ?? Promise.resolve(),
    async close() {
      if (closed) return;
      closed = true;
      await (restarting ?? Promise.resolve()).catch(() => undefined);
      await (hostGoing ?? Promise.resolve()).catch(() => undefined);
      app.subs.close();
      conns.closeAll();
      ws.close();
      if (server.listening) await stopListening();
      await stopComponents();
      await spoolman?.release();
      stopWebm();
      stopWebrtc();
      stopCamera();
      klippy.close();
      auth.close();
      unlogKlippy();
      await logs.close();
    },
  };
}
