// Following Klipper for one printer session: server.info until Klipper is ready, then printer.info,
// the object list, the subscription and the chart; again after a shutdown, a disconnect or a
// restart. It writes its scope's stores; every step checks after its await that the session is
// still open. A light scope subscribes only what its views ask for and keeps no chart.
import type { ServerInfo } from '../../protocol/methods';
import type { ObjectsRequest, PrinterStatus } from '../../protocol/objects';
import type { MoonrakerApi } from '../moonraker/api';
import { createDispatcher } from '../moonraker/dispatch';
import { MoonrakerError } from '../moonraker/errors';
import type { SubscriptionRegistry } from '../moonraker/subscriptions';
import { chartsStore, sampleCharts, seedCharts } from './charts';
import { printerStatusStore } from './printer';
import type { PrinterScope } from './scope/printer-scope';
import { applyPrinterInfo, applyServerInfo, serverStore } from './server';

/** Klippy not ready: ask server.info again after this long. */
export const KLIPPY_RETRY_MS = 1500;

/** What the follower needs from its session. */
export interface KlippyContext {
  /** The printer's scope: its stores and events. */
  scope: PrinterScope;
  /** The session is still open. */
  current(): boolean;
  api(): MoonrakerApi | null;
  registry(): SubscriptionRegistry | null;
  /** Resolves once the socket's ready moment was emitted (it comes before Klipper's). */
  socketReady(): Promise<void>;
  /** Report a failed call (snackbar for 4xx, error state for 503). */
  report(error: unknown): void;
  /** The user was logged out elsewhere (notify_user_logged_out for our user). */
  loggedOut(username: string): void;
}

function printerObjects(objects: string[]): ObjectsRequest {
  const request: ObjectsRequest = {};
  for (const name of objects) if (name !== 'gcode') request[name] = null;
  return request;
}

function temperatureSensors(status: PrinterStatus): string[] {
  return status.heaters?.available_sensors ?? [];
}

export class KlippyFollower {
  private klippyTimer: ReturnType<typeof setTimeout> | null = null;
  private chartTimer: ReturnType<typeof setInterval> | null = null;
  private unsubscribePrinter: (() => void) | null = null;

  /** Built-in handling of the notifications the session itself cares about. */
  readonly dispatch = createDispatcher({
    notify_status_update: (status) => {
      if (this.ctx.current()) this.status.applyDiff(status);
    },
    notify_klippy_ready: () => void this.refreshServer(),
    notify_klippy_shutdown: () => this.onKlippyDown('shutdown'),
    notify_klippy_disconnected: () => this.onKlippyDown('disconnected'),
    notify_user_logged_out: ({ username }) => this.ctx.loggedOut(username),
  });

  constructor(private readonly ctx: KlippyContext) {}

  private get status() {
    return this.ctx.scope.get(printerStatusStore);
  }

  private get server() {
    return this.ctx.scope.get(serverStore);
  }

  /** Stop every timer (the socket closed or the session ended). */
  stop(): void {
    if (this.klippyTimer) clearTimeout(this.klippyTimer);
    this.klippyTimer = null;
    this.stopChart();
    this.unsubscribePrinter = null;
  }

  private stopChart(): void {
    if (this.chartTimer) clearInterval(this.chartTimer);
    this.chartTimer = null;
  }

  scheduleRetry(): void {
    if (this.klippyTimer || !this.ctx.current()) return;
    this.klippyTimer = setTimeout(() => {
      this.klippyTimer = null;
      void this.refreshServer();
    }, KLIPPY_RETRY_MS);
  }

  /**
   * server.info, and the printer when Klipper is ready; otherwise retry in 1500 ms. `known`: a
   * server.info of moments ago (the API check); when it says ready, printer.info confirms it.
   */
  async refreshServer(known?: ServerInfo): Promise<void> {
    const api = this.ctx.api();
    if (!api || !this.ctx.current()) return;
    let info: ServerInfo;
    try {
      info = known?.klippy_state === 'ready' ? known : await api.server.info();
    } catch (error) {
      if (!this.ctx.current()) return;
      this.ctx.report(error);
      if (!(error instanceof MoonrakerError && error.code === 'NOT_CONNECTED'))
        this.scheduleRetry();
      return;
    }
    if (!this.ctx.current() || this.ctx.api() !== api) return;
    applyServerInfo(info, this.server);
    if (info.klippy_state === 'ready') {
      await this.initPrinter(api);
      return;
    }
    if (info.klippy_connected) {
      try {
        const printerInfo = await api.printer.info();
        if (this.ctx.current()) applyPrinterInfo(printerInfo, this.server);
      } catch (error) {
        if (this.ctx.current()) this.ctx.report(error);
      }
    } else this.server.setState({ klippyMessage: '' });
    this.scheduleRetry();
  }

  private async initPrinter(api: MoonrakerApi): Promise<void> {
    const registry = this.ctx.registry();
    if (!registry) return;
    const stale = () => !this.ctx.current() || this.ctx.api() !== api;
    try {
      // The object list is asked for beside printer.info (one round trip less); it is used only
      // when Klipper is ready, and dropped otherwise.
      const listed = api.printer.objectsList();
      listed.catch(() => undefined);
      const printerInfo = await api.printer.info();
      if (stale()) return;
      applyPrinterInfo(printerInfo, this.server);
      if (printerInfo.state !== 'ready') {
        this.scheduleRetry();
        return;
      }
      const { objects } = await listed;
      if (stale()) return;
      this.status.setObjects(objects);
      const { scope } = this.ctx;
      // A light scope subscribes only what its views ask for (they add to the registry).
      this.unsubscribePrinter?.();
      if (!scope.light) this.unsubscribePrinter = registry.add('printer', printerObjects(objects));
      await registry.resubscribe();
      if (stale()) return;
      await this.ctx.socketReady();
      if (stale()) return;
      scope.events.klippyReady(api);
      if (scope.light) return;
      const store = await api.server.temperatureStore();
      if (stale()) return;
      const charts = scope.get(chartsStore);
      seedCharts(store, this.server.getState().temperatureStoreSize, Date.now(), charts);
      this.stopChart();
      this.chartTimer = setInterval(() => {
        if (!this.ctx.current()) return this.stopChart();
        const { status } = this.status.getState();
        sampleCharts(status, temperatureSensors(status), Date.now(), charts);
      }, 1000);
    } catch (error) {
      if (stale()) return;
      this.ctx.report(error);
      this.scheduleRetry();
    }
  }

  private onKlippyDown(state: 'shutdown' | 'disconnected'): void {
    if (!this.ctx.current()) return;
    this.ctx.scope.events.klippyGone();
    if (state === 'disconnected') {
      this.stopChart();
      this.status.reset();
      this.server.setState({
        klippyState: 'disconnected',
        klippyConnected: false,
        klippyMessage: '',
      });
    }
    this.scheduleRetry();
    void this.refreshServer();
  }

  /** Firmware restart and restart: what Klipper reports comes anew. */
  beforeRestart(): void {
    this.ctx.scope.events.klippyGone();
    this.stopChart();
    this.status.reset();
  }
}
