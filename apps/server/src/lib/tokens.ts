import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

const ISSUER = 'practicum';
const AUDIENCE = 'practicum-api';
const EXPECTED_HEADER = { alg: 'HS256', typ: 'JWT' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessClaims {
  sub: string;
  user_type: string;
  /**
   * The sign-in this token belongs to (its refresh-token family): the access check refuses the
   * token as soon as that sign-in is revoked, by logout or an admin, instead of at its expiry.
   */
  sid: string;
}

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export class AccessTokens {
  private readonly secret: Buffer;
  private readonly signingKey: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.secret = Buffer.from(secret, 'utf8');
    this.signingKey = new Uint8Array(this.secret);
  }

  get ttl(): number {
    return this.ttlSeconds;
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ user_type: claims.user_type, sid: claims.sid })
      .setProtectedHeader(EXPECTED_HEADER)
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.ttlSeconds)
      .sign(this.signingKey);
  }

  /**
   * Returns the claims of a valid token, or null for anything expired, forged or malformed.
   * Verified with Node's HMAC directly: it runs on every request, and WebCrypto's asynchronous
   * verify (which jose uses) cost more than the database lookup (see bench/auth-throughput).
   */
  verify(token: string): AccessClaims | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [h, p, s] = parts as [string, string, string];
    const header = decodeJson(h);
    if (!header || header.alg !== 'HS256' || (header.typ !== undefined && header.typ !== 'JWT')) return null;
    if (header.crit !== undefined) return null;
    const expected = createHmac('sha256', this.secret).update(`${h}.${p}`).digest();
    const given = Buffer.from(s, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const payload = decodeJson(p);
    if (!payload) return null;
    const now = Math.floor(Date.now() / 1000);
    if (typeof payload.exp !== 'number' || payload.exp <= now) return null;
    if (typeof payload.nbf === 'number' && payload.nbf > now) return null;
    if (payload.iss !== ISSUER) return null;
    const aud = payload.aud;
    if (!(aud === AUDIENCE || (Array.isArray(aud) && aud.includes(AUDIENCE)))) return null;
    if (typeof payload.sub !== 'string' || typeof payload.user_type !== 'string') return null;
    if (typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return null;
    return { sub: payload.sub, user_type: payload.user_type, sid: payload.sid };
  }
}

/** A new opaque refresh token: 256 random bits, URL-safe. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
