// The printers list: the printers this browser added (local storage 'appInstances', the chosen one
// 'appActiveInstance') merged with the shared list kept on a printer (shared-printers.ts; the last
// one read is remembered in 'appSharedPrinters'). A printer is listed once, whatever the spelling
// of its address; each has a stable, readable id (lib/printer-ids.ts) and its tags.
import { create } from 'zustand';
import { normalizeApiUrl, sameApiUrl } from '../lib/api-url';
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
import { cleanTags } from '../lib/printer-tags';
import type { ImportPlan } from '../lib/printer-file';
import { useActiveScope } from './scope/active';
import { sharedPrintersStore, type SharedPrintersState } from './shared-printers';
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
  /** Not for the chosen printer, nor for a printer of the shared list. */
  remove: (apiUrl: string) => void;
  /** Chooses a printer; one known only from the shared list becomes this browser's too. */
  activate: (apiUrl: string) => void;
  /** The id stays. */
  rename: (apiUrl: string, name: string) => void;
  /** This browser's tags of a printer (a shared printer's are changed in its list). */
  setTags: (apiUrl: string, tags: string[]) => void;
  /** The list the chosen printer at `from` keeps (null: it keeps none). */
  receiveShared: (from: string, entries: SharedEntry[] | null) => void;
  /** Adds the new printers of an imported file; a listed one gains the file's tags. */
  /** Carries out an import planned against this list (lib/printer-file.ts `planImport`). */
  importEntries: (plan: ImportPlan) => { added: number; existing: number };
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
function stored(): Pick<InstancesState, 'instances' | 'local' | 'shared' | 'activeApiUrl'> {
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

export const useInstances = create<InstancesState>((set, get) => {
  /** The new local list and shared list, kept and merged (the one place the lists meet). */
  const keep = (local: Instance[], shared: SharedList | null = get().shared) => {
    writeJson(INSTANCES_KEY, local);
    writeJson(SHARED_KEY, shared);
    set({ local, shared, instances: mergePrinters(local, shared) });
  };
  const find = (list: Instance[], apiUrl: string) =>
    list.find((item) => sameApiUrl(item.apiUrl, apiUrl));
  const takenIds = () => get().instances.map((item) => item.id);
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
    remove: (apiUrl) => {
      const { instances, activeApiUrl, local, shared } = get();
      const target = find(instances, apiUrl);
      if (!target || target.remote || (activeApiUrl && sameApiUrl(apiUrl, activeApiUrl))) return;
      // The list read from this printer goes with it.
      keep(
        local.filter((item) => !sameApiUrl(item.apiUrl, apiUrl)),
        shared && sameApiUrl(shared.from, apiUrl) ? null : shared,
      );
    },
    activate: (apiUrl) => {
      const listed = find(get().instances, apiUrl);
      if (listed && !find(get().local, apiUrl)) get().add(listed.apiUrl);
      const chosen = listed?.apiUrl ?? apiUrl;
      writeJson(ACTIVE_KEY, chosen);
      set({ activeApiUrl: chosen });
    },
    rename: (apiUrl, name) => {
      keep(get().local.map((item) => (sameApiUrl(item.apiUrl, apiUrl) ? { ...item, name } : item)));
    },
    setTags: (apiUrl, tags) => {
      const clean = cleanTags(tags);
      keep(
        get().local.map((item) =>
          sameApiUrl(item.apiUrl, apiUrl) ? { ...item, tags: clean } : item,
        ),
      );
    },
    receiveShared: (from, entries) => {
      const shared = nextShared(get().shared, from, entries);
      if (shared !== get().shared) keep(get().local, shared);
    },
    importEntries: ({ added, existing }) => {
      let local = get().local;
      for (const { apiUrl, tags } of existing) {
        const mine = find(local, apiUrl);
        if (mine) local = local.map((item) => (item === mine ? { ...item, tags } : item));
        else {
          // Known from the shared list only: this browser keeps it too, with the file's tags.
          const listed = find(get().instances, apiUrl)!;
          local = [...local, newPrinter({ ...listed, tags }, [], listed.id)];
        }
      }
      for (const entry of added) {
        local = [...local, newPrinter(entry, [...takenIds(), ...local.map((item) => item.id)])];
      }
      keep(local);
      return { added: added.length, existing: existing.length };
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

/** The printer the shared list is kept on (its listed name, else its address), or null. */
export function sharedListHolder(state: Pick<InstancesState, 'instances' | 'shared'>): {
  apiUrl: string;
  name: string;
} | null {
  const { shared } = state;
  if (!shared) return null;
  const holder = state.instances.find((item) => sameApiUrl(item.apiUrl, shared.from));
  return {
    apiUrl: normalizeApiUrl(shared.from),
    name: holder?.name ?? defaultInstanceName(shared.from),
  };
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
