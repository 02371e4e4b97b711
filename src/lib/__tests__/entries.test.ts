import { describe, expect, it } from 'vitest';
import { generateId, removeById, upsertById } from '../entries';

const a = { id: 'a', n: 1 };
const b = { id: 'b', n: 2 };

describe('upsertById / removeById', () => {
  it.each([
    [[], { id: 'a', n: 9 }, [{ id: 'a', n: 9 }]],
    [[a, b], { id: 'a', n: 9 }, [{ id: 'a', n: 9 }, b]], // replaced in place
    [[a, b], { id: 'c', n: 3 }, [a, b, { id: 'c', n: 3 }]], // added at the end
  ])('upsert %j + %j', (list, item, out) => {
    expect(upsertById(list, item)).toEqual(out);
  });

  it.each([
    [[a, b], 'a', [b]],
    [[a, b], 'zz', [a, b]],
    [[], 'a', []],
  ])('remove %j − %s', (list, id, out) => {
    expect(removeById(list, id)).toEqual(out);
  });
});

describe('generateId', () => {
  it.each([
    [[], 0, 0, '00'],
    [[], 36, 0.5, `10${Math.floor(0.5 * 36 ** 4).toString(36)}`],
    [['00'], 0, 0, '01'], // taken: the next one
    [['00', '01'], 0, 0, '02'],
  ])('taken %j, now %d, random %d → %s', (taken, now, random, id) => {
    expect(generateId(taken, now, random)).toBe(id);
  });
});
