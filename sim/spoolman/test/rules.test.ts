// The virtual Spoolman's rules, table by table: term and id filters, the sort parameter, the field
// checks of a request body, and the weight / length arithmetic and times of its answers.

import { describe, expect, it } from 'vitest';
import {
  eventTime,
  lengthFromWeight,
  spoolJson,
  spoolmanTime,
  weightFromLength,
  type SpoolRow,
} from '../model';
import { matchesIds, matchesTerms, page, parseSort } from '../query';
import type { Invalid } from '../validation';
import { checkBody, type Spec } from '../validation';

describe('term filters', () => {
  const cases: [string | null, string, boolean][] = [
    ['PLA', 'pla', true],
    ['PLA+', 'pla', true],
    ['PLA+', '"PLA"', false],
    ['PLA', '"PLA"', true],
    ['PETG', 'abs,pet', true],
    [null, '', true],
    ['', '', true],
    ['Shelf', '', false],
    [null, 'pla', false],
    ['Shelf A', 'f a', true],
  ];
  it.each(cases)('%j matches %j: %s', (value, terms, expected) => {
    expect(matchesTerms(value, terms)).toBe(expected);
  });
});

describe('id filters', () => {
  const cases: [number | null, string, boolean][] = [
    [3, '3', true],
    [3, '1,3', true],
    [3, '1,2', false],
    [null, '-1', true],
    [2, '-1', false],
  ];
  it.each(cases)('%j in %j: %s', (value, ids, expected) => {
    expect(matchesIds(value, ids)).toBe(expected);
  });
});

describe('sort parameter', () => {
  it.each([
    ['id:asc', [['id', 'asc']]],
    [
      'price:DESC, id:asc',
      [
        ['price', 'desc'],
        ['id', 'asc'],
      ],
    ],
    [' ,id:asc,', [['id', 'asc']]],
  ])('%j', (text, expected) => {
    expect(parseSort(text)).toEqual(expected);
  });
  it.each([
    ['id', "Invalid sort 'id', expected the form 'field:asc' or 'field:desc'."],
    [':asc', "Invalid sort ':asc', no field name was given."],
    ['id:up', "Invalid sort direction 'up' for field 'id', expected 'asc' or 'desc'."],
  ])('%j is refused', (text, message) => {
    expect(() => parseSort(text)).toThrow(message);
  });
  it('pages only with a limit', () => {
    expect(page([1, 2, 3, 4], undefined, 2)).toEqual([1, 2, 3, 4]);
    expect(page([1, 2, 3, 4], 2, 1)).toEqual([2, 3]);
    expect(page([1, 2, 3, 4], 0, 0)).toEqual([]);
  });
});

describe('body checks', () => {
  const spec: Spec = {
    filament_id: { type: 'int', required: true },
    price: { type: 'float', ge: 0 },
    location: { type: 'str', maxLength: 3 },
    archived: { type: 'bool', notNull: true },
    vendor_id: { type: 'int', notNull: true },
  };
  const problems = (body: unknown): string[] => {
    try {
      checkBody(body, spec);
      return [];
    } catch (e) {
      return (e as Invalid).detail.map((d) => `${d.type}@${d.loc.join('.')}`);
    }
  };
  it.each([
    [{ filament_id: 1 }, []],
    [{ filament_id: '2', price: '3.5', archived: 'true' }, []],
    [{}, ['missing@body.filament_id']],
    [{ filament_id: 1.5 }, ['int_from_float@body.filament_id']],
    [{ filament_id: 'x' }, ['int_parsing@body.filament_id']],
    [{ filament_id: [1] }, ['int_type@body.filament_id']],
    [{ filament_id: 1, price: -1 }, ['greater_than_equal@body.price']],
    [{ filament_id: 1, location: 'abcd' }, ['string_too_long@body.location']],
    [{ filament_id: 1, location: 5 }, ['string_type@body.location']],
    [{ filament_id: 1, archived: null }, ['bool_type@body.archived']],
    [{ filament_id: 1, vendor_id: null }, ['value_error@body.vendor_id']],
    [{ filament_id: 1, archived: 'perhaps' }, ['bool_parsing@body.archived']],
    [[1], ['model_attributes_type@body']],
    [undefined, ['missing@body']],
  ])('%j → %j', (body, expected) => {
    expect(problems(body)).toEqual(expected);
  });
  it('converts what it accepts and keeps nulls of optional fields', () => {
    expect(checkBody({ filament_id: '7', price: null, other: 1 }, spec)).toEqual({
      filament_id: 7,
      price: null,
    });
  });
});

describe('weights, lengths and times', () => {
  it('converts as Spoolman does', () => {
    expect(weightFromLength(1000, 1.75, 1.24)).toBeCloseTo(2.9825495, 6);
    expect(lengthFromWeight(1000, 1.75, 1.24)).toBeCloseTo(335283.62, 2);
    expect(lengthFromWeight(weightFromLength(123.4, 2.85, 1.04), 2.85, 1.04)).toBeCloseTo(123.4, 9);
  });
  it('writes times in UTC, whole seconds for records, microseconds for events', () => {
    const ms = Date.UTC(2024, 4, 1, 12, 30, 15, 678);
    expect(spoolmanTime(ms)).toBe('2024-05-01T12:30:15Z');
    expect(eventTime(ms)).toBe('2024-05-01T12:30:15.678000Z');
  });
  it('derives remaining weight and length, and leaves unset fields out', () => {
    const row: SpoolRow = {
      id: 1,
      registered: '2024-05-01T12:00:00Z',
      first_used: null,
      last_used: null,
      filament_id: 1,
      price: null,
      initial_weight: null,
      spool_weight: null,
      used_weight: 1200,
      location: null,
      lot_nr: null,
      comment: null,
      archived: false,
      extra: {},
    };
    const filament = {
      id: 1,
      registered: '2024-05-01T12:00:00Z',
      density: 1.24,
      diameter: 1.75,
      weight: 1000,
      extra: {},
    };
    const json = spoolJson(row, filament);
    expect(json.remaining_weight).toBe(0);
    expect(json.remaining_length).toBe(0);
    expect(Object.keys(json)).toEqual([
      'id',
      'registered',
      'filament',
      'remaining_weight',
      'used_weight',
      'remaining_length',
      'used_length',
      'archived',
      'extra',
    ]);
    const { weight: _w, ...noWeight } = filament;
    const unknown = spoolJson(row, noWeight);
    expect('remaining_weight' in unknown).toBe(false);
    expect('remaining_length' in unknown).toBe(false);
  });
});
