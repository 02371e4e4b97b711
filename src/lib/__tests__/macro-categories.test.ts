import { describe, expect, it } from 'vitest';
import {
  addCategory,
  categoryMacros,
  categoryNameError,
  categorySummaries,
  macroDescription,
  macroGroups,
  newCategoryId,
  patchMacros,
  removeCategory,
  renameCategory,
  setExpanded,
} from '../macro-categories';
import type { Macro, MacroCategory, MacroSetting } from '../macros';

const cats: MacroCategory[] = [
  { id: 'a', name: 'Cleaning' },
  { id: 'b', name: 'Start/End' },
];

const macro = (name: string, categoryId = '0', visible = true): Macro => ({
  name,
  label: name,
  description: '',
  params: [],
  color: '',
  disabledWhilePrinting: false,
  categoryId,
  visible,
});

const setting = (name: string, categoryId = ''): MacroSetting => ({
  name,
  alias: '',
  visible: true,
  disabledWhilePrinting: false,
  color: '',
  categoryId,
});

describe('categoryNameError', () => {
  it.each([
    ['', undefined, 'required'],
    ['   ', undefined, 'required'],
    ['Heating', undefined, null],
    ['cleaning', undefined, 'alreadyExists'],
    [' CLEANING ', undefined, 'alreadyExists'],
    ['Cleaning', 'a', null], // renaming a category to its own name
    ['cleaning', 'b', 'alreadyExists'],
  ] as const)('%j (except %s) → %s', (name, except, error) =>
    expect(categoryNameError(name, cats, except)).toBe(error),
  );
});

describe('newCategoryId', () => {
  it.each([
    ['x', 'x'],
    ['a', 'a-1'],
    ['0', '0-1'],
  ])('%s → %s', (seed, id) => expect(newCategoryId(cats, seed)).toBe(id));
});

describe('add, rename, remove', () => {
  it('adds with a trimmed name, at the end', () =>
    expect(addCategory(cats, 'c', ' Heat ')).toEqual([...cats, { id: 'c', name: 'Heat' }]));

  it('renames only the one', () =>
    expect(renameCategory(cats, 'b', 'Start')).toEqual([cats[0], { id: 'b', name: 'Start' }]));

  it('removes one and unassigns its macros', () => {
    const stored = [setting('x', 'a'), setting('y', 'b'), setting('z')];
    const next = removeCategory({ stored, categories: cats }, 'a');
    expect(next.categories).toEqual([cats[1]]);
    expect(next.stored.map((s) => s.categoryId)).toEqual(['', 'b', '']);
    expect(next.stored[1]).toBe(stored[1]);
  });
});

describe('categorySummaries', () => {
  it('Uncategorized first, then the categories, with their counts', () =>
    expect(
      categorySummaries(
        [macro('A', 'a'), macro('B', 'a', false), macro('C'), macro('D', '0', false)],
        cats,
      ),
    ).toEqual([
      { id: '0', name: '', count: 2, visible: 1 },
      { id: 'a', name: 'Cleaning', count: 2, visible: 1 },
      { id: 'b', name: 'Start/End', count: 0, visible: 0 },
    ]));
});

describe('macroGroups', () => {
  it.each([
    ['no categories used: no groups', [macro('A'), macro('B')], []],
    ['only hidden ones in a category: no groups', [macro('A'), macro('B', 'a', false)], []],
    [
      'categories in order, Uncategorized last, empty ones left out',
      [macro('A'), macro('B', 'b'), macro('C', 'b'), macro('D', 'a', false)],
      [
        ['b', ['B', 'C']],
        ['0', ['A']],
      ],
    ],
  ] as const)('%s', (_, macros, groups) =>
    expect(macroGroups(macros, cats).map((g) => [g.id, g.macros.map((m) => m.name)])).toEqual(
      groups,
    ),
  );
});

describe('categoryMacros', () => {
  const all = [macro('PURGE', 'a'), macro('CLEAN_NOZZLE', 'a'), macro('PARK'), macro('NOZZLE_X')];
  it.each([
    ['a', '', ['CLEAN_NOZZLE', 'PURGE']],
    ['a', 'nozzle', ['CLEAN_NOZZLE']],
    ['a', ' PUR ', ['PURGE']],
    ['0', 'z', ['NOZZLE_X']],
    ['b', '', []],
  ] as const)('category %s, search %j', (id, query, names) =>
    expect(categoryMacros(all, id, query).map((m) => m.name)).toEqual(names),
  );
});

describe('macroDescription', () => {
  it.each([
    ['G-Code macro', ''],
    ['Clean the nozzle', 'Clean the nozzle'],
    ['', ''],
  ])('%j → %j', (text, shown) => expect(macroDescription(text)).toBe(shown));
});

describe('patchMacros', () => {
  it('patches stored ones and adds the others with defaults', () => {
    const stored = [setting('a'), setting('b')];
    const next = patchMacros(stored, ['B', 'C'], { visible: false });
    expect(next.map((s) => [s.name, s.visible])).toEqual([
      ['a', true],
      ['b', false],
      ['c', false],
    ]);
    expect(next[0]).toBe(stored[0]);
    expect(next[2]).toEqual({ ...setting('c'), visible: false });
  });
});

describe('setExpanded', () => {
  it.each([
    [[], 'a', true, ['a']],
    [['a'], 'a', true, ['a']],
    [['a', 'b'], 'a', false, ['b']],
    [['b'], 'a', false, ['b']],
  ] as const)('%j %s %s → %j', (expanded, id, open, next) =>
    expect(setExpanded(expanded, id, open)).toEqual(next),
  );
});
