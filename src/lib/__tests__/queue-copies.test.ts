import { describe, expect, it } from 'vitest';
import { copiesFrom } from '../queue-copies';

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
