// File lists per root and folder, disk usage, registered roots, and the column choices of each
// browser; the upload and download records live here too (their actions: file-transfers.ts).
// Live: notify_filelist_changed refreshes the affected folders (debounced); a socket reconnect
// reloads the roots and every watched folder.
import { create } from 'zustand';
import type {
  DirEntry,
  DiskUsage,
  FileChange,
  FileEntry,
  Permissions,
  RootInfo,
} from '../../protocol/files';
import { joinPath, parentPath, sanitizeColumns, type ColumnKey } from '../lib/files';
import { MoonrakerError } from '../moonraker/errors';
import { attempt, getApi, onServerNotification, onSocketReady } from './session';
import { DB_NAMESPACE } from './settings';
import { readJson, writeJson } from './storage';
import { registerPrinterStore } from './printer-scoped';

/** notify_filelist_changed bursts are gathered this long before a folder is asked again. */
export const REFRESH_DEBOUNCE_MS = 250;
const COLUMNS_STORAGE_KEY = 'printdeck-tableHeaders';

export interface Listing {
  dirs: DirEntry[];
  files: FileEntry[];
  loading: boolean;
  loaded: boolean;
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

interface FilesState {
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

/** What the store knows of one printer (column choices are the user's, kept across printers). */
const noPrinterData = (): Omit<FilesState, 'columns'> => ({
  roots: null,
  listings: {},
  diskUsage: {},
  rootPermissions: {},
  uploads: [],
  downloads: [],
});

export const useFiles = create<FilesState>(() => ({
  ...noPrinterData(),
  columns: readJson<Record<string, ColumnKey[]>>(COLUMNS_STORAGE_KEY, {}),
}));

export function listingKey(root: string, path: string): string {
  return joinPath(root, path);
}

const EMPTY_LISTING: Listing = { dirs: [], files: [], loading: false, loaded: false };
export function selectListing(root: string, path: string) {
  return (state: FilesState): Listing => state.listings[listingKey(root, path)] ?? EMPTY_LISTING;
}

// ---------------------------------------------------------------------------------------------
// Roots and listings

let rootsRequest: Promise<void> | null = null;

export function loadRoots(): Promise<void> {
  ensureWired();
  rootsRequest ??= (async () => {
    const roots = await attempt((api) => api.files.roots());
    if (roots) useFiles.setState({ roots });
  })().finally(() => {
    rootsRequest = null;
  });
  return rootsRequest;
}

const inFlight = new Map<string, Promise<void>>();

export function loadDirectory(root: string, path: string): Promise<void> {
  const key = listingKey(root, path);
  const running = inFlight.get(key);
  if (running) return running;
  const mark = (patch: Partial<Listing>) =>
    useFiles.setState((state) => ({
      listings: {
        ...state.listings,
        [key]: { ...(state.listings[key] ?? EMPTY_LISTING), ...patch },
      },
    }));
  mark({ loading: true });
  const request = (async () => {
    const listing = await attempt((api) => api.files.getDirectory(key, true));
    if (!listing) {
      mark({ loading: false, loaded: true });
      return;
    }
    useFiles.setState((state) => ({
      listings: {
        ...state.listings,
        [key]: { dirs: listing.dirs, files: listing.files, loading: false, loaded: true },
      },
      diskUsage: { ...state.diskUsage, [root]: listing.disk_usage },
      rootPermissions: { ...state.rootPermissions, [root]: listing.root_info.permissions },
    }));
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, request);
  return request;
}

// ---------------------------------------------------------------------------------------------
// Watching: mounted browsers register the folder they show

const watched = new Map<string, { root: string; path: string; count: number }>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
let wired: (() => void)[] | null = null;

function scheduleRefresh(root: string, path: string): void {
  const key = listingKey(root, path);
  if (!watched.has(key)) {
    // Not on screen: forget it, the next visit loads it fresh.
    if (useFiles.getState().listings[key]) {
      useFiles.setState((state) => {
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

function onFileListChanged(params: unknown[]): void {
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

function ensureWired(): void {
  if (wired) return;
  wired = [
    onServerNotification('notify_filelist_changed', onFileListChanged),
    onSocketReady(() => {
      void loadRoots();
      for (const entry of watched.values()) void loadDirectory(entry.root, entry.path);
    }),
  ];
}

/** A browser shows this folder: load it (and the roots) and keep it fresh. Returns the release. */
export function watchDirectory(root: string, path: string): () => void {
  ensureWired();
  const key = listingKey(root, path);
  const entry = watched.get(key) ?? { root, path, count: 0 };
  entry.count++;
  watched.set(key, entry);
  if (useFiles.getState().roots === null) void loadRoots();
  void loadDirectory(root, path);
  return () => {
    entry.count--;
    if (entry.count <= 0) watched.delete(key);
  };
}

// ---------------------------------------------------------------------------------------------
// Columns, stored per browser and root in Moonraker's database (and locally for the first paint)

export function columnsKey(browser: string, root: string): string {
  return `${browser}-${root}`;
}

const columnsLoaded = new Set<string>();

export async function loadColumns(browser: string, root: string): Promise<void> {
  const key = columnsKey(browser, root);
  if (columnsLoaded.has(key)) return;
  const api = getApi();
  if (!api) return;
  columnsLoaded.add(key);
  try {
    const item = await api.database.getItem(DB_NAMESPACE, `tableHeaders.${key}`);
    if (Array.isArray(item.value)) setLocalColumns(key, sanitizeColumns(root, item.value));
  } catch (error) {
    // Nothing stored yet (404): keep the local copy or the defaults; otherwise try again later.
    if (!(error instanceof MoonrakerError && error.code === 404)) columnsLoaded.delete(key);
  }
}

function setLocalColumns(key: string, columns: ColumnKey[]): void {
  useFiles.setState((state) => ({ columns: { ...state.columns, [key]: columns } }));
  writeJson(COLUMNS_STORAGE_KEY, useFiles.getState().columns);
}

export async function saveColumns(
  browser: string,
  root: string,
  columns: ColumnKey[],
): Promise<void> {
  const key = columnsKey(browser, root);
  setLocalColumns(key, columns);
  await attempt((api) => api.database.postItem(DB_NAMESPACE, `tableHeaders.${key}`, columns));
}

// A printer switch: forget the old printer's roots, listings, transfers and requests in flight
// (mounted browsers stay watching; the new socket reloads what they show).
registerPrinterStore('files', () => {
  rootsRequest = null;
  inFlight.clear();
  columnsLoaded.clear();
  timers.forEach((timer) => clearTimeout(timer));
  timers.clear();
  useFiles.setState(noPrinterData());
});
