import { describe, expect, it } from 'vitest';
import {
  checkFanPercent,
  colorToHex,
  fanSpeedGcode,
  hexToColor,
  isControllableFan,
  ledColor,
  ledHasWhite,
  outputLabel,
  outputObjects,
  setLedGcode,
  setPinGcode,
} from '../outputs';

describe('outputObjects', () => {
  it('sorts fans by kind (part fan first), then pins and LEDs', () => {
    const names = [
      'toolhead',
      'heater_fan hotend_fan',
      'output_pin beeper',
      'fan_generic aux',
      'fan',
      'neopixel strip',
      'controller_fan board',
      'temperature_fan chamber',
      'led status',
      'output_pin light',
    ];
    expect(outputObjects(names)).toEqual({
      fans: [
        'fan',
        'fan_generic aux',
        'temperature_fan chamber',
        'controller_fan board',
        'heater_fan hotend_fan',
      ],
      pins: ['output_pin beeper', 'output_pin light'],
      leds: ['led status', 'neopixel strip'],
    });
  });
  it('names and controllability', () => {
    expect(outputLabel('fan')).toBe('Part fan');
    expect(outputLabel('heater_fan hotend_fan')).toBe('Hotend fan');
    expect(isControllableFan('fan')).toBe(true);
    expect(isControllableFan('fan_generic aux')).toBe(true);
    expect(isControllableFan('heater_fan hotend_fan')).toBe(false);
    expect(isControllableFan('temperature_fan chamber')).toBe(false);
  });
});

describe('fan speed', () => {
  const gcode: [string, number, string][] = [
    ['fan', 50, 'M106 S128'],
    ['fan', 100, 'M106 S255'],
    ['fan', 0, 'M106 S0'],
    ['fan', 20, 'M106 S51'],
    ['fan_generic aux', 50, 'SET_FAN_SPEED FAN=aux SPEED=0.5'],
    ['fan_generic aux', 33, 'SET_FAN_SPEED FAN=aux SPEED=0.33'],
    ['fan_generic aux', 150, 'SET_FAN_SPEED FAN=aux SPEED=1'],
  ];
  it.each(gcode)('%s at %s %% → %s', (name, pct, expected) =>
    expect(fanSpeedGcode(name, pct)).toBe(expected),
  );
  const offBelow: [number, number | undefined, ReturnType<typeof checkFanPercent>][] = [
    [0, 0.2, null],
    [10, 0.2, { error: 'minOrZero', params: { min: 20 } }],
    [20, 0.2, null],
    [5, undefined, null],
    [5, 0, null],
  ];
  it.each(offBelow)('%s %% with off_below %s', (pct, below, expected) =>
    expect(checkFanPercent(pct, below)).toEqual(expected),
  );
});

describe('output pins and LEDs', () => {
  it('SET_PIN takes the scaled value', () => {
    expect(setPinGcode('output_pin beeper', 0.5)).toBe('SET_PIN PIN=beeper VALUE=0.5');
    expect(setPinGcode('output_pin light', 1)).toBe('SET_PIN PIN=light VALUE=1');
  });
  const leds: [string, Parameters<typeof setLedGcode>[1], string][] = [
    [
      'neopixel strip',
      { red: 1, green: 0.5, blue: 0, white: 0.25 },
      'SET_LED LED=strip RED=1 GREEN=0.5 BLUE=0 WHITE=0.25 SYNC=0 TRANSMIT=1',
    ],
    [
      'led status',
      { red: 1.5, green: -1, blue: 0.33333, white: 0 },
      'SET_LED LED=status RED=1 GREEN=0 BLUE=0.333 WHITE=0 SYNC=0 TRANSMIT=1',
    ],
  ];
  it.each(leds)('%s %j', (name, color, expected) =>
    expect(setLedGcode(name, color)).toBe(expected),
  );
  it('converts colours', () => {
    expect(ledColor([[1, 0, 0.5, 0.2]])).toEqual({ red: 1, green: 0, blue: 0.5, white: 0.2 });
    expect(ledColor(undefined)).toEqual({ red: 0, green: 0, blue: 0, white: 0 });
    expect(colorToHex({ red: 1, green: 0, blue: 0.5, white: 1 })).toBe('#ff0080');
    expect(hexToColor('#ff0080', 0.3)).toEqual({ red: 1, green: 0, blue: 0.502, white: 0.3 });
    expect(hexToColor('#f00')).toEqual({ red: 1, green: 0, blue: 0, white: 0 });
    expect(hexToColor('red')).toBeNull();
  });
  it('knows which LEDs have a white channel', () => {
    expect(ledHasWhite('neopixel s', { color_order: ['GRBW'] })).toBe(true);
    expect(ledHasWhite('neopixel s', { color_order: 'GRB' })).toBe(false);
    expect(ledHasWhite('led s', { white_pin: 'PA1' })).toBe(true);
    expect(ledHasWhite('led s', { red_pin: 'PA1' })).toBe(false);
    expect(ledHasWhite('dotstar d', {})).toBe(false);
  });
});
