// The live session with one printer: checks the API, opens the socket, loads server and printer
// state, wires notifications to the stores, and retries while Klipper is not ready.
import type { ServerInfo } from '../../protocol/methods';
import type { ObjectsRequest, PrinterStatus } from '../../protocol/objects';
import { createApi, type MoonrakerApi } from '../moonraker/api';
import { MoonrakerSocket } from '../moonraker/connection';
import { createDispatcher } from '../moonraker/dispatch';
import { HttpError, MoonrakerError } from '../moonraker/errors';
import { createHttpClient, type HttpClient } from '../moonraker/http';
import { SubscriptionRegistry } from '../moonraker/subscriptions';
import { apiConfigFor } from '../lib/api-url';
import { clearAuth, loadTokens, refreshIfNeeded, useAuth, login as loginRequest } from './auth';
import { resetCharts, sampleCharts, seedCharts } from './charts';
import { initialConnection, useConnection } from './connection';
import { showError } from './messages';
import { applyStatusDiff, resetPrinter, seedStatus, setObjects, usePrinter } from './printer';
import {
  applyKlippyUnavailable,
  applyPrinterInfo,
  applyServerInfo,
  initialServer,
  useServer,
} from './server';
import { emitKlippyReady, emitSocketReady, notifyListeners } from './session-events';
import { applyStoredSettings, DB_NAMESPACE, DB_ROOT_UI, type SettingWriter } from './settings';

/** Klippy not ready: ask server.info again after this long. */
export const KLIPPY_RETRY_MS = 1500;
const API_CHECK_TIMEOUT_MS = 5000;
const CLIENT = {
  client_name: 'Printdeck',
  version: __APP_VERSION__,
  type: 'web' as const,
  url: 'https://github.com/printdeck/printdeck',
};

let http: HttpClient | null = null;
let socket: MoonrakerSocket | null = null;
let api: MoonrakerApi | null = null;
let registry: SubscriptionRegistry | null = null;
let unsubscribePrinter: (() => void) | null = null;
let detach: (() => void)[] = [];
let klippyTimer: ReturnType<typeof setTimeout> | null = null;
let chartTimer: ReturnType<typeof setInterval> | null = null;

export { onKlippyReady, onServerNotification, onSocketReady } from './session-events';

/** The typed Moonraker calls of the open session; null while there is none. */
export function getApi(): MoonrakerApi | null {
  return api;
}

/** Writes a UI setting to Moonraker's database. */
export const writeSetting: SettingWriter = (path, value) =>
  api ? api.database.postItem(DB_NAMESPACE, path, value) : Promise.resolve(null);

/** Moonraker sometimes puts a JSON object in the message; show its own message then. */
function readableMessage(message: string): string {
  try {
    const parsed: unknown = JSON.parse(message);
    if (
      parsed &&
      typeof parsed === 'object' &&
      typeof (parsed as { message?: unknown }).message === 'string'
    ) {
      return (parsed as { message: string }).message;
    }
  } catch {
    /* plain text */
  }
  return message;
}

function report(error: unknown): void {
  if (error instanceof MoonrakerError) {
    if (error.code === 503) {
      applyKlippyUnavailable(error.message);
      scheduleKlippyRetry();
    } else if (typeof error.code === 'number' && error.code >= 400 && error.code < 500) {
      showError(readableMessage(error.message));
    }
    return;
  }
  console.warn('Printdeck:', error);
}

/** Run a socket call whose failure only needs reporting (snackbar for 4xx, error state for 503). */
export async function attempt<T>(work: (api: MoonrakerApi) => Promise<T>): Promise<T | undefined> {
  if (!api) return undefined;
  try {
    return await work(api);
  } catch (error) {
    report(error);
    return undefined;
  }
}

function stopTimers(): void {
  if (klippyTimer) clearTimeout(klippyTimer);
  if (chartTimer) clearInterval(chartTimer);
  klippyTimer = null;
  chartTimer = null;
}

function scheduleKlippyRetry(): void {
  if (klippyTimer) return;
  klippyTimer = setTimeout(() => {
    klippyTimer = null;
    void refreshServer();
  }, KLIPPY_RETRY_MS);
}

/** server.info, and the printer when Klipper is ready; otherwise retry in 1500 ms. */
async function refreshServer(): Promise<void> {
  if (!api) return;
  let info: ServerInfo;
  try {
    info = await api.server.info();
  } catch (error) {
    report(error);
    if (!(error instanceof MoonrakerError && error.code === 'NOT_CONNECTED')) scheduleKlippyRetry();
    return;
  }
  applyServerInfo(info);
  if (info.klippy_state === 'ready') {
    await initPrinter();
    return;
  }
  if (info.klippy_connected) await attempt(async (a) => applyPrinterInfo(await a.printer.info()));
  else useServer.setState({ klippyMessage: '' });
  scheduleKlippyRetry();
}

function printerObjects(objects: string[]): ObjectsRequest {
  const request: ObjectsRequest = {};
  for (const name of objects) if (name !== 'gcode') request[name] = null;
  return request;
}

function temperatureSensors(status: PrinterStatus): string[] {
  const heaters = status.heaters as { available_sensors?: string[] } | undefined;
  return heaters?.available_sensors ?? [];
}

async function initPrinter(): Promise<void> {
  if (!api || !registry) return;
  try {
    const printerInfo = await api.printer.info();
    applyPrinterInfo(printerInfo);
    if (printerInfo.state !== 'ready') {
      scheduleKlippyRetry();
      return;
    }
    const { objects } = await api.printer.objectsList();
    setObjects(objects);
    unsubscribePrinter?.();
    unsubscribePrinter = registry.add('printer', printerObjects(objects));
    await registry.resubscribe();
    const ready = api;
    emitKlippyReady(ready);
    const store = await api.server.temperatureStore();
    seedCharts(store, useServer.getState().temperatureStoreSize);
    if (chartTimer) clearInterval(chartTimer);
    chartTimer = setInterval(() => {
      const { status } = usePrinter.getState();
      sampleCharts(status, temperatureSensors(status));
    }, 1000);
  } catch (error) {
    report(error);
    scheduleKlippyRetry();
  }
}

async function loadServerSide(): Promise<void> {
  if (!api) return;
  try {
    const item = await api.database.getItem(DB_NAMESPACE, DB_ROOT_UI);
    applyStoredSettings(item.value);
  } catch {
    applyStoredSettings(undefined);
  }
  await attempt(async (a) => {
    const { config } = await a.server.config();
    const size = (config.data_store as { temperature_store_size?: unknown } | undefined)
      ?.temperature_store_size;
    if (typeof size === 'number' && size > 0) useServer.setState({ temperatureStoreSize: size });
  });
}

function onKlippyDown(state: 'shutdown' | 'disconnected'): void {
  if (state === 'disconnected') {
    if (chartTimer) clearInterval(chartTimer);
    chartTimer = null;
    resetPrinter();
    useServer.setState({ klippyState: 'disconnected', klippyConnected: false, klippyMessage: '' });
  }
  scheduleKlippyRetry();
  void refreshServer();
}

const builtIn = createDispatcher({
  notify_status_update: (status) => applyStatusDiff(status),
  notify_klippy_ready: () => void refreshServer(),
  notify_klippy_shutdown: () => onKlippyDown('shutdown'),
  notify_klippy_disconnected: () => onKlippyDown('disconnected'),
  notify_user_logged_out: ({ username }) => {
    if (username === useAuth.getState().username) void logout();
  },
});

function dispatch(method: string, params: unknown[]): void {
  builtIn(method, params);
  notifyListeners(method, params);
}

function openSocket(socketUrl: string): void {
  const client = http;
  if (!client) return;
  socket = new MoonrakerSocket({
    url: socketUrl,
    identify: { ...CLIENT, url: window.location.origin },
    getOneshotToken: () => client.get<string>('/access/oneshot_token'),
  });
  const current = socket;
  api = createApi((method, params) => current.call(method, params));
  registry = new SubscriptionRegistry((objects) =>
    current.call('printer.objects.subscribe', { objects }),
  );
  detach = [
    registry.onResult((result) => seedStatus(result.status)),
    socket.on('status', (status, reason) => {
      useConnection.setState({ socketStatus: status, socketReason: reason ?? null });
      if (status === 'open') useConnection.setState({ everConnected: true });
      if (status === 'closed' && reason === 'unauthorized')
        useAuth.setState({ authenticated: false });
    }),
    socket.on('ready', () => {
      void loadServerSide().then(() => {
        const a = api;
        if (a) emitSocketReady(a);
        return refreshServer();
      });
    }),
    socket.onNotification(dispatch),
  ];
  socket.connect();
}

function closeSocket(): void {
  stopTimers();
  detach.forEach((off) => off());
  detach = [];
  unsubscribePrinter = null;
  socket?.close();
  socket = null;
  api = null;
  registry = null;
}

function resetStores(): void {
  resetPrinter();
  resetCharts();
  useServer.setState({ ...initialServer });
}

/**
 * Ask the API who we are: 200 means usable (trusted, logged in, or no authorization), 401 means
 * a login is needed (after one quiet token refresh), no answer means unreachable.
 */
export async function checkApi(): Promise<'ok' | 'unauthorized' | 'unreachable'> {
  const { apiUrl } = useConnection.getState();
  if (!http || !apiUrl) return 'unreachable';
  useConnection.setState({ checking: true });
  try {
    await refreshIfNeeded(http, apiUrl);
    const info = await http.get<ServerInfo>('/server/info', undefined, {
      timeoutMs: API_CHECK_TIMEOUT_MS,
    });
    applyServerInfo(info);
    useConnection.setState({ apiReachable: true });
    useAuth.setState({ authenticated: true });
    return 'ok';
  } catch (error) {
    const status = error instanceof HttpError ? error.status : 0;
    useConnection.setState({ apiReachable: status !== 0 });
    if (status === 401) {
      clearAuth(apiUrl);
      return 'unauthorized';
    }
    if (status !== 0) {
      useAuth.setState({ authenticated: true });
      return 'ok';
    }
    return 'unreachable';
  } finally {
    useConnection.setState({ checking: false });
  }
}

/** Check the API and open the socket when the user may use it. */
export async function connect(): Promise<void> {
  const { socketUrl } = useConnection.getState();
  closeSocket();
  const result = await checkApi();
  if (result === 'ok' && socketUrl) openSocket(socketUrl);
  else
    useConnection.setState({
      socketStatus: 'closed',
      socketReason: result === 'unauthorized' ? 'unauthorized' : 'unreachable',
    });
}

/** Switch to a printer: close what is open, reset printer-specific state, connect anew. */
export async function startSession(apiUrl: string): Promise<void> {
  closeSocket();
  resetStores();
  const { socketUrl } = apiConfigFor(apiUrl);
  const { everConnected } = useConnection.getState();
  useConnection.setState({
    ...initialConnection,
    everConnected,
    apiUrl,
    socketUrl,
    socketStatus: 'connecting',
  });
  http = createHttpClient({
    baseUrl: apiUrl,
    getToken: () => useAuth.getState().token,
    onUnauthorized: () => {
      clearAuth(apiUrl);
    },
  });
  loadTokens(apiUrl);
  await connect();
}

/** The user's reconnect button (also used after the server came back). */
export function reconnect(): Promise<void> {
  useConnection.setState({ socketStatus: 'connecting', socketReason: null });
  return connect();
}

export async function login(username: string, password: string): Promise<void> {
  const { apiUrl } = useConnection.getState();
  if (!http || !apiUrl) throw new Error('No printer selected');
  await loginRequest(http, apiUrl, username, password);
  await connect();
}

export async function logout(): Promise<void> {
  const { apiUrl } = useConnection.getState();
  if (http && useAuth.getState().token) await http.post('/access/logout').catch(() => undefined);
  closeSocket();
  clearAuth(apiUrl);
  useConnection.setState({ socketStatus: 'closed', socketReason: 'unauthorized' });
}

/** Firmware restart, restart and e-stop reset what Klipper will report anew. */
export async function klippyCommand(
  command: 'firmwareRestart' | 'restart' | 'emergencyStop',
): Promise<void> {
  if (command !== 'emergencyStop') {
    if (chartTimer) clearInterval(chartTimer);
    chartTimer = null;
    resetPrinter();
  }
  await attempt((a) => a.printer[command]());
  scheduleKlippyRetry();
}
