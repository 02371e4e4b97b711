import { describe, expect, it } from 'vitest';
import { endstopRows, runoutSensors, setFilamentSensorGcode } from '../sensors';

describe('runoutSensors', () => {
  const cases: [string[], [string, string][]][] = [
    [[], []],
    [['toolhead', 'filament_switch_sensor', 'fan'], []],
    [
      ['filament_switch_sensor runout', 'toolhead', 'filament_motion_sensor encoder'],
      [
        ['encoder', 'filament_motion_sensor encoder'],
        ['runout', 'filament_switch_sensor runout'],
      ],
    ],
  ];
  it.each(cases)('%j', (objects, expected) =>
    expect(runoutSensors(objects).map((s) => [s.name, s.object])).toEqual(expected),
  );
});

describe('SET_FILAMENT_SENSOR', () => {
  const cases: [string, boolean, string][] = [
    ['runout', true, 'SET_FILAMENT_SENSOR SENSOR=runout ENABLE=1'],
    ['encoder', false, 'SET_FILAMENT_SENSOR SENSOR=encoder ENABLE=0'],
  ];
  it.each(cases)('%s %s', (name, on, gcode) =>
    expect(setFilamentSensorGcode(name, on)).toBe(gcode),
  );
});

describe('endstopRows', () => {
  const cases: [Record<string, string> | undefined, [string, boolean][]][] = [
    [undefined, []],
    [
      { y: 'open', x: 'TRIGGERED', z: 'open' },
      [
        ['x', true],
        ['y', false],
        ['z', false],
      ],
    ],
    [{ 'manual_stepper s': 'triggered' }, [['manual_stepper s', true]]],
  ];
  it.each(cases)('%j', (result, expected) =>
    expect(endstopRows(result).map((r) => [r.name, r.triggered])).toEqual(expected),
  );
});
