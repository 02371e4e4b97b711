// Reads the times of a JWT access token without verifying it (the server does that).

interface Claims {
  exp: number | null;
  iat: number | null;
}

/** The token's exp and iat (seconds) without verifying it; nulls when they cannot be read. */
export function tokenTimes(token: string): Claims {
  const payload = token.split('.')[1];
  if (!payload) return { exp: null, iat: null };
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const claims = JSON.parse(json) as { exp?: unknown; iat?: unknown };
    return {
      exp: typeof claims.exp === 'number' ? claims.exp : null,
      iat: typeof claims.iat === 'number' ? claims.iat : null,
    };
  } catch {
    return { exp: null, iat: null };
  }
}
