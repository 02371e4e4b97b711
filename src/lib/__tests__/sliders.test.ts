import { describe, expect, it } from 'vitest';
import {
  checkSliderInput,
  formatSliderValue,
  roundToStep,
  sliderMax,
  stepDecimals,
  type SliderCheck,
  type SliderRange,
} from '../sliders';

describe('checkSliderInput (spec §5 slider)', () => {
  const cases: [string, SliderRange, SliderCheck][] = [
    ['50', {}, { ok: true, value: 50 }],
    ['0', {}, { ok: true, value: 0 }],
    ['100', {}, { ok: true, value: 100 }],
    ['101', {}, { ok: false, error: 'max', params: { max: 100 } }],
    ['-1', {}, { ok: false, error: 'min', params: { min: 0 } }],
    ['', {}, { ok: false, error: 'required' }],
    ['  ', {}, { ok: false, error: 'required' }],
    ['abc', {}, { ok: false, error: 'invalidNumber' }],
    ['1,5', {}, { ok: false, error: 'invalidNumber' }],
    ['0', { min: 1, max: 200 }, { ok: false, error: 'min', params: { min: 1 } }],
    ['150', { min: 1, max: 200 }, { ok: true, value: 150 }],
    ['201', { min: 1, max: 200 }, { ok: false, error: 'max', params: { max: 200 } }],
    ['900', { min: 1, max: 600, overridable: true }, { ok: true, value: 900 }],
    ['0', { min: 1, max: 600, overridable: true }, { ok: false, error: 'min', params: { min: 1 } }],
    ['0.0125', { min: 0, max: 2, step: 0.001 }, { ok: true, value: 0.0125 }],
  ];
  it.each(cases)('%j with %j', (input, range, expected) => {
    expect(checkSliderInput(input, range)).toEqual(expected);
  });
});

describe('sliderMax', () => {
  const cases: [SliderRange, number | undefined, number][] = [
    [{}, undefined, 100],
    [{ max: 600 }, 900, 600],
    [{ max: 600, overridable: true }, 900, 900],
    [{ max: 600, overridable: true }, 300, 600],
    [{ max: 600, overridable: true }, undefined, 600],
  ];
  it.each(cases)('%j at %s → %s', (range, value, expected) => {
    expect(sliderMax(range, value)).toBe(expected);
  });
});

describe('steps', () => {
  const decimals: [number | undefined, number][] = [
    [undefined, 0],
    [1, 0],
    [0.1, 1],
    [0.01, 2],
    [0.001, 3],
    [1e-7, 7],
  ];
  it.each(decimals)('step %s has %s decimals', (step, expected) => {
    expect(stepDecimals(step)).toBe(expected);
  });
  it('rounds away float noise and formats unknown as empty', () => {
    expect(roundToStep(0.1 + 0.2, 0.001)).toBe(0.3);
    expect(roundToStep(49.6)).toBe(50);
    expect(formatSliderValue(undefined)).toBe('');
    expect(formatSliderValue(0.0500001, 0.001)).toBe('0.05');
  });
});
