// Timelapse settings: the §5 rules per field, which fields show (conditional ones and any row), ms ↔ s, the §9 length estimate,
// what a change may post and the reset.
import { describe, expect, it } from 'vitest';
import {
  TIMELAPSE_DEFAULTS,
  checkTimelapseNumber,
  estimateLength,
  fieldShown,
  msToSeconds,
  parseTimelapseSettings,
  positionMax,
  postableChange,
  resetChange,
  secondsToMs,
  shownFor,
  type AxisLimits,
  type ConditionalField,
  type NumberField,
} from '../settings-rules';

type Case = [NumberField, string, AxisLimits, ReturnType<typeof checkTimelapseNumber>];

describe('checkTimelapseNumber', () => {
  const cases: Case[] = [
    ['targetlength', '', {}, { ok: false, error: { rule: 'required' } }],
    ['targetlength', 'abc', {}, { ok: false, error: { rule: 'invalidNumber' } }],
    ['targetlength', '-1', {}, { ok: false, error: { rule: 'min', values: { min: 0 } } }],
    ['targetlength', '0', {}, { ok: true, value: 0 }],
    ['variable_fps_min', '5', {}, { ok: true, value: 5 }],
    ['variable_fps_max', '-0.5', {}, { ok: false, error: { rule: 'min', values: { min: 0 } } }],
    ['output_framerate', '30', {}, { ok: true, value: 30 }],
    ['duplicatelastframe', '-2', {}, { ok: false, error: { rule: 'min', values: { min: 0 } } }],
    ['stream_delay_compensation', '0', {}, { ok: true, value: 0 }],
    [
      'stream_delay_compensation',
      '-5',
      {},
      { ok: false, error: { rule: 'min', values: { min: 0 } } },
    ],
    ['hyperlapse_cycle', '0', {}, { ok: false, error: { rule: 'min', values: { min: 1 } } }],
    ['hyperlapse_cycle', '1', {}, { ok: true, value: 1 }],
    ['park_time', '0', {}, { ok: true, value: 0 }],
    ['park_travel_speed', '-1', {}, { ok: false, error: { rule: 'min', values: { min: 0 } } }],
    ['park_custom_pos_dz', '0', {}, { ok: true, value: 0 }],
    ['park_retract_distance', '0', {}, { ok: true, value: 0 }],
    ['park_extrude_distance', '-1', {}, { ok: false, error: { rule: 'min', values: { min: 0 } } }],
    ['park_retract_speed', '0', {}, { ok: false, error: { rule: 'greaterThanZero' } }],
    ['park_extrude_speed', '0.1', {}, { ok: true, value: 0.1 }],
    ['park_extrude_speed', '0', {}, { ok: false, error: { rule: 'greaterThanZero' } }],
    [
      'park_custom_pos_x',
      '-1',
      { maxX: 235 },
      { ok: false, error: { rule: 'min', values: { min: 0 } } },
    ],
    ['park_custom_pos_x', '235', { maxX: 235 }, { ok: true, value: 235 }],
    // Above position_max: the minimum's message, naming the limit.
    [
      'park_custom_pos_x',
      '236',
      { maxX: 235 },
      { ok: false, error: { rule: 'min', values: { min: 235 } } },
    ],
    ['park_custom_pos_x', '9999', {}, { ok: true, value: 9999 }],
    [
      'park_custom_pos_y',
      '300',
      { maxX: 400, maxY: 250 },
      { ok: false, error: { rule: 'min', values: { min: 250 } } },
    ],
    ['park_custom_pos_y', '300', { maxX: 200 }, { ok: true, value: 300 }],
    ['constant_rate_factor', '0', {}, { ok: true, value: 0 }],
    ['constant_rate_factor', '51', {}, { ok: true, value: 51 }],
    ['constant_rate_factor', '52', {}, { ok: false, error: { rule: 'max', values: { max: 51 } } }],
    ['constant_rate_factor', '-1', {}, { ok: false, error: { rule: 'min', values: { min: 0 } } }],
  ];
  it.each(cases)('%s %j (%j)', (field, text, limits, expected) => {
    expect(checkTimelapseNumber(field, text, limits)).toEqual(expected);
  });
});

describe('fieldShown', () => {
  const base = {
    mode: 'layermacro',
    parkhead: false,
    parkpos: 'back_left',
    fw_retract: false,
    variable_fps: false,
  } as const;
  const cases: [ConditionalField, Partial<typeof base> | Record<string, unknown>, boolean][] = [
    ['hyperlapse_cycle', {}, false],
    ['hyperlapse_cycle', { mode: 'hyperlapse' }, true],
    ['park_time', {}, false],
    ['park_time', { parkhead: true }, true],
    ['parkpos', { parkhead: true }, true],
    ['fw_retract', { parkhead: true }, true],
    ['park_custom_pos_dz', { parkhead: true }, true],
    ['park_custom_pos_x', { parkhead: true }, false],
    ['park_custom_pos_x', { parkhead: true, parkpos: 'custom' }, true],
    ['park_custom_pos_y', { parkhead: false, parkpos: 'custom' }, false],
    ['park_retract_speed', { parkhead: true }, true],
    ['park_retract_distance', { parkhead: true, fw_retract: true }, false],
    ['park_extrude_speed', { parkhead: true, fw_retract: true }, false],
    ['park_extrude_distance', { parkhead: false }, false],
    ['targetlength', {}, false],
    ['variable_fps_min', { variable_fps: true }, true],
    ['output_framerate', {}, true],
    ['output_framerate', { variable_fps: true }, false],
  ];
  it.each(cases)('%s with %j → %s', (field, over, shown) => {
    expect(fieldShown(field, { ...base, ...over } as typeof base)).toBe(shown);
  });
});

describe('shownFor', () => {
  const base = { ...TIMELAPSE_DEFAULTS, parkhead: false, variable_fps: false };
  it.each([
    ['camera', {}, true],
    ['gcode_verbose', {}, true],
    ['constant_rate_factor', { variable_fps: true }, true],
    ['park_time', {}, false],
    ['park_time', { parkhead: true }, true],
    ['output_framerate', { variable_fps: true }, false],
  ] as const)('%s with %j → %s', (field, over, shown) => {
    expect(shownFor(field, { ...base, ...over })).toBe(shown);
  });
});

describe('seconds and milliseconds', () => {
  it.each([
    [0.05, 50],
    [0.1, 100],
    [0, 0],
    [1.5, 1500],
    [0.007, 7],
  ])('%s s ↔ %s ms', (s, ms) => {
    expect(secondsToMs(s)).toBe(ms);
    expect(msToSeconds(ms)).toBe(s);
  });
});

describe('estimateLength', () => {
  const fixed = { ...TIMELAPSE_DEFAULTS };
  const variable = { ...TIMELAPSE_DEFAULTS, variable_fps: true };
  it.each([
    ['fixed 30 fps', 100, fixed, { fps: 30, seconds: 3.5 }],
    ['fixed, no frames', 0, fixed, { fps: 30, seconds: 5 / 30 }],
    ['variable within range', 200, variable, { fps: 20, seconds: 10.25 }],
    ['variable clamped to min', 10, variable, { fps: 5, seconds: 3 }],
    ['variable clamped to max', 1200, variable, { fps: 60, seconds: 20.0833 }],
    [
      'variable, target length 0',
      100,
      { ...variable, targetlength: 0 },
      { fps: 60, seconds: 1.75 },
    ],
    ['fps 0', 10, { ...fixed, output_framerate: 0 }, { fps: 0, seconds: 0 }],
    ['no duplicates', 60, { ...fixed, duplicatelastframe: 0 }, { fps: 30, seconds: 2 }],
  ] as const)('%s', (_name, frames, settings, expected) => {
    const got = estimateLength(frames, settings);
    expect(got.fps).toBeCloseTo(expected.fps, 4);
    expect(got.seconds).toBeCloseTo(expected.seconds, 3);
  });
});

describe('answers and changes', () => {
  it('reads an answer, keeping defaults for missing or mistyped values', () => {
    const got = parseTimelapseSettings({
      mode: 'hyperlapse',
      park_time: '5',
      blockedsettings: ['camera', 3],
      extra: 1,
    });
    expect(got.mode).toBe('hyperlapse');
    expect(got.park_time).toBe(0.1);
    expect(got.blockedsettings).toEqual(['camera']);
    expect(got).not.toHaveProperty('extra');
    expect(parseTimelapseSettings(null)).toEqual(TIMELAPSE_DEFAULTS);
  });

  it.each([
    [{ mode: 'hyperlapse' as const }, [], { mode: 'hyperlapse' }],
    [{ snapshoturl: 'x', camera: 'Bed' }, [], { camera: 'Bed' }],
    [{ camera: 'Bed', parkhead: true }, ['camera'], { parkhead: true }],
  ])('posts %j with %j blocked as %j', (change, blocked, expected) => {
    expect(postableChange(change, blocked)).toEqual(expected);
  });

  it('resets to the defaults, blocked ones and the snapshot URL excepted', () => {
    const change = resetChange(['mode', 'parkpos']);
    expect(change).not.toHaveProperty('mode');
    expect(change).not.toHaveProperty('parkpos');
    expect(change).not.toHaveProperty('snapshoturl');
    expect(change).not.toHaveProperty('blockedsettings');
    expect(change.park_time).toBe(0.1);
    expect(change.constant_rate_factor).toBe(23);
  });

  it.each([
    [235, 235],
    ['300.5', 300.5],
    [undefined, undefined],
    ['abc', undefined],
  ])('position_max %j → %j', (value, expected) => {
    expect(positionMax(value)).toBe(expected);
  });
});
