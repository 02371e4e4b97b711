import { describe, expect, it } from 'vitest';
import {
  listMacros,
  resolveCategoryId,
  macroCommand,
  macroEnabled,
  macroParams,
  parseMacroSettings,
  visibleMacros,
} from '../macros';

describe('macroParams', () => {
  it.each([
    ['G28', []],
    [undefined, []],
    ['M104 S{params.TEMP}', [{ name: 'TEMP' }]],
    ['{% set t = params.TEMP|default(200)|float %}', [{ name: 'TEMP', defaultValue: '200' }]],
    ['{% set t = params.TEMP | default( 200 ) | int %}', [{ name: 'TEMP', defaultValue: '200' }]],
    [
      "{% set m = params.MSG|default('hello world') %}",
      [{ name: 'MSG', defaultValue: 'hello world' }],
    ],
    ['{% set m = params.MSG|default("") %}', [{ name: 'MSG', defaultValue: '' }]],
    ["{params['SPEED']|default(50)}", [{ name: 'SPEED', defaultValue: '50' }]],
    ['{params["speed"]}', [{ name: 'SPEED' }]],
    ['{params.temp} {params.TEMP|default(1)}', [{ name: 'TEMP', defaultValue: '1' }]], // once, default kept
    [
      '{% set b = params.BED|default(60)|float %}\n{% set e = params.EXTRUDER|default(210)|float %}\nM140 S{params.BED}',
      [
        { name: 'BED', defaultValue: '60' },
        { name: 'EXTRUDER', defaultValue: '210' },
      ],
    ],
    [
      '{% set x = params.X|default(printer.toolhead.position.x) %}',
      [{ name: 'X', defaultValue: 'printer.toolhead.position.x' }],
    ],
    ['{rawparams}', []],
    ['{paramsX}', []],
  ] as const)('%j', (gcode, params) => expect(macroParams(gcode)).toEqual(params));
});

describe('macroCommand', () => {
  it.each([
    ['greet', {}, 'GREET'],
    ['GREET', { NAME: 'bob' }, 'GREET NAME=bob'],
    ['GREET', { NAME: ' ', TIMES: '3' }, 'GREET TIMES=3'],
    ['GREET', { MSG: 'hello world' }, 'GREET MSG="hello world"'],
  ] as const)('%s %j → %s', (name, values, command) =>
    expect(macroCommand(name, values)).toBe(command),
  );
});

describe('visibleMacros', () => {
  const objects = [
    'gcode_macro PRINT_START',
    'gcode_macro _HELPER',
    'gcode_macro clean_nozzle',
    'gcode_macro HIDDEN_ONE',
    'extruder',
    'gcode_move',
  ];
  const config = {
    'gcode_macro PRINT_START': { gcode: '{params.BED|default(60)}', description: 'Start' },
    'gcode_macro clean_nozzle': { gcode: 'G28' },
  };
  const settings = parseMacroSettings({
    stored: [
      { name: 'HIDDEN_ONE', visible: false },
      { name: 'clean_nozzle', alias: 'Clean', color: '#ff0000', disabledWhilePrinting: true },
    ],
    categories: [{ id: 'c1', name: 'Cat' }],
  });

  it('lists the macros a user runs, not helpers nor hidden ones', () => {
    const macros = visibleMacros(objects, config, settings);
    expect(macros.map((m) => m.name)).toEqual(['CLEAN_NOZZLE', 'PRINT_START']);
    expect(macros[0]).toMatchObject({
      label: 'Clean',
      color: '#ff0000',
      disabledWhilePrinting: true,
    });
    expect(macros[1]).toMatchObject({
      label: 'PRINT_START',
      description: 'Start',
      params: [{ name: 'BED', defaultValue: '60' }],
    });
  });

  it('lists hidden ones too, each in a known category or in 0', () => {
    const all = listMacros(
      objects,
      config,
      parseMacroSettings({
        stored: [
          { name: 'HIDDEN_ONE', visible: false, categoryId: 'c1' },
          { name: 'clean_nozzle', categoryId: 'gone' },
        ],
        categories: [{ id: 'c1', name: 'Cat' }],
      }),
    );
    expect(all.map((m) => [m.name, m.categoryId, m.visible])).toEqual([
      ['CLEAN_NOZZLE', '0', true],
      ['HIDDEN_ONE', 'c1', false],
      ['PRINT_START', '0', true],
    ]);
  });

  it.each([
    ['c1', 'c1'],
    ['', '0'],
    ['0', '0'],
    ['unknown', '0'],
  ])('category %j → %j', (id, resolved) =>
    expect(resolveCategoryId(id, [{ id: 'c1', name: 'Cat' }])).toBe(resolved),
  );

  it('no macros at all', () => expect(visibleMacros(['extruder'], {}, settings)).toEqual([]));

  it.each([
    [false, false, true],
    [true, false, true],
    [true, true, false],
    [false, true, true],
  ])('disabledWhilePrinting=%s printing=%s → enabled %s', (disabled, printing, enabled) =>
    expect(macroEnabled({ disabledWhilePrinting: disabled }, printing)).toBe(enabled),
  );
});

describe('parseMacroSettings', () => {
  it.each([
    [undefined, { stored: [], categories: [], expanded: [] }],
    ['x', { stored: [], categories: [], expanded: [] }],
    [
      {
        stored: [{ name: 'A' }, { alias: 'no name' }, 3],
        categories: [{ id: 'x' }, {}],
        expanded: ['x', 0, null],
      },
      {
        stored: [
          {
            name: 'a',
            alias: '',
            visible: true,
            disabledWhilePrinting: false,
            color: '',
            categoryId: '',
          },
        ],
        categories: [{ id: 'x', name: '' }],
        expanded: ['x', '0'],
      },
    ],
  ] as const)('%j', (stored, parsed) => expect(parseMacroSettings(stored)).toEqual(parsed));
});

describe('parseMacroSettings colours', () => {
  it.each([
    ['#ff0000', '#ff0000'],
    ['rgb(0, 128, 0)', 'rgb(0, 128, 0)'],
    ['red;}*{display:none!important}', ''],
    ["url(javascript:alert('x'))", ''],
    [42, ''],
  ])('a stored colour %j → %j', (color, kept) => {
    const settings = parseMacroSettings({ stored: [{ name: 'PARK', color }] });
    expect(settings.stored[0]?.color).toBe(kept);
  });
});
