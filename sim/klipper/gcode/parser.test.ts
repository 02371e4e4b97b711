// G-code line parser: classic and extended forms, comments, quoting.

import { describe, expect, it } from 'vitest';
import { parseLine } from './parser';

describe('parseLine', () => {
  it('parses classic commands case-insensitively and strips comments', () => {
    expect(parseLine('g1 x10 Y-2.5 f3000 ; move')).toMatchObject({
      command: 'G1',
      params: { X: '10', Y: '-2.5', F: '3000' },
    });
    expect(parseLine('G1X5Y6')).toMatchObject({ command: 'G1', params: { X: '5', Y: '6' } });
    expect(parseLine('  ; only a comment')).toBeNull();
    expect(parseLine('M117 Hello World')).toMatchObject({
      command: 'M117',
      rawParams: 'Hello World',
    });
  });

  it('parses extended commands with quoted values', () => {
    expect(parseLine('set_heater_temperature heater=extruder TARGET=200')).toMatchObject({
      command: 'SET_HEATER_TEMPERATURE',
      params: { HEATER: 'extruder', TARGET: '200' },
    });
    expect(parseLine('RESPOND MSG="hello world" TYPE=echo')?.params).toEqual({
      MSG: 'hello world',
      TYPE: 'echo',
    });
    expect(() => parseLine('RESPOND MSG="unterminated')).toThrow(
      "Malformed command 'RESPOND MSG=\"unterminated'",
    );
  });
});
