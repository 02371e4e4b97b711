// The import plan over Printdeck's current settings: presets and filters merged by name (a name
// taken replaces Printdeck's and says so), macro settings per macro, categories by name, the
// command history merged, cameras only where there is no camera of that name and room, theme
// colour, move distances and layout replacing Printdeck's when they differ.
import { describe, expect, it } from 'vitest';
import { newCamera } from '../../../../../lib/cameras';
import type { Preset } from '../../../../../lib/presets';
import { buildPlan, mergeHistory, type Current, type Found } from '../plan';

const preset = (id: string, name: string, value = 200): Preset => ({
  id,
  name,
  values: { extruder: { type: 'heater', active: true, value } },
  gcode: '',
});

const current: Current = {
  presets: [preset('a', 'PLA', 205), preset('fluidd-1', 'Other')],
  macros: [
    {
      name: 'pause',
      alias: '',
      visible: true,
      disabledWhilePrinting: false,
      color: '#FF9800',
      categoryId: 'k',
    },
  ],
  categories: [{ id: 'k', name: 'During print' }],
  consoleFilters: [{ id: 'x', name: 'Busy', enabled: true, type: 'contains', value: 'busy' }],
  commandHistory: ['G28', 'M84'],
  cameras: [{ ...newCamera(), id: 'u1', name: 'Main' }],
  primaryColor: '#2196F3',
  moveDistances: [0.1, 1, 10, 25, 50, 100],
  layout: {
    container1: [
      { id: 'status', enabled: true, collapsed: false },
      { id: 'macros', enabled: true, collapsed: false },
    ],
    container2: [{ id: 'console', enabled: true, collapsed: false }],
  },
};

const none: Found = { unsupported: [] };

describe('buildPlan', () => {
  it('merges presets by name: a taken name keeps its id and is named as replaced', () => {
    const plan = buildPlan(
      'fluidd',
      {
        ...none,
        presets: { from: 'p', presets: [preset('1', 'pla', 210), preset('2', 'PETG', 240)] },
      },
      current,
    );
    expect(plan.changes.presets).toEqual([
      preset('a', 'pla', 210),
      preset('fluidd-2', 'PETG', 240),
    ]);
    expect(plan.items).toEqual([
      { kind: 'presets', from: 'p', names: ['pla', 'PETG'], overwrites: ['PLA'], skipped: [] },
    ]);
  });

  it.each([
    {
      what: 'a macro whose settings differ is replaced',
      macro: { color: '#F44336', category: 'During print' },
      overwrites: ['pause'],
      newCategories: [],
    },
    {
      what: 'a macro with the same settings replaces nothing (category matched by name)',
      macro: { color: '#FF9800', category: 'during PRINT' },
      overwrites: [],
      newCategories: [],
    },
    {
      what: 'a category of a new name is added',
      macro: { color: '#FF9800', category: 'Print' },
      overwrites: ['pause'],
      newCategories: ['Print'],
    },
  ])('$what', ({ macro, overwrites, newCategories }) => {
    const found: Found = {
      ...none,
      macros: {
        from: 'macros',
        categories: [macro.category],
        macros: [
          { name: 'pause', alias: '', visible: true, disabledWhilePrinting: false, ...macro },
        ],
      },
    };
    const plan = buildPlan('mainsail', found, current);
    expect(plan.items.find((i) => i.kind === 'macros')?.overwrites).toEqual(overwrites);
    expect(plan.changes.macros?.newCategories).toEqual(newCategories);
  });

  it('merges console filters by name', () => {
    const plan = buildPlan(
      'mainsail',
      {
        ...none,
        consoleFilters: {
          from: 'c',
          filters: [
            { id: '0', name: 'busy', enabled: false, type: 'expression', value: 'b' },
            { id: '1', name: 'TL', enabled: true, type: 'expression', value: 't' },
          ],
        },
      },
      current,
    );
    expect(plan.changes.consoleFilters?.map((f) => [f.id, f.name])).toEqual([
      ['x', 'busy'],
      ['mainsail-1', 'TL'],
    ]);
    expect(plan.items[0]?.overwrites).toEqual(['Busy']);
  });

  it.each([
    { imported: ['G1', 'G28'], current: ['G28', 'M84'], merged: ['G1', 'G28', 'M84'] },
    { imported: ['A', 'A', 'B'], current: [], merged: ['A', 'B'] },
    {
      imported: Array.from({ length: 30 }, (_, i) => `C${i}`),
      current: ['M84'],
      merged: [...Array.from({ length: 19 }, (_, i) => `C${i + 11}`), 'M84'],
    },
  ])('history $imported + $current', ({ imported, current: mine, merged }) => {
    expect(mergeHistory(imported, mine)).toEqual(merged);
  });

  it('adds cameras of new names while there is room, and lists the others as skipped', () => {
    const cam = (name: string) => ({ ...newCamera(), name });
    const plan = buildPlan(
      'fluidd',
      {
        ...none,
        cameras: { from: 'cameras.cameras', cameras: [cam('main'), cam('A'), cam('B'), cam('C')] },
      },
      current,
    );
    expect(plan.changes.cameras?.map((c) => c.name)).toEqual(['A', 'B']);
    expect(plan.items[0]).toMatchObject({ names: ['A', 'B'], skipped: ['main', 'C'] });
  });

  it.each([
    { color: '#2196f3', overwrites: [] },
    { color: '#E91E63', overwrites: ['#2196F3'] },
  ])('theme colour $color replaces $overwrites', ({ color, overwrites }) => {
    const plan = buildPlan('fluidd', { ...none, themeColor: { from: 't', color } }, current);
    expect(plan.changes.primaryColor).toBe(color);
    expect(plan.items[0]?.overwrites).toEqual(overwrites);
  });

  it('replaces the move distances when they differ', () => {
    const plan = buildPlan(
      'fluidd',
      { ...none, moveDistances: { from: 'm', distances: [1, 10] } },
      current,
    );
    expect(plan.changes.moveDistances).toEqual([1, 10]);
    expect(plan.items[0]?.overwrites).toEqual(['0.1', '1', '10', '25', '50', '100']);
  });

  it('completes an imported layout with the cards it does not name and lists unmatched cards', () => {
    const plan = buildPlan(
      'fluidd',
      {
        unsupported: ['charts'],
        layout: {
          from: 'l',
          layout: {
            container1: [{ id: 'console', enabled: false, collapsed: true }],
            container2: [],
          },
          unmatched: ['layout: bed-mesh-card'],
        },
      },
      current,
    );
    expect(plan.changes.layout).toEqual({
      container1: [
        { id: 'console', enabled: false, collapsed: true },
        { id: 'status', enabled: true, collapsed: false },
        { id: 'macros', enabled: true, collapsed: false },
      ],
      container2: [],
    });
    expect(plan.unsupported).toEqual(['charts', 'layout: bed-mesh-card']);
    expect(plan.items[0]).toMatchObject({
      kind: 'layout',
      names: ['console'],
      overwrites: ['layout'],
    });
  });

  it('plans nothing from an empty namespace', () => {
    expect(buildPlan('mainsail', none, current)).toEqual({
      source: 'mainsail',
      items: [],
      unsupported: [],
      changes: {},
    });
  });
});
