import { describe, expect, it } from 'vitest';
import { msUntilRefresh, refreshDue, refreshMarginS, tokenTimes } from '../token-refresh';

const b64 = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** A JWT issued at `iat` that expires at `exp` (seconds); the signature is not checked here. */
const jwt = (iat: number | undefined, exp: number | undefined) =>
  `${b64({ alg: 'HS256' })}.${b64({ iat, exp, username: 'u' })}.sig`;

const NOW = 1_000_000; // seconds

describe('refreshDue', () => {
  it.each([
    // [what, iat, exp, due]
    ['1 h token, 10 min left', NOW - 3000, NOW + 600, false],
    ['1 h token, 301 s left', NOW - 3299, NOW + 301, false],
    ['1 h token, 299 s left', NOW - 3301, NOW + 299, true],
    ['1 h token, expired', NOW - 3700, NOW - 100, true],
    ['4 s token, 3 s left (margin is half the lifetime: 2 s)', NOW - 1, NOW + 3, false],
    ['4 s token, 1 s left', NOW - 3, NOW + 1, true],
    ['60 s token, 40 s left (margin 30 s)', NOW - 20, NOW + 40, false],
    ['60 s token, 20 s left', NOW - 40, NOW + 20, true],
    ['no iat: the full 300 s margin', undefined, NOW + 200, true],
    ['no exp: due', NOW, undefined, true],
  ])('%s', (_what, iat, exp, due) => {
    expect(refreshDue(jwt(iat, exp), 300, NOW * 1000)).toBe(due);
  });

  it('reads garbage as due', () => {
    expect(refreshDue('not-a-jwt', 300, NOW * 1000)).toBe(true);
    expect(tokenTimes('a.b@d.c')).toEqual({ exp: null, iat: null });
  });
});

describe('refreshMarginS and msUntilRefresh', () => {
  it.each([
    [NOW, NOW + 3600, 300],
    [NOW, NOW + 4, 2],
    [NOW, NOW + 600, 300],
    [NOW, NOW + 400, 200],
  ])('iat %i exp %i → margin %i s', (iat, exp, margin) => {
    expect(refreshMarginS(jwt(iat, exp), 300)).toBe(margin);
  });

  it('counts down to the moment the token becomes due', () => {
    expect(msUntilRefresh(jwt(NOW, NOW + 3600), 300, NOW * 1000)).toBe(3300 * 1000);
    expect(msUntilRefresh(jwt(NOW - 10, NOW - 6), 300, NOW * 1000)).toBe(0);
    expect(msUntilRefresh('x', 300, NOW * 1000)).toBeNull();
  });
});
