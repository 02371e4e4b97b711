import { describe, expect, it } from 'vitest';
import {
  allTags,
  DEFAULT_QUERY,
  FILTER_STATES,
  foldText,
  isSortKey,
  isStateFilter,
  matchesFilter,
  STATE_ORDER,
  visibleTiles,
  type StateFilter,
  type TileQuery,
  type TileSummary,
} from '../tile-list';
import { needsAttention, TILE_STATES, type TileState } from '../tile-state';

const tile = (
  id: string,
  state: TileState = 'ready',
  remainingS: number | null = null,
  tags: string[] = [],
  name = id,
): TileSummary => ({ id, name, state, tags, remainingS });

const query = (over: Partial<TileQuery>): TileQuery => ({ ...DEFAULT_QUERY, ...over });
const ids = (tiles: readonly TileSummary[]) => tiles.map((t) => t.id);

describe('visibleTiles: sort by name', () => {
  const cases: [string, string[], string[]][] = [
    [
      'numbers by value',
      ['Printer 10', 'Printer 2', 'Printer 1'],
      ['Printer 1', 'Printer 2', 'Printer 10'],
    ],
    ['any case', ['beta', 'Alpha', 'gamma'], ['Alpha', 'beta', 'gamma']],
    ['accents beside their letter', ['Zeta', 'Élan', 'Eagle'], ['Eagle', 'Élan', 'Zeta']],
    ['same name: by id', ['Voron', 'Voron'], ['Voron', 'Voron']],
    ['empty list', [], []],
  ];
  it.each(cases)('%s', (_label, names, wanted) => {
    const tiles = names.map((name, i) => tile(`p${i}`, 'ready', null, [], name));
    expect(visibleTiles(tiles, query({ sort: 'name' })).map((t) => t.name)).toEqual(wanted);
  });
  it('ties on the name keep a fixed order (by id), whatever the input order', () => {
    const a = tile('b-id', 'ready', null, [], 'Same');
    const b = tile('a-id', 'ready', null, [], 'same');
    expect(ids(visibleTiles([a, b], query({})))).toEqual(ids(visibleTiles([b, a], query({}))));
  });
  it('leaves the input as it was and keeps the callers’ own fields', () => {
    const input = [
      { ...tile('b'), extra: 2 },
      { ...tile('a'), extra: 1 },
    ];
    const out = visibleTiles(input, query({}));
    expect(ids(input)).toEqual(['b', 'a']);
    expect(out.map((t) => t.extra)).toEqual([1, 2]);
  });
});

describe('visibleTiles: sort by state', () => {
  it('puts every state in STATE_ORDER, the ones needing a hand first', () => {
    const shuffled = [...TILE_STATES].reverse().map((s) => tile(s, s));
    const sorted = visibleTiles(shuffled, query({ sort: 'state' })).map((t) => t.state);
    expect(sorted).toEqual([...STATE_ORDER]);
    const firstCalm = sorted.findIndex((s) => !needsAttention(s));
    expect(sorted.slice(0, firstCalm).every(needsAttention)).toBe(true);
    expect(sorted.slice(firstCalm).some(needsAttention)).toBe(false);
  });
  const cases: [string, TileSummary[], string[]][] = [
    [
      'error before paused before complete',
      [tile('c', 'complete'), tile('p', 'paused'), tile('e', 'error')],
      ['e', 'p', 'c'],
    ],
    ['attention before printing', [tile('a', 'printing'), tile('z', 'disconnected')], ['z', 'a']],
    [
      'same state: by name',
      [tile('Printer 10', 'printing'), tile('Printer 9', 'printing')],
      ['Printer 9', 'Printer 10'],
    ],
  ];
  it.each(cases)('%s', (_label, tiles, wanted) => {
    expect(ids(visibleTiles(tiles, query({ sort: 'state' })))).toEqual(wanted);
  });
});

describe('visibleTiles: sort by time left', () => {
  const cases: [string, TileSummary[], string[]][] = [
    [
      'soonest first',
      [tile('a', 'printing', 600), tile('b', 'printing', 60), tile('c', 'paused', 300)],
      ['b', 'c', 'a'],
    ],
    [
      'unknown time after known ones',
      [tile('a', 'printing', null), tile('b', 'printing', 9999), tile('c', 'paused', Number.NaN)],
      ['b', 'a', 'c'],
    ],
    [
      'negative or infinite time counts as unknown',
      [
        tile('a', 'printing', -5),
        tile('b', 'printing', Number.POSITIVE_INFINITY),
        tile('c', 'printing', 0),
      ],
      ['c', 'a', 'b'],
    ],
    [
      'no print last, even with a time',
      [
        tile('a', 'ready', 1),
        tile('b', 'printing', null),
        tile('c', 'complete', 0),
        tile('d', 'printing', 100),
      ],
      ['d', 'b', 'a', 'c'],
    ],
    [
      'same time: by name',
      [tile('Printer 10', 'printing', 5), tile('Printer 2', 'printing', 5)],
      ['Printer 2', 'Printer 10'],
    ],
  ];
  it.each(cases)('%s', (_label, tiles, wanted) => {
    expect(ids(visibleTiles(tiles, query({ sort: 'remaining' })))).toEqual(wanted);
  });
});

describe('visibleTiles: state filter', () => {
  const every = TILE_STATES.map((s) => tile(s, s));
  const cases: [StateFilter, TileState[]][] = [
    ['all', [...TILE_STATES]],
    ['attention', ['complete', 'disconnected', 'error', 'login', 'paused', 'shutdown']],
    ['printing', ['busy', 'paused', 'printing']],
    ['idle', ['cancelled', 'complete', 'ready']],
    ['offline', ['disconnected', 'error', 'login', 'shutdown', 'starting']],
  ];
  it.each(cases)('%s', (filter, wanted) => {
    expect(ids(visibleTiles(every, query({ state: filter }))).sort()).toEqual([...wanted].sort());
  });
  it('printing, idle and offline hold every state exactly once', () => {
    for (const state of TILE_STATES) {
      const groups = Object.values(FILTER_STATES).filter((g) => g.includes(state));
      expect(groups, state).toHaveLength(1);
    }
  });
  it('an unknown filter word shows everything', () => {
    expect(matchesFilter('ready', 'bogus' as StateFilter)).toBe(true);
  });
});

describe('visibleTiles: tag and search', () => {
  const tiles = [
    tile('a', 'ready', null, ['PLA', 'Left rack'], 'Prusa MK4 #1'),
    tile('b', 'ready', null, ['pla'], 'Voron 2.4'),
    tile('c', 'ready', null, ['PETG'], 'Prúša Mini'),
    tile('d', 'ready', null, [], 'Bambu ＸＬ'),
  ];
  const cases: [string, Partial<TileQuery>, string[]][] = [
    ['tag any case', { tag: 'Pla' }, ['a', 'b']],
    ['tag with blanks around', { tag: ' left RACK ' }, ['a']],
    ['tag nobody has', { tag: 'ABS' }, []],
    ['blank tag: any', { tag: '  ' }, ['a', 'b', 'c', 'd']],
    ['search any case', { search: 'voron' }, ['b']],
    ['search without accents finds accented names', { search: 'prusa' }, ['a', 'c']],
    ['search with accents finds plain names', { search: 'PRŮSA mk' }, ['a']],
    ['search full-width letters', { search: 'xl' }, ['d']],
    ['search part of a word', { search: 'ini' }, ['c']],
    ['search blanks: any', { search: '   ' }, ['a', 'b', 'c', 'd']],
    ['search and tag together', { search: 'prusa', tag: 'petg' }, ['c']],
    ['search and state together', { search: 'prusa', state: 'printing' }, []],
    ['no match', { search: 'ender' }, []],
  ];
  it.each(cases)('%s', (_label, over, wanted) => {
    expect(ids(visibleTiles(tiles, query(over))).sort()).toEqual(wanted);
  });
  it('foldText drops case, accents and compatibility forms', () => {
    expect(foldText('Prúša Ｍk4')).toBe('prusa mk4');
  });
});

describe('allTags', () => {
  const cases: [string, TileSummary[], string[]][] = [
    ['no tiles', [], []],
    ['no tags', [tile('a'), tile('b')], []],
    [
      'once each in any case, first spelling kept, sorted',
      [
        tile('a', 'ready', null, ['PLA', 'rack 10']),
        tile('b', 'ready', null, ['pla', 'Rack 2', 'ABS']),
      ],
      ['ABS', 'PLA', 'Rack 2', 'rack 10'],
    ],
    [
      'blanks trimmed, empty left out',
      [tile('a', 'ready', null, [' PETG ', '', '  ']), tile('b', 'ready', null, ['petg'])],
      ['PETG'],
    ],
  ];
  it.each(cases)('%s', (_label, tiles, wanted) => {
    expect(allTags(tiles)).toEqual(wanted);
  });
});

describe('query words from outside (an address)', () => {
  it.each([
    ['name', true],
    ['remaining', true],
    ['Name', false],
    [undefined, false],
  ])('isSortKey(%s) → %s', (value, wanted) => {
    expect(isSortKey(value)).toBe(wanted);
  });
  it.each([
    ['attention', true],
    ['offline', true],
    ['idle ', false],
    [null, false],
  ])('isStateFilter(%s) → %s', (value, wanted) => {
    expect(isStateFilter(value)).toBe(wanted);
  });
});
