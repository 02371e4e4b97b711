// One printer's live session: its HTTP client (with the token keeper), socket, typed API,
// subscriptions, timers and notification wiring. It belongs to a printer scope and writes that
// scope's stores (connection, auth, server, Klipper objects, chart) and emits its events. A session
// checks after every await that it is still open and drops late answers; close() ends everything
// it opened (socket, timers, pending HTTP through one AbortController, listeners). Sessions hold no
// module state, so several are open at once. The chosen printer's session also feeds the
// interface settings and the messages.
import type { ServerInfo } from '../../protocol/methods';
import type { ObjectsRequest } from '../../protocol/objects';
import { createApi, isPrinterCommand, type CallOptions, type MoonrakerApi } from '../moonraker/api';
import { checked } from '../moonraker/answers';
import { MoonrakerSocket } from '../moonraker/connection';
import { AnswerError, HttpError } from '../moonraker/errors';
import { createHttpClient, printerLabel, type HttpClient } from '../moonraker/http';
import { tokenAhead } from '../moonraker/oneshot';
import { SubscriptionRegistry } from '../moonraker/subscriptions';
import { apiConfigFor } from '../lib/api-url';
import { useAppStatus } from './app-status';
import { authStore, requestLogin, TokenKeeper, type Tokens } from './auth';
import { connectionStore, type ConnectionState } from './connection';
import { printerStatusStore } from './printer';
import { KlippyFollower } from './printer-session-klippy';
import { isActiveScope } from './scope/active';
import type { PrinterScope } from './scope/printer-scope';
import { applyServerInfo, serverStore } from './server';
import { ViewSubscriptions } from './view-subscriptions';
import { reportAnswer, reportError, reportLostCommand } from './session-report';
import { readServerConfig, readStoredSettings } from './printer-session-reads';

const API_CHECK_TIMEOUT_MS = 5000;
/** An API check this recent saying Klipper is ready spares the socket's first server.info. */
const CHECK_FRESH_MS = 2000;
/** After the spec's 3 reconnect attempts, probe this often until the server is back (a reboot). */
export const SLOW_RECONNECT_MS = 5000;
const CLIENT = {
  client_name: 'Printdeck',
  version: __APP_VERSION__,
  type: 'web' as const,
  url: 'https://github.com/printdeck/printdeck',
};

export type ApiCheck = 'ok' | 'unauthorized' | 'unreachable';

export interface PrinterSessionOptions {
  /** The printer's scope: the session writes its stores and emits its events. */
  scope: PrinterScope;
}

export class PrinterSession {
  readonly apiUrl: string;
  readonly socketUrl: string;
  private readonly scope: PrinterScope;
  private readonly aborts = new AbortController();
  private closed = false;
  private readonly keeper: TokenKeeper;
  private readonly http: HttpClient;
  private socket: MoonrakerSocket | null = null;
  private api: MoonrakerApi | null = null;
  private registry: SubscriptionRegistry | null = null;
  private readonly views = new ViewSubscriptions();
  private detach: (() => void)[] = [];
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly klippy: KlippyFollower;
  /** Resolves once this socket's ready moment was emitted (Klipper's ready moment waits). */
  private socketReadyGate: Promise<void> = new Promise(() => {});
  private openGate: () => void = () => {};
  /** The printer as messages name it (host and port). */
  readonly printer: string;
  /** Notifications already reported as malformed: each is told once per session. */
  private readonly badNotices = new Set<string>();
  /** How the last API check ended (null before the first). */
  lastCheck: ApiCheck | null = null;
  /** The API check's server.info and when it came (the socket's first follow may start from it). */
  private checked: { info: ServerInfo; at: number } | null = null;

  constructor(opts: PrinterSessionOptions) {
    this.scope = opts.scope;
    this.apiUrl = opts.scope.apiUrl;
    this.socketUrl = apiConfigFor(this.apiUrl).socketUrl;
    this.printer = printerLabel(this.apiUrl);
    const plain = createHttpClient({ baseUrl: this.apiUrl, signal: this.aborts.signal });
    this.keeper = new TokenKeeper({
      apiUrl: this.apiUrl,
      http: plain,
      onChange: (tokens) => this.tokensChanged(tokens),
    });
    this.http = createHttpClient({
      baseUrl: this.apiUrl,
      signal: this.aborts.signal,
      getToken: () => this.keeper.token,
      prepareAuth: () => this.keeper.ensureFresh(),
      recoverUnauthorized: async () => (await this.keeper.refresh(2000)) === 'refreshed',
      onUnauthorized: () => this.unauthorized(),
    });
    this.klippy = new KlippyFollower({
      scope: this.scope,
      current: () => this.current(),
      api: () => this.api,
      registry: () => this.registry,
      socketReady: () => this.socketReadyGate,
      report: (error) => this.report(error),
      loggedOut: (username) => {
        if (this.current() && username === this.auth.getState().username) void this.logout();
      },
    });
    const { token, refreshToken } = this.keeper;
    this.auth.setState({ token, refreshToken, authenticated: false, username: null });
    this.connection.setState({ apiUrl: this.apiUrl, socketUrl: this.socketUrl });
    this.scheduleRefresh();
  }

  /** Not closed: its answers may be shown. Every await checks it (late answers are dropped). */
  current(): boolean {
    return !this.closed;
  }

  /** The chosen printer's open session: it also feeds what is not per scope yet. */
  private chosen(): boolean {
    return !this.closed && isActiveScope(this.scope);
  }

  private get connection() {
    return this.scope.get(connectionStore);
  }

  private get auth() {
    return this.scope.get(authStore);
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** The socket's state ('idle' before one was opened): what a farm view would show. */
  get socketStatus(): MoonrakerSocket['status'] {
    return this.socket?.status ?? 'idle';
  }

  /** The typed calls while the socket is set up; null otherwise. */
  getApi(): MoonrakerApi | null {
    return this.closed ? null : this.api;
  }

  /** The access token, renewed first when due: for the uploads and downloads outside the client. */
  async freshToken(): Promise<string | null> {
    await this.keeper.ensureFresh();
    return this.keeper.token;
  }

  report(error: unknown): void {
    if (!this.current()) return;
    if (reportError(error, this.scope.get(serverStore), this.chosen())) this.klippy.scheduleRetry();
  }

  /** An answer Printdeck cannot use was dropped: the user is told who answered what. */
  private badAnswer(error: AnswerError): void {
    if (this.chosen()) reportAnswer(error);
  }

  /** Run a call whose failure only needs reporting; a closed session's result is dropped. */
  async attempt<T>(work: (api: MoonrakerApi) => Promise<T>): Promise<T | undefined> {
    const api = this.getApi();
    if (!api) return undefined;
    try {
      const result = await work(api);
      return this.closed ? undefined : result;
    } catch (error) {
      this.report(error);
      return undefined;
    }
  }

  /**
   * Ask the API who we are: 200 means usable (trusted, logged in, or no authorization), 401 means
   * a login is needed (the client has already tried one refresh), no answer means unreachable.
   */
  async checkApi(): Promise<ApiCheck> {
    if (this.closed) return 'unreachable';
    this.setConnection({ checking: true });
    let outcome: ApiCheck;
    try {
      const info = await this.http.get<ServerInfo>('/server/info', undefined, {
        timeoutMs: API_CHECK_TIMEOUT_MS,
      });
      if (this.closed) return 'unreachable';
      applyServerInfo(info, this.scope.get(serverStore));
      this.checked = { info, at: Date.now() };
      this.setConnection({ apiReachable: true });
      this.setAuthenticated(true);
      outcome = 'ok';
    } catch (error) {
      if (this.closed) return 'unreachable';
      // Something that is not Moonraker answered (a web page): treated as no answer, and told.
      if (error instanceof AnswerError) this.badAnswer(error);
      const status = error instanceof HttpError ? error.status : 0;
      this.setConnection({ apiReachable: status !== 0 });
      if (status === 401) outcome = 'unauthorized';
      else if (status !== 0) {
        this.setAuthenticated(true);
        outcome = 'ok';
      } else outcome = 'unreachable';
    }
    this.setConnection({ checking: false });
    this.lastCheck = outcome;
    return outcome;
  }

  /** Check the API and open the socket when the user may use it. */
  async connect(): Promise<void> {
    if (this.closed) return;
    this.closeSocket();
    const checked = this.checkApi();
    // The socket's one-shot token is asked for beside the check (used only if the check passes).
    const oneshot = tokenAhead(() => this.http.get<string>('/access/oneshot_token'));
    const result = await checked;
    if (this.closed) return;
    if (result === 'ok') this.openSocket(oneshot);
    else
      this.setConnection({
        socketStatus: 'closed',
        socketReason: result === 'unauthorized' ? 'unauthorized' : 'unreachable',
      });
  }

  async login(username: string, password: string): Promise<void> {
    const result = await requestLogin(this.http, username, password);
    if (this.closed) return;
    this.keeper.set({ token: result.token, refreshToken: result.refresh_token });
    if (this.current()) this.auth.setState({ username: result.username });
    await this.connect();
  }

  async logout(): Promise<void> {
    if (this.closed) return;
    if (this.keeper.token) await this.http.post('/access/logout').catch(() => undefined);
    if (this.closed) return;
    this.closeSocket();
    this.keeper.clear();
    if (this.current()) {
      this.auth.setState({ authenticated: false, username: null });
      this.setConnection({ socketStatus: 'closed', socketReason: 'unauthorized' });
    }
  }

  /** Firmware restart, restart and e-stop reset what Klipper will report anew. */
  async klippyCommand(command: 'firmwareRestart' | 'restart' | 'emergencyStop'): Promise<void> {
    if (command !== 'emergencyStop' && this.current()) this.klippy.beforeRestart();
    await this.attempt((a) => a.printer[command]());
    this.klippy.scheduleRetry();
  }

  /** Keeps `objects` subscribed (across reconnects) until the returned function is called. */
  subscribe(owner: string, objects: ObjectsRequest): () => void {
    return this.views.add(owner, objects);
  }

  /** End the session: socket, timers, pending HTTP and listeners. Its late answers are dropped. */
  close(): void {
    if (this.closed) return;
    this.closeSocket();
    this.closed = true;
    this.aborts.abort();
    this.stopRefreshTimer();
  }

  /** A socket that opens marks the connection as once open (a later 'connecting' is a loss). */
  private setConnection(patch: Partial<ConnectionState>): void {
    const opened = patch.socketStatus === 'open' ? { everOpen: true } : {};
    if (this.current()) this.connection.setState({ ...patch, ...opened });
  }

  private setAuthenticated(authenticated: boolean): void {
    if (this.current()) this.auth.setState({ authenticated });
  }

  private tokensChanged(tokens: Tokens): void {
    if (this.current()) this.auth.setState({ ...tokens });
    this.scheduleRefresh();
  }

  /** A 401 the token keeper could not recover from: the login page (unless only unreachable). */
  private unauthorized(): void {
    if (this.closed || this.keeper.lastOutcome === 'unreachable') return;
    this.keeper.clear();
    if (this.current()) this.auth.setState({ authenticated: false, username: null });
  }

  /**
   * Keep the access token fresh while the page is open, so the links and uploads that carry it
   * outside the client (downloads, XHR uploads) find it valid; requests refresh anyway when due.
   */
  private scheduleRefresh(): void {
    this.stopRefreshTimer();
    const wait = this.keeper.msUntilDue();
    if (this.closed || wait === null) return;
    this.refreshTimer = setTimeout(
      () => {
        this.refreshTimer = null;
        if (!this.closed) void this.keeper.refresh(1000);
      },
      Math.max(wait, 1000),
    );
  }

  private stopRefreshTimer(): void {
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    this.refreshTimer = null;
  }

  private openSocket(getOneshotToken: () => Promise<string>): void {
    const socket = new MoonrakerSocket({
      url: this.socketUrl,
      identify: { ...CLIENT, url: window.location.origin },
      getOneshotToken,
      slowReconnectDelayMs: SLOW_RECONNECT_MS,
    });
    this.socket = socket;
    this.socketReadyGate = new Promise<void>((resolve) => (this.openGate = resolve));
    const call = (method: string, params?: Record<string, unknown>, options?: CallOptions) => {
      const sent = socket.call(method, params, options);
      if (!isPrinterCommand(method)) return sent;
      return sent.catch((error: unknown) => {
        // A command lost to a dropped connection is told, unless we closed the socket ourselves.
        if (this.socket === socket && this.chosen()) reportLostCommand(error, method, params);
        throw error;
      });
    };
    const api = createApi(call, this.printer, (error) => this.badAnswer(error));
    this.api = api;
    const registry = new SubscriptionRegistry((objects) =>
      api.call('printer.objects.subscribe', { objects }),
    );
    this.registry = registry;
    this.views.attach(registry);
    this.detach = [
      registry.onResult((result) => {
        if (this.current()) this.scope.get(printerStatusStore).seed(result.status);
      }),
      socket.on('status', (status, reason) => {
        if (this.socket !== socket || this.closed) return;
        this.setConnection({ socketStatus: status, socketReason: reason ?? null });
        if (status === 'open') useAppStatus.setState({ everConnected: true });
        if (status === 'closed' && reason === 'unauthorized') this.setAuthenticated(false);
        if (status === 'closed') {
          this.klippy.stop();
          this.scope.events.socketClosed();
        }
      }),
      socket.on('ready', () => void this.socketReady(socket)),
      socket.onNotification((method, params) => {
        if (this.socket !== socket || !this.current()) return;
        // A malformed notification is dropped, and told once.
        try {
          checked(this.printer, method, params[0]);
        } catch (error) {
          if (!this.badNotices.has(method)) this.badAnswer(error as AnswerError);
          this.badNotices.add(method);
          return;
        }
        this.klippy.dispatch(method, params);
        this.scope.events.notify(method, params);
      }),
    ];
    socket.connect();
  }

  private async socketReady(socket: MoonrakerSocket): Promise<void> {
    const stale = () => this.socket !== socket || !this.current();
    const api = this.api;
    if (stale() || !api) return;
    // Klipper is followed at once, beside the reads below: the live readings need neither the
    // settings nor the server's config. Its ready moment waits for this socket-ready moment.
    const checked = this.checked;
    this.checked = null;
    const fresh = checked && Date.now() - checked.at < CHECK_FRESH_MS ? checked.info : undefined;
    const following = this.klippy.refreshServer(fresh);
    await Promise.all([
      this.chosen() && readStoredSettings(api, () => !stale() && this.chosen()),
      !this.scope.light && readServerConfig(api, this.scope, stale, (error) => this.report(error)),
    ]);
    if (stale()) return;
    this.scope.events.socketReady(api);
    this.openGate();
    await following;
  }

  private closeSocket(): void {
    this.klippy.stop();
    this.scope.events.socketClosed();
    this.detach.forEach((off) => off());
    this.detach = [];
    const socket = this.socket;
    this.socket = null;
    this.api = null;
    this.registry = null;
    this.views.detach();
    socket?.close();
  }
}
