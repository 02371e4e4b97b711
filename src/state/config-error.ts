// Where Klipper's error points in the configuration: printer.cfg and the files it includes are read
// from the config root over HTTP (as the editor reads a file) and Klipper's message is matched
// against them (lib/klipper-config's locateConfigError). The firmware-state card's 'Open in
// editor' button asks for it while Klipper is in the error state; this module and the config
// rules are a lazy chunk of that button, never on the first page. One store per printer scope.
import { createStore, type StoreApi } from 'zustand';
import { configIncludes, locateConfigError } from '../lib/klipper-config';
import { encodePath } from '../lib/files';
import { createHttpClient, type HttpClient } from '../moonraker/http';
import { authStore } from './auth';
import { connectionStore } from './connection';
import { boundStore } from './scope/bound';
import type { PrinterScope } from './scope/printer-scope';
import { scopedStore } from './scope/scoped-store';

export const MAIN_CONFIG = 'printer.cfg';
/** Reading stops after this many files (an include loop or a very large tree). */
export const MAX_CONFIG_FILES = 64;

export interface ConfigErrorPlace {
  /** Path inside the config root. */
  path: string;
  /** 1-based line. */
  line: number;
}

export interface ConfigErrorState {
  /** The message the place was looked for (null: nothing asked yet). */
  message: string | null;
  status: 'idle' | 'locating' | 'done';
  place: ConfigErrorPlace | null;
}

const initial: ConfigErrorState = { message: null, status: 'idle', place: null };

interface ConfigErrorStore extends StoreApi<ConfigErrorState> {
  /** Numbers a request: only the latest one's answer lands. */
  nextRequest(): number;
  isLatest(id: number): boolean;
}

export const configErrorStore = scopedStore('config-error', (): ConfigErrorStore => {
  const store = createStore<ConfigErrorState>(() => ({ ...initial }));
  let request = 0;
  return Object.assign(store, {
    nextRequest: () => ++request,
    isLatest: (id: number) => id === request,
  });
});

export const useConfigError = boundStore<ConfigErrorState>(configErrorStore);

function httpClient(scope: PrinterScope, fetchImpl?: typeof fetch): HttpClient | null {
  const apiUrl = scope.get(connectionStore).getState().apiUrl;
  if (!apiUrl) return null;
  return createHttpClient({
    baseUrl: apiUrl,
    getToken: () => scope.get(authStore).getState().token,
    fetchImpl,
    timeoutMs: 15000,
  });
}

/**
 * printer.cfg and every file it includes (following includes of includes), keyed by their path in
 * the config root. A file that cannot be read is left out.
 */
export async function readConfigTree(
  http: HttpClient,
  main = MAIN_CONFIG,
): Promise<Map<string, string>> {
  const listed = await http.get<{ path: string }[]>('/server/files/list', { root: 'config' });
  const configFiles = listed.map((entry) => entry.path);
  const files = new Map<string, string>();
  const queue = [main];
  const seen = new Set<string>();
  while (queue.length > 0 && files.size < MAX_CONFIG_FILES) {
    const path = queue.shift() as string;
    if (seen.has(path) || !configFiles.includes(path)) continue;
    seen.add(path);
    try {
      const text = await http.get<string>(`/server/files/config/${encodePath(path)}`, undefined, {
        responseType: 'text',
      });
      files.set(path, text);
      for (const included of configIncludes(text, path, configFiles)) queue.push(included);
    } catch {
      // Unreadable: the message may still name another file.
    }
  }
  return files;
}

/**
 * Look for the file and line Klipper's message names (again each time it is asked: the files may
 * have changed since). The answer lands in the scope's store; an older request's answer is dropped.
 */
export async function locateKlipperError(
  scope: PrinterScope,
  message: string,
  fetchImpl?: typeof fetch,
): Promise<void> {
  const store = scope.get(configErrorStore);
  const id = store.nextRequest();
  store.setState({ message, status: 'locating', place: null });
  let place: ConfigErrorPlace | null = null;
  try {
    const http = httpClient(scope, fetchImpl);
    if (http) place = locateConfigError(message, await readConfigTree(http), MAIN_CONFIG);
  } catch {
    place = null; // no listing: nothing to point at
  }
  if (store.isLatest(id) && !scope.isClosed) store.setState({ message, status: 'done', place });
}
