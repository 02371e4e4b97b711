import { describe, expect, it } from 'vitest';
import { TOKEN_AHEAD_MAX_AGE_MS, tokenAhead } from '../oneshot';

describe('tokenAhead', () => {
  it.each([
    ['taken at once: the early token', [0], ['t1'], 1],
    ['taken just before it is too old: the early token', [TOKEN_AHEAD_MAX_AGE_MS - 1], ['t1'], 1],
    ['taken once too old: a new token', [TOKEN_AHEAD_MAX_AGE_MS], ['t2'], 2],
    ['taken twice (a reconnect): the second is new', [0, 10], ['t1', 't2'], 2],
  ])('%s', async (_label, takenAt, tokens, asked) => {
    let clock = 0;
    let count = 0;
    const take = tokenAhead(
      () => Promise.resolve(`t${++count}`),
      () => clock,
    );
    const got: string[] = [];
    for (const at of takenAt) {
      clock = at;
      got.push(await take());
    }
    expect(got).toEqual(tokens);
    expect(count).toBe(asked);
  });
});
