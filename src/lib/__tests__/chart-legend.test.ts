import { describe, expect, it } from 'vitest';
import {
  isShown,
  legendEntries,
  parseSelectedLegends,
  withShown,
  type LegendEntry,
} from '../chart-legend';

describe('legendEntries', () => {
  const cases: [string, { key: string; kind: string }[], LegendEntry[]][] = [
    ['no sensors', [], []],
    [
      'a heater: temperature, target, power',
      [{ key: 'extruder', kind: 'heater' }],
      [
        { name: 'extruder', sensor: 'extruder', part: 'temperature' },
        { name: 'extruder_target', sensor: 'extruder', part: 'target' },
        { name: 'extruder_power', sensor: 'extruder', part: 'power' },
      ],
    ],
    [
      'a plain sensor: its temperature only',
      [{ key: 'temperature_sensor chamber', kind: 'sensor' }],
      [
        {
          name: 'temperature_sensor chamber',
          sensor: 'temperature_sensor chamber',
          part: 'temperature',
        },
      ],
    ],
    [
      'a temperature fan has a target and a power',
      [
        { key: 'temperature_fan mcu', kind: 'temperature_fan' },
        { key: 'temperature_sensor pi', kind: 'sensor' },
      ],
      [
        { name: 'temperature_fan mcu', sensor: 'temperature_fan mcu', part: 'temperature' },
        { name: 'temperature_fan mcu_target', sensor: 'temperature_fan mcu', part: 'target' },
        { name: 'temperature_fan mcu_power', sensor: 'temperature_fan mcu', part: 'power' },
        { name: 'temperature_sensor pi', sensor: 'temperature_sensor pi', part: 'temperature' },
      ],
    ],
  ];
  it.each(cases)('%s', (_name, sensors, expected) => {
    expect(legendEntries(sensors)).toEqual(expected);
  });
});

describe('parseSelectedLegends', () => {
  const cases: [string, unknown, Record<string, boolean>][] = [
    ['nothing stored', undefined, {}],
    ['null', null, {}],
    ['a list', [true, false], {}],
    ['a string', 'extruder', {}],
    [
      'a map of booleans',
      { extruder: false, heater_bed: true },
      { extruder: false, heater_bed: true },
    ],
    ['other values dropped', { extruder: 'no', heater_bed: 0, x: false }, { x: false }],
  ];
  it.each(cases)('%s', (_name, value, expected) => {
    expect(parseSelectedLegends(value)).toEqual(expected);
  });
});

describe('isShown and withShown', () => {
  const cases: [string, Record<string, boolean>, string, boolean][] = [
    ['a series never chosen is shown', {}, 'extruder', true],
    ['hidden', { extruder: false }, 'extruder', false],
    ['shown again', { extruder: true }, 'extruder', true],
    ['another series hidden', { heater_bed: false }, 'extruder', true],
  ];
  it.each(cases)('%s', (_name, selected, name, expected) => {
    expect(isShown(selected, name)).toBe(expected);
  });

  it('changes one series and keeps the rest, without touching the old map', () => {
    const before = { extruder: false, heater_bed: true };
    const after = withShown(before, 'extruder_power', false);
    expect(after).toEqual({ extruder: false, heater_bed: true, extruder_power: false });
    expect(before).toEqual({ extruder: false, heater_bed: true });
    expect(withShown(after, 'extruder', true).extruder).toBe(true);
  });
});
