import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  Extruder,
  Fan,
  Heater,
  IdleTimeoutState,
  ObjectTypeOf,
  PrintStats,
  PrinterStatus,
  StatusOf,
  TemperatureFan,
  UnknownObject,
} from '../../../protocol/objects';
import {
  fieldOf,
  finiteNumber,
  isObjectOf,
  namesOf,
  objectLabel,
  objectType,
  printProgress,
  sensorField,
  settingOf,
  statusOf,
} from '../status';

describe('objectType', () => {
  // object name → type
  const cases: [string, string][] = [
    ['toolhead', 'toolhead'],
    ['print_stats', 'print_stats'],
    ['extruder', 'extruder'],
    ['extruder1', 'extruder'],
    ['extruder12', 'extruder'],
    ['extruder_stepper belt', 'extruder_stepper'],
    ['heater_generic chamber', 'heater_generic'],
    ['heater_fan heater_fan', 'heater_fan'],
    ['temperature_sensor raspberry_pi', 'temperature_sensor'],
    ['gcode_macro START_PRINT', 'gcode_macro'],
    ['fan_generic nevermore fan', 'fan_generic'],
    ['mcu', 'mcu'],
    ['mcu rpi', 'mcu'],
    ['extruderx', 'extruderx'],
    ['tmc2209 stepper_x', 'tmc2209'],
  ];
  it.each(cases)('%s → %s', (name, type) => {
    expect(objectType(name)).toBe(type);
  });

  const labels: [string, string][] = [
    ['heater_generic chamber', 'chamber'],
    ['fan_generic nevermore fan', 'nevermore fan'],
    ['extruder1', 'extruder1'],
    ['toolhead', 'toolhead'],
  ];
  it.each(labels)('label of %s is %s', (name, label) => {
    expect(objectLabel(name)).toBe(label);
  });

  it('isObjectOf matches names of a type only', () => {
    expect(isObjectOf('extruder2', 'extruder')).toBe(true);
    expect(isObjectOf('extruder_stepper x', 'extruder')).toBe(false);
    expect(isObjectOf('heater_generic chamber', 'heater_generic')).toBe(true);
    expect(isObjectOf('heater_bed', 'heater_generic')).toBe(false);
  });
});

const status: PrinterStatus = {
  print_stats: {
    state: 'printing',
    filename: 'cube.gcode',
    info: { total_layer: 9, current_layer: 2 },
  },
  virtual_sdcard: { progress: 0.5 },
  display_status: { progress: 0.25, message: null },
  extruder: { temperature: 210.5, target: 210, power: 0.4 },
  extruder1: { temperature: 25, target: 0, power: 0 },
  'heater_generic chamber': { temperature: 40, target: 45, power: 1 },
  'temperature_fan exhaust': { temperature: 38, target: 35, speed: 0.8, rpm: null },
  'temperature_sensor mcu_temp': {
    temperature: 41.2,
    measured_min_temp: 30,
    measured_max_temp: 45,
  },
  'tmc2240 stepper_x': { temperature: 'n/a' },
  configfile: {
    settings: {
      extruder: { min_temp: 0, max_temp: 280, filament_diameter: 1.75 },
      'heater_generic chamber': { min_temp: 0, max_temp: 70 },
    },
  },
};

describe('statusOf', () => {
  // type, name → the object, or undefined when the name is not of that type
  const cases: [Parameters<typeof statusOf>[1], string, unknown][] = [
    ['heater_generic', 'heater_generic chamber', status['heater_generic chamber']],
    ['extruder', 'extruder1', status.extruder1],
    ['extruder', 'extruder', status.extruder],
    ['temperature_fan', 'temperature_fan exhaust', status['temperature_fan exhaust']],
    ['heater_generic', 'temperature_fan exhaust', undefined],
    ['heater_generic', 'heater_generic missing', undefined],
    ['print_stats', 'print_stats', status.print_stats],
  ];
  it.each(cases)('%s of %s', (type, name, expected) => {
    expect(statusOf(status, type, name)).toBe(expected);
  });

  it('names every object of a type', () => {
    expect(namesOf(status, 'extruder')).toEqual(['extruder', 'extruder1']);
    expect(namesOf(status, 'heater_generic')).toEqual(['heater_generic chamber']);
    expect(namesOf(status, 'fan')).toEqual([]);
  });
});

describe('reading fields', () => {
  // name, field → number shown by the temperature card
  const sensors: [string, Parameters<typeof sensorField>[2], number | undefined][] = [
    ['extruder', 'temperature', 210.5],
    ['extruder', 'power', 0.4],
    ['extruder', 'speed', undefined],
    ['temperature_fan exhaust', 'speed', 0.8],
    ['temperature_fan exhaust', 'target', 35],
    ['temperature_sensor mcu_temp', 'temperature', 41.2],
    ['tmc2240 stepper_x', 'temperature', undefined],
    ['heater_generic absent', 'temperature', undefined],
  ];
  it.each(sensors)('%s.%s → %s', (name, field, value) => {
    expect(sensorField(status, name, field)).toBe(value);
  });

  // section (as named in status), option → setting
  const settings: [string, string, unknown][] = [
    ['extruder', 'max_temp', 280],
    ['extruder', 'filament_diameter', 1.75],
    ['heater_generic Chamber', 'max_temp', 70],
    ['heater_bed', 'max_temp', undefined],
    ['extruder', 'nozzle_diameter', undefined],
  ];
  it.each(settings)('settings %s.%s → %s', (section, option, value) => {
    expect(settingOf(status, section, option)).toBe(value);
  });
  it('has no settings before configfile is reported', () => {
    expect(settingOf({}, 'extruder', 'max_temp')).toBeUndefined();
  });

  const numbers: [unknown, number | undefined][] = [
    [1.5, 1.5],
    [0, 0],
    [Number.NaN, undefined],
    [Infinity, undefined],
    ['1', undefined],
    [null, undefined],
  ];
  it.each(numbers)('finiteNumber(%s) → %s', (value, expected) => {
    expect(finiteNumber(value)).toBe(expected);
  });

  // status → progress
  const progress: [PrinterStatus, number | undefined][] = [
    [status, 0.5],
    [{ display_status: { progress: 0.25 } }, 0.25],
    [{ virtual_sdcard: { is_active: false } }, undefined],
    [{}, undefined],
  ];
  it.each(progress)('printProgress %# → %s', (value, expected) => {
    expect(printProgress(value)).toBe(expected);
  });

  it('fieldOf reads a field of an object that may be missing', () => {
    expect(fieldOf(status.print_stats, 'filename')).toBe('cube.gcode');
    expect(fieldOf(status.toolhead, 'homed_axes')).toBeUndefined();
  });
});

describe('types of status reads', () => {
  it('types fixed, named, extruderN and unknown names', () => {
    expectTypeOf(status.print_stats).toEqualTypeOf<Partial<PrintStats> | undefined>();
    expectTypeOf(status.idle_timeout?.state).toEqualTypeOf<IdleTimeoutState | undefined>();
    expectTypeOf(status['heater_generic chamber']).toEqualTypeOf<Partial<Heater> | undefined>();
    expectTypeOf(status.extruder3).toEqualTypeOf<Partial<Extruder> | undefined>();
    expectTypeOf(status['controller_fan board']).toEqualTypeOf<Partial<Fan> | undefined>();
    expectTypeOf(status['tmc2240 stepper_x']).toEqualTypeOf<UnknownObject | undefined>();
  });

  it('maps names to types', () => {
    expectTypeOf<ObjectTypeOf<'heater_fan hotend'>>().toEqualTypeOf<'heater_fan'>();
    expectTypeOf<ObjectTypeOf<'extruder1'>>().toEqualTypeOf<'extruder'>();
    expectTypeOf<ObjectTypeOf<'mcu rpi'>>().toEqualTypeOf<'mcu'>();
    expectTypeOf<ObjectTypeOf<'bme280 x'>>().toEqualTypeOf<never>();
    expectTypeOf<StatusOf<'temperature_fan x'>>().toEqualTypeOf<Partial<TemperatureFan>>();
    expectTypeOf<StatusOf<string>>().toEqualTypeOf<UnknownObject>();
    expectTypeOf(statusOf(status, 'temperature_fan', 'x')).toEqualTypeOf<
      Partial<TemperatureFan> | undefined
    >();
  });

  it('rejects wrongly typed status', () => {
    // @ts-expect-error print_stats.state is a known union
    const wrongState: PrinterStatus = { print_stats: { state: 'bogus' } };
    // @ts-expect-error named heaters report numbers
    const wrongNamed: PrinterStatus = { 'heater_generic x': { temperature: 'hot' } };
    // @ts-expect-error extra extruders are extruders
    const wrongExtruder: PrinterStatus = { extruder2: { can_extrude: 1 } };
    expect([wrongState, wrongNamed, wrongExtruder]).toHaveLength(3);
  });
});
