/** Reads the `exp` claim (seconds since the epoch) of a JWT without verifying it; null if absent or unreadable. */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const claims: unknown = JSON.parse(atob(padded));
    if (claims && typeof claims === 'object' && 'exp' in claims && typeof claims.exp === 'number') {
      return claims.exp;
    }
    return null;
  } catch {
    return null;
  }
}

/** Milliseconds left before the token expires; Infinity when it carries no readable expiry. */
export function msUntilExpiry(token: string, nowMs: number): number {
  const exp = jwtExpiry(token);
  return exp === null ? Number.POSITIVE_INFINITY : exp * 1000 - nowMs;
}

export function isTokenExpired(token: string, nowMs: number): boolean {
  return msUntilExpiry(token, nowMs) <= 0;
}
