import { describe, expect, it } from 'vitest';
import { copiesFrom, copiesOfEach } from '../queue-copies';

describe('the copies typed in Add to queue', () => {
  it.each([
    ['1', 1],
    ['3', 3],
    [' 12 ', 12],
    ['99', 99],
    ['100', null],
    ['0', null],
    ['', null],
    ['-2', null],
    ['1.5', null],
    ['2e1', null],
    ['x', null],
  ])('%j → %s', (text, copies) => {
    expect(copiesFrom(text)).toBe(copies);
  });
});

describe('the jobs for copies of each file', () => {
  it.each([
    [['a.gcode'], 1, ['a.gcode']],
    [['a.gcode'], 3, ['a.gcode', 'a.gcode', 'a.gcode']],
    [['b.gcode', 'a.gcode'], 1, ['b.gcode', 'a.gcode']],
    [['b.gcode', 'x/a.gcode'], 2, ['b.gcode', 'b.gcode', 'x/a.gcode', 'x/a.gcode']],
    [[], 4, []],
  ])('%j × %i', (paths, copies, jobs) => {
    expect(copiesOfEach(paths, copies)).toEqual(jobs);
  });
});
