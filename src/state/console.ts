// The console: Klipper's responses (seeded from server.gcode_store, then notify_gcode_response),
// the commands sent from here, the command history and the filters (both in Moonraker's database,
// namespace 'printdeck', key 'console'), and the printer's commands for Tab completion. One console
// per printer: loaded at each connect, its responses buffered until the next flush.
import { createStore, type StoreApi } from 'zustand';
import type { GcodeStoreItem } from '../../protocol/methods';
import {
  appendLines,
  commandToSend,
  CONSOLE_RETENTION,
  isEmergencyStop,
  lineKind,
  parseFilters,
  parseHistory,
  pushHistory,
  type ConsoleFilter,
  type ConsoleKind,
  type ConsoleLine,
} from '../lib/console';
import { removeById, upsertById } from '../lib/entries';
import { MoonrakerError } from '../moonraker/errors';
import { boundStore } from './scope/bound';
import type { PrinterScope } from './scope/printer-scope';
import type { Live } from './scope/scope-events';
import { scopedStore } from './scope/scoped-store';
import { DB_NAMESPACE } from './settings';

export const DB_KEY_CONSOLE = 'console';
/**
 * New responses reach the view at most this often, like status updates (spec §9: throttled to 1 s);
 * a print can send many a second. The user's own commands show at once.
 */
export const CONSOLE_FLUSH_MS = 1000;

export interface ConsoleState {
  lines: ConsoleLine[];
  /** Sent commands, oldest first (20 at most). */
  history: string[];
  filters: ConsoleFilter[];
  /** printer.gcode.help: command → help text. */
  help: Record<string, string>;
  /** The command line's unsent text: kept here so it outlives the view (a dropped socket). */
  draft: string;
  /** The command names, upper case, sorted. */
  commands: string[];
}

const initial: ConsoleState = {
  lines: [],
  history: [],
  filters: [],
  help: {},
  draft: '',
  commands: [],
};

/** One printer's console: its store, and the responses waiting for the next flush. */
interface ConsoleFeed {
  store: StoreApi<ConsoleState>;
  /** Add a line (buffered: the view gets new lines at most every CONSOLE_FLUSH_MS). */
  add(message: string, kind: Exclude<ConsoleKind, 'error'>): void;
  /** Apply the buffered responses now. */
  flush(): void;
  /** The id the next line gets (lines from this one on are newer than a load begun now). */
  mark(): number;
  /**
   * Replace the lines with the server's G-code store; lines added here since `since` (a command
   * typed while the store was being read) stay after them.
   */
  seed(items: readonly GcodeStoreItem[], since?: number): void;
  clear(): void;
  /** How many times the user changed the history or the filters here (a read begun before loses). */
  edits: Record<StoredKey, number>;
}

type StoredKey = 'commandHistory' | 'consoleFilters';

async function loadServerSide(feed: ConsoleFeed, live: Live): Promise<void> {
  const since = feed.mark();
  const edits = { ...feed.edits };
  const [store, stored] = await Promise.all([
    live.api.server.gcodeStore(CONSOLE_RETENTION).catch(() => null),
    live.api.database.getItem(DB_NAMESPACE, DB_KEY_CONSOLE).catch(() => null),
  ]);
  if (!live.alive()) return;
  if (store) feed.seed(store.gcode_store, since);
  const value = (stored?.value ?? {}) as Record<string, unknown>;
  // What the user changed while the database was being read is newer than its answer.
  const fresh = (key: StoredKey) => feed.edits[key] === edits[key];
  feed.store.setState({
    ...(fresh('commandHistory') && { history: parseHistory(value.commandHistory) }),
    ...(fresh('consoleFilters') && { filters: parseFilters(value.consoleFilters) }),
  });
}

async function loadHelp(store: StoreApi<ConsoleState>, live: Live): Promise<void> {
  const help = await live.api.printer.gcodeHelp().catch(() => null);
  if (!help || !live.alive()) return;
  const upper: Record<string, string> = {};
  for (const [name, text] of Object.entries(help)) upper[name.toUpperCase()] = text;
  store.setState({ help: upper, commands: Object.keys(upper).sort() });
}

const consoleFeed = scopedStore('console-feed', (scope): ConsoleFeed => {
  const store = createStore<ConsoleState>(() => ({ ...initial }));
  let nextId = 1;
  let pending: ConsoleLine[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | null = null;

  const line = (message: string, type: 'command' | 'response', time = Date.now() / 1000) => ({
    id: nextId++,
    message,
    time,
    kind: lineKind(type, message),
  });

  const feed: ConsoleFeed = {
    store,
    flush() {
      if (flushTimer !== null) clearTimeout(flushTimer);
      flushTimer = null;
      if (pending.length === 0) return;
      const added = pending;
      pending = [];
      store.setState((s) => ({ lines: appendLines(s.lines, added) }));
    },
    add(message, kind) {
      pending.push(line(message, kind));
      if (pending.length > CONSOLE_RETENTION) pending = pending.slice(-CONSOLE_RETENTION);
      flushTimer ??= setTimeout(feed.flush, CONSOLE_FLUSH_MS);
    },
    mark: () => nextId,
    seed(items, since = nextId) {
      const newer = [...store.getState().lines, ...pending].filter((l) => l.id >= since);
      pending = [];
      const lines = items.map((item) => line(item.message, item.type, item.time));
      store.setState({ lines: appendLines([], [...lines, ...newer]) });
    },
    clear() {
      pending = [];
      store.setState({ lines: [] });
    },
    edits: { commandHistory: 0, consoleFilters: 0 },
  };

  scope.events.onSocketReady((live) => void loadServerSide(feed, live));
  scope.events.onKlippyReady((live) => void loadHelp(store, live));
  scope.events.onNotification('notify_gcode_response', (params) => {
    const message = params[0];
    if (typeof message === 'string') feed.add(message, 'response');
  });
  scope.onClose(() => {
    if (flushTimer !== null) clearTimeout(flushTimer);
    flushTimer = null;
    pending = [];
  });
  return feed;
});

/** The console store of a printer (its lines, history, filters and commands). */
export const consoleStore = scopedStore('console', (scope) => scope.get(consoleFeed).store);

export const useConsole = boundStore(consoleStore);

/** Apply the buffered responses of the printer of `scope` now. */
export function flushConsole(scope: PrinterScope): void {
  scope.get(consoleFeed).flush();
}

/** Add a line (buffered: the view gets new lines at most every CONSOLE_FLUSH_MS). */
export function addConsoleLine(
  scope: PrinterScope,
  message: string,
  kind: Exclude<ConsoleKind, 'error'>,
): void {
  scope.get(consoleFeed).add(message, kind);
}

/** Seed from the server's G-code store (what was said before this page opened). */
export function seedConsole(scope: PrinterScope, items: readonly GcodeStoreItem[]): void {
  scope.get(consoleFeed).seed(items);
}

export function clearConsole(scope: PrinterScope): void {
  scope.get(consoleFeed).clear();
}

function writeConsoleKey(scope: PrinterScope, key: StoredKey, value: unknown): void {
  scope.get(consoleFeed).edits[key] += 1;
  void scope.attempt((api) =>
    api.database.postItem(DB_NAMESPACE, `${DB_KEY_CONSOLE}.${key}`, value),
  );
}

/**
 * Send what the user typed to the printer of `scope`: never an empty line; `M112` (any case) is an
 * emergency stop. The command is echoed as a command line and kept in the history. Klipper's own
 * answer (an `!!` line for an error) arrives as a response, so a refused command needs no snackbar.
 */
export async function sendConsoleCommand(scope: PrinterScope, input: string): Promise<void> {
  const command = commandToSend(input);
  if (command === null) return;
  const store = scope.get(consoleStore);
  const history = pushHistory(store.getState().history, command);
  store.setState({ history });
  writeConsoleKey(scope, 'commandHistory', history);
  addConsoleLine(scope, command, 'command');
  flushConsole(scope);
  const api = scope.api;
  if (!api) return;
  if (isEmergencyStop(command)) {
    await scope.session.klippyCommand('emergencyStop');
    return;
  }
  try {
    await api.printer.gcodeScript(command);
  } catch (error) {
    // Klipper's error is already in the console as an '!!' line; report only other failures.
    if (error instanceof MoonrakerError && error.code === 400) return;
    if (!scope.isClosed) scope.session.report(error);
  }
}

/** Store the filters (Settings › Console edits them); saved at once. */
export function setConsoleFilters(scope: PrinterScope, filters: ConsoleFilter[]): void {
  scope.get(consoleStore).setState({ filters });
  writeConsoleKey(scope, 'consoleFilters', filters);
}

/** Add a filter, or replace the one with its id. */
export function saveConsoleFilter(scope: PrinterScope, filter: ConsoleFilter): void {
  setConsoleFilters(scope, upsertById(scope.get(consoleStore).getState().filters, filter));
}

export function removeConsoleFilter(scope: PrinterScope, id: string): void {
  setConsoleFilters(scope, removeById(scope.get(consoleStore).getState().filters, id));
}

/** Store the command history (oldest first) as it is, e.g. merged with another dashboard's. */
export function setCommandHistory(scope: PrinterScope, history: string[]): void {
  scope.get(consoleStore).setState({ history });
  writeConsoleKey(scope, 'commandHistory', history);
}
