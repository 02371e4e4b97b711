// Reads the claims of a JWT access token without verifying it (the server does that).

interface Claims {
  exp: number | null;
  iat: number | null;
  /** Moonraker's `username` claim. */
  username: string | null;
}

const NONE: Claims = { exp: null, iat: null, username: null };

/** The token's exp and iat (seconds) and user without verifying it; nulls when they cannot be read. */
export function tokenClaims(token: string | null | undefined): Claims {
  const payload = token?.split('.')[1];
  if (!payload) return NONE;
  try {
    const b64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(b64.padEnd(Math.ceil(b64.length / 4) * 4, '='));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    const number = (value: unknown) => (typeof value === 'number' ? value : null);
    return {
      exp: number(claims.exp),
      iat: number(claims.iat),
      username: typeof claims.username === 'string' ? claims.username : null,
    };
  } catch {
    return NONE;
  }
}

/** The token's exp and iat (seconds). */
export function tokenTimes(token: string): Pick<Claims, 'exp' | 'iat'> {
  const { exp, iat } = tokenClaims(token);
  return { exp, iat };
}

/** The `username` claim of a JWT; null when there is none or the token cannot be read. */
export function jwtUsername(token: string | null): string | null {
  return tokenClaims(token).username;
}
