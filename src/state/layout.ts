// The dashboard layout of the current printer, kept in Moonraker's database (namespace "printdeck",
// key "layout" → { layouts: { dashboard: { container1, container2 } } }) so it follows the printer
// across browsers. Loaded each time the socket is ready; written on every change. Also whether the
// dashboard is in layout-edit mode and which card asked to be brought into view (not stored).
import { create } from 'zustand';
import {
  defaultLayout,
  mergeLayout,
  setCardCollapsed,
  setCardEnabled,
  type CardPlacement,
  type DashboardLayout,
} from '../lib/layout';
import { registerPrinterStore } from './printer-scoped';
import { attempt } from './session';
import { onSocketReady } from './session-events';
import { DB_NAMESPACE } from './settings';

export const DB_ROOT_LAYOUT = 'layout';
/** The database key of the dashboard's layout. */
export const DASHBOARD_LAYOUT_KEY = `${DB_ROOT_LAYOUT}.layouts.dashboard`;

interface LayoutState {
  layout: DashboardLayout;
  /** The stored layout was read (or found missing) for this printer. */
  loaded: boolean;
  editing: boolean;
  /** A card asked to be brought into view (e.g. the G-code preview when a file is previewed). */
  reveal: string | null;
}

/** The registered cards (set by the dashboard's card registry). */
let placements: readonly CardPlacement[] = [];
/** What the database held at the last load (before merging with the registry). */
let stored: unknown;

export const useLayout = create<LayoutState>(() => ({
  layout: defaultLayout([]),
  loaded: false,
  editing: false,
  reveal: null,
}));

/** Bring a card into view on the dashboard (its body loads as it comes into view). */
export function revealCard(id: string | null): void {
  useLayout.setState({ reveal: id });
}

/** The card registry tells the store which cards exist and where they go by default. */
export function registerCards(cards: readonly CardPlacement[]): void {
  placements = cards;
  useLayout.setState({ layout: mergeLayout(stored, placements) });
}

/** Apply what the database holds for the dashboard (undefined: nothing stored). */
export function applyStoredLayout(value: unknown): void {
  stored = value;
  useLayout.setState({ layout: mergeLayout(value, placements), loaded: true });
}

export async function loadLayout(
  getItem: (namespace: string, key: string) => Promise<{ value: unknown }>,
): Promise<void> {
  let value: unknown;
  try {
    const item = await getItem(DB_NAMESPACE, DB_ROOT_LAYOUT);
    value = (item.value as { layouts?: { dashboard?: unknown } } | null)?.layouts?.dashboard;
  } catch {
    value = undefined; // a printer without a stored layout answers 404: the default applies
  }
  applyStoredLayout(value);
}

/** Show the new layout at once and write it to the database. */
export function saveLayout(layout: DashboardLayout): void {
  stored = layout;
  useLayout.setState({ layout });
  void attempt((api) => api.database.postItem(DB_NAMESPACE, DASHBOARD_LAYOUT_KEY, layout));
}

export function setEditingLayout(editing: boolean): void {
  useLayout.setState({ editing });
}

export function setCardShown(id: string, enabled: boolean): void {
  saveLayout(setCardEnabled(useLayout.getState().layout, id, enabled));
}

export function setCollapsed(id: string, collapsed: boolean): void {
  saveLayout(setCardCollapsed(useLayout.getState().layout, id, collapsed));
}

/** 'Reset layout': the default two-container layout, every card enabled and expanded. */
export function resetLayout(): void {
  saveLayout(defaultLayout(placements));
}

function reset(): void {
  stored = undefined;
  useLayout.setState({ layout: defaultLayout(placements), loaded: false, editing: false });
}

registerPrinterStore('layout', reset);
onSocketReady((api) => void loadLayout((namespace, key) => api.database.getItem(namespace, key)));
