// When to refresh a JWT access token. Moonraker's access tokens last an hour; the dashboard
// refreshes one that expires within 300 s. A server may issue shorter tokens (the virtual printer's
// --token-lifetime): a token that lives 60 s in all would be "expiring within 300 s" from birth and
// be refreshed before every request. So the margin is the smaller of 300 s and half the token's own
// lifetime (exp − iat): a 1 h token is refreshed in its last 5 min, a 4 s token in its last 2 s.

import { tokenTimes } from './jwt';

export { tokenTimes };

/** Seconds before expiry at which the token is refreshed: min(margin, half its lifetime). */
export function refreshMarginS(token: string, marginS: number): number {
  const { exp, iat } = tokenTimes(token);
  if (exp === null || iat === null || exp <= iat) return marginS;
  return Math.min(marginS, (exp - iat) / 2);
}

/** True when the token should be refreshed now (unreadable expiry counts as due). */
export function refreshDue(token: string, marginS: number, nowMs: number): boolean {
  const { exp } = tokenTimes(token);
  if (exp === null) return true;
  return exp * 1000 - nowMs < refreshMarginS(token, marginS) * 1000;
}

/** Milliseconds from `nowMs` until the token becomes due (0 when it already is); null: unknown. */
export function msUntilRefresh(token: string, marginS: number, nowMs: number): number | null {
  const { exp } = tokenTimes(token);
  if (exp === null) return null;
  return Math.max(0, exp * 1000 - refreshMarginS(token, marginS) * 1000 - nowMs);
}
