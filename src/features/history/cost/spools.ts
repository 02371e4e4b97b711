// The Spoolman spools the history's costs are priced from, per printer: read through Moonraker's
// proxy when a job names a spool not read yet (archived ones too: a job's spool may have been used
// up since). While Spoolman is away the read fails quietly and those jobs' costs stay unknown until
// the history is opened again or its jobs change.
import { createStore } from 'zustand';
import { spoolmanCalls } from '../../../moonraker/spoolman-calls';
import type { CostSpool } from '../../../lib/print-cost';
import { boundStore } from '../../../state/scope/bound';
import type { PrinterScope } from '../../../state/scope/printer-scope';
import { scopedStore } from '../../../state/scope/scoped-store';

export interface SpoolPrices {
  spools: ReadonlyMap<number, CostSpool>;
  /** Ids asked for by the last read (found or not), so a missing spool is not read again and again. */
  asked: ReadonlySet<number>;
  loading: boolean;
}

export const spoolPricesStore = scopedStore('history-spool-prices', () =>
  createStore<SpoolPrices>(() => ({ spools: new Map(), asked: new Set(), loading: false })),
);

export const useSpoolPrices = boundStore(spoolPricesStore);

/** Reads the spools when `ids` names one not asked for yet. */
export async function ensureSpools(scope: PrinterScope, ids: readonly number[]): Promise<void> {
  const store = scope.get(spoolPricesStore);
  const state = store.getState();
  if (state.loading || ids.every((id) => state.asked.has(id))) return;
  const api = scope.api;
  if (!api) return;
  store.setState({ loading: true });
  try {
    const list = await spoolmanCalls(api).spools({ allowArchived: true });
    store.setState({
      spools: new Map(list.map((spool) => [spool.id, spool])),
      asked: new Set([...ids, ...list.map((spool) => spool.id)]),
      loading: false,
    });
  } catch {
    // Spoolman unreachable: the costs stay unknown until the history is shown again or changes.
    store.setState({ loading: false });
  }
}
