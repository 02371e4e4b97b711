// The farm page's own state: how the user views it (sort, filter, tiles or list, the farm as start
// page: a preference of this browser, in local storage), which printers are selected, and each
// printer's one-word state and time left, published by its watcher for sorting and filtering.
import { createContext, useContext } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import { readJson, writeJson } from '../../state/storage';
import { FARM_VIEW_KEY } from './start-page';
import { DEFAULT_QUERY, isSortKey, isStateFilter, type TileQuery } from './rules/tile-list';
import type { TileState } from './rules/tile-state';

export type FarmLayout = 'grid' | 'list';

export interface FarmPrefs {
  sort: TileQuery['sort'];
  state: TileQuery['state'];
  tag: string | null;
  layout: FarmLayout;
  /** The farm opens instead of the dashboard at a plain start address. */
  startPage: boolean;
}

/** The stored preferences, each field checked (a hand-edited or old value falls back). */
export function readFarmPrefs(): FarmPrefs {
  const raw = readJson<Partial<Record<keyof FarmPrefs, unknown>>>(FARM_VIEW_KEY, {});
  return {
    sort: isSortKey(raw.sort) ? raw.sort : DEFAULT_QUERY.sort,
    state: isStateFilter(raw.state) ? raw.state : DEFAULT_QUERY.state,
    tag: typeof raw.tag === 'string' && raw.tag !== '' ? raw.tag : null,
    layout: raw.layout === 'list' ? 'list' : 'grid',
    startPage: raw.startPage === true,
  };
}

export interface PrinterSummary {
  state: TileState;
  /** Seconds left of the print, rounded to the minute (null: no print, or unknown). */
  remainingS: number | null;
  /** Its Moonraker has the job queue component (false until known). */
  hasQueue?: boolean;
}

export interface FarmViewState extends FarmPrefs {
  search: string;
  selected: readonly string[];
  summaries: Readonly<Record<string, PrinterSummary>>;
}

export type FarmViewStore = StoreApi<FarmViewState>;

export function createFarmView(): FarmViewStore {
  const store = createStore<FarmViewState>(() => ({
    ...readFarmPrefs(),
    search: '',
    selected: [],
    summaries: {},
  }));
  store.subscribe((next, prev) => {
    if (
      next.sort !== prev.sort ||
      next.state !== prev.state ||
      next.tag !== prev.tag ||
      next.layout !== prev.layout ||
      next.startPage !== prev.startPage
    ) {
      const { sort, state, tag, layout, startPage } = next;
      writeJson(FARM_VIEW_KEY, { sort, state, tag, layout, startPage });
    }
  });
  return store;
}

/** A printer's watcher reports its state; nothing changes when it is the same. */
export function publishSummary(store: FarmViewStore, id: string, summary: PrinterSummary): void {
  const before = store.getState().summaries[id];
  if (
    before?.state === summary.state &&
    before.remainingS === summary.remainingS &&
    before.hasQueue === summary.hasQueue
  )
    return;
  store.setState((s) => ({ summaries: { ...s.summaries, [id]: summary } }));
}

export function toggleSelected(store: FarmViewStore, id: string, on: boolean): void {
  store.setState((s) => ({
    selected: on ? [...new Set([...s.selected, id])] : s.selected.filter((item) => item !== id),
  }));
}

export const FarmViewContext = createContext<FarmViewStore | null>(null);

export function useFarmView<U>(selector: (state: FarmViewState) => U): U {
  const store = useContext(FarmViewContext);
  if (!store) throw new Error('useFarmView outside the farm page');
  return useStore(store, selector);
}

export function useFarmViewStore(): FarmViewStore {
  const store = useContext(FarmViewContext);
  if (!store) throw new Error('useFarmViewStore outside the farm page');
  return store;
}
