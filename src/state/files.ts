// File lists per root and folder, disk usage, registered roots, and the column choices of each
// browser; the upload and download records live here too (their actions: file-transfers.ts).
// Live: notify_filelist_changed refreshes the affected folders (debounced); a socket reconnect
// reloads the roots and every watched folder. One store per printer scope: its listings, watched
// folders, requests in flight and refresh timers go with the scope.
import { createStore, type StoreApi } from 'zustand';
import type {
  DirEntry,
  DiskUsage,
  FileChange,
  FileEntry,
  Permissions,
  RootInfo,
} from '../../protocol/files';
import { joinPath, parentPath, sanitizeColumns, type ColumnKey } from '../lib/files';
import { MoonrakerError, toError } from '../moonraker/errors';
import { boundStore } from './scope/bound';
import type { PrinterScope } from './scope/printer-scope';
import { scopedStore } from './scope/scoped-store';
import { readableMessage } from './session-report';
import { DB_NAMESPACE } from './settings';
import { readJson, writeJson } from './storage';

/** notify_filelist_changed bursts are gathered this long before a folder is asked again. */
export const REFRESH_DEBOUNCE_MS = 250;
const COLUMNS_STORAGE_KEY = 'printdeck-tableHeaders';

export interface Listing {
  dirs: DirEntry[];
  files: FileEntry[];
  loading: boolean;
  loaded: boolean;
  /** The server's message when the last listing of this folder failed; null otherwise. */
  failed: string | null;
}

export interface TransferRecord {
  id: number;
  filepath: string;
  size: number;
  loaded: number;
  percent: number;
  speed: string;
  unit: 'kB' | 'MB' | 'GB';
  /** Every byte sent, waiting for the server (uploads). */
  processing: boolean;
  complete: boolean;
  cancelled: boolean;
}

export interface FilesState {
  /** The roots the server registered; null until known. */
  roots: RootInfo[] | null;
  /** Listings keyed by 'root/sub/dir' (the get_directory path). */
  listings: Record<string, Listing>;
  diskUsage: Record<string, DiskUsage>;
  rootPermissions: Record<string, Permissions>;
  uploads: TransferRecord[];
  downloads: TransferRecord[];
  /** Column choices keyed by '<browser>-<root>'. */
  columns: Record<string, ColumnKey[]>;
}

export function listingKey(root: string, path: string): string {
  return joinPath(root, path);
}

const EMPTY_LISTING: Listing = { dirs: [], files: [], loading: false, loaded: false, failed: null };

export function columnsKey(browser: string, root: string): string {
  return `${browser}-${root}`;
}

/** The folders a change touches: the item's folder and, for a move, the source's folder. */
export function affectedFolders(change: FileChange): { root: string; path: string }[] {
  const out: { root: string; path: string }[] = [];
  const add = (root: string | undefined, path: string | undefined) => {
    if (!root || path === undefined) return;
    const folder = parentPath(path);
    if (!out.some((f) => f.root === root && f.path === folder)) out.push({ root, path: folder });
  };
  add(change.item?.root, change.item?.path);
  add(change.source_item?.root, change.source_item?.path);
  return out;
}

export function selectListing(root: string, path: string) {
  return (state: FilesState): Listing => state.listings[listingKey(root, path)] ?? EMPTY_LISTING;
}

export interface FilesStore extends StoreApi<FilesState> {
  loadRoots(): Promise<void>;
  loadDirectory(root: string, path: string): Promise<void>;
  watchDirectory(root: string, path: string): () => void;
  loadColumns(browser: string, root: string): Promise<void>;
  setLocalColumns(key: string, columns: ColumnKey[]): void;
}

export const filesStore = scopedStore('files', (scope): FilesStore => {
  const store = createStore<FilesState>(() => ({
    roots: null,
    listings: {},
    diskUsage: {},
    rootPermissions: {},
    uploads: [],
    downloads: [],
    // The user's column choices, kept across printers.
    columns: readJson<Record<string, ColumnKey[]>>(COLUMNS_STORAGE_KEY, {}),
  }));
  let rootsRequest: Promise<void> | null = null;
  const inFlight = new Map<string, Promise<void>>();
  /** Folders mounted browsers show, with how many show each. */
  const watched = new Map<string, { root: string; path: string; count: number }>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const columnsLoaded = new Set<string>();
  /** Something asked for files: from then on each connect reloads the roots and watched folders. */
  let wired = false;
  scope.onClose(() => {
    timers.forEach((timer) => clearTimeout(timer));
    timers.clear();
  });

  function loadRoots(): Promise<void> {
    wired = true;
    rootsRequest ??= (async () => {
      const roots = await scope.attempt((api) => api.files.roots());
      if (roots) store.setState({ roots });
    })().finally(() => {
      rootsRequest = null;
    });
    return rootsRequest;
  }

  function loadDirectory(root: string, path: string): Promise<void> {
    const key = listingKey(root, path);
    const running = inFlight.get(key);
    if (running) return running;
    const mark = (patch: Partial<Listing>) =>
      store.setState((state) => ({
        listings: {
          ...state.listings,
          [key]: { ...(state.listings[key] ?? EMPTY_LISTING), ...patch },
        },
      }));
    mark({ loading: true });
    const request = (async () => {
      // The failure is kept so the browser says, where the files would be, that the folder could
      // not be listed; only Klipper's 503 also goes to the session (the error state, and the
      // listing asked again once ready). Any other failure is told there alone, not twice.
      let failure: string | null = null;
      const listing = await scope.attempt((api) =>
        api.files.getDirectory(key, true).catch((error: unknown) => {
          failure = readableMessage(toError(error, 'Server error').message) || 'Server error';
          if (error instanceof MoonrakerError && error.code === 503) throw error;
          console.warn('Printdeck:', error);
          return null;
        }),
      );
      if (!listing) {
        mark({ loading: false, loaded: true, failed: failure });
        return;
      }
      store.setState((state) => ({
        listings: {
          ...state.listings,
          [key]: {
            dirs: listing.dirs,
            files: listing.files,
            loading: false,
            loaded: true,
            failed: null,
          },
        },
        diskUsage: { ...state.diskUsage, [root]: listing.disk_usage },
        rootPermissions: { ...state.rootPermissions, [root]: listing.root_info.permissions },
      }));
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, request);
    return request;
  }

  function scheduleRefresh(root: string, path: string): void {
    const key = listingKey(root, path);
    if (!watched.has(key)) {
      // Not on screen: forget it, the next visit loads it fresh.
      if (store.getState().listings[key]) {
        store.setState((state) => {
          const listings = { ...state.listings };
          delete listings[key];
          return { listings };
        });
      }
      return;
    }
    const pending = timers.get(key);
    if (pending) clearTimeout(pending);
    timers.set(
      key,
      setTimeout(() => {
        timers.delete(key);
        void loadDirectory(root, path);
      }, REFRESH_DEBOUNCE_MS),
    );
  }

  function onFileListChanged(params: unknown[]): void {
    if (!wired) return;
    for (const param of params) {
      const change = param as FileChange;
      if (!change || typeof change !== 'object') continue;
      if (change.action === 'root_update') {
        void loadRoots();
        continue;
      }
      for (const folder of affectedFolders(change)) scheduleRefresh(folder.root, folder.path);
      if (change.action === 'delete_dir' || change.action === 'move_dir') {
        const gone = change.action === 'delete_dir' ? change.item : change.source_item;
        // A watched folder inside a removed one: reload it (the server answers with its error once).
        if (gone) {
          const prefix = listingKey(gone.root, gone.path);
          for (const [key, entry] of watched) {
            if (key === prefix || key.startsWith(`${prefix}/`))
              scheduleRefresh(entry.root, entry.path);
          }
        }
      }
    }
  }

  scope.events.onNotification('notify_filelist_changed', onFileListChanged);
  scope.events.onSocketReady(() => {
    if (!wired) return;
    void loadRoots();
    for (const entry of watched.values()) void loadDirectory(entry.root, entry.path);
  });
  // A listing refused while Klipper was unavailable (503) is asked again once it is ready.
  scope.events.onKlippyReady(() => {
    const { listings } = store.getState();
    for (const [key, entry] of watched)
      if (listings[key]?.failed != null) void loadDirectory(entry.root, entry.path);
  });

  function watchDirectory(root: string, path: string): () => void {
    wired = true;
    const key = listingKey(root, path);
    const entry = watched.get(key) ?? { root, path, count: 0 };
    entry.count++;
    watched.set(key, entry);
    if (store.getState().roots === null) void loadRoots();
    void loadDirectory(root, path);
    return () => {
      entry.count--;
      if (entry.count <= 0) watched.delete(key);
    };
  }

  async function loadColumns(browser: string, root: string): Promise<void> {
    const key = columnsKey(browser, root);
    const api = scope.api;
    if (columnsLoaded.has(key) || !api) return;
    columnsLoaded.add(key);
    try {
      const item = await api.database.getItem(DB_NAMESPACE, `tableHeaders.${key}`);
      if (scope.isClosed) return;
      if (Array.isArray(item.value)) setLocalColumns(key, sanitizeColumns(root, item.value));
    } catch (error) {
      // Nothing stored yet (404): keep the local copy or the defaults; otherwise try again later.
      if (!(error instanceof MoonrakerError && error.code === 404)) columnsLoaded.delete(key);
    }
  }

  function setLocalColumns(key: string, columns: ColumnKey[]): void {
    store.setState((state) => ({ columns: { ...state.columns, [key]: columns } }));
    writeJson(COLUMNS_STORAGE_KEY, store.getState().columns);
  }

  return Object.assign(store, {
    loadRoots,
    loadDirectory,
    watchDirectory,
    loadColumns,
    setLocalColumns,
  });
});

export const useFiles = boundStore<FilesState>(filesStore);

// ---------------------------------------------------------------------------------------------
// Actions of the printer `scope`

export function loadRoots(scope: PrinterScope): Promise<void> {
  return scope.get(filesStore).loadRoots();
}

export function loadDirectory(scope: PrinterScope, root: string, path: string): Promise<void> {
  return scope.get(filesStore).loadDirectory(root, path);
}

/** A browser shows this folder: load it (and the roots) and keep it fresh. Returns the release. */
export function watchDirectory(scope: PrinterScope, root: string, path: string): () => void {
  return scope.get(filesStore).watchDirectory(root, path);
}

/** The column choice stored in Moonraker's database (and locally for the first paint). */
export function loadColumns(scope: PrinterScope, browser: string, root: string): Promise<void> {
  return scope.get(filesStore).loadColumns(browser, root);
}

export async function saveColumns(
  scope: PrinterScope,
  browser: string,
  root: string,
  columns: ColumnKey[],
): Promise<void> {
  const key = columnsKey(browser, root);
  scope.get(filesStore).setLocalColumns(key, columns);
  await scope.attempt((api) => api.database.postItem(DB_NAMESPACE, `tableHeaders.${key}`, columns));
}
