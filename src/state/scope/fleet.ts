// The light scopes of printers other than the chosen one, shared by every view that shows them:
// the farm's tile and the alert watcher of one printer use one scope, one socket and one
// subscription registry (each view adds only the objects it shows). A scope stays open while a
// view holds it and a moment longer, so a page change that unmounts and remounts its views does
// not reconnect; then it is closed with everything in it.
import { create } from 'zustand';
import { createStatusClock, type StatusClock } from '../status-clock';
import { keepAsking, NO_ANSWER_RETRY_MS } from './keep-asking';
import { PrinterScope } from './printer-scope';

/** How long a scope nobody holds stays open (a view that comes back finds it connected). */
export const FLEET_LINGER_MS = 3000;
/** A printer that gave no answer to the API check (off, or not answering) is asked this often. */
export const FLEET_RETRY_MS = NO_ANSWER_RETRY_MS;

interface FleetEntry {
  scope: PrinterScope;
  holders: number;
  closeTimer: ReturnType<typeof setTimeout> | null;
}

interface FleetState {
  entries: Readonly<Record<string, FleetEntry>>;
  /** The clock the fleet's scopes flush their status on, so their changes render together. */
  clock: StatusClock;
}

/** App state: which printers have a light scope open, by API address. */
export const useFleet = create<FleetState>(() => ({ entries: {}, clock: createStatusClock() }));

/** The light scope of the printer at `apiUrl`, opened and connected on its first holder. */
export function holdFleetScope(apiUrl: string): PrinterScope {
  const existing = useFleet.getState().entries[apiUrl];
  if (existing && !existing.scope.isClosed) {
    if (existing.closeTimer) clearTimeout(existing.closeTimer);
    const entry = { ...existing, holders: existing.holders + 1, closeTimer: null };
    useFleet.setState((s) => ({ entries: { ...s.entries, [apiUrl]: entry } }));
    return entry.scope;
  }
  const scope = new PrinterScope({ apiUrl, light: true, clock: useFleet.getState().clock });
  useFleet.setState((s) => ({
    entries: { ...s.entries, [apiUrl]: { scope, holders: 1, closeTimer: null } },
  }));
  void scope.session.connect();
  keepAsking(scope);
  return scope;
}

/** One holder of `scope` lets go; the last one closes it after FLEET_LINGER_MS. */
export function releaseFleetScope(scope: PrinterScope): void {
  const entry = useFleet.getState().entries[scope.apiUrl];
  if (!entry || entry.scope !== scope) {
    scope.close();
    return;
  }
  const holders = entry.holders - 1;
  const closeTimer = holders > 0 ? null : setTimeout(() => dropFleetScope(scope), FLEET_LINGER_MS);
  useFleet.setState((s) => ({
    entries: { ...s.entries, [scope.apiUrl]: { ...entry, holders, closeTimer } },
  }));
}

/** Closes `scope` now if nobody holds it (the timer's end, or a printer removed from the list). */
function dropFleetScope(scope: PrinterScope): void {
  const entry = useFleet.getState().entries[scope.apiUrl];
  if (entry?.scope !== scope || entry.holders > 0) return;
  useFleet.setState((s) => {
    const entries = { ...s.entries };
    delete entries[scope.apiUrl];
    return { entries };
  });
  scope.close();
}

/** Closes every fleet scope (tests, and a page that unloads). */
export function closeFleet(): void {
  const { entries } = useFleet.getState();
  useFleet.setState({ entries: {} });
  for (const entry of Object.values(entries)) {
    if (entry.closeTimer) clearTimeout(entry.closeTimer);
    entry.scope.close();
  }
}
