// The session facade the interface imports: it keeps the chosen printer's PrinterSession and
// delegates to it. Switching printers closes the old session (its late answers are dropped),
// resets every printer-specific store (registerPrinterStore), and opens a new one.
import type { MoonrakerApi } from '../moonraker/api';
import { useAuth } from './auth';
import { initialConnection, useConnection } from './connection';
import { resetPrinterStores } from './printer-scoped';
import { PrinterSession, type ApiCheck } from './printer-session';
import { DB_NAMESPACE, type SettingWriter } from './settings';

export { KLIPPY_RETRY_MS } from './printer-session-klippy';
export { onKlippyReady, onServerNotification, onSocketReady } from './session-events';
export type { ApiCheck };

let session: PrinterSession | null = null;

/** The chosen printer's session (null before start-up picked one). */
export function currentSession(): PrinterSession | null {
  return session;
}

/** The typed Moonraker calls of the open session; null while there is none. */
export function getApi(): MoonrakerApi | null {
  return session?.getApi() ?? null;
}

/** Writes a UI setting to Moonraker's database. */
export const writeSetting: SettingWriter = (path, value) => {
  const api = getApi();
  return api ? api.database.postItem(DB_NAMESPACE, path, value) : Promise.resolve(null);
};

/** Run a socket call whose failure only needs reporting (snackbar for 4xx, error state for 503). */
export function attempt<T>(work: (api: MoonrakerApi) => Promise<T>): Promise<T | undefined> {
  return session ? session.attempt(work) : Promise.resolve(undefined);
}

export function checkApi(): Promise<ApiCheck> {
  return session ? session.checkApi() : Promise.resolve('unreachable');
}

/** Check the API and open the socket when the user may use it. */
export function connect(): Promise<void> {
  return session ? session.connect() : Promise.resolve();
}

/** Switch to a printer: close what is open, reset printer-specific state, connect anew. */
export async function startSession(apiUrl: string): Promise<void> {
  session?.close();
  resetPrinterStores();
  const next = new PrinterSession({ apiUrl });
  session = next;
  const { everConnected } = useConnection.getState();
  useConnection.setState({
    ...initialConnection,
    everConnected,
    apiUrl,
    socketUrl: next.socketUrl,
    socketStatus: 'connecting',
  });
  await next.connect();
}

/** Close the chosen printer's session (nothing is chosen afterwards). */
export function closeSession(): void {
  session?.close();
  session = null;
  resetPrinterStores();
  useAuth.setState({ authenticated: false, username: null, token: null, refreshToken: null });
  useConnection.setState({ ...initialConnection, everConnected: false });
}

/** The user's reconnect button (also used after the server came back). */
export function reconnect(): Promise<void> {
  if (!session) return Promise.resolve();
  useConnection.setState({ socketStatus: 'connecting', socketReason: null });
  return session.connect();
}

export function login(username: string, password: string): Promise<void> {
  if (!session) return Promise.reject(new Error('No printer selected'));
  return session.login(username, password);
}

export function logout(): Promise<void> {
  return session ? session.logout() : Promise.resolve();
}

/** Firmware restart, restart and e-stop reset what Klipper will report anew. */
export function klippyCommand(
  command: 'firmwareRestart' | 'restart' | 'emergencyStop',
): Promise<void> {
  return session ? session.klippyCommand(command) : Promise.resolve();
}
