// The chosen printer's session, for the shell (start-up, the printer switch, reconnect, login):
// found through the chosen scope (scope/active.ts). Switching printers closes the old scope (its
// session, events and stores; late answers are dropped), resets the interface settings to be read
// from the new printer, and opens a new scope. Views reach the printer they show through their
// scope (scope/context.ts, scope/calls.ts), not through this module.
import type { MoonrakerApi } from '../moonraker/api';
import { useAppStatus } from './app-status';
import { connectionStore, useConnection } from './connection';
import type { PrinterSession, ApiCheck } from './printer-session';
import { activeScope, resetPlaceholderScope, setActiveScope } from './scope/active';
import { keepAsking } from './scope/keep-asking';
import { PrinterScope } from './scope/printer-scope';
import { DB_NAMESPACE, resetInterfaceSettings, type SettingWriter } from './settings';

export { KLIPPY_RETRY_MS } from './printer-session-klippy';
export type { ApiCheck };

/** The chosen printer's session (null before start-up picked one). */
export function currentSession(): PrinterSession | null {
  return activeScope()?.session ?? null;
}

/** The typed Moonraker calls of the open session; null while there is none. */
export function getApi(): MoonrakerApi | null {
  return currentSession()?.getApi() ?? null;
}

/** Writes a UI setting to the chosen printer's database (a failure is reported, never thrown). */
export const writeSetting: SettingWriter = (path, value) =>
  attempt((api) => api.database.postItem(DB_NAMESPACE, path, value));

/** Run a socket call whose failure only needs reporting (snackbar for 4xx, error state for 503). */
export function attempt<T>(work: (api: MoonrakerApi) => Promise<T>): Promise<T | undefined> {
  const session = currentSession();
  return session ? session.attempt(work) : Promise.resolve(undefined);
}

export function checkApi(): Promise<ApiCheck> {
  const session = currentSession();
  return session ? session.checkApi() : Promise.resolve('unreachable');
}

/** Check the API and open the socket when the user may use it. */
export function connect(): Promise<void> {
  const session = currentSession();
  return session ? session.connect() : Promise.resolve();
}

/**
 * Switch to a printer: a new scope (session, events, stores) becomes the chosen one, the old one is
 * closed with everything in it, the interface settings wait for the new printer's; then it connects.
 */
export async function startSession(apiUrl: string): Promise<void> {
  const scope = new PrinterScope({ apiUrl });
  resetInterfaceSettings();
  resetPlaceholderScope();
  setActiveScope(scope);
  scope.get(connectionStore).setState({ socketStatus: 'connecting' });
  keepAsking(scope);
  await scope.session.connect();
}

/** Close the chosen printer's scope (nothing is chosen afterwards). */
export function closeSession(): void {
  setActiveScope(null);
  resetInterfaceSettings();
  resetPlaceholderScope();
  useAppStatus.setState({ everConnected: false });
}

/** The user's reconnect button (also used after the server came back). */
export function reconnect(): Promise<void> {
  const session = currentSession();
  if (!session) return Promise.resolve();
  useConnection.setState({ socketStatus: 'connecting', socketReason: null });
  return session.connect();
}

export function login(username: string, password: string): Promise<void> {
  const session = currentSession();
  if (!session) return Promise.reject(new Error('No printer selected'));
  return session.login(username, password);
}

export function logout(): Promise<void> {
  return currentSession()?.logout() ?? Promise.resolve();
}

/** Firmware restart, restart and e-stop reset what Klipper will report anew. */
export function klippyCommand(
  command: 'firmwareRestart' | 'restart' | 'emergencyStop',
): Promise<void> {
  return currentSession()?.klippyCommand(command) ?? Promise.resolve();
}
