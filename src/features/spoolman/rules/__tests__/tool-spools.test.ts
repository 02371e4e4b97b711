import { describe, expect, it } from 'vitest';
import type { PrinterStatus } from '../../../../../protocol/objects';
import { spoolIdOf, toolSpoolGcode, toolSpools } from '../tool-spools';

describe('spoolIdOf', () => {
  it.each([
    [3, 3],
    ['12', 12],
    [null, null],
    [undefined, null],
    [0, null],
    [-1, null],
    [2.5, null],
    ['', null],
    ['None', null],
    ['3a', null],
    [true, null],
  ])('%j → %j', (value, id) => expect(spoolIdOf(value)).toBe(id));
});

const EXTRUDERS = ['extruder', 'extruder1'];

describe('toolSpools', () => {
  const cases: {
    name: string;
    objects: string[];
    status: PrinterStatus;
    want: { name: string; spoolId: number | null; active: boolean }[];
  }[] = [
    {
      name: 'no tool macros: no tools',
      objects: [...EXTRUDERS, 'gcode_macro PRINT_START'],
      status: { 'gcode_macro PRINT_START': { spool_id: 3 } },
      want: [],
    },
    {
      name: 'T<n> macros without spool_id are not tools',
      objects: [...EXTRUDERS, 'gcode_macro T0', 'gcode_macro T1'],
      status: { 'gcode_macro T0': { active: true }, 'gcode_macro T1': {} },
      want: [],
    },
    {
      name: 'a macro whose status has not arrived yet is left out',
      objects: [...EXTRUDERS, 'gcode_macro T0', 'gcode_macro T1'],
      status: { 'gcode_macro T0': { spool_id: null, active: true } },
      want: [{ name: 'T0', spoolId: null, active: true }],
    },
    {
      name: 'macros that only look like tools are left out',
      objects: ['gcode_macro TOOL', 'gcode_macro T1_LOAD', 'gcode_macro XT1'],
      status: {
        'gcode_macro TOOL': { spool_id: 1 },
        'gcode_macro T1_LOAD': { spool_id: 1 },
        'gcode_macro XT1': { spool_id: 1 },
      },
      want: [],
    },
    {
      name: 'in number order (T10 after T2), the active variable marks the tool in use',
      objects: ['gcode_macro T10', 'gcode_macro T2', 'gcode_macro T0', 'extruder'],
      status: {
        'gcode_macro T10': { spool_id: 7, active: false },
        'gcode_macro T2': { spool_id: '4', active: true },
        'gcode_macro T0': { spool_id: null, active: false },
        toolhead: { extruder: 'extruder' },
      },
      want: [
        { name: 'T0', spoolId: null, active: false },
        { name: 'T2', spoolId: 4, active: true },
        { name: 'T10', spoolId: 7, active: false },
      ],
    },
    {
      name: 'active as 1 (a number) counts; none true: none marked, whatever the extruder',
      objects: [...EXTRUDERS, 'gcode_macro T0', 'gcode_macro T1'],
      status: {
        'gcode_macro T0': { spool_id: 1, active: 0 },
        'gcode_macro T1': { spool_id: 2, active: 1 },
        toolhead: { extruder: 'extruder' },
      },
      want: [
        { name: 'T0', spoolId: 1, active: false },
        { name: 'T1', spoolId: 2, active: true },
      ],
    },
    {
      name: 'without an active variable: the tool of the toolhead extruder',
      objects: [...EXTRUDERS, 'gcode_macro T0', 'gcode_macro T1'],
      status: {
        'gcode_macro T0': { spool_id: 1 },
        'gcode_macro T1': { spool_id: 2 },
        toolhead: { extruder: 'extruder1' },
      },
      want: [
        { name: 'T0', spoolId: 1, active: false },
        { name: 'T1', spoolId: 2, active: true },
      ],
    },
    {
      name: 'tools sharing one extruder (a filament changer) and no active variable: none marked',
      objects: ['extruder', 'gcode_macro T0', 'gcode_macro T1', 'gcode_macro T2'],
      status: {
        'gcode_macro T0': { spool_id: 1 },
        'gcode_macro T1': { spool_id: 2 },
        'gcode_macro T2': { spool_id: null },
        toolhead: { extruder: 'extruder' },
      },
      want: [
        { name: 'T0', spoolId: 1, active: false },
        { name: 'T1', spoolId: 2, active: false },
        { name: 'T2', spoolId: null, active: false },
      ],
    },
    {
      name: 'the name as Klipper reports it (lower case kept)',
      objects: [...EXTRUDERS, 'gcode_macro t0', 'gcode_macro t1'],
      status: {
        'gcode_macro t0': { spool_id: 5 },
        'gcode_macro t1': { spool_id: 'None' },
        toolhead: { extruder: 'extruder' },
      },
      want: [
        { name: 't0', spoolId: 5, active: true },
        { name: 't1', spoolId: null, active: false },
      ],
    },
  ];
  it.each(cases)('$name', ({ objects, status, want }) => {
    expect(
      toolSpools(objects, status).map(({ name, spoolId, active }) => ({ name, spoolId, active })),
    ).toEqual(want);
  });

  it('gives each tool its number', () => {
    const tools = toolSpools(['gcode_macro T3'], { 'gcode_macro T3': { spool_id: 1 } });
    expect(tools[0]?.index).toBe(3);
  });
});

describe('toolSpoolGcode', () => {
  it.each([
    ['T1', 2, false, 'SET_GCODE_VARIABLE MACRO=T1 VARIABLE=spool_id VALUE=2'],
    ['T0', null, false, 'SET_GCODE_VARIABLE MACRO=T0 VARIABLE=spool_id VALUE=None'],
    [
      'T1',
      2,
      true,
      'SET_GCODE_VARIABLE MACRO=T1 VARIABLE=spool_id VALUE=2\nSAVE_VARIABLE VARIABLE=t1__spool_id VALUE=2',
    ],
    [
      't3',
      null,
      true,
      'SET_GCODE_VARIABLE MACRO=t3 VARIABLE=spool_id VALUE=None\nSAVE_VARIABLE VARIABLE=t3__spool_id VALUE=None',
    ],
  ] as const)('%s %j save=%j', (tool, id, save, gcode) =>
    expect(toolSpoolGcode(tool, id, save)).toBe(gcode),
  );
});
