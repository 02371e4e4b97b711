// The console: Klipper's responses (seeded from server.gcode_store, then notify_gcode_response),
// the commands sent from here, the command history and the filters (both in Moonraker's database,
// namespace 'printdeck', key 'console'), and the printer's commands for Tab completion.
import { create } from 'zustand';
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
import type { MoonrakerApi } from '../moonraker/api';
import { registerPrinterStore } from './printer-scoped';
import {
  getApi,
  klippyCommand,
  onKlippyReady,
  onServerNotification,
  onSocketReady,
} from './session';
import { reportError } from './session-report';
import { DB_NAMESPACE } from './settings';
import { whenLoadedLate } from './late-load';

export const DB_KEY_CONSOLE = 'console';
/**
 * New responses reach the view at most this often, like status updates (spec §9: throttled to 1 s);
 * a print can send many a second. The user's own commands show at once.
 */
export const CONSOLE_FLUSH_MS = 1000;

interface ConsoleState {
  lines: ConsoleLine[];
  /** Sent commands, oldest first (20 at most). */
  history: string[];
  filters: ConsoleFilter[];
  /** printer.gcode.help: command → help text. */
  help: Record<string, string>;
  /** The command names, upper case, sorted. */
  commands: string[];
}

const initial: ConsoleState = { lines: [], history: [], filters: [], help: {}, commands: [] };

export const useConsole = create<ConsoleState>(() => ({ ...initial }));

let nextId = 1;
let pending: ConsoleLine[] = [];
let flushTimer: ReturnType<typeof setTimeout> | null = null;
let generation = 0;

function line(message: string, type: 'command' | 'response', time = Date.now() / 1000) {
  return { id: nextId++, message, time, kind: lineKind(type, message) };
}

/** Apply the buffered responses now. */
export function flushConsole(): void {
  if (flushTimer !== null) clearTimeout(flushTimer);
  flushTimer = null;
  if (pending.length === 0) return;
  const added = pending;
  pending = [];
  useConsole.setState((s) => ({ lines: appendLines(s.lines, added) }));
}

/** Add a line (buffered: the view gets new lines at most every CONSOLE_FLUSH_MS). */
export function addConsoleLine(message: string, kind: Exclude<ConsoleKind, 'error'>): void {
  pending.push(line(message, kind));
  if (pending.length > CONSOLE_RETENTION) pending = pending.slice(-CONSOLE_RETENTION);
  flushTimer ??= setTimeout(flushConsole, CONSOLE_FLUSH_MS);
}

/** Seed from the server's G-code store (what was said before this page opened). */
export function seedConsole(items: readonly GcodeStoreItem[]): void {
  pending = [];
  const lines = items.map((item) => line(item.message, item.type, item.time));
  useConsole.setState({ lines: appendLines([], lines) });
}

export function clearConsole(): void {
  pending = [];
  useConsole.setState({ lines: [] });
}

function writeConsoleKey(key: 'commandHistory' | 'consoleFilters', value: unknown): void {
  const api = getApi();
  if (!api) return;
  api.database
    .postItem(DB_NAMESPACE, `${DB_KEY_CONSOLE}.${key}`, value)
    .catch((error: unknown) => reportError(error));
}

/**
 * Send what the user typed: never an empty line; `M112` (any case) is an emergency stop. The
 * command is echoed as a command line and kept in the history. Klipper's own answer (an `!!` line
 * for an error) arrives as a response, so a refused command needs no snackbar.
 */
export async function sendConsoleCommand(input: string): Promise<void> {
  const command = commandToSend(input);
  if (command === null) return;
  const history = pushHistory(useConsole.getState().history, command);
  useConsole.setState({ history });
  writeConsoleKey('commandHistory', history);
  addConsoleLine(command, 'command');
  flushConsole();
  if (isEmergencyStop(command)) {
    await klippyCommand('emergencyStop');
    return;
  }
  const api = getApi();
  if (!api) return;
  try {
    await api.printer.gcodeScript(command);
  } catch (error) {
    // Klipper's error is already in the console as an '!!' line; report only other failures.
    if (error instanceof MoonrakerError && error.code === 400) return;
    reportError(error);
  }
}

/** Store the filters (Settings › Console edits them); saved at once. */
export function setConsoleFilters(filters: ConsoleFilter[]): void {
  useConsole.setState({ filters });
  writeConsoleKey('consoleFilters', filters);
}

/** Add a filter, or replace the one with its id. */
export function saveConsoleFilter(filter: ConsoleFilter): void {
  setConsoleFilters(upsertById(useConsole.getState().filters, filter));
}

export function removeConsoleFilter(id: string): void {
  setConsoleFilters(removeById(useConsole.getState().filters, id));
}

async function loadServerSide(api: MoonrakerApi): Promise<void> {
  const mine = ++generation;
  const [store, stored] = await Promise.all([
    api.server.gcodeStore(CONSOLE_RETENTION).catch(() => null),
    api.database.getItem(DB_NAMESPACE, DB_KEY_CONSOLE).catch(() => null),
  ]);
  if (mine !== generation) return;
  if (store) seedConsole(store.gcode_store);
  const value = (stored?.value ?? {}) as Record<string, unknown>;
  useConsole.setState({
    history: parseHistory(value.commandHistory),
    filters: parseFilters(value.consoleFilters),
  });
}

async function loadHelp(api: MoonrakerApi): Promise<void> {
  const mine = generation;
  const help = await api.printer.gcodeHelp().catch(() => null);
  if (!help || mine !== generation) return;
  const upper: Record<string, string> = {};
  for (const [name, text] of Object.entries(help)) upper[name.toUpperCase()] = text;
  useConsole.setState({ help: upper, commands: Object.keys(upper).sort() });
}

onSocketReady((api) => void loadServerSide(api));
onKlippyReady((api) => void loadHelp(api));
// This module loads with the first view that shows the console, maybe after the socket opened.
whenLoadedLate(loadServerSide, loadHelp);
onServerNotification('notify_gcode_response', (params) => {
  const message = params[0];
  if (typeof message === 'string') addConsoleLine(message, 'response');
});

registerPrinterStore('console', () => {
  generation++;
  pending = [];
  if (flushTimer !== null) clearTimeout(flushTimer);
  flushTimer = null;
  useConsole.setState({ ...initial });
});
