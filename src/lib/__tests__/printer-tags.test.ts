// Printer tags: trimmed, 1 to 32 characters, each once per printer whatever its case.
import { describe, expect, it } from 'vitest';
import { cleanTags, mergeTags, tagProblem } from '../printer-tags';

describe('tagProblem', () => {
  it.each([
    ['shelf A', [], null],
    ['  shelf A  ', [], null],
    ['', [], 'empty'],
    ['   ', [], 'empty'],
    ['x'.repeat(32), [], null],
    ['x'.repeat(33), [], 'tooLong'],
    ['PLA', ['pla'], 'duplicate'],
    [' pla ', ['PLA'], 'duplicate'],
    ['PETG', ['PLA'], null],
  ] as const)('%j with %j → %s', (text, tags, problem) => {
    expect(tagProblem(text, tags)).toBe(problem);
  });
});

describe('cleanTags', () => {
  it.each([
    [[], []],
    [
      [' a ', 'b'],
      ['a', 'b'],
    ],
    [
      ['A', 'a', 'b', 'B'],
      ['A', 'b'],
    ],
    [['', '  ', 'x'.repeat(33), 'ok'], ['ok']],
    [[1, null, 'ok', { tag: 'x' }], ['ok']],
  ])('%j → %j', (tags, clean) => {
    expect(cleanTags(tags)).toEqual(clean);
  });
});

describe('mergeTags', () => {
  it.each([
    [['a'], ['b'], ['a', 'b']],
    [['Room 1'], ['room 1', 'PLA'], ['Room 1', 'PLA']],
    [[], [], []],
  ])('%j + %j → %j', (a, b, merged) => {
    expect(mergeTags(a, b)).toEqual(merged);
  });
});
