import { describe, expect, it } from 'vitest';
import type { SpoolmanSpool } from '../../../../../protocol/spoolman';
import { checkSpool, fileMaterials, type FileFilament, type SpoolProblem } from '../spool-check';

function spool(material: string | undefined, remaining: number | undefined): SpoolmanSpool {
  return {
    id: 1,
    registered: '',
    filament: {
      id: 1,
      registered: '',
      density: 1.24,
      diameter: 1.75,
      extra: {},
      ...(material === undefined ? {} : { material }),
    },
    used_weight: 0,
    used_length: 0,
    archived: false,
    extra: {},
    ...(remaining === undefined ? {} : { remaining_weight: remaining }),
  };
}

describe('fileMaterials', () => {
  it.each<[string | undefined, string[]]>([
    [undefined, []],
    ['', []],
    ['PLA', ['PLA']],
    ['PLA;PLA;PETG', ['PLA', 'PETG']],
    [' PLA ; ;ABS', ['PLA', 'ABS']],
    ['PLA,PETG', ['PLA', 'PETG']],
  ])('%j → %j', (type, materials) => {
    expect(fileMaterials(type)).toEqual(materials);
  });
});

describe('checkSpool', () => {
  it.each<[string, SpoolmanSpool, FileFilament, SpoolProblem[]]>([
    [
      'enough of the same material',
      spool('PLA', 500),
      { filament_weight_total: 20, filament_type: 'PLA' },
      [],
    ],
    [
      'less left than the file needs',
      spool('PLA', 12.5),
      { filament_weight_total: 20.25, filament_type: 'PLA' },
      [{ kind: 'short', needGrams: 20.25, leftGrams: 12.5 }],
    ],
    ['exactly what it needs is enough', spool('PLA', 20), { filament_weight_total: 20 }, []],
    [
      'an over-used spool counts as empty',
      spool('PLA', -3),
      { filament_weight_total: 1 },
      [{ kind: 'short', needGrams: 1, leftGrams: 0 }],
    ],
    [
      'another material',
      spool('PETG', 500),
      { filament_weight_total: 20, filament_type: 'PLA' },
      [{ kind: 'material', fileMaterials: ['PLA'], spoolMaterial: 'PETG' }],
    ],
    [
      'material compared without case or spaces',
      spool('pla +', 500),
      { filament_type: 'PLA+' },
      [],
    ],
    [
      'one of a multi-material file’s materials',
      spool('PETG', 500),
      { filament_type: 'PLA;PETG' },
      [],
    ],
    [
      'both problems',
      spool('ABS', 5),
      { filament_weight_total: 30, filament_type: 'PLA' },
      [
        { kind: 'short', needGrams: 30, leftGrams: 5 },
        { kind: 'material', fileMaterials: ['PLA'], spoolMaterial: 'ABS' },
      ],
    ],
    ['no weight in the file: no weight check', spool('PLA', 1), { filament_type: 'PLA' }, []],
    [
      'no weight on the spool: no weight check',
      spool('PLA', undefined),
      { filament_weight_total: 30 },
      [],
    ],
    ['no material in the file', spool('PLA', 500), { filament_weight_total: 3 }, []],
    ['no material on the spool', spool(undefined, 500), { filament_type: 'PLA' }, []],
  ])('%s', (_name, s, file, problems) => {
    expect(checkSpool(s, file)).toEqual(problems);
  });
});
