import { describe, expect, it } from 'vitest';
import type { SpoolmanFilament, SpoolmanSpool } from '../../../../../protocol/spoolman';
import {
  colorFamily,
  filterSpools,
  spoolColor,
  spoolMaterials,
  spoolSummary,
  type ColorFamily,
} from '../spool-view';

function spool(
  id: number,
  filament: Partial<SpoolmanFilament>,
  more: Partial<SpoolmanSpool> = {},
): SpoolmanSpool {
  return {
    id,
    registered: '2026-01-01T00:00:00Z',
    filament: {
      id,
      registered: '2026-01-01T00:00:00Z',
      density: 1.24,
      diameter: 1.75,
      extra: {},
      ...filament,
    },
    used_weight: 0,
    used_length: 0,
    archived: false,
    extra: {},
    ...more,
  };
}

describe('spoolColor', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['1c1c1e', '#1C1C1E'],
    ['D7263DFF', '#D7263DFF'],
    ['#D7263D', null],
    ['D7263', null],
    ['GGGGGG', null],
  ])('%s → %s', (hex, css) => {
    expect(spoolColor(hex)).toBe(css);
  });
});

describe('colorFamily', () => {
  it.each<[string | undefined, ColorFamily | null]>([
    [undefined, null],
    ['1C1C1E', 'black'],
    ['0B0B0B', 'black'],
    ['FFFFFF', 'white'],
    ['F2F2F0', 'white'],
    ['808080', 'grey'],
    ['D7263D', 'red'],
    ['C1121F', 'red'],
    ['FF8C00', 'orange'],
    ['8B4513', 'brown'],
    ['FFD700', 'yellow'],
    ['2E8B57', 'green'],
    ['1B998B', 'cyan'],
    ['1E4FD8', 'blue'],
    ['7B2CBF', 'purple'],
    ['FF69B4', 'pink'],
  ])('%s → %s', (hex, family) => {
    expect(colorFamily(hex)).toBe(family);
  });
});

describe('spoolSummary', () => {
  const vendor = { id: 1, registered: '', name: 'Prusament', extra: {} };
  it.each<[string, SpoolmanSpool, Record<string, unknown>]>([
    [
      'a full description',
      spool(
        1,
        { name: 'Galaxy Black', material: 'PLA', vendor, color_hex: '1c1c1e', weight: 1000 },
        {
          initial_weight: 1000,
          used_weight: 245.5,
          remaining_weight: 754.5,
          remaining_length: 252_000,
        },
      ),
      {
        name: 'Galaxy Black',
        material: 'PLA',
        vendor: 'Prusament',
        color: '#1C1C1E',
        remainingWeight: 754.5,
        remainingLength: 252_000,
        usedPercent: 24.55,
      },
    ],
    [
      'the filament weight when the spool has none',
      spool(2, { material: 'PETG', weight: 500 }, { used_weight: 100 }),
      { name: 'PETG', material: 'PETG', vendor: '', color: null, usedPercent: 20 },
    ],
    [
      'no weight known: no share used',
      spool(3, {}, { used_weight: 100 }),
      { name: '', material: '', usedPercent: undefined, remainingWeight: undefined },
    ],
    [
      'over-used spool stays at 100 %',
      spool(4, { weight: 1000 }, { initial_weight: 1000, used_weight: 1200, remaining_weight: 0 }),
      { usedPercent: 100, remainingWeight: 0 },
    ],
  ])('%s', (_name, input, expected) => {
    const summary = spoolSummary(input) as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(expected)) {
      if (typeof value === 'number') expect(summary[key]).toBeCloseTo(value, 6);
      else expect(summary[key]).toBe(value);
    }
  });
});

describe('spool list', () => {
  const prusa = { id: 1, registered: '', name: 'Prusament', extra: {} };
  const poly = { id: 2, registered: '', name: 'Polymaker', extra: {} };
  const spools = [
    spool(1, { name: 'Galaxy Black', material: 'PLA', vendor: prusa, color_hex: '1C1C1E' }),
    spool(2, { name: 'PolyLite Signal Red', material: 'PLA', vendor: poly, color_hex: 'D7263D' }),
    spool(
      3,
      { name: 'Jet Black', material: 'PETG', vendor: prusa, color_hex: '0B0B0B' },
      { location: 'Dry box' },
    ),
    spool(4, { name: 'Fire Engine Red', material: 'ABS', color_hex: 'C1121F' }, { archived: true }),
  ];
  const german = (family: ColorFamily) =>
    ({ red: 'rot', black: 'schwarz' })[family as 'red'] ?? family;

  it('lists each material once, in order', () => {
    expect(spoolMaterials(spools)).toEqual(['ABS', 'PETG', 'PLA']);
  });

  it.each<[string, Parameters<typeof filterSpools>[1], number[]]>([
    ['nothing typed: every spool but the archived one', { search: '', material: '' }, [1, 2, 3]],
    ['archived shown when asked', { search: '', material: '', archived: true }, [1, 2, 3, 4]],
    ['by material', { search: '', material: 'PLA' }, [1, 2]],
    ['by name, any case', { search: 'black', material: '' }, [1, 3]],
    ['every word must match', { search: 'black petg', material: '' }, [3]],
    ['by vendor', { search: 'polymaker', material: '' }, [2]],
    ['by colour family', { search: 'red', material: '' }, [2]],
    [
      'by colour name in the language',
      { search: 'schwarz', material: '', colorName: german },
      [1, 3],
    ],
    ['by hex', { search: 'd7263d', material: '' }, [2]],
    ['by id', { search: '#3', material: '' }, [3]],
    ['by location', { search: 'dry', material: '' }, [3]],
    ['search and material together', { search: 'black', material: 'PLA' }, [1]],
    ['nothing matches', { search: 'nylon', material: '' }, []],
  ])('%s', (_name, filter, ids) => {
    expect(filterSpools(spools, filter).map((s) => s.id)).toEqual(ids);
  });
});
