// The dashboard layout of a printer, kept in Moonraker's database (namespace "printdeck", key
// "layout" → { layouts: { dashboard: { container1, container2 } } }) so it follows the printer
// across browsers. One store per printer, loaded each time its socket is ready and written on every
// change. Also whether the dashboard is in layout-edit mode and which card asked to be brought into
// view (not stored).
import { create, createStore, type StoreApi } from 'zustand';
import {
  defaultLayout,
  mergeLayout,
  setCardCollapsed,
  setCardEnabled,
  type CardPlacement,
  type DashboardLayout,
} from '../lib/layout';
import { boundStore } from './scope/bound';
import type { Live } from './scope/scope-events';
import type { PrinterScope } from './scope/printer-scope';
import { scopedStore } from './scope/scoped-store';
import { DB_NAMESPACE } from './settings';

export const DB_ROOT_LAYOUT = 'layout';
/** The database key of the dashboard's layout. */
export const DASHBOARD_LAYOUT_KEY = `${DB_ROOT_LAYOUT}.layouts.dashboard`;

export interface LayoutState {
  layout: DashboardLayout;
  /** The stored layout was read (or found missing) for this printer. */
  loaded: boolean;
  editing: boolean;
  /** A card asked to be brought into view (e.g. the G-code preview when a file is previewed). */
  reveal: string | null;
  /** What the database held at the last load or save (before merging with the registered cards). */
  stored: unknown;
}

/**
 * The cards the dashboard's registry declares, with where they go by default. They are the app's,
 * the same for every printer; each printer's layout is merged with them.
 */
const registeredCards = create<{ cards: readonly CardPlacement[] }>(() => ({ cards: [] }));

/** The card registry tells the layouts which cards exist and where they go by default. */
export function registerCards(cards: readonly CardPlacement[]): void {
  registeredCards.setState({ cards });
}

const cards = () => registeredCards.getState().cards;

/** Read layout.layouts.dashboard; a printer without a stored layout answers 404: the default. */
async function loadLayout(store: StoreApi<LayoutState>, live: Live): Promise<void> {
  let value: unknown;
  try {
    const item = await live.api.database.getItem(DB_NAMESPACE, DB_ROOT_LAYOUT);
    value = (item.value as { layouts?: { dashboard?: unknown } } | null)?.layouts?.dashboard;
  } catch {
    value = undefined;
  }
  if (!live.alive()) return;
  store.setState({ stored: value, layout: mergeLayout(value, cards()), loaded: true });
}

export const layoutStore = scopedStore('layout', (scope) => {
  const store = createStore<LayoutState>(() => ({
    layout: defaultLayout(cards()),
    loaded: false,
    editing: false,
    reveal: null,
    stored: undefined,
  }));
  scope.onClose(
    registeredCards.subscribe(({ cards: next }) =>
      store.setState((s) => ({ layout: mergeLayout(s.stored, next) })),
    ),
  );
  scope.events.onSocketReady((live) => void loadLayout(store, live));
  return store;
});

export const useLayout = boundStore(layoutStore);

/** Bring a card into view on the dashboard (its body loads as it comes into view). */
export function revealCard(scope: PrinterScope, id: string | null): void {
  scope.get(layoutStore).setState({ reveal: id });
}

/** Show the new layout at once and write it to the printer's database. */
export function saveLayout(scope: PrinterScope, layout: DashboardLayout): void {
  scope.get(layoutStore).setState({ stored: layout, layout });
  void scope.attempt((api) => api.database.postItem(DB_NAMESPACE, DASHBOARD_LAYOUT_KEY, layout));
}

/**
 * Show a layout already written to the printer's database by the caller (a restored backup),
 * merged with the registered cards as a loaded one is.
 */
export function showStoredLayout(scope: PrinterScope, stored: unknown): void {
  scope.get(layoutStore).setState({ stored, layout: mergeLayout(stored, cards()) });
}

export function setEditingLayout(scope: PrinterScope, editing: boolean): void {
  scope.get(layoutStore).setState({ editing });
}

export function setCardShown(scope: PrinterScope, id: string, enabled: boolean): void {
  saveLayout(scope, setCardEnabled(scope.get(layoutStore).getState().layout, id, enabled));
}

export function setCollapsed(scope: PrinterScope, id: string, collapsed: boolean): void {
  saveLayout(scope, setCardCollapsed(scope.get(layoutStore).getState().layout, id, collapsed));
}

/** 'Reset layout': the default two-container layout, every card enabled and expanded. */
export function resetLayout(scope: PrinterScope): void {
  saveLayout(scope, defaultLayout(cards()));
}
