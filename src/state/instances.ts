// Printer instances the user has added (local storage keys appInstances / appActiveInstance).
import { create } from 'zustand';
import { apiConfigFor } from '../lib/api-url';
import { readJson, writeJson } from './storage';

export interface Instance {
  name: string;
  apiUrl: string;
  socketUrl: string;
  /** Added by the host configuration, not by this browser: cannot be removed. */
  remote?: boolean;
}

interface InstancesState {
  instances: Instance[];
  activeApiUrl: string | null;
  add: (apiUrl: string, name?: string) => Instance;
  remove: (apiUrl: string) => void;
  activate: (apiUrl: string) => void;
  rename: (apiUrl: string, name: string) => void;
}

const INSTANCES_KEY = 'appInstances';
const ACTIVE_KEY = 'appActiveInstance';

function persist(instances: Instance[], active: string | null) {
  writeJson(INSTANCES_KEY, instances);
  writeJson(ACTIVE_KEY, active);
}

export function defaultInstanceName(apiUrl: string): string {
  try {
    return new URL(apiUrl).hostname;
  } catch {
    return apiUrl;
  }
}

export const useInstances = create<InstancesState>((set, get) => ({
  instances: readJson<Instance[]>(INSTANCES_KEY, []),
  activeApiUrl: readJson<string | null>(ACTIVE_KEY, null),
  add: (apiUrl, name) => {
    const existing = get().instances.find((item) => item.apiUrl === apiUrl);
    if (existing) return existing;
    const instance: Instance = {
      name: name ?? defaultInstanceName(apiUrl),
      ...apiConfigFor(apiUrl),
    };
    const instances = [...get().instances, instance];
    persist(instances, get().activeApiUrl);
    set({ instances });
    return instance;
  },
  remove: (apiUrl) => {
    const { instances, activeApiUrl } = get();
    const target = instances.find((item) => item.apiUrl === apiUrl);
    if (!target || target.remote || apiUrl === activeApiUrl) return;
    const next = instances.filter((item) => item.apiUrl !== apiUrl);
    persist(next, activeApiUrl);
    set({ instances: next });
  },
  activate: (apiUrl) => {
    persist(get().instances, apiUrl);
    set({ activeApiUrl: apiUrl });
  },
  rename: (apiUrl, name) => {
    const instances = get().instances.map((item) =>
      item.apiUrl === apiUrl ? { ...item, name } : item,
    );
    persist(instances, get().activeApiUrl);
    set({ instances });
  },
}));

export function activeInstance(
  state: Pick<InstancesState, 'instances' | 'activeApiUrl'>,
): Instance | undefined {
  return state.instances.find((item) => item.apiUrl === state.activeApiUrl);
}
