// Which farm tiles show and in what order: sort by name, state or time left; filter by state group
// and tag; search by name. Pure.
import { hasJob, needsAttention, TILE_STATES, type TileState } from './tile-state';

export interface TileSummary {
  id: string;
  name: string;
  state: TileState;
  tags: readonly string[];
  /** Seconds left of the print, null when not known. */
  remainingS: number | null;
}

export type SortKey = 'name' | 'state' | 'remaining';
export type StateFilter = 'all' | 'attention' | 'printing' | 'idle' | 'offline';

export interface TileQuery {
  sort: SortKey;
  state: StateFilter;
  /** Only tiles with this tag (any case); null: any. */
  tag: string | null;
  /** Part of the name (any case, accents ignored); '' or blanks: any. */
  search: string;
}

export const SORT_KEYS: readonly SortKey[] = ['name', 'state', 'remaining'];
export const STATE_FILTERS: readonly StateFilter[] = [
  'all',
  'attention',
  'printing',
  'idle',
  'offline',
];

export const DEFAULT_QUERY: TileQuery = { sort: 'name', state: 'all', tag: null, search: '' };

export function isSortKey(value: unknown): value is SortKey {
  return SORT_KEYS.includes(value as SortKey);
}

export function isStateFilter(value: unknown): value is StateFilter {
  return STATE_FILTERS.includes(value as StateFilter);
}

/**
 * The state groups of the filter. 'printing', 'idle' and 'offline' split every state between them:
 * - printing: the printer is occupied — printing, paused (the job still holds it), busy (homing,
 *   heating, a macro running without a print);
 * - idle: it can take a job — ready, complete, cancelled;
 * - offline: it cannot be used from here now — disconnected, login, starting (still connecting),
 *   shutdown and error (Klipper halted, or a print failed: either way it wants a look first).
 * 'attention' is needsAttention (error, shutdown, paused, complete, disconnected, login).
 */
export const FILTER_STATES: Readonly<
  Record<Exclude<StateFilter, 'all' | 'attention'>, readonly TileState[]>
> = {
  printing: ['printing', 'paused', 'busy'],
  idle: ['ready', 'complete', 'cancelled'],
  offline: ['disconnected', 'login', 'starting', 'shutdown', 'error'],
};

export function matchesFilter(state: TileState, filter: StateFilter): boolean {
  if (filter === 'attention') return needsAttention(state);
  if (filter === 'all' || !(filter in FILTER_STATES)) return true;
  return FILTER_STATES[filter].includes(state);
}

/**
 * The order of the 'state' sort: the states that need a hand first, the most pressing first — a
 * stopped printer (error, shutdown), a print on hold (paused), a printer out of reach
 * (disconnected, login), a finished print (complete) — then the others: printing, busy, starting,
 * cancelled, ready.
 */
export const STATE_ORDER: readonly TileState[] = TILE_STATES;

const rank = (state: TileState): number => {
  const at = STATE_ORDER.indexOf(state);
  return at < 0 ? STATE_ORDER.length : at;
};

/** Names compared as people read them: any case, accents second, numbers by value ("2" < "10"). */
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

export function compareNames(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

function byName(a: TileSummary, b: TileSummary): number {
  return compareNames(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

const knownTime = (value: number | null): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** 0: a print with a known time left; 1: a print whose time is not known; 2: no print. */
function remainingGroup(tile: TileSummary): number {
  if (!hasJob(tile.state)) return 2;
  return knownTime(tile.remainingS) ? 0 : 1;
}

const COMPARE: Record<SortKey, (a: TileSummary, b: TileSummary) => number> = {
  name: byName,
  state: (a, b) => rank(a.state) - rank(b.state) || byName(a, b),
  remaining: (a, b) => {
    const group = remainingGroup(a) - remainingGroup(b);
    if (group !== 0) return group;
    if (remainingGroup(a) === 0)
      return (a.remainingS as number) - (b.remainingS as number) || byName(a, b);
    return byName(a, b);
  },
};

/** Lower case without accents or compatibility forms: "Prúša Ｍk4" → "prusa mk4". */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Tags compare trimmed, in any case. */
const foldCase = (text: string): string => text.trim().toLowerCase();

function hasTag(tile: TileSummary, tag: string): boolean {
  const wanted = foldCase(tag);
  return tile.tags.some((t) => foldCase(t) === wanted);
}

/** The tiles the query shows, in its order (a new array; the input is left as it is). */
export function visibleTiles<T extends TileSummary>(tiles: readonly T[], query: TileQuery): T[] {
  const search = foldText(query.search.trim());
  const tag = query.tag !== null && query.tag.trim() !== '' ? query.tag : null;
  const compare = COMPARE[query.sort] ?? byName;
  return tiles
    .filter(
      (tile) =>
        matchesFilter(tile.state, query.state) &&
        (tag === null || hasTag(tile, tag)) &&
        (search === '' || foldText(tile.name).includes(search)),
    )
    .sort(compare);
}

/** Every tag of the tiles once (any case: the first spelling met), sorted by name; blanks left out. */
export function allTags(tiles: readonly TileSummary[]): string[] {
  const seen = new Map<string, string>();
  for (const tile of tiles) {
    for (const raw of tile.tags) {
      const tag = raw.trim();
      if (tag === '') continue;
      const key = foldCase(tag);
      if (!seen.has(key)) seen.set(key, tag);
    }
  }
  return [...seen.values()].sort(compareNames);
}
