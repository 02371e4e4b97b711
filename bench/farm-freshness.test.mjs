// The farm bench's judgement of a tile's readings (farm-freshness.mjs), table-driven.
// In `npm test` (vitest's scripts project).
import assert from 'node:assert/strict';
import { test } from 'vitest';
import {
  judgeSample,
  moving,
  parseTemperature,
  progressMatches,
  staleness,
  summarize,
  temperatureMatches,
} from './farm-freshness.mjs';

const heat = (temperature, target = 215) => ({ extruder: { temperature, target } });
/** A printer's history: one value every 250 ms from t = 1000 ms. */
const history = (values) => values.map((status, i) => ({ t: 1000 + i * 250, status }));

test('a temperature is read as the tile writes it', () => {
  const cases = [
    ['163.8 / 215 °C', { value: 163.8, target: 215 }],
    ['22.0 °C', { value: 22, target: 0 }],
    ['-5.2 °C', { value: -5.2, target: 0 }],
    ['163.8 / 215', null],
    ['—', null],
  ];
  for (const [text, expected] of cases) assert.deepEqual(parseTemperature(text), expected, text);
});

test('a display matches a value it shows at the tile’s precision', () => {
  const cases = [
    [{ value: 150, target: 215 }, heat(150.04), true],
    [{ value: 150, target: 215 }, heat(149.95), true],
    [{ value: 150, target: 215 }, heat(150.06), false],
    [{ value: 150, target: 215 }, heat(150, 205), false],
    [{ value: 150, target: 0 }, heat(150, 0), true],
    [{ value: 150, target: 0 }, heat(150, 215), false],
    [{ value: 150, target: 215 }, {}, false],
  ];
  for (const [shown, status, expected] of cases)
    assert.equal(temperatureMatches(shown, status, 'extruder'), expected, JSON.stringify(status));
  const progress = [
    [12, { virtual_sdcard: { progress: 0.123 } }, true],
    [12, { virtual_sdcard: { progress: 0.1249 } }, true],
    [12, { virtual_sdcard: { progress: 0.1251 } }, false],
    [13, { virtual_sdcard: { progress: 0.1251 } }, true],
    [100, { virtual_sdcard: { progress: 1 } }, true],
    [12, { virtual_sdcard: {} }, false],
  ];
  for (const [percent, status, expected] of progress)
    assert.equal(
      progressMatches(percent, status),
      expected,
      `${percent} ${JSON.stringify(status)}`,
    );
});

test('staleness is how long the display has shown a value the printer no longer had', () => {
  // Values at 1000, 1250, 1500, 1750 ms.
  const h = history([heat(100), heat(110), heat(120), heat(130)]);
  const shows = (value) => (s) => s.extruder.temperature === value;
  const cases = [
    ['the latest value', 1800, 130, 0],
    ['the latest value, read between updates', 1600, 120, 0],
    ['one update behind', 1800, 120, 50],
    ['two updates behind', 1800, 110, 300],
    ['a value produced within 100 ms after the read', 1700, 130, 0],
    ['a value produced later than that', 1600, 130, null],
    ['a value never sent', 1800, 999, null],
    ['before any history', 900, 100, 0],
  ];
  for (const [what, t, value, expected] of cases)
    assert.equal(staleness(h, t, shows(value)), expected, what);
});

test('a reading is moving when the printer sent, within 3 s, a value it does not show', () => {
  const h = history([heat(100), heat(100), heat(120)]);
  const shows = (value) => (s) => s.extruder.temperature === value;
  assert.equal(moving(h, 1600, shows(120)), true);
  assert.equal(moving(h, 1300, shows(100)), false);
  assert.equal(moving(h, 5000, shows(120)), false);
});

test('a sample is judged tile by tile, and summed', () => {
  const feed = {
    chamber: 'temperature_fan chamber',
    history: () =>
      history([
        { ...heat(200), virtual_sdcard: { progress: 0.5 } },
        { ...heat(210), virtual_sdcard: { progress: 0.51 } },
      ]),
  };
  const sample = {
    t: 1400,
    tiles: [
      {
        name: 'A',
        visible: true,
        progress: 50,
        temperatures: { Extruder: '210.0 / 215 °C', Chamber: '30.0 / 35 °C' },
      },
      { name: 'Unknown', visible: true, progress: null, temperatures: {} },
    ],
  };
  const judged = judgeSample(sample, (name) => (name === 'A' ? feed : undefined));
  assert.deepEqual(
    judged.map((r) => [r.tile, r.kind, r.staleness]),
    [
      ['A', 'progress', 150],
      ['A', 'Extruder', 0],
      ['A', 'Chamber', null],
    ],
  );
  const summary = summarize(judged);
  assert.equal(summary.count, 3);
  assert.equal(summary.unmatched.length, 1);
  assert.equal(summary.max, 150);
});
