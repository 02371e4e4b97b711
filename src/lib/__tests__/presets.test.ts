import { describe, expect, it } from 'vitest';
import {
  activeValues,
  cooldownNeedsConfirm,
  parsePresets,
  presetDraft,
  presetFromDraft,
  presetIsValid,
  presetScript,
  presetTargetsOf,
  validatePreset,
  type Preset,
} from '../presets';

const preset = (values: Preset['values'], gcode = ''): Preset => ({
  id: 'p',
  name: 'PLA',
  values,
  gcode,
});
const AVAILABLE = ['extruder', 'heater_bed', 'temperature_fan chamber', 'heater_generic enclosure'];

describe('presetScript', () => {
  it.each([
    [
      preset({
        extruder: { type: 'heater', active: true, value: 210 },
        heater_bed: { type: 'heater', active: true, value: 60 },
      }),
      [
        'SET_HEATER_TEMPERATURE HEATER=extruder TARGET=210',
        'SET_HEATER_TEMPERATURE HEATER=heater_bed TARGET=60',
      ],
    ],
    // inactive values and heater targets of 0 are not sent (spec §5)
    [
      preset({
        extruder: { type: 'heater', active: false, value: 210 },
        heater_bed: { type: 'heater', active: true, value: 0 },
      }),
      [],
    ],
    [
      preset({ 'temperature_fan chamber': { type: 'fan', active: true, value: 40 } }),
      ['SET_TEMPERATURE_FAN_TARGET TEMPERATURE_FAN=chamber TARGET=40'],
    ],
    [
      preset({ 'heater_generic enclosure': { type: 'heater', active: true, value: 45 } }),
      ['SET_HEATER_TEMPERATURE HEATER=enclosure TARGET=45'],
    ],
    // the printer lacks it: skipped
    [preset({ extruder1: { type: 'heater', active: true, value: 200 } }), []],
    [
      preset({ extruder: { type: 'heater', active: true, value: 200 } }, 'M106 S255\n\n  G28  '),
      ['SET_HEATER_TEMPERATURE HEATER=extruder TARGET=200', 'M106 S255', 'G28'],
    ],
  ] as const)('%#', (p, script) => expect(presetScript(p, AVAILABLE)).toEqual(script));
});

describe('parsePresets', () => {
  it.each([
    [undefined, []],
    [[{ name: 'x' }], [{ id: '0', name: 'x', values: {}, gcode: '' }]],
    [
      {
        abc: {
          name: 'PETG',
          values: { extruder: { type: 'heater', active: true, value: '240' } },
          gcode: 'G28',
        },
      },
      [
        {
          id: 'abc',
          name: 'PETG',
          values: { extruder: { type: 'heater', active: true, value: 240 } },
          gcode: 'G28',
        },
      ],
    ],
    [
      [{ name: 'bad', values: { extruder: { value: 'hot' } } }, { noname: 1 }],
      [{ id: '0', name: 'bad', values: {}, gcode: '' }],
    ],
  ] as const)('%j', (stored, presets) => expect(parsePresets(stored)).toEqual(presets));
});

describe('cooldownNeedsConfirm', () => {
  it.each([
    ['printing', 'Printing', true],
    ['paused', 'Idle', true],
    ['standby', 'Printing', true], // busy: a command runs
    ['standby', 'Ready', false],
    ['complete', 'Idle', false],
    [undefined, undefined, false],
  ])('%s / %s → %s', (print, idle, confirm) =>
    expect(cooldownNeedsConfirm(print, idle)).toBe(confirm),
  );
});

describe('presetTargetsOf', () => {
  it.each([
    [[], [], []],
    [
      ['extruder', 'heater_bed'],
      ['extruder', 'fan', 'temperature_fan chamber', 'temperature_sensor pi'],
      [
        { name: 'extruder', type: 'heater' },
        { name: 'heater_bed', type: 'heater' },
        { name: 'temperature_fan chamber', type: 'fan' },
      ],
    ],
    [
      ['heater_bed', 'extruder1', 'heater_generic chamber', 'extruder'],
      ['temperature_fan b', 'temperature_fan a'],
      [
        { name: 'extruder', type: 'heater' },
        { name: 'extruder1', type: 'heater' },
        { name: 'heater_bed', type: 'heater' },
        { name: 'heater_generic chamber', type: 'heater' },
        { name: 'temperature_fan a', type: 'fan' },
        { name: 'temperature_fan b', type: 'fan' },
      ],
    ],
  ] as const)('heaters %j, objects %j', (heaters, objects, targets) => {
    expect(presetTargetsOf(heaters, objects)).toEqual(targets);
  });
});

describe('activeValues', () => {
  it('lists the active values in the targets order', () => {
    const p = preset({
      'temperature_fan chamber': { type: 'fan', active: true, value: 40 },
      heater_bed: { type: 'heater', active: true, value: 60 },
      extruder1: { type: 'heater', active: false, value: 200 },
      extruder: { type: 'heater', active: true, value: 210 },
    });
    expect(activeValues(p).map((v) => `${v.name}=${v.value}`)).toEqual([
      'extruder=210',
      'heater_bed=60',
      'temperature_fan chamber=40',
    ]);
  });
});

describe('editing a preset (spec part 2 §3, §5)', () => {
  const targets = presetTargetsOf(['extruder', 'heater_bed'], ['temperature_fan chamber']);
  const stored = preset(
    {
      extruder: { type: 'heater', active: true, value: 210 },
      'heater_generic gone': { type: 'heater', active: true, value: 50 },
    },
    'M117 hi',
  );

  it('a new preset: every target inactive at 0', () => {
    expect(presetDraft(null, targets)).toEqual({
      name: '',
      gcode: '',
      values: {
        extruder: { type: 'heater', active: false, value: '0' },
        heater_bed: { type: 'heater', active: false, value: '0' },
        'temperature_fan chamber': { type: 'fan', active: false, value: '0' },
      },
    });
  });

  it('an existing one: its values, the rest inactive at 0', () => {
    const draft = presetDraft(stored, targets);
    expect(draft.name).toBe('PLA');
    expect(draft.gcode).toBe('M117 hi');
    expect(draft.values.extruder).toEqual({ type: 'heater', active: true, value: '210' });
    expect(draft.values.heater_bed).toEqual({ type: 'heater', active: false, value: '0' });
  });

  it.each([
    // name, extruder text, errors
    ['PLA', '210', undefined, {}],
    ['', '210', 'required', {}],
    ['  ', '210', 'required', {}],
    ['PLA', '', undefined, { extruder: 'required' }],
    ['PLA', ' ', undefined, { extruder: 'required' }],
    ['PLA', 'abc', undefined, { extruder: 'invalidNumber' }],
    ['PLA', '-1', undefined, { extruder: 'min' }],
    ['PLA', '0', undefined, {}], // 0 is allowed (>= 0)
    ['PLA', '0.5', undefined, {}],
  ] as const)('name %j, extruder %j → %s %j', (name, text, nameError, valueErrors) => {
    const draft = presetDraft(null, targets);
    draft.name = name;
    draft.values.extruder = { type: 'heater', active: true, value: text };
    const errors = validatePreset(draft);
    expect(errors.name).toBe(nameError);
    expect(errors.values).toEqual(valueErrors);
    expect(presetIsValid(errors)).toBe(
      nameError === undefined && text.trim() !== '' && Number(text) >= 0,
    );
  });

  it('saving keeps the values of objects this printer lacks, and trims the name', () => {
    const draft = presetDraft(stored, targets);
    draft.name = ' ABS ';
    draft.values.heater_bed = { type: 'heater', active: true, value: '100' };
    expect(presetFromDraft(draft, 'p', stored)).toEqual({
      id: 'p',
      name: 'ABS',
      gcode: 'M117 hi',
      values: {
        extruder: { type: 'heater', active: true, value: 210 },
        heater_bed: { type: 'heater', active: true, value: 100 },
        'temperature_fan chamber': { type: 'fan', active: false, value: 0 },
        'heater_generic gone': { type: 'heater', active: true, value: 50 },
      },
    });
  });
});
