// The printers list: the printers this browser added (local storage 'appInstances', the chosen one
// 'appActiveInstance') merged with the shared list kept on a printer (printer-share.ts; the last
// one read is remembered in 'appSharedPrinters'). A printer is listed once, whatever the spelling
// of its address; each has a stable, readable id (lib/printer-ids.ts) and its tags.
import { create } from 'zustand';
import { sameApiUrl } from '../lib/api-url';
import {
  addressName,
  mergePrinters,
  newPrinter,
  nextShared,
  parseSharedEntries,
  readStoredPrinters,
  type ListedPrinter,
  type SharedEntry,
  type SharedList,
} from '../lib/printer-list';
import { useActiveScope } from './scope/active';
import { sharedPrintersStore, type SharedPrintersState } from './printer-share';
import { readJson, writeJson } from './storage';

/** A printer of the list: `{ id, name, apiUrl, socketUrl, tags, remote? }`. */
export type Instance = ListedPrinter;

interface InstancesState {
  /** Every printer: this browser's, then the shared list's others. What views list. */
  instances: Instance[];
  /** The printers this browser added. */
  local: Instance[];
  /** The shared list last read, and the printer it is kept on. */
  shared: SharedList | null;
  activeApiUrl: string | null;
  /** Adds a printer (the one already listed at that address, however spelt, is returned). */
  add: (apiUrl: string, name?: string) => Instance;
  /** Chooses a printer; one known only from the shared list becomes this browser's too. */
  activate: (apiUrl: string) => void;
  /** The list the chosen printer at `from` keeps (null: it keeps none). */
  receiveShared: (from: string, entries: SharedEntry[] | null) => void;
  /** Reads the lists again from local storage (another tab of this browser changed them; the
   * printer this tab has chosen stays). */
  reload: () => void;
}

const INSTANCES_KEY = 'appInstances';
const ACTIVE_KEY = 'appActiveInstance';
const SHARED_KEY = 'appSharedPrinters';

/** The name a printer added without one gets: its address's host. */
export const defaultInstanceName = addressName;

function readShared(): SharedList | null {
  const stored = readJson<unknown>(SHARED_KEY, null);
  if (!stored || typeof stored !== 'object') return null;
  const { from, entries } = stored as { from?: unknown; entries?: unknown };
  if (typeof from !== 'string') return null;
  return nextShared(null, from, parseSharedEntries(entries).entries);
}

/** The lists as local storage keeps them. */
/** What local storage keeps of the lists. */
type StoredLists = Omit<InstancesState, 'add' | 'activate' | 'receiveShared' | 'reload'>;

function stored(): StoredLists {
  const local = readStoredPrinters(readJson<unknown>(INSTANCES_KEY, []));
  const shared = readShared();
  const activeApiUrl = readJson<unknown>(ACTIVE_KEY, null);
  return {
    local,
    shared,
    instances: mergePrinters(local, shared),
    activeApiUrl: typeof activeApiUrl === 'string' ? activeApiUrl : null,
  };
}

/** The printer of `list` at `apiUrl`, however spelt. */
export function findPrinter(list: readonly Instance[], apiUrl: string): Instance | undefined {
  return list.find((item) => sameApiUrl(item.apiUrl, apiUrl));
}

/** The ids the list has given. */
export function takenIds(): string[] {
  return useInstances.getState().instances.map((item) => item.id);
}

/** The new local list and shared list, kept and merged (the one place the lists meet). */
export function keepLists(
  local: Instance[],
  shared: SharedList | null = useInstances.getState().shared,
): void {
  writeJson(INSTANCES_KEY, local);
  writeJson(SHARED_KEY, shared);
  useInstances.setState({ local, shared, instances: mergePrinters(local, shared) });
}

export const useInstances = create<InstancesState>((set, get) => {
  const keep = (local: Instance[], shared?: SharedList | null) => keepLists(local, shared);
  const find = findPrinter;
  return {
    ...stored(),
    reload: () => set({ ...stored(), activeApiUrl: get().activeApiUrl }),
    add: (apiUrl, name) => {
      const listed = find(get().instances, apiUrl);
      if (listed && find(get().local, apiUrl)) return listed;
      const printer = newPrinter(
        {
          name: listed?.name ?? name ?? defaultInstanceName(apiUrl),
          apiUrl,
          tags: listed?.tags ?? [],
        },
        takenIds().filter((id) => id !== listed?.id),
        listed?.id,
      );
      keep([...get().local, printer]);
      return find(get().instances, apiUrl) ?? printer;
    },
    activate: (apiUrl) => {
      const listed = find(get().instances, apiUrl);
      if (listed && !find(get().local, apiUrl)) get().add(listed.apiUrl);
      const chosen = listed?.apiUrl ?? apiUrl;
      writeJson(ACTIVE_KEY, chosen);
      set({ activeApiUrl: chosen });
    },
    receiveShared: (from, entries) => {
      const shared = nextShared(get().shared, from, entries);
      if (shared !== get().shared) keep(get().local, shared);
    },
  };
});

export function activeInstance(
  state: Pick<InstancesState, 'instances' | 'activeApiUrl'>,
): Instance | undefined {
  const { activeApiUrl } = state;
  return activeApiUrl
    ? state.instances.find((item) => sameApiUrl(item.apiUrl, activeApiUrl))
    : undefined;
}

/** A selector of the printer with `id`. */
export function selectInstanceById(id: string) {
  return (state: Pick<InstancesState, 'instances'>): Instance | undefined =>
    state.instances.find((item) => item.id === id);
}

/** The printer with `id`, now. */
export function instanceById(id: string): Instance | undefined {
  return selectInstanceById(id)(useInstances.getState());
}

/** The printer listed at `apiUrl` (however spelt). */
export function instanceAt(apiUrl: string): Instance | undefined {
  return useInstances.getState().instances.find((item) => sameApiUrl(item.apiUrl, apiUrl));
}

// Another tab of this browser changed the list: this one follows (keeping its chosen printer).
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.key === null || [INSTANCES_KEY, SHARED_KEY].includes(event.key))
      useInstances.getState().reload();
  });

// The chosen printer's shared list, as its scope reads it at each connect, is merged here.
useActiveScope.subscribe((state, before) => {
  const scope = state.active;
  if (!scope || scope === before.active || scope.light) return;
  const store = scope.get(sharedPrintersStore);
  const take = ({ status, entries }: SharedPrintersState) => {
    if (status === 'list') useInstances.getState().receiveShared(scope.apiUrl, entries);
    if (status === 'none') useInstances.getState().receiveShared(scope.apiUrl, null);
  };
  take(store.getState());
  scope.onClose(store.subscribe(take));
});
