import { describe, expect, it } from 'vitest';
import {
  decelMode,
  factorGcode,
  pressureAdvanceGcode,
  retractRange,
  retractionGcode,
  velocityLimitGcode,
  velocityRanges,
  type RetractField,
  type VelocityField,
} from '../limits';
import type { SliderRange } from '../sliders';

describe('limits G-code', () => {
  const cases: [string, string][] = [
    [factorGcode('speed', 150), 'M220 S150'],
    [factorGcode('flow', 95.4), 'M221 S95'],
    [
      pressureAdvanceGcode('extruder', 'ADVANCE', 0.055),
      'SET_PRESSURE_ADVANCE EXTRUDER=extruder ADVANCE=0.055',
    ],
    [
      pressureAdvanceGcode('extruder1', 'SMOOTH_TIME', 0.04),
      'SET_PRESSURE_ADVANCE EXTRUDER=extruder1 SMOOTH_TIME=0.04',
    ],
  ];
  it.each(cases)('%s', (actual, expected) => expect(actual).toBe(expected));

  const velocity: [VelocityField, number, string][] = [
    ['velocity', 250, 'SET_VELOCITY_LIMIT VELOCITY=250'],
    ['accel', 2500, 'SET_VELOCITY_LIMIT ACCEL=2500'],
    ['square_corner_velocity', 4.5, 'SET_VELOCITY_LIMIT SQUARE_CORNER_VELOCITY=4.5'],
    ['max_accel_to_decel', 1500, 'SET_VELOCITY_LIMIT ACCEL_TO_DECEL=1500'],
    ['minimum_cruise_ratio', 0.25, 'SET_VELOCITY_LIMIT MINIMUM_CRUISE_RATIO=0.25'],
  ];
  it.each(velocity)('%s %s', (field, value, expected) =>
    expect(velocityLimitGcode(field, value)).toBe(expected),
  );

  it('sends whichever accel-to-decel control the toolhead reports', () => {
    expect(decelMode({ minimum_cruise_ratio: 0.5 })).toBe('minimum_cruise_ratio');
    expect(decelMode({ max_accel_to_decel: 1500 })).toBe('max_accel_to_decel');
    expect(decelMode({})).toBeNull();
  });
});

describe('velocityRanges (spec §2 Limits)', () => {
  it('derives from the config', () => {
    const r = velocityRanges({ max_velocity: 300, max_accel: 3000, square_corner_velocity: 8 });
    expect(r.velocity).toMatchObject({ min: 1, max: 600 });
    expect(r.accel).toMatchObject({ min: 1, max: 6000 });
    expect(r.square_corner_velocity).toMatchObject({ min: 0, max: 8, step: 0.1 });
    expect(r.max_accel_to_decel).toMatchObject({ max: 1500 });
    expect(r.minimum_cruise_ratio).toMatchObject({ min: 0, max: 0.99 });
  });
  it('falls back to Klipper defaults', () => {
    const r = velocityRanges({ max_accel: 1000, max_accel_to_decel: 700 });
    expect(r.square_corner_velocity.max).toBe(5);
    expect(r.max_accel_to_decel.max).toBe(700);
  });
});

describe('retractRange (spec §2 Retract)', () => {
  const cases: [RetractField, number | undefined, SliderRange][] = [
    ['retract_length', 0.5, { min: 0, max: 1, step: 0.01 }],
    ['retract_length', 0, { min: 0, max: 15, step: 0.01 }],
    ['unretract_extra_length', 0, { min: 0, max: 15, step: 0.01 }],
    ['retract_speed', 75, { min: 1, max: 150, step: 1 }],
    ['unretract_speed', 0, { min: 1, max: 100, step: 1 }],
    ['unretract_speed', undefined, { min: 1, max: 100, step: 1 }],
  ];
  it.each(cases)('%s default %s', (field, value, expected) =>
    expect(retractRange(field, value)).toEqual(expected),
  );
  it('sends SET_RETRACTION', () => {
    expect(retractionGcode('retract_length', 0.8)).toBe('SET_RETRACTION RETRACT_LENGTH=0.8');
    expect(retractionGcode('unretract_speed', 30)).toBe('SET_RETRACTION UNRETRACT_SPEED=30');
  });
});
