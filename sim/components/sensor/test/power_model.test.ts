// The virtual power meter's load model, table-driven: what the printer draws at rest, heating,
// holding and moving, with fans; the mains voltage under load; the rounding of a reading; and the
// energy of an interval.

import { describe, expect, it } from 'vitest';
import {
  BASE_WATTS,
  energyKwh,
  heaterWatts,
  lineVolts,
  reading,
  SUPPLY_EFFICIENCY,
  wallWatts,
  type LoadInputs,
} from '../power_model';

const IDLE: LoadInputs = { heaters: {}, steppersEnabled: 0, speed: 0, fans: [] };
const dc = (watts: number): number => BASE_WATTS + watts / SUPPLY_EFFICIENCY;

describe('power at the wall', () => {
  it.each<[string, Partial<LoadInputs>, number]>([
    ['at rest: the host and board only', {}, BASE_WATTS],
    ['heaters off', { heaters: { extruder: 0, heater_bed: 0 } }, BASE_WATTS],
    ['the bed heating at full power', { heaters: { heater_bed: 1 } }, dc(220)],
    ['the hotend holding at 40 %', { heaters: { extruder: 0.4 } }, dc(20)],
    ['a second extruder', { heaters: { extruder1: 1 } }, dc(50)],
    ['a chamber heater', { heaters: { 'heater_generic chamber': 0.5 } }, dc(60)],
    ['a duty out of range is clamped', { heaters: { extruder: 3 } }, dc(50)],
    ['four steppers holding', { steppersEnabled: 4 }, dc(14)],
    ['moving at 150 mm/s', { steppersEnabled: 4, speed: 150 }, dc(14 + 7)],
    ['moving faster than 300 mm/s', { steppersEnabled: 4, speed: 900 }, dc(14 + 14)],
    ['no motion power with the motors off', { steppersEnabled: 0, speed: 100 }, BASE_WATTS],
    ['two fans', { fans: [1, 0.5] }, dc(3.6)],
  ])('%s', (_name, load, watts) => {
    expect(wallWatts({ ...IDLE, ...load })).toBeCloseTo(watts, 9);
  });

  it('rates heaters by kind', () => {
    expect([heaterWatts('extruder'), heaterWatts('heater_bed'), heaterWatts('x')]).toEqual([
      50, 220, 120,
    ]);
  });

  it('a printing printer draws far more than an idle one', () => {
    const printing = wallWatts({
      heaters: { extruder: 0.45, heater_bed: 0.35 },
      steppersEnabled: 4,
      speed: 120,
      fans: [1, 1],
    });
    expect(printing).toBeGreaterThan(100);
    expect(printing).toBeLessThan(200);
  });
});

describe('voltage, reading, energy', () => {
  it('stays near 230 V and sags under load', () => {
    for (let t = 0; t < 1000; t += 37) {
      expect(Math.abs(lineVolts(t, 10) - 230)).toBeLessThan(2.5);
      expect(lineVolts(t, 300)).toBeLessThan(lineVolts(t, 10));
    }
  });

  it('rounds as a plug meter reports', () => {
    expect(reading(123.456, 229.04, 1.23456789)).toEqual({
      power: 123.5,
      voltage: 229,
      current: 0.539,
      energy: 1.234568,
    });
  });

  it.each([
    [100, 100, 3600, 0.1],
    [0, 200, 36, 0.001],
    [100, 100, 0, 0],
    [100, 100, -5, 0],
  ])('%d W → %d W over %d s is %d kWh', (from, to, dt, kwh) => {
    expect(energyKwh(from, to, dt)).toBeCloseTo(kwh, 12);
  });
});
