// Reads the expiry of a JWT access token without verifying it (the server does that).

export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** True when the token expires within `seconds` of `nowMs` (or its expiry cannot be read). */
export function expiresWithin(token: string, seconds: number, nowMs: number): boolean {
  const exp = jwtExpiry(token);
  if (exp === null) return true;
  return exp * 1000 - nowMs < seconds * 1000;
}
