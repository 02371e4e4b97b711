import { describe, expect, it } from 'vitest';
import { cooldownNeedsConfirm, parsePresets, presetScript, type Preset } from '../presets';

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
