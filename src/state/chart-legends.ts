// Which series the temperature chart shows, kept in Moonraker's database (namespace 'printdeck',
// key 'charts.selectedLegends': series name → shown) so the choice follows the printer to any
// browser. One store per printer, read at each connect and written whole on every change (the
// names hold spaces, so the map is one value rather than one key per series).
import { createStore } from 'zustand';
import { parseSelectedLegends, withShown, type SelectedLegends } from '../lib/chart-legend';
import { boundStore } from './scope/bound';
import type { PrinterScope } from './scope/printer-scope';
import { scopedStore } from './scope/scoped-store';
import { DB_NAMESPACE } from './settings';

export const DB_KEY_LEGENDS = 'charts.selectedLegends';

export interface ChartLegendsState {
  selected: SelectedLegends;
  /** The stored choice was read (or found missing) for this printer. */
  loaded: boolean;
}

export const chartLegendsStore = scopedStore('chart-legends', (scope) => {
  const store = createStore<ChartLegendsState>(() => ({ selected: {}, loaded: false }));
  scope.events.onSocketReady((live) => {
    // A choice the user makes while the stored one is being read is newer than the read's answer.
    const before = store.getState().selected;
    live.api.database
      .getItem(DB_NAMESPACE, DB_KEY_LEGENDS)
      .then((item) => item.value)
      .catch(() => undefined) // never chosen yet (404)
      .then((value) => {
        if (!live.alive()) return;
        const changed = store.getState().selected !== before;
        store.setState({
          selected: changed ? store.getState().selected : parseSelectedLegends(value),
          loaded: true,
        });
      });
  });
  return store;
});

export const useChartLegends = boundStore(chartLegendsStore);

/** Show or hide one series at once, and write the whole choice to the printer's database. */
export function setLegendShown(scope: PrinterScope, name: string, shown: boolean): void {
  const store = scope.get(chartLegendsStore);
  const selected = withShown(store.getState().selected, name, shown);
  store.setState({ selected });
  void scope.attempt((api) => api.database.postItem(DB_NAMESPACE, DB_KEY_LEGENDS, selected));
}
