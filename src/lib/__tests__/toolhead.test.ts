import { describe, expect, it } from 'vitest';
import type { PrinterStatus } from '../../../protocol/objects';
import {
  calibrationCommands,
  checkExtrudeField,
  extrudeGcode,
  extrudeLimits,
  extruderNames,
  formatZOffset,
  homeGcode,
  jogGcode,
  positionMoveGcode,
  unhomedAxes,
  zAdjustGcode,
  zOffsetTargets,
  type Axis,
  type HomeTarget,
} from '../toolhead';

describe('homeGcode', () => {
  const cases: [HomeTarget, string][] = [
    ['all', 'G28'],
    ['x', 'G28 X'],
    ['y', 'G28 Y'],
    ['z', 'G28 Z'],
    ['xy', 'G28 X Y'],
  ];
  it.each(cases)('%s → %s', (target, gcode) => expect(homeGcode(target)).toBe(gcode));
});

describe('jogGcode (G91 / G1 / G90, F = speed × 60)', () => {
  const cases: [Axis, number, number, boolean, string][] = [
    ['x', 10, 130, false, 'G91\nG1 X10 F7800\nG90'],
    ['x', -0.1, 130, false, 'G91\nG1 X-0.1 F7800\nG90'],
    ['y', 25, 100, true, 'G91\nG1 Y-25 F6000\nG90'],
    ['z', -1, 10, false, 'G91\nG1 Z-1 F600\nG90'],
    ['z', 0.1 + 0.2, 10, false, 'G91\nG1 Z0.3 F600\nG90'],
  ];
  it.each(cases)('%s %s at %s mm/s inverted=%s', (axis, d, speed, inv, gcode) =>
    expect(jogGcode(axis, d, speed, inv)).toBe(gcode),
  );
});

describe('positionMoveGcode (moves only when the integer part changed)', () => {
  const cases: [Axis, number | undefined, string, string | null][] = [
    ['y', 0, '50', 'G90\nG1 Y50 F7800'],
    ['y', 50.2, '50.9', null],
    ['y', 50.2, '51', 'G90\nG1 Y51 F7800'],
    ['x', 10, '10', null],
    ['x', 10, '', null],
    ['x', 10, 'abc', null],
    ['z', 5.5, '-0.5', 'G90\nG1 Z-0.5 F7800'],
    ['x', undefined, '3', 'G90\nG1 X3 F7800'],
  ];
  it.each(cases)('%s from %s to %j', (axis, current, typed, gcode) =>
    expect(positionMoveGcode(axis, current, typed, 130)).toBe(gcode),
  );
});

describe('unhomedAxes', () => {
  const cases: [Axis[], string | undefined, Axis[]][] = [
    [['x'], '', ['x']],
    [['x'], 'xyz', []],
    [['z'], 'xy', ['z']],
    [['x', 'y', 'z'], undefined, ['x', 'y', 'z']],
  ];
  it.each(cases)('%j homed %j → %j', (axes, homed, expected) =>
    expect(unhomedAxes(axes, homed)).toEqual(expected),
  );
});

describe('Z adjust and offset', () => {
  const cases: [number, 1 | -1, string][] = [
    [0.05, 1, 'SET_GCODE_OFFSET Z_ADJUST=0.05 MOVE=1'],
    [0.005, -1, 'SET_GCODE_OFFSET Z_ADJUST=-0.005 MOVE=1'],
    [0.025, 1, 'SET_GCODE_OFFSET Z_ADJUST=0.025 MOVE=1'],
  ];
  it.each(cases)('%s × %s → %s', (d, dir, gcode) => expect(zAdjustGcode(d, dir)).toBe(gcode));
  it('shows the offset with 3 decimals', () => {
    expect(formatZOffset(0.05)).toBe('0.050');
    expect(formatZOffset(-0.0125)).toBe('-0.013');
    expect(formatZOffset(undefined)).toBe('0.000');
  });
  it('offers the endstop when stepper_z has position_endstop, the probe with [probe]/[bltouch]', () => {
    expect(zOffsetTargets({ stepper_z: { position_endstop: 0 } })).toEqual(['endstop']);
    expect(zOffsetTargets({ stepper_z: {}, probe: { z_offset: 1 } })).toEqual(['probe']);
    expect(zOffsetTargets({ stepper_z: { position_endstop: 1 }, bltouch: {} })).toEqual([
      'endstop',
      'probe',
    ]);
    expect(zOffsetTargets(undefined)).toEqual([]);
  });
});

describe('extrude', () => {
  const status: PrinterStatus = {
    toolhead: { max_velocity: 300 },
    configfile: {
      settings: {
        extruder: { max_extrude_only_distance: 50, max_extrude_only_velocity: 79.82432411074329 },
        extruder1: { nozzle_diameter: 0.4, filament_diameter: 1.75 },
        printer: { max_velocity: 300 },
      },
      config: {},
    },
  };
  it('reads the limits from the config, else Klipper defaults', () => {
    expect(extrudeLimits(status, 'extruder')).toEqual({ maxLength: 50, maxSpeed: 79.82 });
    expect(extrudeLimits(status, 'extruder1')).toEqual({ maxLength: 50, maxSpeed: 79.82 });
    expect(extrudeLimits({}, 'extruder')).toEqual({ maxLength: 50, maxSpeed: 79.82 });
  });
  const checks: [string, number, ReturnType<typeof checkExtrudeField>][] = [
    ['10', 50, { ok: true, value: 10 }],
    ['0.1', 50, { ok: true, value: 0.1 }],
    ['0.05', 50, { ok: false, error: 'min', params: { min: 0.1 } }],
    ['51', 50, { ok: false, error: 'max', params: { max: 50 } }],
    ['', 50, { ok: false, error: 'required' }],
    ['x', 50, { ok: false, error: 'invalidNumber' }],
  ];
  it.each(checks)('field %j (max %s)', (input, max, expected) =>
    expect(checkExtrudeField(input, max)).toEqual(expected),
  );
  it('extrudes and retracts relatively', () => {
    expect(extrudeGcode(10, 5, 1)).toBe('M83\nG1 E10 F300');
    expect(extrudeGcode(2.5, 40, -1)).toBe('M83\nG1 E-2.5 F2400');
  });
});

describe('helpers and extruders', () => {
  const calibrations: [string, Record<string, Record<string, string>> | undefined, string[]][] = [
    [
      'bed screws and z_tilt; stepper_z without position_endstop (a probe homes Z)',
      { z_tilt: {}, bed_screws: {}, stepper_z: { endstop_pin: 'probe:z_virtual_endstop' } },
      ['BED_SCREWS_ADJUST', 'Z_TILT_ADJUST'],
    ],
    [
      'screws tilt and quad gantry',
      { screws_tilt_adjust: {}, quad_gantry_level: {} },
      ['SCREWS_TILT_CALCULATE', 'QUAD_GANTRY_LEVEL'],
    ],
    [
      'a probe: PROBE_CALIBRATE; a Z endstop position: Z_ENDSTOP_CALIBRATE',
      { probe: {}, stepper_z: { position_endstop: '0' }, bed_screws: {} },
      ['PROBE_CALIBRATE', 'Z_ENDSTOP_CALIBRATE', 'BED_SCREWS_ADJUST'],
    ],
    ['a BLTouch is a probe', { bltouch: {} }, ['PROBE_CALIBRATE']],
    ['no config yet', undefined, []],
  ];
  it.each(calibrations)('offers the calibrations of the config: %s', (_name, config, commands) =>
    expect(calibrationCommands(config)).toEqual(commands),
  );
  it('lists extruders in order', () => {
    expect(
      extruderNames(['toolhead', 'extruder10', 'extruder1', 'extruder', 'extruder_stepper x']),
    ).toEqual(['extruder', 'extruder1', 'extruder10']);
  });
});
