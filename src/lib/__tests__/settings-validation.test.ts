import { describe, expect, it } from 'vitest';
import {
  checkColour,
  checkNumber,
  checkNumberList,
  checkPrinterName,
  parseExtensions,
  type NumberRule,
  type SettingCheck,
} from '../settings-validation';

describe('checkNumber', () => {
  const cases: [string, NumberRule, SettingCheck<number>][] = [
    ['10', { min: 1 }, { ok: true, value: 10 }],
    [' 2.5 ', { min: 1 }, { ok: true, value: 2.5 }],
    ['1', { min: 1 }, { ok: true, value: 1 }],
    ['0.5', { min: 1 }, { ok: false, error: { rule: 'min', values: { min: 1 } } }],
    ['', { min: 1 }, { ok: false, error: { rule: 'required' } }],
    ['   ', {}, { ok: false, error: { rule: 'required' } }],
    ['abc', { min: 1 }, { ok: false, error: { rule: 'invalidNumber' } }],
    ['1e400', {}, { ok: false, error: { rule: 'invalidNumber' } }],
    ['0x10', {}, { ok: false, error: { rule: 'invalidNumber' } }],
    ['.3', { positive: true }, { ok: true, value: 0.3 }],
    ['0', { positive: true }, { ok: false, error: { rule: 'greaterThanZero' } }],
    ['-1', { positive: true }, { ok: false, error: { rule: 'greaterThanZero' } }],
    ['-1', {}, { ok: true, value: -1 }],
  ];
  it.each(cases)('%j with %j', (text, rule, expected) => {
    expect(checkNumber(text, rule)).toEqual(expected);
  });
});

describe('checkNumberList', () => {
  const cases: [string, number, SettingCheck<number[]>][] = [
    ['0.1, 1, 10, 25, 50, 100', 6, { ok: true, value: [0.1, 1, 10, 25, 50, 100] }],
    ['100 10 1 10', 6, { ok: true, value: [1, 10, 100] }],
    ['5', 4, { ok: true, value: [5] }],
    ['1,1,1,1,1,2', 4, { ok: true, value: [1, 2] }],
    ['', 6, { ok: false, error: { rule: 'required' } }],
    [' , ', 6, { ok: false, error: { rule: 'required' } }],
    ['1, a', 6, { ok: false, error: { rule: 'arrayOfNumbers' } }],
    ['1,2,3,4,5', 4, { ok: false, error: { rule: 'max', values: { max: 4 } } }],
    ['1,2,3,4,5,6,7', 6, { ok: false, error: { rule: 'max', values: { max: 6 } } }],
  ];
  it.each(cases)('%j (at most %d)', (text, max, expected) => {
    expect(checkNumberList(text, max)).toEqual(expected);
  });
});

describe('checkPrinterName', () => {
  const cases: [string, SettingCheck<string>][] = [
    ['Voron', { ok: true, value: 'Voron' }],
    ['  My printer ', { ok: true, value: 'My printer' }],
    ['', { ok: false, error: { rule: 'required' } }],
    ['   ', { ok: false, error: { rule: 'required' } }],
  ];
  it.each(cases)('%j', (text, expected) => {
    expect(checkPrinterName(text)).toEqual(expected);
  });
});

describe('parseExtensions', () => {
  const cases: [string, string[]][] = [
    ['.cfg, .txt', ['.cfg', '.txt']],
    ['txt cfg CFG ..md', ['.cfg', '.md', '.txt']],
    ['', []],
    [' , ; ', []],
  ];
  it.each(cases)('%j', (text, expected) => {
    expect(parseExtensions(text)).toEqual(expected);
  });
});

describe('checkColour', () => {
  const cases: [string, SettingCheck<string>][] = [
    ['#2196F3', { ok: true, value: '#2196f3' }],
    ['#abc', { ok: true, value: '#aabbcc' }],
    ['', { ok: false, error: { rule: 'required' } }],
    ['2196F3', { ok: false, error: { rule: 'colour' } }],
    ['#12345', { ok: false, error: { rule: 'colour' } }],
  ];
  it.each(cases)('%j', (text, expected) => {
    expect(checkColour(text)).toEqual(expected);
  });
});
