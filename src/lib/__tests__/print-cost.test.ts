import { describe, expect, it } from 'vitest';
import {
  costTotals,
  formatMoney,
  storedPricePerKwh,
  estimateCost,
  gramsOfLength,
  jobCost,
  jobEnergyKwh,
  parsePrice,
  periodStart,
  pricePerGram,
  shownPeriodsStart,
  type CostJob,
  type CostPart,
  type CostSpool,
} from '../print-cost';

/** PLA at 1.24 g/cm³, 1.75 mm: a metre weighs about 2.98 g. */
const pla = { density: 1.24, diameter: 1.75 };
const METRE_G = gramsOfLength(1000, 1.24, 1.75);

const spool = (id: number, extra: Partial<CostSpool> = {}, filament = {}): CostSpool => ({
  id,
  ...extra,
  filament: { ...pla, ...filament },
});

/** 25 for 1000 g on the spool; 20 for 1000 g on its filament. */
const priced = spool(1, { price: 25, initial_weight: 1000 }, { price: 20, weight: 1000 });
const filamentPriced = spool(2, {}, { price: 20, weight: 1000 });
const unpriced = spool(3, { initial_weight: 1000 }, { weight: 1000 });
const samePriceOther = spool(4, { price: 25, initial_weight: 1000 });
const dearer = spool(5, { price: 50, initial_weight: 1000 });
/** The spools by id, as the history's cost reads them (a new map for each use). */
const spoolsById = (): ReadonlyMap<number, CostSpool> =>
  new Map([priced, filamentPriced, unpriced, samePriceOther, dearer].map((s) => [s.id, s]));

const aux = (spoolIds: unknown, energy?: { value: unknown; units: string | null }) => [
  ...(spoolIds === undefined
    ? []
    : [{ provider: 'spoolman', name: 'spool_ids', value: spoolIds, units: null }]),
  ...(energy ? [{ provider: 'sensor power_meter', name: 'energy', ...energy }] : []),
];

const job = (auxiliary_data: CostJob['auxiliary_data'], filament_used = 1000): CostJob => ({
  start_time: 0,
  filament_used,
  auxiliary_data,
});

describe('gramsOfLength', () => {
  it('weighs a metre of 1.75 mm PLA at about 2.98 g', () => {
    expect(METRE_G).toBeCloseTo(2.9825, 3);
  });
});

describe('pricePerGram', () => {
  it.each<[string, CostSpool, number | null]>([
    ['the spool price over its initial weight first', priced, 0.025],
    ['else the filament price over its weight', filamentPriced, 0.02],
    ['neither priced: unknown', unpriced, null],
    [
      'a spool price without a weight falls back to the filament',
      spool(9, { price: 30 }, { price: 20, weight: 500 }),
      0.04,
    ],
    ['a free spool costs 0, not unknown', spool(9, { price: 0, initial_weight: 1000 }), 0],
    ['a zero weight is no weight', spool(9, { price: 10, initial_weight: 0 }), null],
  ])('%s', (_, s, expected) => {
    const value = pricePerGram(s);
    if (expected === null) expect(value).toBeNull();
    else expect(value).toBeCloseTo(expected, 9);
  });
});

describe('jobEnergyKwh', () => {
  it.each<[string, CostJob['auxiliary_data'], number | null | undefined]>([
    ['kWh as recorded', aux(undefined, { value: 0.25, units: 'kWh' }), 0.25],
    ['Wh converted', aux(undefined, { value: 250, units: 'Wh' }), 0.25],
    ['no sensor field: not recorded', aux([1]), undefined],
    ['an unknown unit: unknown', aux(undefined, { value: 3, units: 'J' }), null],
    ['no value: unknown', aux(undefined, { value: null, units: 'kWh' }), null],
  ])('%s', (_, data, expected) => {
    expect(jobEnergyKwh(job(data))).toBe(expected);
  });
});

describe('jobCost', () => {
  const known = (amount: number): CostPart => ({ kind: 'known', amount });
  // [case, auxiliary data, filament used mm, price per kWh, filament part, energy part, total]
  it.each<
    [string, CostJob['auxiliary_data'], number, number | null, CostPart, CostPart, number | null]
  >([
    [
      'one spool at its own price',
      aux([1]),
      1000,
      null,
      known(METRE_G * 0.025),
      { kind: 'none' },
      METRE_G * 0.025,
    ],
    [
      'one spool at its filament price',
      aux([2]),
      2000,
      null,
      known(2 * METRE_G * 0.02),
      { kind: 'none' },
      2 * METRE_G * 0.02,
    ],
    [
      'no price anywhere: unknown, not 0',
      aux([3]),
      1000,
      null,
      { kind: 'unknown', reason: 'no-price' },
      { kind: 'none' },
      null,
    ],
    [
      'no spool recorded',
      aux(undefined),
      1000,
      null,
      { kind: 'unknown', reason: 'no-spool' },
      { kind: 'none' },
      null,
    ],
    [
      'an empty spool list',
      aux([]),
      1000,
      null,
      { kind: 'unknown', reason: 'no-spool' },
      { kind: 'none' },
      null,
    ],
    [
      'a spool Spoolman does not know',
      aux([77]),
      1000,
      null,
      { kind: 'unknown', reason: 'spool-missing' },
      { kind: 'none' },
      null,
    ],
    [
      'two spools at the same price',
      aux([1, 4]),
      1000,
      null,
      known(METRE_G * 0.025),
      { kind: 'none' },
      METRE_G * 0.025,
    ],
    [
      'two spools at different prices',
      aux([1, 5]),
      1000,
      null,
      { kind: 'unknown', reason: 'split' },
      { kind: 'none' },
      null,
    ],
    [
      'energy at the price per kWh',
      aux([1], { value: 0.5, units: 'kWh' }),
      1000,
      0.3,
      known(METRE_G * 0.025),
      known(0.15),
      METRE_G * 0.025 + 0.15,
    ],
    [
      'energy without a price per kWh',
      aux([1], { value: 0.5, units: 'kWh' }),
      1000,
      null,
      known(METRE_G * 0.025),
      { kind: 'unknown', reason: 'no-energy-price' },
      null,
    ],
    [
      'energy known, filament unknown',
      aux(undefined, { value: 0.5, units: 'kWh' }),
      1000,
      0.3,
      { kind: 'unknown', reason: 'no-spool' },
      known(0.15),
      null,
    ],
    [
      'a free price per kWh',
      aux([1], { value: 0.5, units: 'kWh' }),
      1000,
      0,
      known(METRE_G * 0.025),
      known(0),
      METRE_G * 0.025,
    ],
  ])('%s', (_, data, used, perKwh, filament, energy, total) => {
    const cost = jobCost(job(data, used), spoolsById(), perKwh);
    expect(cost.filament.kind).toBe(filament.kind);
    if (filament.kind === 'known' && cost.filament.kind === 'known')
      expect(cost.filament.amount).toBeCloseTo(filament.amount, 9);
    else expect(cost.filament).toEqual(filament);
    expect(cost.energy).toEqual(energy);
    if (total === null) expect(cost.total).toBeNull();
    else expect(cost.total).toBeCloseTo(total, 9);
  });

  it('gives the energy used even when its price is unknown', () => {
    expect(jobCost(job(aux([1], { value: 0.5, units: 'kWh' })), spoolsById(), null).energyKwh).toBe(
      0.5,
    );
  });
});

describe('estimateCost', () => {
  it.each<[string, number | undefined, CostSpool | null, CostPart]>([
    ['the file weight at the spool price', 40, priced, { kind: 'known', amount: 1 }],
    ['no active spool', 40, null, { kind: 'unknown', reason: 'no-spool' }],
    ['no weight in the metadata', undefined, priced, { kind: 'unknown', reason: 'no-weight' }],
    ['an unpriced spool', 40, unpriced, { kind: 'unknown', reason: 'no-price' }],
  ])('%s', (_, weight, s, expected) => {
    expect(estimateCost(weight, s)).toEqual(expected);
  });
});

describe('costTotals', () => {
  const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).getTime() / 1000;

  it('starts weeks on Monday and months on the 1st, at local midnight', () => {
    // Sunday 2026-11-29 belongs to the week of Monday 2026-11-23.
    expect(periodStart(at(2026, 11, 29) * 1000, 'week')).toBe(new Date(2026, 10, 23).getTime());
    expect(periodStart(at(2026, 11, 30) * 1000, 'week')).toBe(new Date(2026, 10, 30).getTime());
    expect(periodStart(at(2026, 11, 29) * 1000, 'month')).toBe(new Date(2026, 10, 1).getTime());
  });

  it.each<[string, 'week' | 'month', { start_time: number; total: number | null }[], object[]]>([
    [
      'adds only known costs and counts the unknown, newest first',
      'week',
      [
        { start_time: at(2026, 11, 23), total: 1.5 },
        { start_time: at(2026, 11, 29), total: null },
        { start_time: at(2026, 11, 29), total: 2 },
        { start_time: at(2026, 11, 30), total: 0.25 },
      ],
      [
        { start: new Date(2026, 10, 30).getTime(), total: 0.25, known: 1, unknown: 0 },
        { start: new Date(2026, 10, 23).getTime(), total: 3.5, known: 2, unknown: 1 },
      ],
    ],
    [
      'a month of unknown costs totals 0 known of 2',
      'month',
      [
        { start_time: at(2026, 10, 3), total: null },
        { start_time: at(2026, 10, 31), total: null },
        { start_time: at(2026, 11, 1), total: 4 },
      ],
      [
        { start: new Date(2026, 10, 1).getTime(), total: 4, known: 1, unknown: 0 },
        { start: new Date(2026, 9, 1).getTime(), total: 0, known: 0, unknown: 2 },
      ],
    ],
    ['no jobs, no periods', 'month', [], []],
  ])('%s', (_, period, entries, expected) => {
    expect(costTotals(entries, period)).toEqual(expected);
  });
});

describe('shownPeriodsStart', () => {
  const day = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h).getTime();

  it.each<[string, number, 'week' | 'month', number, number]>([
    ['six weeks back from a Saturday', day(2026, 11, 28, 15), 'week', 6, day(2026, 10, 19)],
    ['six weeks back from a Monday at midnight', day(2026, 11, 30), 'week', 6, day(2026, 10, 26)],
    ['only the current week', day(2026, 11, 28, 15), 'week', 1, day(2026, 11, 23)],
    ['weeks across a year', day(2026, 1, 7, 9), 'week', 3, day(2025, 12, 22)],
    // Europe's clocks go back on 2026-10-25: a week is still counted in days, midnight to midnight.
    ['weeks across a clock change', day(2026, 11, 2, 12), 'week', 2, day(2026, 10, 26)],
    ['six months back across a year', day(2026, 3, 31, 23), 'month', 6, day(2025, 10, 1)],
    ['only the current month', day(2026, 11, 28), 'month', 1, day(2026, 11, 1)],
  ])('%s', (_, now, period, count, expected) => {
    expect(shownPeriodsStart(now, period, count)).toBe(expected);
  });
});

describe('parsePrice', () => {
  it.each<[string, ReturnType<typeof parsePrice>]>([
    ['0.32', { ok: true, value: 0.32 }],
    [' 0,32 ', { ok: true, value: 0.32 }],
    ['0', { ok: true, value: 0 }],
    ['.5', { ok: true, value: 0.5 }],
    ['', { ok: true, value: null }],
    ['-0.1', { ok: false, rule: 'min' }],
    ['- 2', { ok: false, rule: 'min' }],
    ['-0', { ok: true, value: 0 }],
    ['abc', { ok: false, rule: 'invalidNumber' }],
    ['1e3', { ok: false, rule: 'invalidNumber' }],
    ['0.3.2', { ok: false, rule: 'invalidNumber' }],
  ])('%j', (text, expected) => {
    expect(parsePrice(text)).toEqual(expected);
  });
});

describe('formatMoney', () => {
  it.each<[number, string, string, string]>([
    [1.25, 'EUR', 'en', '€1.25'],
    [1.25, 'eur', 'de', '1,25 €'],
    [0.5, '', 'en', '0.50'],
    [3, 'Kč', 'en', '3.00 Kč'],
    [3, 'XYZ', 'en', 'XYZ 3.00'],
  ])('%d in %j (%s)', (amount, currency, locale, expected) => {
    expect(formatMoney(amount, currency, locale).replace(/\s/g, ' ')).toBe(expected);
  });
});

describe('storedPricePerKwh', () => {
  it.each<[number, number | null]>([
    [-1, null],
    [0, 0],
    [0.32, 0.32],
    [Number.NaN, null],
  ])('%d', (stored, expected) => {
    expect(storedPricePerKwh(stored)).toBe(expected);
  });
});
