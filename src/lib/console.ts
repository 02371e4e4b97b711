// Console rules (spec part 1 §2 Console, §9): what a line is, which lines the filters hide, the
// command history and Tab completion. Pure: the console store and its views use these.

/** Lines kept in the console (spec §9: console history retention). */
export const CONSOLE_RETENTION = 1000;
/** Commands kept in the command history (spec §9). */
export const COMMAND_HISTORY_SIZE = 20;

/** How a line is shown: what the user sent, an error (`!!`), or anything else Klipper said. */
export type ConsoleKind = 'command' | 'error' | 'response';

export interface ConsoleLine {
  /** Unique, increasing: the list's key. */
  id: number;
  message: string;
  /** Seconds since the epoch, as Moonraker reports it. */
  time: number;
  kind: ConsoleKind;
}

/** The kind of a line from the gcode store or a notify_gcode_response. */
export function lineKind(type: 'command' | 'response', message: string): ConsoleKind {
  if (type === 'command') return 'command';
  return message.startsWith('!!') ? 'error' : 'response';
}

/** Append lines, keeping the newest `limit`. */
export function appendLines(
  lines: readonly ConsoleLine[],
  added: readonly ConsoleLine[],
  limit = CONSOLE_RETENTION,
): ConsoleLine[] {
  const all = added.length === 0 ? [...lines] : [...lines, ...added];
  return all.length > limit ? all.slice(all.length - limit) : all;
}

// ---------------------------------------------------------------------------------------------
// Filters

/** Spec part 2 §3 'Console filter': contains, startsWith, expression. */
export type ConsoleFilterType = 'contains' | 'startsWith' | 'expression';

/** A user's console filter (stored in the database under console.consoleFilters). */
export interface ConsoleFilter {
  id: string;
  name: string;
  enabled: boolean;
  type: ConsoleFilterType;
  /** One pattern per line; a line matching any of them is hidden. */
  value: string;
}

export const FILTER_TYPES: readonly ConsoleFilterType[] = ['contains', 'startsWith', 'expression'];

/** The stored type, including the names earlier versions wrote ('starts-with', 'regex'). */
const TYPE_NAMES: Readonly<Record<string, ConsoleFilterType>> = {
  contains: 'contains',
  startsWith: 'startsWith',
  'starts-with': 'startsWith',
  expression: 'expression',
  regex: 'expression',
};

/** The filters in what the database holds, ignoring anything malformed. */
export function parseFilters(stored: unknown): ConsoleFilter[] {
  const list = Array.isArray(stored)
    ? stored
    : stored && typeof stored === 'object'
      ? Object.values(stored)
      : [];
  const filters: ConsoleFilter[] = [];
  list.forEach((item: unknown, index) => {
    if (!item || typeof item !== 'object') return;
    const f = item as Record<string, unknown>;
    if (typeof f.value !== 'string') return;
    const type = (typeof f.type === 'string' ? TYPE_NAMES[f.type] : undefined) ?? 'contains';
    filters.push({
      id: typeof f.id === 'string' ? f.id : String(index),
      name: typeof f.name === 'string' ? f.name : '',
      enabled: f.enabled !== false,
      type,
      value: f.value,
    });
  });
  return filters;
}

/**
 * Klipper's temperature reports while M109 / M190 / TEMPERATURE_WAIT wait, e.g.
 * `T:205.1 /210.0 B:60.0 /60.0` or `ok T:...` (spec: general.hideTempWaits).
 */
export const TEMP_WAIT_RE = /^(?:ok\s+)?(?:[TB]\d*:-?\d+(?:\.\d+)?(?:\s*\/-?\d+(?:\.\d+)?)?\s*)+$/i;

export function isTempWait(message: string): boolean {
  return TEMP_WAIT_RE.test(message.trim());
}

/** One compiled rule: true hides the line. */
type Rule = (message: string) => boolean;

function compileOne(filter: ConsoleFilter): Rule[] {
  const patterns = filter.value
    .split('\n')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  return patterns.flatMap((pattern): Rule[] => {
    if (filter.type === 'contains') return [(m) => m.includes(pattern)];
    if (filter.type === 'startsWith') return [(m) => m.startsWith(pattern)];
    try {
      const re = new RegExp(pattern);
      return [(m) => re.test(m)];
    } catch {
      return []; // an invalid expression hides nothing
    }
  });
}

/**
 * One function that says whether a line is hidden: by any enabled filter, or (hideTempWaits) as a
 * temperature-wait report. Commands the user typed are never hidden.
 */
export function compileFilters(
  filters: readonly ConsoleFilter[],
  hideTempWaits: boolean,
): (line: Pick<ConsoleLine, 'kind' | 'message'>) => boolean {
  const rules = filters.filter((f) => f.enabled).flatMap(compileOne);
  if (hideTempWaits) rules.push(isTempWait);
  if (rules.length === 0) return () => false;
  return (line) => line.kind !== 'command' && rules.some((rule) => rule(line.message));
}

/** Whether a regular expression compiles (the filter editor marks invalid ones). */
export function isValidRegex(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

/** What the filter dialog edits. */
export interface FilterDraft {
  name: string;
  type: ConsoleFilterType;
  value: string;
}

/** A field's problem, named as the §5 messages (validation.*). */
export type FilterError = 'required' | 'alreadyExists' | 'invalidExpression';

export interface FilterErrors {
  name?: FilterError;
  value?: FilterError;
}

/**
 * Spec part 2 §5 'Console filter': the name is required and unique case-insensitively among the
 * other filters (`editingId` is the one being edited, null for a new one); the value is required,
 * and for an expression every line of it must compile.
 */
export function validateFilter(
  draft: FilterDraft,
  filters: readonly ConsoleFilter[],
  editingId: string | null,
): FilterErrors {
  const errors: FilterErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = 'required';
  else if (
    filters.some((f) => f.id !== editingId && f.name.trim().toLowerCase() === name.toLowerCase())
  )
    errors.name = 'alreadyExists';
  const patterns = draft.value
    .split('\n')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (patterns.length === 0) errors.value = 'required';
  else if (draft.type === 'expression' && !patterns.every(isValidRegex))
    errors.value = 'invalidExpression';
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Command history

/** The history after sending `command`: newest last, no repeat of the last one, at most `size`. */
export function pushHistory(
  history: readonly string[],
  command: string,
  size = COMMAND_HISTORY_SIZE,
): string[] {
  const trimmed = command.trim();
  if (trimmed === '') return [...history];
  const next = history[history.length - 1] === trimmed ? [...history] : [...history, trimmed];
  return next.length > size ? next.slice(next.length - size) : next;
}

/** The history as stored in the database, ignoring anything that is not a string. */
export function parseHistory(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter((c): c is string => typeof c === 'string' && c.trim() !== '')
    .slice(-COMMAND_HISTORY_SIZE);
}

/**
 * Walking the history with the arrow keys. `index` is the position in the history being shown,
 * or null while the user edits a fresh line. Up goes to older commands (stopping at the oldest),
 * down to newer ones and past the newest back to the fresh line (its text restored by the caller).
 */
export function walkHistory(
  history: readonly string[],
  index: number | null,
  direction: 'up' | 'down',
): number | null {
  if (history.length === 0) return null;
  if (direction === 'up') {
    if (index === null) return history.length - 1;
    return Math.max(0, index - 1);
  }
  if (index === null) return null;
  return index + 1 >= history.length ? null : index + 1;
}

// ---------------------------------------------------------------------------------------------
// Completion

export type Completion =
  { kind: 'none' } | { kind: 'fill'; value: string } | { kind: 'list'; matches: string[] };

/**
 * Tab completion of the command being typed against the printer's commands (printer.gcode.help):
 * one match fills the input (with a space after it), several are listed, none does nothing. Only
 * the first word completes; case does not matter.
 */
export function complete(input: string, commands: readonly string[]): Completion {
  const text = input.trimStart();
  if (text === '' || /\s/.test(text)) return { kind: 'none' };
  const prefix = text.toUpperCase();
  const matches = commands
    .filter((c) => c.toUpperCase().startsWith(prefix))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (matches.length === 0) return { kind: 'none' };
  if (matches.length === 1) return { kind: 'fill', value: `${matches[0]} ` };
  return { kind: 'list', matches };
}

// ---------------------------------------------------------------------------------------------
// Sending

/** An emergency stop typed into the console: `M112`, any case (sent as printer.emergency_stop). */
export function isEmergencyStop(command: string): boolean {
  return /^m112$/i.test(command.trim());
}

/** What the line typed sends, or null (never an empty command). */
export function commandToSend(input: string): string | null {
  const command = input.trim();
  return command === '' ? null : command;
}

// ---------------------------------------------------------------------------------------------
// Command names in help output

export type Segment = { text: string; command?: undefined } | { text: string; command: string };

/**
 * A response split so that command names the printer knows become clickable: the name at the start
 * of a help line (`// G28: Move to origin`, `SET_FAN_SPEED: ...`). `known` holds upper-case names.
 */
export function commandSegments(message: string, known: ReadonlySet<string>): Segment[] {
  if (known.size === 0) return [{ text: message }];
  const segments: Segment[] = [];
  const lines = message.split('\n');
  lines.forEach((line, i) => {
    const suffix = i < lines.length - 1 ? '\n' : '';
    const m = /^(\/\/ ?)?([A-Za-z_][A-Za-z0-9_]*)(\s*:.*)$/s.exec(line);
    const name = m?.[2];
    if (m && name && known.has(name.toUpperCase())) {
      if (m[1]) segments.push({ text: m[1] });
      segments.push({ text: name, command: name });
      segments.push({ text: `${m[3] ?? ''}${suffix}` });
    } else {
      segments.push({ text: `${line}${suffix}` });
    }
  });
  // merge neighbouring plain segments
  return segments.reduce<Segment[]>((out, s) => {
    const last = out[out.length - 1];
    if (last && last.command === undefined && s.command === undefined) {
      out[out.length - 1] = { text: last.text + s.text };
    } else out.push(s);
    return out;
  }, []);
}
