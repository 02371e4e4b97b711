import { describe, expect, it } from 'vitest';
import { canExclude, excludeObjectCommand, objectRows } from '../exclude-objects';

describe('objectRows', () => {
  const objects = [
    { name: 'BOAT_STL', center: [145, 100] },
    { name: 'CYLINDER_STL' },
    { name: 'TOWER_STL' },
  ];
  const cases: [
    string,
    Parameters<typeof objectRows>,
    { name: string; current: boolean; excluded: boolean }[],
  ][] = [
    ['nothing reported', [undefined, undefined, undefined], []],
    ['no objects', [[], [], null], []],
    [
      'current and excluded marked',
      [objects, ['TOWER_STL'], 'BOAT_STL'],
      [
        { name: 'BOAT_STL', current: true, excluded: false },
        { name: 'CYLINDER_STL', current: false, excluded: false },
        { name: 'TOWER_STL', current: false, excluded: true },
      ],
    ],
    [
      'an excluded name Klipper does not know is not listed',
      [objects.slice(0, 1), ['GHOST'], null],
      [{ name: 'BOAT_STL', current: false, excluded: false }],
    ],
    [
      'a name defined twice is listed once',
      [[{ name: 'A' }, { name: 'A' }], [], 'A'],
      [{ name: 'A', current: true, excluded: false }],
    ],
  ];
  it.each(cases)('%s', (_, args, expected) => {
    expect(objectRows(...args)).toEqual(expected);
  });
});

describe('canExclude', () => {
  const row = { name: 'A', current: false, excluded: false };
  it.each([
    [row, true, true],
    [row, false, false],
    [{ ...row, current: true }, true, true],
    [{ ...row, excluded: true }, true, false],
  ])('%o while active=%s → %s', (r, active, expected) => {
    expect(canExclude(r, active)).toBe(expected);
  });
});

describe('excludeObjectCommand', () => {
  it.each([
    ['BOAT_STL', 'EXCLUDE_OBJECT NAME=BOAT_STL'],
    ['part-1.stl', 'EXCLUDE_OBJECT NAME=part-1.stl'],
    ['PART A', 'EXCLUDE_OBJECT NAME="PART A"'],
    ['SAY "HI"', 'EXCLUDE_OBJECT NAME="SAY \\"HI\\""'],
    ["IT'S", 'EXCLUDE_OBJECT NAME="IT\'S"'],
    ['BACK\\SLASH', 'EXCLUDE_OBJECT NAME="BACK\\\\SLASH"'],
  ])('%s → %s', (name, command) => {
    expect(excludeObjectCommand(name)).toBe(command);
  });
});
