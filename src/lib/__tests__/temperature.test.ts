import { describe, expect, it } from 'vitest';
import {
  checkTarget,
  formatTemperature,
  rateOfChange,
  sensorLabel,
  sensorsFrom,
  targetGcode,
} from '../temperature';

describe('checkTarget', () => {
  // input, min, max → result
  const cases: [string, number | undefined, number | undefined, ReturnType<typeof checkTarget>][] =
    [
      ['', 0, 280, { ok: true, value: 0 }],
      ['  ', 0, 280, { ok: true, value: 0 }],
      ['200', 0, 280, { ok: true, value: 200 }],
      ['280', 0, 280, { ok: true, value: 280 }],
      ['281', 0, 280, { ok: false, error: 'max', params: { max: 280 } }],
      ['0', 50, 280, { ok: true, value: 0 }],
      ['20', 50, 280, { ok: false, error: 'minOrZero', params: { min: 50 } }],
      ['-5', undefined, 280, { ok: false, error: 'minOrZero', params: { min: 0 } }],
      ['abc', 0, 280, { ok: false, error: 'invalidNumber' }],
      ['1e3', 0, undefined, { ok: true, value: 1000 }],
    ];
  it.each(cases)('%j (min %s, max %s)', (input, min, max, expected) => {
    const result = checkTarget(input, min, max);
    expect(result).toEqual(expected);
    if (result.ok && max !== undefined) expect(result.value).toBeLessThanOrEqual(max);
  });
});

describe('sensors', () => {
  it('names objects as users read them', () => {
    expect(sensorLabel('extruder')).toBe('Extruder');
    expect(sensorLabel('extruder1')).toBe('Extruder 1');
    expect(sensorLabel('heater_bed')).toBe('Heater bed');
    expect(sensorLabel('temperature_fan chamber_fan')).toBe('Chamber fan');
    expect(sensorLabel('temperature_sensor raspberry_pi')).toBe('Raspberry pi');
    expect(sensorLabel('heater_generic chamber')).toBe('Chamber');
  });

  it('lists heaters, then temperature fans, then sensors', () => {
    const list = sensorsFrom(
      ['heater_bed', 'extruder'],
      ['heater_bed', 'extruder', 'temperature_sensor mcu', 'temperature_fan chamber'],
    );
    expect(list.map((s) => [s.key, s.kind])).toEqual([
      ['extruder', 'heater'],
      ['heater_bed', 'heater'],
      ['temperature_fan chamber', 'temperature_fan'],
      ['temperature_sensor mcu', 'sensor'],
    ]);
  });

  it('builds the G-code that sets a target', () => {
    expect(targetGcode('extruder', 'heater', 200)).toBe(
      'SET_HEATER_TEMPERATURE HEATER=extruder TARGET=200',
    );
    expect(targetGcode('heater_generic chamber', 'heater', 40)).toBe(
      'SET_HEATER_TEMPERATURE HEATER=chamber TARGET=40',
    );
    expect(targetGcode('temperature_fan chamber', 'temperature_fan', 35)).toBe(
      'SET_TEMPERATURE_FAN_TARGET TEMPERATURE_FAN=chamber TARGET=35',
    );
  });
});

describe('rateOfChange', () => {
  const at = (values: number[]) => values.map((value, i) => ({ time: i * 1000, value }));
  it('uses the last five samples', () => {
    expect(rateOfChange(at([0, 0, 0, 10, 12, 14, 16, 18]))).toBeCloseTo(2);
  });
  it('reads small rates as 0', () => {
    expect(rateOfChange(at([20, 20.01, 20.02, 20.03]))).toBe(0);
    expect(rateOfChange(at([20, 20.1, 20.2]))).toBeCloseTo(0.1);
  });
  it('is 0 without two samples', () => {
    expect(rateOfChange(at([5]))).toBe(0);
    expect(rateOfChange([])).toBe(0);
  });
  it('is negative while cooling', () => {
    expect(rateOfChange(at([100, 98, 96]))).toBeCloseTo(-2);
  });
});

describe('formatTemperature', () => {
  it('shows one decimal and a dash when unknown', () => {
    expect(formatTemperature(23.456)).toBe('23.5 °C');
    expect(formatTemperature(undefined)).toBe('–');
    expect(formatTemperature(Number.NaN)).toBe('–');
  });
});
